//! `Request::Graph`: the classroom's state graph, built by the worker (it analyses the cluster
//! and runs `graph::build`, a long task on the page for a 25,000-position cluster) and read back
//! from its bytes.

use super::call::call;
use super::worker::EngineJob;
use crate::app::time::now;
use crate::engine_client::labels;
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{GraphBuilt, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::teach::graph::StateGraph;
use yew::Callback;

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
    let (grid, labels, board) = (grid::format(board, start), labels(board), board.clone());
    let answer = move |GraphBuilt { millis, .. }, bytes: Option<Vec<u8>>| {
        let t = now();
        let graph = StateGraph::from_bytes(&board, bytes.as_deref().unwrap_or_default());
        Some(graph.map(|graph| BuiltGraph { graph, worker_ms: millis, read_ms: now() - t }).map_err(EngineFailure::from))
    };
    let steps = metric == Metric::Steps;
    let on_done = on_done.reform(|built: Result<_, EngineFailure>| built.map_err(|f| f.to_string()));
    call(Request::Graph { grid, labels, steps, max_nodes }, None, answer, on_done)
}
