//! The visualizer's search, run by the engine worker a layer at a time (`engine::tool_requests`): the
//! worker's last answer, the layer being searched and its progress, Run's ticks, and the
//! buttons' callbacks (Next layer, Run, Pause, Reset).

use crate::app::engine::tool_requests;
use crate::app::engine::worker::EngineJob;
use crate::app::store::GameHandle;
use crate::engine_client::tool_questions::{JobProgress, LayersQuestion};
use crate::worker_protocol::LayersReport;
use gloo::timers::callback::Timeout;
use rush_hour_engine::search::layers::LayerStatus;
use std::rc::Rc;
use yew::prelude::*;

/// Positions the visualizer's search may discover (its counts and samples come back a layer at a
/// time; the largest 6×6 cluster, 541,934 positions, fits).
const BUDGET: usize = 600_000;
/// Pause between layers while running.
const TICK_MS: u32 = 450;
/// Positions of a layer drawn as boards.
const SAMPLE: usize = 12;

/// Where the visualizer's search stands, and its buttons' callbacks.
pub(super) struct LayerSearch {
    /// The last answer of the worker, or why there is none.
    pub snap: Option<Result<LayersReport, String>>,
    /// A layer is being searched: its positions so far and its depth, once reported.
    pub pending: bool,
    pub progress: Option<(usize, usize)>,
    /// Run is on.
    pub running: bool,
    /// The depth of the last layer shown.
    pub shown: Option<usize>,
    /// The search has ended (the goal, the cluster exhausted, the budget, a failure).
    pub done: bool,
    pub on_next: Callback<MouseEvent>,
    pub on_run: Callback<MouseEvent>,
    pub on_pause: Callback<MouseEvent>,
    pub on_reset: Callback<MouseEvent>,
}

#[hook]
pub(super) fn use_layer_search(game: &GameHandle) -> LayerSearch {
    let key = (game.puzzle_id, game.play.position.clone());
    // The last answer of the worker (or why there is none), whether a layer is being searched and
    // its progress, whether Run is on, and the job (dropping it cancels the search).
    let snap = use_state(|| None::<Result<LayersReport, String>>);
    let pending = use_state_eq(|| false);
    let progress = use_state_eq(|| None::<(usize, usize)>);
    let running = use_state_eq(|| false);
    let resets = use_state(|| 0u32);
    let job = use_mut_ref(|| None::<EngineJob>);

    // Asks the worker for the search up to layer `depth` of the position on the board.
    let ask: Rc<dyn Fn(usize)> = {
        let (board, position) = (game.play.board.clone(), game.play.position.clone());
        let (snap, pending, progress, job) = (snap.clone(), pending.clone(), progress.clone(), job.clone());
        Rc::new(move |depth: usize| {
            pending.set(true);
            progress.set(None);
            let on_progress = {
                let progress = progress.clone();
                Callback::from(move |p: JobProgress| progress.set(Some((p.positions, p.depth))))
            };
            let on_done = {
                let (snap, pending) = (snap.clone(), pending.clone());
                Callback::from(move |result: Result<LayersReport, String>| {
                    snap.set(Some(result));
                    pending.set(false);
                })
            };
            let question = LayersQuestion { board: (*board).clone(), from: position.clone(), depth, budget: BUDGET, sample: SAMPLE };
            *job.borrow_mut() = Some(tool_requests::ask(question, Some(on_progress), on_done));
        })
    };
    let shown = match &*snap {
        Some(Ok(s)) => Some(s.sizes.len() - 1),
        _ => None,
    };
    let done = match &*snap {
        Some(Ok(s)) => !matches!(s.status, LayerStatus::InProgress | LayerStatus::Layer { .. }),
        Some(Err(_)) => true,
        None => false,
    };

    // A new puzzle or position, or Reset: a new search, its first layer (the start) on show.
    {
        let (ask, snap, running) = (ask.clone(), snap.clone(), running.clone());
        use_effect_with((key, *resets), move |_| {
            running.set(false);
            snap.set(None);
            ask(0);
        });
    }
    // Running: the next layer a tick after the last one came; off once the search is done.
    {
        let (ask, running) = (ask.clone(), running.clone());
        use_effect_with((*running, *pending, shown, done), move |&(on, pending, shown, done)| {
            let next = match shown {
                Some(depth) if on && !pending && !done => Some(Timeout::new(TICK_MS, move || ask(depth + 1))),
                _ => None,
            };
            if on && done {
                running.set(false);
            }
            move || drop(next)
        });
    }
    let (on_next, on_run) = steps(ask, shown, !*pending && !*running, &running);
    let on_pause = {
        let running = running.clone();
        Callback::from(move |_: MouseEvent| running.set(false))
    };
    let on_reset = Callback::from(move |_: MouseEvent| resets.set(*resets + 1));
    LayerSearch {
        snap: (*snap).clone(),
        pending: *pending,
        progress: *progress,
        running: *running,
        shown,
        done,
        on_next,
        on_run,
        on_pause,
        on_reset,
    }
}

/// Next layer (when a layer is shown) and Run (the next layer at once when idle, then a tick
/// after each).
fn steps(
    ask: Rc<dyn Fn(usize)>,
    shown: Option<usize>,
    idle: bool,
    running: &UseStateHandle<bool>,
) -> (Callback<MouseEvent>, Callback<MouseEvent>) {
    let on_next = {
        let ask = ask.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(depth) = shown {
                ask(depth + 1)
            }
        })
    };
    let on_run = {
        let running = running.clone();
        Callback::from(move |_: MouseEvent| {
            running.set(true);
            if let (Some(depth), true) = (shown, idle) {
                ask(depth + 1)
            }
        })
    };
    (on_next, on_run)
}
