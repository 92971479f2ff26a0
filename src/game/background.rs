//! The work done for the game outside the reducer: the engine's analysis of the current puzzle
//! (the app runs it in the engine worker and reports back with actions; a report for an older
//! puzzle is left out before it comes here, by the puzzle's identity, `game::puzzle_id`); and the questions the game answers from that
//! analysis (moves to go, the optimum, whether the goal can still be reached, a hint, a plan) —
//! from the whole cluster, or, on a board whose cluster is too large for the page, from one optimal
//! plan searched from the position on the board (`PlanLine`), searched again when the player
//! leaves it.

use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
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
        reason: ClusterTooLarge,
        line: Option<Rc<PlanLine>>,
        positions: usize,
        depth: usize,
    },
    /// The engine could not analyse it (at its memory budget, or otherwise): the game stays
    /// playable without hints.
    Failed(EngineFailure),
    /// The player stopped a long analysis; the game stays playable without hints.
    Stopped,
}

#[derive(Clone)]
pub struct Background {
    pub analysis: Analysis,
    /// The puzzle's optimal moves when a plan line from its start told them (no cluster).
    pub line_optimal: Option<u16>,
    /// Times the player raised the worker's memory budget for this puzzle (see
    /// `game::memory_budget`).
    pub memory_raised: u32,
}

impl Default for Background {
    /// A puzzle's, its analysis about to start.
    fn default() -> Background {
        Background { analysis: Analysis::Pending { positions: 0, line: None }, line_optimal: None, memory_raised: 0 }
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

/// What the analysis tells about a position of the game (`here`, the position on the board).
impl Background {
    pub fn cluster(&self) -> Option<&Rc<Cluster>> {
        match &self.analysis {
            Analysis::Ready(c) => Some(c),
            _ => None,
        }
    }

    /// The plan line: on a board without a cluster, or from the start while the cluster is built.
    pub fn plan_line(&self) -> Option<&Rc<PlanLine>> {
        match &self.analysis {
            Analysis::Lines { line, .. } | Analysis::Pending { line, .. } => line.as_ref(),
            _ => None,
        }
    }

    /// What answers at `here`: the cluster, or a line that covers it.
    fn guide(&self, here: &Position) -> Option<Guide<'_>> {
        match &self.analysis {
            Analysis::Ready(c) => Some(Guide::Cluster(c)),
            Analysis::Lines { line: Some(l), .. } | Analysis::Pending { line: Some(l), .. } if l.covers(here) || l.hopeless_at(here) => {
                Some(Guide::Line(l))
            }
            _ => None,
        }
    }

    /// True when `here` has its answers (moves to go, a hint, a plan).
    pub fn answers_at(&self, here: &Position) -> bool {
        self.guide(here).is_some()
    }

    /// Optimal moves left from `here` (`None` until analysed, or when the goal cannot be
    /// reached).
    pub fn to_go(&self, here: &Position) -> Option<u16> {
        self.guide(here).and_then(|g| g.distance(here))
    }

    /// Optimal moves of the whole puzzle from its `start`.
    pub fn optimal(&self, start: &Position) -> Option<u16> {
        match self.cluster() {
            Some(c) => c.distance(start),
            None => self.line_optimal,
        }
    }

    /// True when the analysis has shown that the goal cannot be reached from `here`.
    pub fn unsolvable_at(&self, here: &Position) -> bool {
        match self.guide(here) {
            Some(Guide::Cluster(c)) => c.distance(here).is_none(),
            Some(Guide::Line(l)) => l.hopeless_at(here),
            None => false,
        }
    }

    /// An optimal move from `here`: `None` while unknown, `Some(None)` when no move leads out.
    pub fn best_move(&self, here: &Position) -> Option<Option<Hint>> {
        self.guide(here).map(|g| g.hint(here))
    }

    /// An optimal plan from `here`, as [`Background::best_move`].
    pub fn best_plan(&self, here: &Position) -> Option<Option<Vec<Move>>> {
        self.guide(here).map(|g| g.plan(here))
    }

    /// True when a plan must be searched from `here`: on a board without a cluster, when `here`
    /// is off the last line (and the game is not won: `won`).
    pub fn line_wanted(&self, here: &Position, won: bool) -> bool {
        let Analysis::Lines { line, .. } = &self.analysis else { return false };
        let known = line.as_ref().is_some_and(|l| l.covers(here) || l.hopeless_at(here));
        !known && !won
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

/// The analysis' reports about the puzzle on the board; each returns false when nothing changed.
/// What the page announces about them is `state::background_actions`.
impl Background {
    /// Progress counts only while the analysis runs: a report that lands after Stop (a slice in
    /// flight) must not bring it back, or the app would start the analysis again.
    pub(super) fn progress(&mut self, positions: usize) -> bool {
        let Analysis::Pending { positions: p, .. } = &mut self.analysis else { return false };
        *p = positions;
        true
    }

    pub(super) fn ready(&mut self, cluster: Rc<Cluster>) -> bool {
        self.analysis = Analysis::Ready(cluster);
        true
    }

    /// The cluster is too large for the page: plans are searched from positions from now on.
    pub(super) fn too_large(&mut self, reason: ClusterTooLarge) -> bool {
        // The plan from the start found before the analysis, if any, answers on from its line.
        let line = self.plan_line().cloned();
        self.analysis = Analysis::Lines { reason, line, positions: 0, depth: 0 };
        true
    }

    pub(super) fn line_progress(&mut self, positions: usize, depth: usize) -> bool {
        let Analysis::Lines { positions: p, depth: d, .. } = &mut self.analysis else { return false };
        (*p, *d) = (positions, depth);
        true
    }

    /// A plan searched from a position (or from the start, before the analysis): kept when it
    /// still says something about `here` (a search from a position the player has since left
    /// is ignored); one from the puzzle's `start` gives the optimum.
    pub(super) fn line_found(&mut self, line: Rc<PlanLine>, here: &Position, start: &Position) -> bool {
        let (Analysis::Lines { line: slot, .. } | Analysis::Pending { line: slot, .. }) = &mut self.analysis else {
            return false;
        };
        if !line.covers(here) && !line.hopeless_at(here) {
            return false;
        }
        if line.from() == start {
            self.line_optimal = line.distance(start);
        }
        *slot = Some(line);
        true
    }

    /// A failure reported after the player stopped the analysis (a last slice that ended before
    /// the stop reached it) leaves it stopped: the player's action is what the page tells.
    pub(super) fn failed(&mut self, failure: EngineFailure) -> bool {
        if matches!(self.analysis, Analysis::Stopped) {
            return false;
        }
        self.analysis = Analysis::Failed(failure);
        true
    }

    /// The player gives the worker more memory after the analysis stopped at its budget: the
    /// analysis starts again (the app runs it again when `memory_raised` changes).
    pub(super) fn raise_memory_budget(&mut self) -> bool {
        if !matches!(self.analysis, Analysis::Failed(_)) {
            return false;
        }
        self.memory_raised += 1;
        self.analysis = Analysis::Pending { positions: 0, line: None };
        true
    }

    /// The player stops the analysis that is running, or the search for a plan from `here`.
    pub(super) fn stop(&mut self, here: &Position, won: bool) -> bool {
        if !matches!(self.analysis, Analysis::Pending { .. }) && !self.line_wanted(here, won) {
            return false;
        }
        self.analysis = Analysis::Stopped;
        true
    }
}

#[cfg(test)]
mod tests;
