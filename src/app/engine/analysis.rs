//! A puzzle's analysis (`GameAnalysis`) and a plan from one position (`LoneSearch`), run by the
//! engine client's machines (`engine_client`, where every decision is: the start's plan first,
//! split or not, the cluster handed over or held, the layers kept, the lines answered) through a
//! [`Driver`]: the game's analysis with its reports as the game's actions, the editor's and the
//! classroom's in either metric with callbacks, the review's plans. Here too what the device says
//! of itself: its memory budget and its cores, read from the browser.

use super::driver::Driver;
use crate::app::browser_storage;
use crate::engine_client::game_analysis::{Asker, GameAnalysis};
use crate::engine_client::{Device, LoneSearch, Report, keeps_layers, split_over};
use crate::game::engine_failure::EngineFailure;
use crate::game::memory_budget::{memory_budget, set_memory_budget};
use crate::game::plan_line::PlanLine;
use rush_hour_engine::model::board::{Board, Position};
use std::rc::Rc;
use yew::Callback;

/// A `localStorage` key that sets the device's share of memory in MB (at least 16), in place of
/// the browser's word, for the tests and the benchmarks: with 64, the UvA 12×12's search stops
/// within seconds in every engine (Firefox and Safari do not tell the device's memory, and their
/// 384 MB took Firefox's scenario over two minutes on a busy machine). Beside [`PARTS_KEY`].
pub const BUDGET_KEY: &str = "rush-hour/memory-budget-mb";

/// A `localStorage` key that sets the number of parts a search is split over (1 to 4; 1: one
/// request to the engine worker), for the benchmarks and the tests: `scripts/browser-bench.mjs`
/// measures both.
pub const PARTS_KEY: &str = "rush-hour/engine-parts";

/// Memory the worker may use for one analysis or search: the device's share (from
/// `navigator.deviceMemory` where the browser tells it, or `BUDGET_KEY`), raised `raised` times
/// by the player (see `game::memory_budget`).
pub fn worker_memory_budget(raised: u32) -> usize {
    let set = browser_storage::read(browser_storage::local(), BUDGET_KEY).and_then(|mb| mb.trim().parse::<usize>().ok());
    if let Some(mb) = set {
        return set_memory_budget(mb, raised);
    }
    let device_gb =
        web_sys::window().and_then(|w| js_sys::Reflect::get(&w.navigator(), &"deviceMemory".into()).ok()).and_then(|v| v.as_f64());
    memory_budget(device_gb, raised)
}

/// The device's cores, and the parts `PARTS_KEY` sets.
pub fn device() -> Device {
    let parts_set = browser_storage::read(browser_storage::local(), PARTS_KEY).and_then(|n| n.trim().parse::<usize>().ok());
    Device { cores: gloo::utils::window().navigator().hardware_concurrency() as usize, parts_set }
}

/// Starts searching an optimal plan (in moves) from `from` (the review's plans on a board whose
/// cluster is too large for the page), run by `LoneSearch`: its line or why there is none to
/// `on_done`. Dropping the driver cancels it.
pub fn search_plan(board: &Board, from: &Position, memory_budget: usize, on_done: Callback<Result<Rc<PlanLine>, EngineFailure>>) -> Driver {
    let parts = split_over(board, memory_budget, device());
    let on_report = Callback::from(move |report| match report {
        Report::LineFound(line) => on_done.emit(Ok(line)),
        Report::Failed(failure) => on_done.emit(Err(failure)),
        // Its progress is shown by nobody.
        Report::LineProgress { .. } | Report::Progress { .. } | Report::Ready(_) | Report::TooLarge(_) => {}
    });
    Driver::start(LoneSearch::new(board, from, memory_budget, parts), on_report)
}

/// The game's analysis of the puzzle `board` from `start` within `memory_budget`: its reports to
/// `on_report` (the game's actions, `Report::action`); the game's positions off the line are told
/// to the driver (`Input::Wanted`).
pub fn analyse_for_game(board: &Board, start: &Position, memory_budget: usize, on_report: Callback<Report>) -> Driver {
    let device = device();
    let parts = split_over(board, memory_budget, device);
    let machine = GameAnalysis::new(board, start, Asker::Game, memory_budget, parts).keeping_layers(keeps_layers(board, parts, device));
    Driver::start(machine, on_report)
}

#[cfg(feature = "tools")]
pub use tools::{ClusterCallbacks, analyse};

#[cfg(feature = "tools")]
mod tools {
    use super::{Asker, Driver, GameAnalysis, Report, worker_memory_budget};
    use crate::engine_client::game_analysis::ClusterOutcome;
    use gloo::timers::callback::Timeout;
    use rush_hour_engine::model::board::{Board, Position};
    use rush_hour_engine::model::rules::Metric;
    use std::cell::RefCell;
    use std::rc::Rc;
    use yew::Callback;

    /// Where an analysis reports: positions found so far, then how it ended.
    #[derive(Clone)]
    pub struct ClusterCallbacks {
        pub on_progress: Callback<usize>,
        pub on_done: Callback<ClusterOutcome>,
    }

    /// An analysis waiting for its delay, running in the worker or being read by the page;
    /// dropping it cancels it.
    pub struct ClusterRun {
        _delay: Option<Timeout>,
        _driver: Rc<RefCell<Option<Driver>>>,
    }

    /// Starts analysing a puzzle in `metric` after `delay` ms, reporting through `callbacks` (the
    /// editor's and the classroom's analyses).
    pub fn analyse(board: &Board, start: &Position, metric: Metric, delay: u32, callbacks: ClusterCallbacks) -> ClusterRun {
        let machine = GameAnalysis::new(board, start, Asker::Tool(metric), worker_memory_budget(0), None);
        let on_report = Callback::from(move |report| match report {
            Report::Progress { positions } => callbacks.on_progress.emit(positions),
            report => ClusterOutcome::of(report).into_iter().for_each(|outcome| callbacks.on_done.emit(outcome)),
        });
        let driver = Rc::new(RefCell::new(None));
        let slot = driver.clone();
        let begin = move || *slot.borrow_mut() = Some(Driver::start(machine, on_report));
        if delay == 0 {
            begin();
            ClusterRun { _delay: None, _driver: driver }
        } else {
            ClusterRun { _delay: Some(Timeout::new(delay, begin)), _driver: driver }
        }
    }
}
