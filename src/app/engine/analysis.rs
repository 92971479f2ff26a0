//! `Request::Analyse`: the engine's cluster analysis of a puzzle, in either metric (the game's
//! and the editor's in moves, the editor's and the classroom's second one in steps). Progress and
//! the result come back through callbacks; dropping the run cancels it. Its replies are a
//! conversation (the start plan first, then the cluster read in parts, or held in the worker, or
//! too large: the game then asks for plans), read through `call`'s streaming form.
//!
//! A cluster of at most [`HAND_OVER`] positions comes to the page whole (read in parts between
//! frames), for instant hints and "moves to go"; a larger one stays in the worker (or did not fit its memory), and the game then
//! asks the worker for plans from the position on the board (`solve`).

use super::call::{Progress, call};
use super::worker::{EngineJob, labels};
use crate::app::browser_storage;
use crate::app::time::now;
use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::memory_budget::{memory_budget, set_memory_budget};
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Reply, Request};
use gloo::timers::callback::Timeout;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::parse_plan;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::cluster_bytes::ClusterReader;
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// Positions a cluster may have to come to the page (about 15 bytes each on a 6×6 board, and
/// the page's own table beside them).
pub const HAND_OVER: usize = 1_000_000;

/// A `localStorage` key that sets the device's share of memory in MB (at least 16), in place of
/// the browser's word, for the tests and the benchmarks: with 64, the UvA 12×12's search stops
/// within seconds in every engine (Firefox and Safari do not tell the device's memory, and their
/// 384 MB took Firefox's scenario over two minutes on a busy machine). Beside `split::PARTS_KEY`.
pub const BUDGET_KEY: &str = "rush-hour/memory-budget-mb";

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

/// How an analysis ended.
pub enum ClusterOutcome {
    Ready(Rc<Cluster>),
    /// Too large for the page (and why): plans are searched from a position instead.
    TooLarge(ClusterTooLarge),
    Failed(EngineFailure),
}

#[cfg(feature = "tools")]
impl ClusterOutcome {
    /// The cluster, or why there is none (for the views that need the whole cluster).
    pub fn into_result(self) -> Result<Rc<Cluster>, String> {
        match self {
            ClusterOutcome::Ready(c) => Ok(c),
            ClusterOutcome::TooLarge(why) => Err(why.to_string()),
            ClusterOutcome::Failed(failure) => Err(failure.to_string()),
        }
    }
}

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
    _job: Rc<RefCell<Option<EngineJob>>>,
    /// The start's plan searched before the analysis (split over workers).
    _plan: Rc<RefCell<Option<super::solve::PlanSearch>>>,
    _reading: Rc<RefCell<Option<Timeout>>>,
}

/// Main-thread time one part of the reading may take.
const READ_SLICE_MS: f64 = 8.0;

/// Reads the worker's cluster into the page a part at a time between frames (a large one takes
/// longer than a frame), then reports it.
fn read_in_parts(mut reader: ClusterReader, slot: Rc<RefCell<Option<Timeout>>>, on_done: Callback<ClusterOutcome>) {
    let next = slot.clone();
    let part = move || {
        let started = now();
        let read = loop {
            match reader.read(16_384) {
                Ok(false) if now() - started < READ_SLICE_MS => {}
                other => break other,
            }
        };
        match read {
            Ok(true) => on_done.emit(ClusterOutcome::Ready(Rc::new(reader.finish().expect("everything was read")))),
            Ok(false) => read_in_parts(reader, next, on_done),
            Err(e) => on_done.emit(ClusterOutcome::Failed(unreadable(e))),
        }
    };
    *slot.borrow_mut() = Some(Timeout::new(0, part));
}

fn unreadable(e: impl std::fmt::Display) -> EngineFailure {
    EngineFailure::Other(format!("the engine's answer could not be read: {e}"))
}

/// What the worker answers an analysis: its cluster to read into the page, or that it is too
/// large for the page (and why).
enum Analysed {
    Cluster(Box<ClusterReader>),
    TooLarge(ClusterTooLarge),
}

/// Starts analysing a puzzle in `metric` after `delay` ms, reporting through `callbacks` (the
/// editor's and the classroom's analyses).
#[cfg(feature = "tools")]
pub fn analyse(board: &Board, start: &Position, metric: Metric, delay: u32, callbacks: ClusterCallbacks) -> ClusterRun {
    analyse_after_start_plan(board, start, metric, delay, worker_memory_budget(0), callbacks, None)
}

/// [`analyse`], with an optimal plan from the start first to `on_start_plan` (as a line through
/// the puzzle), when the worker's short search for one finds it: the game's hints and moves to go
/// while a large cluster is built and read.
pub fn analyse_after_start_plan(
    board: &Board,
    start: &Position,
    metric: Metric,
    delay: u32,
    memory_budget: usize,
    callbacks: ClusterCallbacks,
    on_start_plan: Option<Callback<PlanLine>>,
) -> ClusterRun {
    // Above 8×8 on a device with more than one core, the start's plan is searched split over
    // workers (`solve::search_plan`) before the analysis is asked for.
    let split_first = on_start_plan.is_some() && super::split::split_over(board, memory_budget).is_some();
    let start_plan = on_start_plan.is_some() && !split_first;
    let (from_start, on_split_plan) = (start.clone(), on_start_plan.clone().unwrap_or_else(Callback::noop));
    let from = start.clone();
    let job = Rc::new(RefCell::new(None));
    let plan_search = Rc::new(RefCell::new(None));
    let reading = Rc::new(RefCell::new(None));
    let run_reading = reading.clone();
    let (slot, board, grid) = (job.clone(), board.clone(), grid::format(board, start));
    let labels = labels(&board);
    let (plan_board, plan_slot, plan_progress, plan_failed) =
        (board.clone(), plan_search.clone(), callbacks.on_progress.clone(), callbacks.on_done.clone());
    let analyse = move || {
        // The worker's memory at its last progress report (for the console's figures).
        let worker_memory = Rc::new(std::cell::Cell::new(0usize));
        let last_memory = worker_memory.clone();
        let on_progress = Callback::from(move |p: Progress| {
            worker_memory.set(p.memory);
            callbacks.on_progress.emit(p.positions)
        });
        let read = move |reply, bytes: Option<Vec<u8>>| match reply {
            Reply::StartPlan { plan, positions, memory, millis, .. } => {
                gloo::console::log!(format!("start plan: {positions} positions in {millis} ms in the worker ({} MB)", memory >> 20));
                let moves = plan.map(|text| parse_plan(&board, &text).map_err(|e| e.to_string())).transpose();
                // A plan that cannot be read is left out: the cluster will answer.
                if let (Some(on_plan), Ok(line)) = (&on_start_plan, moves.and_then(|m| PlanLine::new(&board, from.clone(), m))) {
                    on_plan.emit(line);
                }
                None
            }
            Reply::Cluster { size, millis, memory, .. } => {
                gloo::console::log!(format!("analysis: {size} positions in {millis} ms in the worker ({} MB)", memory >> 20));
                let bytes = bytes.ok_or_else(|| EngineFailure::Other("the engine's answer came without its cluster".into()));
                Some(bytes.and_then(|b| ClusterReader::new(&board, b).map_err(unreadable)).map(|r| Analysed::Cluster(Box::new(r))))
            }
            Reply::Held { size, .. } => Some(Ok(Analysed::TooLarge(ClusterTooLarge::Held { size }))),
            Reply::TooLarge { stop, .. } => Some(Ok(Analysed::TooLarge(ClusterTooLarge::Stopped(stop)))),
            _ => None, // replies to other kinds of request
        };
        let on_done = callbacks.on_done.clone();
        let on_analysed = Callback::from(move |analysed| match analysed {
            Ok(Analysed::Cluster(reader)) => read_in_parts(*reader, reading.clone(), on_done.clone()),
            Ok(Analysed::TooLarge(why)) => on_done.emit(ClusterOutcome::TooLarge(why)),
            Err(failure) => {
                gloo::console::log!(format!("analysis failed: {failure} (worker memory {} MB)", last_memory.get() >> 20));
                on_done.emit(ClusterOutcome::Failed(failure))
            }
        });
        let steps = metric == Metric::Steps;
        let request = |job| Request::Analyse { job, grid, labels, steps, memory_budget, hand_over: HAND_OVER, start_plan };
        *slot.borrow_mut() = Some(call(request, Some(on_progress), read, on_analysed));
    };
    let begin = move || {
        if !split_first {
            return analyse();
        }
        let (start, on_plan) = (from_start.clone(), on_split_plan);
        let analyse = RefCell::new(Some(analyse));
        let on_progress = Callback::from(move |(positions, _depth)| plan_progress.emit(positions));
        let on_done = Callback::from(move |found: Result<PlanLine, EngineFailure>| match found {
            Ok(line) => {
                on_plan.emit(line);
                if let Some(analyse) = analyse.borrow_mut().take() {
                    analyse();
                }
            }
            Err(failure) => plan_failed.emit(ClusterOutcome::Failed(failure)),
        });
        *plan_slot.borrow_mut() = Some(super::solve::search_plan(&plan_board, &start, memory_budget, on_progress, on_done));
    };
    if delay == 0 {
        begin();
        ClusterRun { _delay: None, _job: job, _plan: plan_search, _reading: run_reading }
    } else {
        ClusterRun { _delay: Some(Timeout::new(delay, begin)), _job: job, _plan: plan_search, _reading: run_reading }
    }
}
