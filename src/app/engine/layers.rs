//! The classroom's layer-by-layer search, run by the engine worker (`Request::Layers`: the
//! worker keeps the search between requests, so each layer costs only its own work) and read back
//! into a [`LayerSnapshot`]. Dropping the job cancels it.

use super::engine_worker::{self, EngineJob};
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::parse_plan;
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::layers::LayerStatus;
use yew::Callback;

/// Where the search stands after a layer.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerSnapshot {
    /// Every complete layer's size, the start's first.
    pub sizes: Vec<usize>,
    pub discovered: usize,
    pub expanded: u64,
    /// Positions of the last layer (the goal first once found).
    pub sample: Vec<Position>,
    pub status: LayerStatus,
    /// The plan, once a layer holds a goal.
    pub plan: Option<Vec<Move>>,
}

/// What the search's jobs report: its progress inside a layer (positions, depth), then where it
/// stands or why it could not run.
pub struct LayerCallbacks {
    pub on_progress: Callback<(usize, usize)>,
    pub on_done: Callback<Result<LayerSnapshot, String>>,
}

/// Runs the layer-by-layer search from `from` until layer `depth` is complete (or the search
/// ends), within `budget` positions, with up to `sample` positions of the last layer.
pub fn search_layers(board: &Board, from: &Position, depth: usize, budget: usize, sample: usize, callbacks: LayerCallbacks) -> EngineJob {
    let (board, grid) = (board.clone(), grid::format(board, from));
    let labels = engine_worker::labels(&board);
    let on_reply = Callback::from(move |(reply, _): (Reply, Option<Vec<u8>>)| match reply {
        Reply::Progress { positions, depth, .. } => callbacks.on_progress.emit((positions, depth)),
        Reply::Layers { sizes, discovered, expanded, sample, status, plan, .. } => {
            let fits = |p: &Position| p.offsets().len() == board.vehicles().len();
            let plan =
                plan.map(|text| parse_plan(&board, &text).map_err(|e| format!("the engine's plan could not be read: {e}"))).transpose();
            let snapshot = plan.and_then(|plan| {
                if sample.iter().all(fits) {
                    Ok(LayerSnapshot { sizes, discovered, expanded, sample, status, plan })
                } else {
                    Err("the engine's positions do not fit the board".to_string())
                }
            });
            callbacks.on_done.emit(snapshot);
        }
        Reply::Failed { message, .. } | Reply::TooLarge { message, .. } => callbacks.on_done.emit(Err(message)),
        _ => {} // replies to other kinds of request
    });
    engine_worker::start(|job| Request::Layers { job, grid, labels, depth, budget, sample }, on_reply)
}
