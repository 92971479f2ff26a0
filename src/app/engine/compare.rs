//! `Request::Compare`: one search algorithm of the classroom's comparison, off the page's thread;
//! its report read back into a `SearchReport`, the plan from Fogleman's notation, the time the
//! worker's.

use super::call::{call, read_plan};
use super::worker::EngineJob;
use crate::engine_client::labels;
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{Compared, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::teach::algorithms::{Algorithm, SearchReport};
use yew::Callback;

/// Runs `Algorithm::all(metric)[algorithm]` from `from`, stopped after `max_expanded`
/// expansions; `on_done` gets its report (its `millis` the worker's time) or why there is none.
pub fn run_algorithm(
    board: &Board,
    from: &Position,
    metric: Metric,
    algorithm: usize,
    max_expanded: u64,
    on_done: Callback<Result<SearchReport, String>>,
) -> EngineJob {
    let (grid, labels, board) = (grid::format(board, from), labels(board), board.clone());
    let answer = move |Compared { algorithm, plan, expanded, generated, max_frontier, stopped, millis }, _| {
        Some(
            Algorithm::all(metric)
                .get(algorithm)
                .copied()
                .ok_or_else(|| format!("no search algorithm number {algorithm}").into())
                .and_then(|a| {
                    let plan = read_plan(&board, plan)?;
                    let cost = plan.as_ref().map(|p| metric.cost(p));
                    Ok(SearchReport { algorithm: a, metric, plan, cost, expanded, generated, max_frontier, millis: Some(millis), stopped })
                }),
        )
    };
    let steps = metric == Metric::Steps;
    let on_done = on_done.reform(|report: Result<_, EngineFailure>| report.map_err(|f| f.to_string()));
    call(Request::Compare { grid, labels, steps, algorithm, max_expanded }, None, answer, on_done)
}
