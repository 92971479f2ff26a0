//! `Request::Known`: on a big board, the engine worker keeps the layers of the
//! search from the start (`search::known_layers`), and answers a position one move from a
//! position whose optimal plan the page knows from them, within a budget, instead of a search
//! from scratch. A worker that keeps none (ended since, or out of memory), or whose search passes
//! that budget, searches from scratch itself (in one worker, not split).

use super::call::{Progress, call, read_plan};
use super::worker::{EngineJob, labels};
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_plan};
use yew::Callback;

/// Positions the search of an answer after a move may keep before the page searches from
/// scratch instead: about a second in the worker on UvA 9×9 #6 (docs/benchmarks.md, "Answers
/// after a move").
pub const AFTER_MOVE_POSITIONS: usize = 250_000;

/// Asks the engine worker to keep the layers of the search from `start`; `on_done` gets the
/// start's plan when they are kept.
pub fn keep_layers(board: &Board, start: &Position, memory_budget: usize, on_done: Callback<Result<PlanLine, EngineFailure>>) -> EngineJob {
    let (grid, labels) = (grid::format(board, start), labels(board));
    ask(board, start, move |job| Request::Known { job, grid, labels, memory_budget, line: None, max_positions: 0 }, None, on_done)
}

/// `request`'s plan from `from`, through `call`: the one reader of both requests here.
fn ask(
    board: &Board,
    from: &Position,
    request: impl FnOnce(u32) -> Request,
    on_progress: Option<Callback<Progress>>,
    on_done: Callback<Result<PlanLine, EngineFailure>>,
) -> EngineJob {
    let (board, from) = (board.clone(), from.clone());
    let answer = move |reply, _| match reply {
        Reply::Plan { plan, positions, millis, .. } => {
            gloo::console::log!(format!("engine: {positions} positions in {millis} ms (layers kept)"));
            Some(read_plan(&board, plan).and_then(|moves| Ok(PlanLine::new(&board, from.clone(), moves)?)))
        }
        _ => None,
    };
    call(request, on_progress, answer, on_done)
}

/// Asks the engine worker for an optimal plan from `to`, one move from a position of `line`
/// (whose optimal plan from there is known), from the layers it keeps.
pub fn after_move(
    board: &Board,
    to: &Position,
    line: &PlanLine,
    memory_budget: usize,
    on_progress: Callback<(usize, usize)>,
    on_done: Callback<Result<PlanLine, EngineFailure>>,
) -> EngineJob {
    let (grid, labels) = (grid::format(board, to), labels(board));
    let plan = format_plan(board, &line.plan(line.from()).unwrap_or_default(), Style::Fogleman);
    let line = Some((grid::format(board, line.from()), plan));
    let max_positions = AFTER_MOVE_POSITIONS;
    let request = move |job| Request::Known { job, grid, labels, memory_budget, line, max_positions };
    ask(board, to, request, Some(on_progress.reform(|p: Progress| (p.positions, p.depth))), on_done)
}
