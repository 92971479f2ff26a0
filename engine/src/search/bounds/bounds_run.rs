//! Bounds on the optimum one step at a time: what `rushhour bounds` prints and what the
//! classroom's Bounds view draws, from the same code, so their numbers are the same.
//!
//! A run first tries each beam width for an upper bound ([`short_plan`]: a plan found, shortened,
//! replayed under the rules), one width a step; then proves lower bounds k by k
//! ([`prove_lower_bounds`] for that one k: "no plan of ≤ k moves", or a plan of k found), one k a
//! step, until the two meet, a search finds a goal, a search keeps every position reachable
//! without one (no plan exists), the last k asked for is proven, or a budget stops it. Each
//! step stands alone, so its caller can draw it, post it, or stop between two (the page's worker
//! runs one step a request; the CLI prints each as it comes).

use crate::model::board::{Board, Position};
use crate::model::rules::Move;
use crate::search::layer_archive::KeptLayers;
use crate::search::limits::{Limits, MEMORY_BUDGET, SolveError};
use crate::search::lower_bound::{DepthProof, LowerBoundEnd, prove_lower_bounds};
use crate::search::upper_bound::{BeamTry, short_plan};
use crate::teach::heuristic::Heuristic;

/// What a run tries, and within what.
#[derive(Clone, Debug, PartialEq)]
pub struct BoundsSettings {
    /// Beam widths for the upper bound, in order (0: skipped).
    pub widths: Vec<usize>,
    /// Moves of the searches that shorten a beam's plan.
    pub radius: usize,
    /// The lower bounds' estimate: [`Heuristic::Zero`] (none), blocking or two-level.
    pub heuristic: Heuristic,
    /// The first k to prove.
    pub from: usize,
    /// The last k to prove.
    pub max_moves: usize,
    /// A beam's memory budget in bytes (a k's search takes its budget from its `Limits`).
    pub max_memory: usize,
    /// Where a k's layers are kept, to walk a found plan back.
    pub kept: KeptLayers,
}

impl Default for BoundsSettings {
    /// `rushhour bounds`' defaults: widths 1,000 and 10,000, radius 3, two-level, k from 2 to 200,
    /// 3.5 GB, layers in memory.
    fn default() -> Self {
        BoundsSettings {
            widths: vec![1000, 10_000],
            radius: 3,
            heuristic: Heuristic::TwoLevel,
            from: 2,
            max_moves: 200,
            max_memory: MEMORY_BUDGET,
            kept: KeptLayers::InMemory,
        }
    }
}

impl BoundsSettings {
    /// The classroom's Bounds view: beams of 10, 100 and 1,000 (the upper bound falls as they
    /// widen), radius 3, k from 2, layers in memory, within `max_memory` bytes;
    /// `rushhour bounds --widths 10,100,1000 --radius 3 --heuristic H --max-memory M` runs the
    /// same.
    pub fn classroom(heuristic: Heuristic, max_memory: usize) -> Self {
        BoundsSettings { widths: CLASSROOM_WIDTHS.to_vec(), heuristic, max_memory, ..BoundsSettings::default() }
    }
}

/// The classroom's beam widths.
pub const CLASSROOM_WIDTHS: [usize; 3] = [10, 100, 1000];

/// One step of a run.
#[derive(Clone, Debug, PartialEq)]
pub enum BoundsStep {
    /// A beam width tried: its figures and its plan (replayed under the rules), when it found one.
    Upper { tried: BeamTry, plan: Option<Vec<Move>> },
    /// One k's search: proven (no plan of ≤ k) or a plan found.
    Lower(DepthProof),
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum BoundsEnd {
    /// The optimum is `moves`: no plan of fewer exists and `plan` has that many (walked back
    /// through a search's layers, or the upper bound's; `Err` says why a walked-back plan is
    /// missing). `met`: the lower bound reached the upper bound's plan; otherwise the search of
    /// k = `moves` found a goal (or the start needed 0 or 1 move).
    Optimal { moves: usize, plan: Result<Vec<Move>, String>, met: bool },
    /// The first k searched (above 2) found a plan, the k below it unproven in this run: one of
    /// at most `moves` exists (`plan`, walked back as for `Optimal`).
    Within { moves: usize, plan: Result<Vec<Move>, String> },
    /// The search of the last k kept every position reachable and met no goal: no plan exists.
    NoPlan,
    /// The last k asked for is proven; the optimum lies above it.
    MaxMoves,
    /// A budget or the progress hook stopped the search of the next k (it is not claimed).
    Stopped(SolveError),
}

/// A run in progress: [`BoundsRun::step`] until it gives `None`, then [`BoundsRun::end`].
#[derive(Clone, Debug)]
pub struct BoundsRun {
    board: Board,
    start: Position,
    settings: BoundsSettings,
    /// Widths tried so far.
    widths_done: usize,
    upper: Option<Vec<Move>>,
    /// The largest k with no plan of ≤ k moves known (1 for any start neither a goal nor one
    /// move from it).
    lower: usize,
    next_k: usize,
    end: Option<BoundsEnd>,
}

impl BoundsRun {
    /// A run on the puzzle from `start`. A start at the goal or one move from it is answered at
    /// once (its end is set, and no step follows).
    pub fn new(board: &Board, start: &Position, settings: BoundsSettings) -> Self {
        // An empty range of k: only the start's own answer, if it has one.
        #[allow(clippy::reversed_empty_ranges)]
        let at_start = prove_lower_bounds(board, start, settings.heuristic, 2..=1, &KeptLayers::Not, &mut Limits::default(), &mut |_| {});
        let end = match at_start.end {
            LowerBoundEnd::Optimal(moves) => Some(BoundsEnd::Optimal { moves, plan: at_start.plan.unwrap_or(Ok(Vec::new())), met: false }),
            _ => None,
        };
        let next_k = settings.from.max(2);
        BoundsRun { board: board.clone(), start: start.clone(), settings, widths_done: 0, upper: None, lower: 1, next_k, end }
    }

    /// The next step, run to its end within `limits` (a k's search; a beam keeps to the
    /// settings' `max_memory`); `None` once the run has ended ([`BoundsRun::end`] says how).
    pub fn step(&mut self, limits: &mut Limits) -> Option<BoundsStep> {
        if self.end.is_some() {
            return None;
        }
        while let Some(&width) = self.settings.widths.get(self.widths_done) {
            self.widths_done += 1;
            if width == 0 {
                continue;
            }
            let (plan, tried) = short_plan(&self.board, &self.start, width, self.settings.radius, self.settings.max_memory);
            if let Some(p) = &plan
                && self.upper.as_ref().is_none_or(|u| p.len() < u.len())
            {
                self.upper = Some(p.clone());
            }
            if self.widths_done == self.settings.widths.len() {
                self.check_met();
            }
            return Some(BoundsStep::Upper { tried, plan });
        }
        let k = self.next_k;
        if k > self.last_k() {
            self.end = Some(self.ended_below());
            return None;
        }
        let report = prove_lower_bounds(&self.board, &self.start, self.settings.heuristic, k..=k, &self.settings.kept, limits, &mut |_| {});
        let Some(proof) = report.proofs.first().cloned() else {
            self.end = Some(match report.end {
                LowerBoundEnd::Stopped(e) => BoundsEnd::Stopped(e),
                _ => BoundsEnd::MaxMoves,
            });
            return None;
        };
        self.next_k = k + 1;
        if proof.proven {
            // "No plan of ≤ k" covers every shorter plan too.
            self.lower = self.lower.max(k);
            if report.end == LowerBoundEnd::NoPlan {
                self.end = Some(BoundsEnd::NoPlan);
            } else {
                self.check_met();
                if self.end.is_none() && self.next_k > self.last_k() {
                    self.end = Some(self.ended_below());
                }
            }
        } else {
            let plan = report.plan.unwrap_or_else(|| Err("the search's layers were not kept".into()));
            self.end = Some(if self.lower + 1 == k {
                BoundsEnd::Optimal { moves: k, plan, met: false }
            } else {
                BoundsEnd::Within { moves: k, plan }
            });
        }
        Some(BoundsStep::Lower(proof))
    }

    /// The last k this run will search: the settings' `max_moves`, or one below the upper bound.
    fn last_k(&self) -> usize {
        self.upper.as_ref().map_or(self.settings.max_moves, |u| self.settings.max_moves.min(u.len().saturating_sub(1)))
    }

    /// Ends the run when the lower bound reached the upper bound's plan (the beams all tried).
    fn check_met(&mut self) {
        if let Some(u) = &self.upper
            && self.lower + 1 >= u.len()
            && self.widths_done == self.settings.widths.len()
        {
            self.end = Some(BoundsEnd::Optimal { moves: u.len(), plan: Ok(u.clone()), met: true });
        }
    }

    /// How a run ends that has no k left to search.
    fn ended_below(&self) -> BoundsEnd {
        match &self.upper {
            Some(u) if self.lower + 1 >= u.len() => BoundsEnd::Optimal { moves: u.len(), plan: Ok(u.clone()), met: true },
            _ => BoundsEnd::MaxMoves,
        }
    }

    /// How the run ended (`None` while it goes on).
    pub fn end(&self) -> Option<&BoundsEnd> {
        self.end.as_ref()
    }

    /// The shortest plan the beams found (replayed under the rules).
    pub fn upper(&self) -> Option<&[Move]> {
        self.upper.as_deref()
    }

    /// The largest k with no plan of ≤ k moves proven in this run (1 before any: a start neither
    /// a goal nor one move from it).
    pub fn lower(&self) -> usize {
        self.lower
    }

    /// The settings the run was made with.
    pub fn settings(&self) -> &BoundsSettings {
        &self.settings
    }
}
