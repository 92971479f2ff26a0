//! The engine's cluster analysis of a puzzle, in either metric (the game's and the editor's in
//! moves, the editor's and the classroom's second one in steps), run in slices between frames
//! (`slices`) so the page never freezes. Progress and the result come back through callbacks;
//! dropping the task cancels the run.
//!
//! Why not a Web Worker: the analysis is resumable (`ClusterBuilder::advance`), so slicing keeps
//! every main-thread task short without a second wasm module, its loader and message passing, and
//! the cluster (with its lookups for hints and "moves to go") stays in the page's memory.

use super::controls::thousands;
use super::slices::{self, Task};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::cluster_builder::ClusterBuilder;
use rush_hour_engine::search::limits::{Limits, SolveError};
use std::rc::Rc;
use yew::Callback;

/// Positions the browser analyses at most. The visited table doubles when three quarters full,
/// and a doubling is one rehash that cannot be sliced: the one at 786,432 positions blocked the
/// page for about 55 ms, the next would take twice that. Below it, the largest rehash (at 393,216)
/// stays well under 50 ms, and the largest known 6×6 cluster (541,934 positions) fits.
const BROWSER_BUDGET: usize = 750_000;

/// The cluster, or why there is none.
pub type ClusterResult = Result<Rc<Cluster>, String>;

/// Where an analysis reports: positions found so far, then the cluster or why there is none.
#[derive(Clone)]
pub struct ClusterCallbacks {
    pub on_progress: Callback<usize>,
    pub on_done: Callback<ClusterResult>,
}

/// Starts analysing a puzzle in `metric` after `delay` ms, reporting through `callbacks`.
pub fn analyse(board: &Board, start: &Position, metric: Metric, delay: u32, callbacks: ClusterCallbacks) -> Task {
    // The builder is taken out to finish it.
    let builder = Some(ClusterBuilder::new(board, start, metric));
    let step = |b: &mut Option<ClusterBuilder>, work: usize| -> Option<ClusterResult> {
        match b.as_mut()?.advance(work, &mut Limits::budget(BROWSER_BUDGET)) {
            Ok(false) => None,
            Ok(true) => {
                Some(b.take().and_then(ClusterBuilder::finish).map(Rc::new).ok_or_else(|| "the analysis did not finish".to_string()))
            }
            Err(SolveError::Budget { limit, .. }) => Some(Err(format!("it has more than {} reachable positions", thousands(limit)))),
            Err(e) => Some(Err(e.to_string())),
        }
    };
    let progress = |b: &Option<ClusterBuilder>| b.as_ref().map_or(0, |b| b.progress().positions);
    let on_done = callbacks.on_done.reform(|(result, busy): (ClusterResult, f64)| {
        if let Ok(c) = &result {
            gloo::console::log!(format!("analysis: {} positions, {busy:.0} ms of main-thread work", c.size()));
        }
        result
    });
    slices::run(delay, builder, step, progress, callbacks.on_progress, on_done)
}
