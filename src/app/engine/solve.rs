//! `Request::Solve`: an optimal plan from one position, what the game asks on a board whose
//! cluster is too large for the page (from the worker's cluster when it holds one, by a search
//! from that position otherwise).

use super::{EngineJob, call, labels, read_plan};
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use yew::Callback;

/// Starts searching an optimal plan (in moves) from `from`: (positions, depth) so far to
/// `on_progress`, then the plan's line or why there is none to `on_done`.
pub fn search_plan(
    board: &Board,
    from: &Position,
    memory_budget: usize,
    on_progress: Callback<(usize, usize)>,
    on_done: Callback<Result<PlanLine, String>>,
) -> EngineJob {
    let (grid, labels) = (grid::format(board, from), labels(board));
    let (board, from) = (board.clone(), from.clone());
    let answer = move |reply, _| match reply {
        Reply::Plan { plan, positions, millis, memory, .. } => {
            gloo::console::log!(format!("plan search: {positions} positions in {millis} ms in the worker ({} MB)", memory >> 20));
            Some(read_plan(&board, plan).and_then(|moves| PlanLine::new(&board, from.clone(), moves)))
        }
        _ => None,
    };
    call(|job| Request::Solve { job, grid, labels, steps: false, memory_budget }, Some(on_progress), answer, on_done)
}
