//! The classroom's state graph built by the engine worker (`Request::Graph`: the worker analyses
//! the cluster and runs `graph::build`, which takes a long task on the page for a 25,000-position
//! cluster) and read back from its bytes. Dropping the job cancels it.

use super::engine_worker::{self, EngineJob};
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::teach::graph::StateGraph;
use yew::Callback;

/// The page's clock in milliseconds (a fraction of one).
pub fn now() -> f64 {
    gloo::utils::window().performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// A graph from the worker, and what it cost: the worker's milliseconds (analysis and build) and
/// the page's (reading the bytes).
pub struct BuiltGraph {
    pub graph: StateGraph,
    pub worker_ms: f64,
    pub read_ms: f64,
}

/// Builds the state graph of the cluster of `start` on `board`, if it has at most `max_nodes`
/// positions; `on_done` gets it or why there is none.
pub fn build_graph(
    board: &Board,
    start: &Position,
    metric: Metric,
    max_nodes: usize,
    on_done: Callback<Result<BuiltGraph, String>>,
) -> EngineJob {
    let (board, grid) = (board.clone(), grid::format(board, start));
    let labels = engine_worker::labels(&board);
    let on_reply = Callback::from(move |(reply, bytes): (Reply, Option<Vec<u8>>)| match reply {
        Reply::Graph { millis, .. } => {
            let t = now();
            let graph = StateGraph::from_bytes(&board, bytes.as_deref().unwrap_or_default());
            on_done.emit(graph.map(|graph| BuiltGraph { graph, worker_ms: millis, read_ms: now() - t }));
        }
        Reply::Failed { message, .. } | Reply::TooLarge { message, .. } => on_done.emit(Err(message)),
        _ => {} // replies to other kinds of request
    });
    let steps = metric == Metric::Steps;
    engine_worker::start(|job| Request::Graph { job, grid, labels, steps, max_nodes }, on_reply)
}
