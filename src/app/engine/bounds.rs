//! `Request::Bounds`: the next step of the classroom's bounds run on a puzzle (the worker keeps
//! the run between requests), read back into a [`BoundsAnswer`]: plans read on the board.

use super::call::{Progress, call, read_plan};
use super::worker::EngineJob;
use crate::engine_client::labels;
use crate::game::engine_failure::EngineFailure;
use crate::game::proof_run::BoundsAnswer;
use crate::worker_protocol::{BoundsOutcome, BoundsReport, BoundsStepReport, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use yew::Callback;

/// Asks for step `skip` (the page has the ones before) of the run on the puzzle (`board` from
/// `start`) with the estimate `heuristic` (0 none, 1 blocking, 2 two-level), each k within
/// `memory_budget` bytes: progress
/// inside a long k (positions, depth) to `on_progress`, the answer or why there is none to
/// `on_done`.
pub fn next_bounds_step(
    board: &Board,
    start: &Position,
    heuristic: u8,
    memory_budget: usize,
    skip: usize,
    on_progress: Callback<Progress>,
    on_done: Callback<Result<BoundsAnswer, String>>,
) -> EngineJob {
    let (grid, labels, board) = (grid::format(board, start), labels(board), board.clone());
    let answer = move |BoundsStepReport { step, end, upper, lower, millis, memory }, _| {
        Some((|| {
            let step_plan = match &step {
                Some(BoundsReport::Upper { plan, .. }) => read_plan(&board, plan.clone())?,
                _ => None,
            };
            let end_plan = match &end {
                Some(BoundsOutcome::Optimal { plan: Ok(p), .. } | BoundsOutcome::Within { plan: Ok(p), .. }) => {
                    read_plan(&board, Some(p.clone()))?
                }
                _ => None,
            };
            let upper = read_plan(&board, upper)?;
            Ok(BoundsAnswer { step, step_plan, end, end_plan, upper, lower, millis, memory })
        })())
    };
    let on_done = on_done.reform(|found: Result<_, EngineFailure>| found.map_err(|f| f.to_string()));
    call(Request::Bounds { grid, labels, heuristic, memory_budget, skip }, Some(on_progress), answer, on_done)
}
