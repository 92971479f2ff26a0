//! The review of a won game on a board whose cluster is too large for the page: an optimal plan
//! searched in the engine's worker from the first position of the game whose distance is not
//! known yet, one search at a time, until every position has one (a plan gives the distance of
//! each position along it). A new puzzle, or a game no longer won, cancels the search.

use crate::app::engine::analysis::{search_plan, worker_memory_budget};
use crate::app::store::GameHandle;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::game::review::positions_of;
use crate::game::state::{Action, Analysis, ReviewAction};
use std::rc::Rc;
use yew::prelude::*;

#[hook]
pub fn use_review_searches(game: &GameHandle) {
    let memory_budget = *use_memo(game.background.memory_raised, |&raised| worker_memory_budget(raised));
    let big_board = matches!(game.background.analysis, Analysis::Lines { .. });
    let wanted = (big_board && game.play.won())
        .then(|| {
            let moves: Vec<_> = game.play.history.iter().map(|p| p.mv).collect();
            let positions = positions_of(&game.play.board, &game.play.start, &moves);
            let line = game.plan_line();
            let known = |p: &rush_hour_engine::model::board::Position| line.and_then(|l| l.distance(p)).is_some();
            game.review.lines.wanted(&positions, known).cloned()
        })
        .flatten();
    let game = game.clone();
    use_effect_with((game.puzzle_id, wanted), move |(puzzle_id, wanted)| {
        let puzzle_id = *puzzle_id;
        let job = wanted.as_ref().map(|from| {
            let g = game.clone();
            let on_done = Callback::from(move |found: Result<Rc<PlanLine>, EngineFailure>| {
                g.dispatch(Action::Review(ReviewAction::LineFound { puzzle_id, line: found.map_err(|f| f.to_string()) }))
            });
            search_plan(&game.play.board, from, memory_budget, on_done)
        });
        move || drop(job)
    });
}
