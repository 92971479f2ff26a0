//! The engine's cluster analysis of a puzzle (the game's, or the editor's layout), run in slices
//! between frames (`slices`) so the page never freezes. Progress and the
//! result come back through callbacks (the game's turn them into actions); a new puzzle cancels
//! the run.
//!
//! Why not a Web Worker: the analysis is resumable (`ClusterBuilder::advance`), so slicing keeps
//! every main-thread task short without a second wasm module, its loader and message passing, and
//! the cluster (with its lookups for hints and "moves to go") stays in the page's memory.

use super::GameHandle;
use super::controls::thousands;
use super::slices;
pub use super::slices::Run;
use crate::game::state::Action;
use rush_hour_engine::board::{Board, Position};
use rush_hour_engine::cluster::{Cluster, ClusterBuilder};
use rush_hour_engine::rules::Metric;
use rush_hour_engine::solve::{Limits, SolveError};
use std::rc::Rc;
use yew::Callback;

/// Positions the browser analyses at most. The visited table doubles when three quarters full,
/// and a doubling is one rehash that cannot be sliced: the one at 786,432 positions blocked the
/// page for about 55 ms, the next would take twice that. Below it, the largest rehash (at 393,216)
/// stays well under 50 ms, and the largest known 6×6 cluster (541,934 positions) fits.
const BROWSER_BUDGET: usize = 750_000;

/// Where a run reports: positions found so far, then the cluster or why there is none.
#[derive(Clone)]
pub struct Report {
    pub on_progress: Callback<usize>,
    pub on_done: Callback<Result<Rc<Cluster>, String>>,
}

/// Starts analysing the game's current puzzle; its progress and result come back as actions.
pub fn start(game: &GameHandle) -> Run {
    let generation = game.background.generation;
    let (g1, g2) = (game.clone(), game.clone());
    let report = Report {
        on_progress: Callback::from(move |positions| g1.dispatch(Action::AnalysisProgress { generation, positions })),
        on_done: Callback::from(move |result: Result<Rc<Cluster>, String>| {
            g2.dispatch(match result {
                Ok(cluster) => Action::AnalysisReady { generation, cluster },
                Err(message) => Action::AnalysisFailed { generation, message },
            })
        }),
    };
    run(&game.play.board, &game.play.start, Metric::Moves, report)
}

/// Starts analysing a puzzle in `metric`, reporting through `report`.
pub fn run(board: &Board, start: &Position, metric: Metric, report: Report) -> Run {
    // The builder is taken out to finish it.
    let builder = Some(ClusterBuilder::new(board, start, metric));
    let step = |b: &mut Option<ClusterBuilder>, work: usize| -> Option<Result<Rc<Cluster>, String>> {
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
    let on_done = report.on_done.reform(|(result, busy): (Result<Rc<Cluster>, String>, f64)| {
        if let Ok(c) = &result {
            gloo::console::log!(format!("analysis: {} positions, {busy:.0} ms of main-thread work", c.size()));
        }
        result
    });
    slices::run(builder, step, progress, report.on_progress, on_done)
}
