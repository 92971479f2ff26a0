//! The engine's cluster analysis of a puzzle (the game's, or the editor's layout), run in slices
//! between frames so the page never freezes: each slice expands positions for about `SLICE_MS`
//! milliseconds, then yields to the browser (a zero-delay timeout) and goes on. Progress and the
//! result come back through callbacks (the game's turn them into actions); a new puzzle cancels
//! the run.
//!
//! Why not a Web Worker: the analysis is resumable (`ClusterBuilder::advance`), so slicing keeps
//! every main-thread task short without a second wasm module, its loader and message passing, and
//! the cluster (with its lookups for hints and "moves to go") stays in the page's memory.

use super::GameHandle;
use super::controls::thousands;
use crate::engine::board::{Board, Position};
use crate::engine::cluster::{Cluster, ClusterBuilder};
use crate::engine::rules::Metric;
use crate::engine::solve::{Limits, SolveError};
use crate::game::state::Action;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// Main-thread time one slice may take.
pub(super) const SLICE_MS: f64 = 12.0;

/// Positions the browser analyses at most. The visited table doubles when three quarters full,
/// and a doubling is one rehash that cannot be sliced: the one at 786,432 positions blocked the
/// page for about 55 ms, the next would take twice that. Below it, the largest rehash (at 393,216)
/// stays well under 50 ms, and the largest known 6×6 cluster (541,934 positions) fits.
const BROWSER_BUDGET: usize = 750_000;

pub(super) fn now() -> f64 {
    gloo::utils::window().performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// The builder and the timeout of its next slice; `None` once cancelled or finished.
type Running = Rc<RefCell<Option<(ClusterBuilder, Option<Timeout>)>>>;

/// A running analysis; dropping it does not stop it, `cancel` does.
pub struct Run {
    inner: Running,
}

impl Run {
    pub fn cancel(&self) {
        self.inner.borrow_mut().take();
    }
}

/// Where a run reports: positions found so far, then the cluster or why there is none.
#[derive(Clone)]
pub struct Report {
    pub on_progress: Callback<usize>,
    pub on_done: Callback<Result<Rc<Cluster>, String>>,
}

/// Starts analysing the game's current puzzle; its progress and result come back as actions.
pub fn start(game: &GameHandle) -> Run {
    let generation = game.generation;
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
    run(&game.board, &game.start, Metric::Moves, report)
}

/// Starts analysing a puzzle in `metric`, reporting through `report`.
pub fn run(board: &Board, start: &Position, metric: Metric, report: Report) -> Run {
    let builder = ClusterBuilder::new(board, start, metric);
    let inner = Rc::new(RefCell::new(Some((builder, None))));
    schedule(inner.clone(), report, 256, 0.0);
    Run { inner }
}

fn schedule(inner: Running, report: Report, work: usize, busy: f64) {
    let next = inner.clone();
    let timeout = Timeout::new(0, move || slice(next, report, work, busy));
    if let Some((_, t)) = inner.borrow_mut().as_mut() {
        *t = Some(timeout);
    }
}

/// One slice: advance in chunks of `work` expansions until `SLICE_MS` have passed.
fn slice(inner: Running, report: Report, mut work: usize, busy: f64) {
    let started = now();
    let outcome = {
        let mut guard = inner.borrow_mut();
        let Some((builder, _)) = guard.as_mut() else { return }; // cancelled
        loop {
            let t = now();
            match builder.advance(work, &mut Limits::budget(BROWSER_BUDGET)) {
                Ok(true) => break Ok(true),
                Ok(false) => {}
                Err(SolveError::Budget { limit, .. }) => break Err(format!("it has more than {} reachable positions", thousands(limit))),
                Err(e) => break Err(e.to_string()),
            }
            // Aim each chunk at about a quarter of a slice.
            let took = (now() - t).max(0.05);
            work = ((work as f64 * (SLICE_MS / 4.0) / took) as usize).clamp(64, 1 << 20);
            if now() - started >= SLICE_MS {
                break Ok(false);
            }
        }
    };
    let busy = busy + (now() - started);
    match outcome {
        Ok(true) => {
            let (builder, _) = inner.borrow_mut().take().expect("still running");
            let cluster = builder.finish().expect("the analysis is done");
            web_sys_log(&format!("analysis: {} positions, {:.0} ms of main-thread work", cluster.size(), busy));
            report.on_done.emit(Ok(Rc::new(cluster)));
        }
        Ok(false) => {
            let positions = inner.borrow().as_ref().map(|(b, _)| b.progress().positions).unwrap_or(0);
            report.on_progress.emit(positions);
            schedule(inner, report, work, busy);
        }
        Err(message) => {
            inner.borrow_mut().take();
            report.on_done.emit(Err(message));
        }
    }
}

fn web_sys_log(s: &str) {
    gloo::console::log!(s);
}
