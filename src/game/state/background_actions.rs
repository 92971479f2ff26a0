//! The analysis' reports, composed: the `Background` keeps the analysis and dates its reports;
//! what the page says about them (the goal cannot be reached, the search stopped) is added
//! here, and what the analysis tells about the position on the board is asked here.

use super::parts::State;
use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::game::puzzle_id::PuzzleId;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// The analysis' reports (each for the puzzle `puzzle_id`: a report for an older one changes
/// nothing) and the player's requests about it.
#[derive(Clone, Debug)]
pub enum AnalysisAction {
    Progress {
        puzzle_id: PuzzleId,
        positions: usize,
    },
    Ready {
        puzzle_id: PuzzleId,
        cluster: Rc<Cluster>,
    },
    Failed {
        puzzle_id: PuzzleId,
        failure: EngineFailure,
    },
    /// The cluster is too large for the page: plans are searched from positions instead.
    TooLarge {
        puzzle_id: PuzzleId,
        reason: ClusterTooLarge,
    },
    LineProgress {
        puzzle_id: PuzzleId,
        positions: usize,
        depth: usize,
    },
    LineFound {
        puzzle_id: PuzzleId,
        line: Rc<PlanLine>,
    },
    /// Stop the analysis that is running (a large board can take long).
    Stop,
    /// Search again with twice the worker's memory, after the analysis stopped at its budget.
    RaiseMemoryBudget,
}

impl AnalysisAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        let here = s.puzzle_id;
        match self {
            AnalysisAction::Progress { puzzle_id, positions } => puzzle_id == here && s.background.progress(positions),
            AnalysisAction::Ready { puzzle_id, cluster } => puzzle_id == here && s.analysis_ready(cluster),
            AnalysisAction::Failed { puzzle_id, failure } => puzzle_id == here && s.background.failed(failure),
            AnalysisAction::TooLarge { puzzle_id, reason } => puzzle_id == here && s.background.too_large(reason),
            AnalysisAction::LineProgress { puzzle_id, positions, depth } => {
                puzzle_id == here && s.background.line_progress(positions, depth)
            }
            AnalysisAction::LineFound { puzzle_id, line } => puzzle_id == here && s.line_found(line),
            AnalysisAction::Stop => s.stop_analysis(),
            AnalysisAction::RaiseMemoryBudget => s.raise_memory_budget(),
        }
    }
}

/// What the analysis tells about the position on the board.
impl State {
    pub fn cluster(&self) -> Option<&Rc<Cluster>> {
        self.background.cluster()
    }

    /// The plan line: on a board without a cluster, or from the start while the cluster is built.
    pub fn plan_line(&self) -> Option<&Rc<PlanLine>> {
        self.background.plan_line()
    }

    /// True when the position on the board has its answers (moves to go, a hint, a plan).
    pub fn answers_here(&self) -> bool {
        self.background.answers_at(&self.play.position)
    }

    /// Optimal moves left from the position on the board (`None` until analysed, or when the
    /// goal cannot be reached).
    pub fn to_go(&self) -> Option<u16> {
        self.background.to_go(&self.play.position)
    }

    /// Optimal moves of the whole puzzle.
    pub fn optimal(&self) -> Option<u16> {
        self.background.optimal(&self.play.start)
    }

    /// True when the analysis has shown that the goal cannot be reached from here.
    pub fn unsolvable_here(&self) -> bool {
        self.background.unsolvable_at(&self.play.position)
    }

    /// The position a plan must be searched from: on a board without a cluster, when the
    /// position on the board is off the last line (and the game not won).
    pub fn line_wanted(&self) -> Option<&Position> {
        let here = &self.play.position;
        self.background.line_wanted(here, self.play.won()).then_some(here)
    }
}

/// The handlers of the analysis' reports and the player's requests about it.
impl State {
    fn analysis_ready(&mut self, cluster: Rc<Cluster>) -> bool {
        if !self.background.ready(cluster) {
            return false;
        }
        if self.unsolvable_here() {
            self.messages.announcement = "This puzzle cannot be solved: no sequence of moves frees the red car".into();
        }
        true
    }

    fn line_found(&mut self, line: Rc<PlanLine>) -> bool {
        if !self.background.line_found(line, &self.play.position, &self.play.start) {
            return false;
        }
        if self.unsolvable_here() {
            self.messages.announcement = "No sequence of moves frees the red car from here".into();
        }
        true
    }

    fn raise_memory_budget(&mut self) -> bool {
        if !self.background.raise_memory_budget() {
            return false;
        }
        self.messages.announcement = "Searching again with more memory".into();
        true
    }

    fn stop_analysis(&mut self) -> bool {
        if !self.background.stop(&self.play.position, self.play.won()) {
            return false;
        }
        self.messages.announcement = "Analysis stopped: hints and moves to go are off for this puzzle".into();
        true
    }
}
