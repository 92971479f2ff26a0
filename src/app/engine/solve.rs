//! An optimal plan from one position, searched by the engine worker: what the game asks on a
//! board whose cluster is too large for the page (from the worker's cluster when it holds one, by
//! a search from that position otherwise). Dropping the job cancels it.

use super::engine_worker::{self, EngineJob};
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::parse_plan;
use yew::Callback;

/// Where a plan search reports: (positions, depth) so far, then the line or why there is none.
pub struct PlanCallbacks {
    pub on_progress: Callback<(usize, usize)>,
    pub on_done: Callback<Result<PlanLine, String>>,
}

/// Starts searching an optimal plan (in moves) from `from`.
pub fn search_plan(board: &Board, from: &Position, memory_budget: usize, callbacks: PlanCallbacks) -> EngineJob {
    let (board, from, grid) = (board.clone(), from.clone(), grid::format(board, from));
    let labels = engine_worker::labels(&board);
    let on_reply = Callback::from(move |(reply, _): (Reply, Option<Vec<u8>>)| match reply {
        Reply::Progress { positions, depth, .. } => callbacks.on_progress.emit((positions, depth)),
        Reply::Plan { plan, positions, millis, memory, .. } => {
            gloo::console::log!(format!("plan search: {positions} positions in {millis} ms in the worker ({} MB)", memory >> 20));
            let moves = plan.map(|text| parse_plan(&board, &text).map_err(|e| e.to_string())).transpose();
            let line = moves.and_then(|moves| PlanLine::new(&board, from.clone(), moves));
            callbacks.on_done.emit(line.map_err(|e| format!("the engine's plan could not be read: {e}")));
        }
        Reply::Failed { message, .. } | Reply::TooLarge { message, .. } => callbacks.on_done.emit(Err(message)),
        _ => {} // replies to other kinds of request
    });
    engine_worker::start(|job| Request::Solve { job, grid, labels, steps: false, memory_budget }, on_reply)
}
