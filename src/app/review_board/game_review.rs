//! The review of the game on the board (`game::review::ReviewedGame`), once it is won and every
//! distance is known, and the distances and plans it is made from.

use crate::app::store::use_game;
use crate::game::review::ReviewedGame;
use crate::game::state::State;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::rules::Move;
use std::rc::Rc;
use yew::prelude::*;

/// The optimal moves left from `pos`: from the cluster, else from a plan searched for the review
/// or the game's last plan line (a board too large to analyse whole).
fn distance(state: &State, pos: &Position) -> Option<u16> {
    match state.cluster() {
        Some(c) => c.distance(pos),
        None => state.review.lines.distance(pos).or_else(|| state.plan_line()?.distance(pos)),
    }
}

/// An optimal plan from `pos`, from the same sources as `distance`.
pub(super) fn plan_from(state: &State, pos: &Position) -> Vec<Move> {
    let plan = match state.cluster() {
        Some(c) => c.plan(pos),
        None => state.review.lines.line_at(pos).or(state.plan_line().map(|l| &**l)).and_then(|l| l.plan(pos)),
    };
    plan.unwrap_or_default()
}

/// The review of the game on the board once it is won, when every distance is known (on a board
/// too large to analyse whole, once the plans `hooks::review_searches` asks for have come).
#[hook]
pub fn use_game_review() -> Option<Rc<ReviewedGame>> {
    let game = use_game();
    let moves: Vec<_> = game.play.history.iter().map(|p| p.mv).collect();
    let key = (game.play.start_grid(), moves, game.play.won(), game.cluster().map(|c| c.size()), game.review.lines.lines.len());
    let state: Rc<State> = game.0.clone();
    let review = use_memo(key, move |(_, moves, won, _, _)| {
        if !won {
            return None;
        }
        ReviewedGame::of(&state.play.board, &state.play.start, moves, |p| distance(&state, p)).map(Rc::new)
    });
    (*review).clone()
}
