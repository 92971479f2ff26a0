//! `Request::Layers`: the classroom's layer-by-layer search (the worker keeps the search between
//! requests, so each layer costs only its own work), read back into a [`LayerSnapshot`].

use super::call::{Progress, call, read_plan};
use super::worker::EngineJob;
use crate::engine_client::labels;
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{LayersReport, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::layers::LayerStatus;
use yew::Callback;

/// Where the search stands after a layer.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerSnapshot {
    /// Every complete layer's size, the start's first.
    pub sizes: Vec<usize>,
    /// Positions seen (every layer, the one being built included).
    pub discovered: usize,
    /// Positions whose moves were generated.
    pub expanded: u64,
    /// Once the goal's layer is complete: the positions expanded when the goal was generated,
    /// where the comparison table's BFS stops.
    pub expanded_to_goal: Option<u64>,
    /// Positions of the last layer (the goal first once found).
    pub sample: Vec<Position>,
    pub status: LayerStatus,
    /// The plan, once a layer holds a goal.
    pub plan: Option<Vec<Move>>,
}

/// Runs the layer-by-layer search from `from` until layer `depth` is complete (or the search
/// ends), within `budget` positions, with up to `sample` positions of the last layer: its progress
/// inside a layer (positions, depth) to `on_progress`, then where it stands or why it could not
/// run to `on_done`.
pub fn search_layers(
    board: &Board,
    from: &Position,
    depth: usize,
    budget: usize,
    sample: usize,
    on_progress: Callback<(usize, usize)>,
    on_done: Callback<Result<LayerSnapshot, String>>,
) -> EngineJob {
    let (grid, labels, board) = (grid::format(board, from), labels(board), board.clone());
    let answer = move |LayersReport { sizes, discovered, expanded, expanded_to_goal, sample, status, plan }, _| {
        let fits = |p: &Position| p.offsets().len() == board.vehicles().len();
        Some(read_plan(&board, plan).and_then(|plan| {
            if sample.iter().all(fits) {
                Ok(LayerSnapshot { sizes, discovered, expanded, expanded_to_goal, sample, status, plan })
            } else {
                Err("the engine's positions do not fit the board".to_string().into())
            }
        }))
    };
    let on_progress = on_progress.reform(|p: Progress| (p.positions, p.depth));
    let on_done = on_done.reform(|found: Result<_, EngineFailure>| found.map_err(|f| f.to_string()));
    call(Request::Layers { grid, labels, depth, budget, sample }, Some(on_progress), answer, on_done)
}
