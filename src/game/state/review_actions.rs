//! The review of a won game, composed: the review (`game::review::Review`) keeps where it stands
//! and the plans searched for it; here it opens only on a won game, takes only the plans asked
//! for it, and replays the best win saved in the progress. Each handler returns false when
//! nothing changed.

use super::parts::State;
use crate::game::plan_line::PlanLine;
use crate::game::puzzle_id::PuzzleId;
use rush_hour_engine::model::notation::parse_plan;
use rush_hour_engine::model::rules;
use std::rc::Rc;

/// The review of a won game.
#[derive(Clone, Debug)]
pub enum ReviewAction {
    /// Open the review at a position of the game (its index), or close it (`None`).
    Show(Option<usize>),
    /// The best win of the puzzle on the board, from its moves saved in the progress, replayed
    /// from the start (not recorded again), with its review open; only before any move is made.
    BestWin,
    /// An optimal plan searched for the review from a position of the won game (`puzzle_id`: the
    /// puzzle it was asked for), or why none came.
    LineFound { puzzle_id: PuzzleId, line: Result<Rc<PlanLine>, String> },
}

impl ReviewAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            ReviewAction::Show(at) => s.show_review(at),
            ReviewAction::BestWin => s.review_best_win(),
            ReviewAction::LineFound { puzzle_id, line } => puzzle_id == s.puzzle_id && s.review_line_found(line),
        }
    }
}

/// The review of a won game.
impl State {
    fn show_review(&mut self, at: Option<usize>) -> bool {
        self.play.won() && self.review.show(at, self.play.moves())
    }

    fn review_line_found(&mut self, line: Result<Rc<PlanLine>, String>) -> bool {
        if !self.play.won() {
            return false;
        }
        self.review.line_found(line);
        true
    }

    fn review_best_win(&mut self) -> bool {
        let grid = self.play.start_grid();
        let Some(saved) = self.progress.get(&grid).and_then(|r| r.moves.clone()) else { return false };
        if !self.play.history.is_empty() {
            return false;
        }
        let moves = parse_plan(&self.play.board, &saved.replace(',', " ")).ok();
        let wins = moves.as_ref().is_some_and(|moves| {
            rules::replay(&self.play.board, &self.play.start, moves).is_ok_and(|end| rules::is_goal(&self.play.board, &end))
        });
        let Some(moves) = moves.filter(|_| wins) else {
            // A record damaged, or written for another board: said, not a button that does nothing.
            let count = saved.split(',').count();
            let text = format!("Your best win cannot be reviewed: its saved moves ({count}) do not solve this puzzle. Its count is kept.");
            return self.messages.set_notice("review".into(), Some(text));
        };
        self.playback = None;
        self.play.replay_from_start(&moves);
        self.review.show(Some(0), moves.len());
        self.messages.announcement = format!("Your best win, {} moves, in review", moves.len());
        true
    }
}
