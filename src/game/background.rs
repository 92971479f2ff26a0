//! The work done for the game outside the reducer: the engine's analysis of the current puzzle
//! (the app runs it in slices between frames and reports back with actions), dated by a
//! generation so that a late result for an older puzzle is ignored; and the questions the game
//! answers from that analysis (moves to go, the optimum, whether the goal can still be reached).

use crate::game::state::State;
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// The engine's analysis of the current puzzle, computed outside the reducer.
#[derive(Clone)]
pub enum Analysis {
    /// Being computed (the app runs it in slices between frames).
    Pending {
        positions: usize,
    },
    Ready(Rc<Cluster>),
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
}

impl Default for Background {
    /// The first puzzle's: its analysis about to start.
    fn default() -> Background {
        Background { analysis: Analysis::Pending { positions: 0 }, generation: 0 }
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
            Analysis::Pending { .. } | Analysis::Ready(_) => None,
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

    /// Optimal moves left from the position on the board (`None` until analysed, or when the
    /// goal cannot be reached).
    pub fn to_go(&self) -> Option<u16> {
        self.cluster().and_then(|c| c.distance(&self.play.position))
    }

    /// Optimal moves of the whole puzzle.
    pub fn optimal(&self) -> Option<u16> {
        self.cluster().and_then(|c| c.distance(&self.play.start))
    }

    /// True when the analysis has shown that the goal cannot be reached from here.
    pub fn unsolvable_here(&self) -> bool {
        self.cluster().is_some_and(|c| c.distance(&self.play.position).is_none())
    }
}

/// The handlers of the analysis' reports; each returns false when nothing changed (a report for
/// an older puzzle changes nothing).
impl State {
    pub(super) fn analysis_progress(&mut self, generation: u64, positions: usize) -> bool {
        if generation != self.background.generation {
            return false;
        }
        self.background.analysis = Analysis::Pending { positions };
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
        if !matches!(self.background.analysis, Analysis::Pending { .. }) {
            return false;
        }
        self.background.analysis = Analysis::Stopped;
        self.messages.announcement = "Analysis stopped: hints and moves to go are off for this puzzle".into();
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::game::state::testing::{CARD1, game};
    use crate::game::state::{Action, Analysis, State};
    use rush_hour_engine::model::grid;
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
        assert_eq!(game(CARD1).background.analysis.why_unavailable(), None, "ready");
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
