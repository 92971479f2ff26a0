//! Work run in slices between frames, so the page never blocks: a step function does about
//! `work` units at a time, and each slice calls it until about `SLICE_MS` have passed, adapting
//! `work` so one call takes about a quarter of a slice, then yields to the browser (a zero-delay
//! timeout) and goes on. The game's analysis, the editor's and the generator run this way.
//!
//! Callbacks are called with nothing borrowed, so they may dispatch (and a re-render may cancel
//! the run).

use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// Main-thread time one slice may take.
pub(super) const SLICE_MS: f64 = 12.0;

/// The page's clock in milliseconds.
pub(super) fn now() -> f64 {
    gloo::utils::window().performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// Does about `work` units of a job; `Some(result)` once it is finished.
type Step<J, R> = Box<dyn FnMut(&mut J, usize) -> Option<R>>;

/// A job in slices: its state, its step, how to read its progress, where to report.
struct Task<J, R> {
    job: J,
    step: Step<J, R>,
    progress: fn(&J) -> usize,
    on_progress: Callback<usize>,
    /// The result and the main-thread milliseconds it took.
    on_done: Callback<(R, f64)>,
    timeout: Option<Timeout>,
    work: usize,
    busy: f64,
}

type Inner<J, R> = Rc<RefCell<Option<Task<J, R>>>>;

/// A running job; dropping the handle does not stop it, `cancel` does.
pub struct Run {
    cancel: Box<dyn Fn()>,
}

impl Run {
    pub fn cancel(&self) {
        (self.cancel)();
    }
}

/// Starts `job`: `step(&mut job, work)` returns `Some(result)` once finished. After each
/// unfinished slice `on_progress` gets `progress(&job)`; at the end `on_done` gets the result.
pub fn run<J: 'static, R: 'static>(
    job: J,
    step: impl FnMut(&mut J, usize) -> Option<R> + 'static,
    progress: fn(&J) -> usize,
    on_progress: Callback<usize>,
    on_done: Callback<(R, f64)>,
) -> Run {
    let task = Task { job, step: Box::new(step), progress, on_progress, on_done, timeout: None, work: 256, busy: 0.0 };
    let inner: Inner<J, R> = Rc::new(RefCell::new(Some(task)));
    schedule(inner.clone());
    Run { cancel: Box::new(move || drop(inner.borrow_mut().take())) }
}

fn schedule<J: 'static, R: 'static>(inner: Inner<J, R>) {
    let next = inner.clone();
    let timeout = Timeout::new(0, move || slice(next));
    if let Some(t) = inner.borrow_mut().as_mut() {
        t.timeout = Some(timeout);
    }
}

fn slice<J: 'static, R: 'static>(inner: Inner<J, R>) {
    let started = now();
    let outcome = {
        let mut guard = inner.borrow_mut();
        let Some(t) = guard.as_mut() else { return }; // cancelled
        let result = loop {
            let t0 = now();
            if let Some(r) = (t.step)(&mut t.job, t.work) {
                break Some(r);
            }
            let took = (now() - t0).max(0.05);
            t.work = ((t.work as f64 * (SLICE_MS / 4.0) / took) as usize).clamp(64, 1 << 20);
            if now() - started >= SLICE_MS {
                break None;
            }
        };
        t.busy += now() - started;
        match result {
            Some(r) => Err((r, t.busy, t.on_done.clone())),
            None => Ok(((t.progress)(&t.job), t.on_progress.clone())),
        }
    };
    match outcome {
        Err((result, busy, on_done)) => {
            inner.borrow_mut().take();
            on_done.emit((result, busy));
        }
        Ok((progress, on_progress)) => {
            on_progress.emit(progress);
            schedule(inner);
        }
    }
}
