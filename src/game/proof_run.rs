//! The classroom's proof of an optimum, as the page runs it (the Bounds view in the Classroom and
//! in Present): one run per estimate (none, blocking, two-level), each a list of the worker's
//! answers, one a step; which step is asked of the worker; Run, Stop, Go on, All three, Start
//! again; the plan on show. Every decision is here, tested natively; the page only sends the
//! step asked for (`asked`) and hands back its answer.
//!
//! A proof belongs to the puzzle and the position it began from (`origin`): a new puzzle starts
//! it again, and a move on the board (a plan stepped in Present) leaves it as it was, still of
//! its position, until Start again.

use crate::game::puzzle_id::PuzzleId;
use crate::worker_protocol::{BoundsOutcome, BoundsReport};
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::rules::Move;

/// The three estimates, as the worker numbers them.
pub const ESTIMATES: [&str; 3] = ["none", "blocking", "two-level"];

/// One step's answer from the worker, its plans read on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoundsAnswer {
    /// The step (`None`: the run had ended before it).
    pub step: Option<BoundsReport>,
    /// The step's plan, when it is a beam that found one.
    pub step_plan: Option<Vec<Move>>,
    /// How the run ended, once it has.
    pub end: Option<BoundsOutcome>,
    /// The plan of the end (the optimum's, or the first k's), when it has one.
    pub end_plan: Option<Vec<Move>>,
    /// The run's upper bound so far.
    pub upper: Option<Vec<Move>>,
    /// The largest k proven so far (no plan of ≤ k moves).
    pub lower: usize,
    /// The step's milliseconds on the worker's clock, and the worker's memory after it.
    pub millis: f64,
    pub memory: usize,
}

/// One step's bounds, as the chart draws them.
#[derive(Clone, Debug, PartialEq)]
pub struct BoundsPoint {
    /// The step, as the x axis labels it ("w10", "k5").
    pub label: String,
    /// The optimum is at least this many moves.
    pub at_least: usize,
    /// A plan of this many moves is known.
    pub at_most: Option<usize>,
}

/// One estimate's run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Run {
    pub answers: Vec<BoundsAnswer>,
    pub failure: Option<String>,
    /// Stopped by the class (Stop) while searching this step.
    pub stopped: Option<String>,
}

impl Run {
    pub fn end(&self) -> Option<&BoundsOutcome> {
        self.answers.last().and_then(|a| a.end.as_ref())
    }
    pub fn done(&self) -> bool {
        self.end().is_some() || self.failure.is_some()
    }
    /// The largest k proven (no plan of ≤ k moves), and the shortest plan known.
    pub fn lower(&self) -> usize {
        self.answers.last().map_or(1, |a| a.lower)
    }
    pub fn upper(&self) -> Option<usize> {
        self.answers.last().and_then(|a| a.upper.as_ref().map(Vec::len))
    }
    /// The optimal plan, once proven.
    pub fn proven_plan(&self) -> Option<Vec<Move>> {
        match (self.end(), self.answers.last()) {
            (Some(BoundsOutcome::Optimal { moves, .. }), Some(a)) => {
                a.end_plan.clone().or_else(|| a.upper.clone()).filter(|p| p.len() == *moves)
            }
            _ => None,
        }
    }
    /// The bounds after each step, for the chart.
    pub fn points(&self) -> Vec<BoundsPoint> {
        self.answers
            .iter()
            .filter_map(|a| {
                let label = match a.step.as_ref()? {
                    BoundsReport::Upper { width, .. } => format!("w{width}"),
                    BoundsReport::Lower { k, .. } => format!("k{k}"),
                };
                let found = a.end_plan.as_ref().filter(|_| matches!(a.end, Some(BoundsOutcome::Optimal { .. }))).map(Vec::len);
                let at_most = match (a.upper.as_ref().map(Vec::len), found) {
                    (Some(u), Some(f)) => Some(u.min(f)),
                    (u, f) => u.or(f),
                };
                let at_least = match a.end {
                    Some(BoundsOutcome::Optimal { moves, .. }) => moves,
                    _ => a.lower + 1,
                };
                Some(BoundsPoint { label, at_least, at_most })
            })
            .collect()
    }
    /// What a Stop now interrupts: the beams (the first three steps), else the next k.
    fn searching(&self) -> String {
        match self.answers.len() {
            n if n < 3 => "the beams".to_string(),
            _ => format!("k = {}", self.lower() + 1),
        }
    }
}

/// The step asked of the worker: of the run with `estimate`, the page having `skip` steps;
/// `serial` tells its answer from a stale one.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask {
    pub estimate: u8,
    pub skip: usize,
    pub serial: u32,
}

/// A plan on show on the small board: its title, its moves, whether it plays at once.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownPlan {
    pub title: String,
    pub plan: Vec<Move>,
    pub autoplay: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ProofRun {
    /// The puzzle and position the proof is of.
    pub origin: Option<(PuzzleId, Position)>,
    /// The position on the board now.
    here: Option<Position>,
    /// The board has moved since the proof began (its figures are still the origin's).
    pub moved: bool,
    pub runs: [Run; 3],
    /// The estimate on show (0 none, 1 blocking, 2 two-level).
    pub estimate: u8,
    /// Run: each step asked once the last has come.
    pub running: bool,
    /// All three estimates, one after the other.
    pub all_three: bool,
    pub asked: Option<Ask>,
    serial: u32,
    /// Inside a long step: positions, depth, the worker's memory.
    pub progress: Option<(usize, usize, usize)>,
    pub shown: Option<ShownPlan>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ProofAction {
    /// The puzzle and position on the board now.
    Board(PuzzleId, Position),
    /// One step, then wait.
    Next,
    /// Steps until the run ends (Go on after a Stop).
    Run,
    /// Every estimate's run, one after the other.
    AllThree,
    Stop,
    /// The shown estimate's run from its start; every run, of the position on the board, when
    /// the board has moved since the proof began.
    StartAgain,
    Estimate(u8),
    Progress {
        serial: u32,
        positions: usize,
        depth: usize,
        memory: usize,
    },
    Answer {
        serial: u32,
        answer: BoundsAnswer,
    },
    Failed {
        serial: u32,
        why: String,
    },
    Show(ShownPlan),
}

/// A proof with the two-level estimate on show, the one the 12×12's proof used.
impl Default for ProofRun {
    fn default() -> ProofRun {
        ProofRun {
            origin: None,
            here: None,
            moved: false,
            runs: Default::default(),
            estimate: 2,
            running: false,
            all_three: false,
            asked: None,
            serial: 0,
            progress: None,
            shown: None,
        }
    }
}

impl ProofRun {
    pub fn run(&self) -> &Run {
        &self.runs[self.estimate as usize]
    }

    /// A step is asked, or Run goes on asking.
    pub fn busy(&self) -> bool {
        self.asked.is_some() || self.running
    }

    /// The state after `action` (the same `Rc` when it changes nothing, so nothing redraws).
    pub fn reduce(self: std::rc::Rc<Self>, action: ProofAction) -> std::rc::Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        if next == *self { self } else { std::rc::Rc::new(next) }
    }

    pub fn apply(&mut self, action: ProofAction) {
        match action {
            ProofAction::Board(id, position) => self.board(id, position),
            ProofAction::Next => {
                if self.asked.is_none() && !self.run().done() {
                    self.ask(self.estimate);
                }
            }
            ProofAction::Run => {
                self.running = true;
                self.go_on();
            }
            ProofAction::AllThree => {
                self.all_three = true;
                self.running = true;
                self.go_on();
            }
            ProofAction::Stop => self.stop(),
            ProofAction::StartAgain => {
                self.stop();
                self.shown = None;
                if self.moved {
                    // Every run is of the position the proof began from: all start again, of
                    // the position on the board.
                    self.runs = Default::default();
                    if let (Some((_, origin)), Some(here)) = (&mut self.origin, &self.here) {
                        *origin = here.clone();
                    }
                    self.moved = false;
                } else {
                    self.runs[self.estimate as usize] = Run::default();
                }
            }
            ProofAction::Estimate(to) => {
                self.stop();
                self.shown = None;
                self.estimate = to.min(2);
            }
            ProofAction::Progress { serial, positions, depth, memory } => {
                if self.is_asked(serial) {
                    self.progress = Some((positions, depth, memory));
                }
            }
            ProofAction::Answer { serial, answer } => {
                let Some(ask) = self.asked.take().filter(|a| a.serial == serial) else { return };
                self.progress = None;
                let run = &mut self.runs[ask.estimate as usize];
                run.stopped = None;
                run.answers.push(answer);
                if let Some(plan) = run.proven_plan() {
                    self.shown = Some(ShownPlan { title: format!("the optimal plan, {} moves", plan.len()), plan, autoplay: true });
                }
                self.go_on();
            }
            ProofAction::Failed { serial, why } => {
                let Some(ask) = self.asked.take().filter(|a| a.serial == serial) else { return };
                self.progress = None;
                self.runs[ask.estimate as usize].failure = Some(why);
                self.go_on();
            }
            ProofAction::Show(plan) => self.shown = Some(plan),
        }
    }

    fn is_asked(&self, serial: u32) -> bool {
        self.asked.as_ref().is_some_and(|a| a.serial == serial)
    }

    /// A new puzzle starts every run again; a move on the board keeps a proof begun, of its
    /// position (a proof not begun follows the board).
    fn board(&mut self, id: PuzzleId, position: Position) {
        let same_puzzle = self.origin.as_ref().is_some_and(|(o, _)| *o == id);
        let begun = self.asked.is_some() || self.runs.iter().any(|r| !r.answers.is_empty() || r.failure.is_some());
        self.here = Some(position.clone());
        if same_puzzle && begun {
            self.moved = self.origin.as_ref().is_some_and(|(_, p)| *p != position);
            return;
        }
        *self = ProofRun {
            estimate: self.estimate,
            serial: self.serial,
            origin: Some((id, position.clone())),
            here: Some(position),
            ..ProofRun::default()
        };
    }

    /// Running: the next step of the shown estimate, else the next estimate's (All three), else
    /// the end of running.
    fn go_on(&mut self) {
        if !self.running || self.asked.is_some() {
            return;
        }
        if !self.run().done() {
            self.ask(self.estimate);
        } else if let Some(next) = (0..3u8).find(|&i| self.all_three && !self.runs[i as usize].done()) {
            self.estimate = next;
            self.shown = None;
            self.ask(next);
        } else {
            self.running = false;
            self.all_three = false;
        }
    }

    fn ask(&mut self, estimate: u8) {
        self.serial = self.serial.wrapping_add(1);
        let skip = self.runs[estimate as usize].answers.len();
        self.asked = Some(Ask { estimate, skip, serial: self.serial });
        self.progress = None;
    }

    fn stop(&mut self) {
        if let Some(ask) = self.asked.take() {
            let run = &mut self.runs[ask.estimate as usize];
            run.stopped = Some(run.searching());
        }
        self.progress = None;
        self.running = false;
        self.all_three = false;
    }
}

#[cfg(test)]
mod tests;
