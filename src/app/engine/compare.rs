//! One search algorithm of the classroom's comparison, run by the engine worker
//! (`Request::Compare`, off the page's thread): its report read back into a `SearchReport`, the
//! plan from Fogleman's notation, the time the worker's. Dropping the job cancels it.

use super::engine_worker::{self, EngineJob};
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::parse_plan;
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
    let (board, grid) = (board.clone(), grid::format(board, from));
    let labels = engine_worker::labels(&board);
    let on_reply = Callback::from(move |(reply, _): (Reply, Option<Vec<u8>>)| match reply {
        Reply::Compared { algorithm, plan, expanded, generated, max_frontier, stopped, millis, .. } => {
            let report = Algorithm::all(metric)
                .get(algorithm)
                .copied()
                .ok_or_else(|| format!("no search algorithm number {algorithm}"))
                .and_then(|a| {
                    let plan = plan.map(|text| parse_plan(&board, &text).map_err(|e| format!("the engine's plan could not be read: {e}")));
                    let plan = plan.transpose()?;
                    let cost = plan.as_ref().map(|p| metric.cost(p));
                    Ok(SearchReport { algorithm: a, metric, plan, cost, expanded, generated, max_frontier, millis: Some(millis), stopped })
                });
            on_done.emit(report);
        }
        Reply::Failed { message, .. } | Reply::TooLarge { message, .. } => on_done.emit(Err(message)),
        _ => {} // replies to other kinds of request
    });
    let steps = metric == Metric::Steps;
    engine_worker::start(|job| Request::Compare { job, grid, labels, steps, algorithm, max_expanded }, on_reply)
}
