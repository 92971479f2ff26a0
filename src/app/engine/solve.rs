//! An optimal plan from one position (the review's plans on a board whose cluster is too large
//! for the page), run by the engine client's `LoneSearch` (`engine_client::plan_search`: split
//! over workers of its own or in the engine worker, and the fall back) through a [`Driver`].

use super::analysis::device;
use super::driver::Driver;
use crate::engine_client::{LoneSearch, Report, split_over};
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use rush_hour_engine::model::board::{Board, Position};
use std::rc::Rc;
use yew::Callback;

/// Starts searching an optimal plan (in moves) from `from`: its line or why there is none to
/// `on_done`. Dropping the driver cancels it.
pub fn search_plan(board: &Board, from: &Position, memory_budget: usize, on_done: Callback<Result<Rc<PlanLine>, EngineFailure>>) -> Driver {
    let parts = split_over(board, memory_budget, device());
    let on_report = Callback::from(move |report| match report {
        Report::LineFound(line) => on_done.emit(Ok(line)),
        Report::Failed(failure) => on_done.emit(Err(failure)),
        // Its progress is shown by nobody.
        Report::LineProgress { .. } | Report::Progress { .. } | Report::Ready(_) | Report::TooLarge(_) => {}
    });
    Driver::start(LoneSearch::new(board, from, memory_budget, parts), on_report)
}
