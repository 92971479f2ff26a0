//! The work done for the game outside the reducer: the engine's analysis of the current puzzle
//! (the app runs it in the engine worker and reports back with actions), dated by a generation so
//! that a late result for an older puzzle is ignored; and the questions the game answers from that
//! analysis (moves to go, the optimum, whether the goal can still be reached, a hint, a plan) —
//! from the whole cluster, or, on a board whose cluster is too large for the page, from one optimal
//! plan searched from the position on the board (`PlanLine`), searched again when the player
//! leaves it.

use crate::game::plan_line::PlanLine;
use crate::game::state::State;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::cluster::{Cluster, Hint};
use std::rc::Rc;

/// The engine's analysis of the current puzzle, computed outside the reducer.
#[derive(Clone)]
pub enum Analysis {
    /// Being computed (by the engine worker). `line`: an optimal plan from the start that the
    /// worker found first, answering on its line until the cluster comes.
    Pending {
        positions: usize,
        line: Option<Rc<PlanLine>>,
    },
    Ready(Rc<Cluster>),
    /// The cluster is too large for the page (`reason`): optimal plans are searched from the
    /// position on the board instead. `line` is the last one found; while the position is off it,
    /// a search runs (`positions` and `depth` its progress).
    Lines {
        reason: String,
        line: Option<Rc<PlanLine>>,
        positions: usize,
        depth: usize,
    },
    /// Too large to analyse here: the game stays playable without hints.
    Failed(String),
    /// The player stopped a long analysis; the game stays playable without hints.
    Stopped,
}

#[derive(Clone)]
pub struct Background {
    pub analysis: Analysis,
    /// Bumped for every new puzzle, so late analysis results for an old one are ignored.
    pub generation: u64,
    /// The puzzle's optimal moves when a plan line from its start told them (no cluster).
    pub line_optimal: Option<u16>,
}

impl Default for Background {
    /// The first puzzle's: its analysis about to start.
    fn default() -> Background {
        Background { analysis: Analysis::Pending { positions: 0, line: None }, generation: 0, line_optimal: None }
    }
}

impl Background {
    /// For a new puzzle: the next generation, its analysis about to start.
    pub(super) fn for_new_puzzle(&self) -> Background {
        Background { generation: self.generation + 1, ..Background::default() }
    }
}

impl Analysis {
    /// Why there is no analysis, in words every view can show (Play, Classroom, Present):
    /// `None` while it runs and once it is ready.
    pub fn why_unavailable(&self) -> Option<String> {
        match self {
            Analysis::Failed(why) => Some(format!("The analysis of this puzzle stopped: {why}.")),
            Analysis::Stopped => Some("The analysis of this puzzle was stopped (Stop analysis).".into()),
            Analysis::Pending { .. } | Analysis::Ready(_) | Analysis::Lines { .. } => None,
        }
    }

    /// Why there is no whole cluster (the Classroom's state graph and its moves column need
    /// one): as [`Analysis::why_unavailable`], and on a board too large to analyse in full,
    /// where plans are searched one by one.
    pub fn why_no_cluster(&self) -> Option<String> {
        match self {
            Analysis::Lines { reason, .. } => Some(format!("This board is too large to analyse in full here ({reason}).")),
            _ => self.why_unavailable(),
        }
    }
}

/// What the analysis tells about the game.
impl State {
    pub fn cluster(&self) -> Option<&Rc<Cluster>> {
        match &self.background.analysis {
            Analysis::Ready(c) => Some(c),
            _ => None,
        }
    }

    /// The plan line: on a board without a cluster, or from the start while the cluster is built.
    pub fn plan_line(&self) -> Option<&Rc<PlanLine>> {
        match &self.background.analysis {
            Analysis::Lines { line, .. } | Analysis::Pending { line, .. } => line.as_ref(),
            _ => None,
        }
    }

    /// What answers at the position on the board: the cluster, or a line that covers it.
    fn guide(&self) -> Option<Guide<'_>> {
        match &self.background.analysis {
            Analysis::Ready(c) => Some(Guide::Cluster(c)),
            Analysis::Lines { line: Some(l), .. } | Analysis::Pending { line: Some(l), .. }
                if l.covers(&self.play.position) || l.hopeless_at(&self.play.position) =>
            {
                Some(Guide::Line(l))
            }
            _ => None,
        }
    }

    /// True when the position on the board has its answers (moves to go, a hint, a plan).
    pub fn answers_here(&self) -> bool {
        self.guide().is_some()
    }

    /// Optimal moves left from the position on the board (`None` until analysed, or when the
    /// goal cannot be reached).
    pub fn to_go(&self) -> Option<u16> {
        self.guide().and_then(|g| g.distance(&self.play.position))
    }

    /// Optimal moves of the whole puzzle.
    pub fn optimal(&self) -> Option<u16> {
        match self.cluster() {
            Some(c) => c.distance(&self.play.start),
            None => self.background.line_optimal,
        }
    }

    /// True when the analysis has shown that the goal cannot be reached from here.
    pub fn unsolvable_here(&self) -> bool {
        match self.guide() {
            Some(Guide::Cluster(c)) => c.distance(&self.play.position).is_none(),
            Some(Guide::Line(l)) => l.hopeless_at(&self.play.position),
            None => false,
        }
    }

    /// An optimal move from the position on the board: `None` while unknown, `Some(None)` when
    /// no move leads out.
    pub(super) fn best_move(&self) -> Option<Option<Hint>> {
        self.guide().map(|g| g.hint(&self.play.position))
    }

    /// An optimal plan from the position on the board, as [`State::best_move`].
    pub(super) fn best_plan(&self) -> Option<Option<Vec<Move>>> {
        self.guide().map(|g| g.plan(&self.play.position))
    }

    /// The position a plan must be searched from: on a board without a cluster, when the
    /// position on the board is off the last line (and the game not won).
    pub fn line_wanted(&self) -> Option<&Position> {
        let Analysis::Lines { line, .. } = &self.background.analysis else { return None };
        let here = &self.play.position;
        let known = line.as_ref().is_some_and(|l| l.covers(here) || l.hopeless_at(here));
        (!known && !self.play.won()).then_some(here)
    }
}

/// What answers "how far, which move, which plan": the whole cluster, or one line.
enum Guide<'a> {
    Cluster(&'a Cluster),
    Line(&'a PlanLine),
}

impl Guide<'_> {
    fn distance(&self, pos: &Position) -> Option<u16> {
        match self {
            Guide::Cluster(c) => c.distance(pos),
            Guide::Line(l) => l.distance(pos),
        }
    }
    fn hint(&self, pos: &Position) -> Option<Hint> {
        match self {
            Guide::Cluster(c) => c.hint(pos),
            Guide::Line(l) => l.hint(pos),
        }
    }
    fn plan(&self, pos: &Position) -> Option<Vec<Move>> {
        match self {
            Guide::Cluster(c) => c.plan(pos),
            Guide::Line(l) => l.plan(pos),
        }
    }
}

/// The handlers of the analysis' reports; each returns false when nothing changed (a report for
/// an older puzzle changes nothing).
impl State {
    /// Progress counts only while the analysis runs: a report that lands after Stop (a slice in
    /// flight) must not bring it back, or the app would start the analysis again.
    pub(super) fn analysis_progress(&mut self, generation: u64, positions: usize) -> bool {
        let Analysis::Pending { positions: p, .. } = &mut self.background.analysis else { return false };
        if generation != self.background.generation {
            return false;
        }
        *p = positions;
        true
    }

    pub(super) fn analysis_ready(&mut self, generation: u64, cluster: Rc<Cluster>) -> bool {
        if generation != self.background.generation {
            return false;
        }
        self.background.analysis = Analysis::Ready(cluster);
        if self.unsolvable_here() {
            self.messages.announcement = "This puzzle cannot be solved: no sequence of moves frees the red car".into();
        }
        true
    }

    /// The cluster is too large for the page: plans are searched from positions from now on.
    pub(super) fn analysis_too_large(&mut self, generation: u64, reason: String) -> bool {
        if generation != self.background.generation {
            return false;
        }
        // The plan from the start found before the analysis, if any, answers on from its line.
        let line = self.plan_line().cloned();
        self.background.analysis = Analysis::Lines { reason, line, positions: 0, depth: 0 };
        true
    }

    pub(super) fn line_progress(&mut self, generation: u64, positions: usize, depth: usize) -> bool {
        let Analysis::Lines { positions: p, depth: d, .. } = &mut self.background.analysis else { return false };
        if generation != self.background.generation {
            return false;
        }
        (*p, *d) = (positions, depth);
        true
    }

    /// A plan searched from a position (or from the start, before the analysis): kept when it
    /// still says something about the board (a search from a position the player has since left
    /// is ignored).
    pub(super) fn line_found(&mut self, generation: u64, line: Rc<PlanLine>) -> bool {
        let here = self.play.position.clone();
        let (Analysis::Lines { line: slot, .. } | Analysis::Pending { line: slot, .. }) = &mut self.background.analysis else {
            return false;
        };
        if generation != self.background.generation || (!line.covers(&here) && !line.hopeless_at(&here)) {
            return false;
        }
        if line.from() == &self.play.start {
            self.background.line_optimal = line.distance(&self.play.start);
        }
        *slot = Some(line);
        if self.unsolvable_here() {
            self.messages.announcement = "No sequence of moves frees the red car from here".into();
        }
        true
    }

    /// A failure reported after the player stopped the analysis (a last slice that ended before
    /// the stop reached it) leaves it stopped: the player's action is what the page tells.
    pub(super) fn analysis_failed(&mut self, generation: u64, message: String) -> bool {
        if generation != self.background.generation || matches!(self.background.analysis, Analysis::Stopped) {
            return false;
        }
        self.background.analysis = Analysis::Failed(message);
        true
    }

    /// The player stops the analysis that is running (a large board can take long).
    pub(super) fn stop_analysis(&mut self) -> bool {
        let searching = self.line_wanted().is_some();
        if !matches!(self.background.analysis, Analysis::Pending { .. }) && !searching {
            return false;
        }
        self.background.analysis = Analysis::Stopped;
        self.messages.announcement = "Analysis stopped: hints and moves to go are off for this puzzle".into();
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::game::plan_line::PlanLine;
    use crate::game::state::testing::{CARD1, game};
    use crate::game::state::{Action, Analysis, State};
    use rush_hour_engine::model::grid;
    use rush_hour_engine::model::rules::{Metric, apply, legal_moves};
    use rush_hour_engine::search::cluster::Cluster;
    use std::rc::Rc;

    #[test]
    fn a_running_analysis_can_be_stopped() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let s = s.reduce(Action::AnalysisProgress { generation: 0, positions: 50 }).reduce(Action::StopAnalysis);
        assert!(matches!(s.background.analysis, Analysis::Stopped));
        assert!(s.clone().reduce(Action::Hint).play.hint.is_none());
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::StopAnalysis)), "stopping twice changes nothing");
        let done = game(CARD1);
        assert!(Rc::ptr_eq(&done, &done.clone().reduce(Action::StopAnalysis)), "nothing to stop once done");
    }

    /// A board whose cluster is too large for the page: a plan searched from the start answers
    /// on its line; leaving it asks for a new search, and a late plan for a position left behind
    /// is ignored.
    #[test]
    fn without_a_cluster_plans_from_the_position_answer() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let s = s.reduce(Action::AnalysisTooLarge { generation: 0, reason: "too large".into() });
        assert_eq!(s.line_wanted(), Some(&s.play.start));
        // Plans still come (no reason to give where a plan is shown), a whole cluster does not.
        assert_eq!(s.background.analysis.why_unavailable(), None);
        let why = s.background.analysis.why_no_cluster().unwrap();
        assert!(why.contains("too large to analyse in full here (too large)"), "{why}");
        assert_eq!(s.plan_to_show(), (vec![], 0, false), "no plan before the search ends");
        assert_eq!((s.to_go(), s.optimal()), (None, None));
        assert!(s.clone().reduce(Action::Hint).messages.announcement.starts_with("Searching"));
        let start = s.play.start.clone();
        let plan = Cluster::analyze(&s.play.board, &start, Metric::Moves).unwrap().plan(&start).unwrap();
        let line = Rc::new(PlanLine::new(&s.play.board, start.clone(), Some(plan.clone())).unwrap());
        let s = s.reduce(Action::LineFound { generation: 0, line: line.clone() });
        assert_eq!((s.line_wanted(), s.to_go(), s.optimal()), (None, Some(plan.len() as u16), Some(plan.len() as u16)));
        assert_eq!(s.plan_to_show(), (plan.clone(), 0, false), "the presentation lists the line's plan");
        // Following the hint stays on the line.
        let s = s.reduce(Action::Hint).reduce(Action::ApplyHint);
        assert_eq!((s.line_wanted(), s.to_go()), (None, Some(plan.len() as u16 - 1)));
        // Leaving it: a search is wanted from here, and the old line no longer answers.
        let off = legal_moves(&s.play.board, &s.play.position, Metric::Moves)
            .into_iter()
            .find(|&m| !line.covers(&apply(&s.play.board, &s.play.position, m).unwrap()))
            .unwrap();
        let to = (s.play.position.offset(off.vehicle as usize) as i8 + off.delta) as u8;
        let s = s.reduce(Action::Slide { vehicle: off.vehicle as usize, offset: to });
        assert_eq!(s.line_wanted(), Some(&s.play.position));
        assert_eq!(s.to_go(), None);
        let late = s.clone().reduce(Action::LineFound { generation: 0, line: line.clone() });
        assert_eq!(late.line_wanted(), Some(&s.play.position), "a line that misses the board is ignored");
        // Solve with a fresh line from here plays it.
        let here = s.play.position.clone();
        let plan = Cluster::analyze(&s.play.board, &here, Metric::Moves).unwrap().plan(&here).unwrap();
        let fresh = Rc::new(PlanLine::new(&s.play.board, here, Some(plan.clone())).unwrap());
        let s = s.reduce(Action::LineFound { generation: 0, line: fresh }).reduce(Action::Solve);
        assert_eq!(s.playback.as_ref().map(|p| p.plan.clone()), Some(plan));
        assert_eq!(s.optimal(), Some(line.distance(&start).unwrap()), "the puzzle's optimum stays the one from its start");
    }

    /// The worker's plan from the start, before the cluster: hints and moves to go on its line
    /// while the analysis runs; its progress keeps the line, and the cluster or a too-large
    /// verdict takes over from it.
    #[test]
    fn a_plan_from_the_start_answers_while_the_cluster_is_built() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let start = s.play.start.clone();
        let cluster = Rc::new(Cluster::analyze(&s.play.board, &start, Metric::Moves).unwrap());
        let plan = cluster.plan(&start).unwrap();
        let line = Rc::new(PlanLine::new(&s.play.board, start.clone(), Some(plan.clone())).unwrap());
        assert_eq!((s.to_go(), s.answers_here()), (None, false));
        let s = s.reduce(Action::LineFound { generation: 0, line: line.clone() });
        assert!(matches!(s.background.analysis, Analysis::Pending { .. }), "still analysing");
        assert_eq!((s.to_go(), s.optimal(), s.line_wanted()), (Some(plan.len() as u16), Some(plan.len() as u16), None));
        let s = s.reduce(Action::AnalysisProgress { generation: 0, positions: 500 });
        assert_eq!(s.to_go(), Some(plan.len() as u16), "progress keeps the line");
        let hinted = s.clone().reduce(Action::Hint);
        assert_eq!(hinted.play.hint.as_ref().map(|h| h.mv), Some(plan[0]));
        // A line for another puzzle's generation is ignored.
        let stale = s
            .clone()
            .reduce(Action::AnalysisProgress { generation: 0, positions: 0 })
            .reduce(Action::LineFound { generation: 7, line: line.clone() });
        assert_eq!(stale.to_go(), Some(plan.len() as u16));
        // Too large: the line answers on, and no search is wanted on it.
        let large = s.clone().reduce(Action::AnalysisTooLarge { generation: 0, reason: "too large".into() });
        assert_eq!((large.to_go(), large.line_wanted()), (Some(plan.len() as u16), None));
        // The cluster takes over.
        let ready = s.reduce(Action::AnalysisReady { generation: 0, cluster: cluster.clone() });
        assert!(ready.cluster().is_some() && ready.plan_line().is_none());
        assert_eq!(ready.to_go(), Some(plan.len() as u16));
    }

    #[test]
    fn a_failed_or_stopped_analysis_says_why() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        assert_eq!(s.background.analysis.why_unavailable(), None, "still running");
        let failed =
            s.clone().reduce(Action::AnalysisFailed { generation: 0, message: "it has more than 750,000 reachable positions".into() });
        let why = failed.background.analysis.why_unavailable().unwrap();
        assert!(why.contains("stopped: it has more than 750,000 reachable positions"), "{why}");
        let stopped = s.reduce(Action::StopAnalysis);
        assert!(stopped.background.analysis.why_unavailable().unwrap().contains("was stopped"));
        let late = stopped.clone().reduce(Action::AnalysisFailed { generation: 0, message: "too large".into() });
        assert!(Rc::ptr_eq(&late, &stopped), "a failure after the stop leaves it stopped");
        let progress = stopped.clone().reduce(Action::AnalysisProgress { generation: 0, positions: 9_000 });
        assert!(Rc::ptr_eq(&progress, &stopped), "a progress report after the stop leaves it stopped");
        assert_eq!(game(CARD1).background.analysis.why_unavailable(), None, "ready");
        assert_eq!(game(CARD1).background.analysis.why_no_cluster(), None, "ready");
        assert_eq!(failed.background.analysis.why_no_cluster(), Some(why), "failed: the same reason");
    }

    #[test]
    fn unsolvable_puzzles_say_so() {
        let s = game("ooooo/AAoxo/ooooo");
        assert!(s.unsolvable_here());
        assert!(s.messages.announcement.contains("cannot be solved"));
        let h = s.reduce(Action::Hint);
        assert!(h.play.hint.is_none());
        assert!(h.messages.announcement.contains("No move"));
    }
}
