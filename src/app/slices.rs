//! Work run in slices between frames, so the page never blocks: the runner of the tools page's
//! long work on the page itself (the generator, the classroom's visualizer and graph); the
//! cluster analyses and the classroom's comparison run in the engine worker (`engine_worker`).
//!
//! `spawn` runs a step after a delay, and again as long as it asks (`Next::After`); a step does
//! at most about `SLICE_MS` of work (`for_a_slice` helps). `run` is a resumable job on top: a
//! step function does about `work` units at a time, each slice calls it until about `SLICE_MS`
//! have passed, adapting `work` so one call takes about a quarter of a slice, and reports the
//! progress after each slice and the result at the end.
//!
//! Dropping the `Task` handle cancels the work (a step already running finishes, and nothing
//! runs after it). Steps may dispatch: a re-render that drops the handle is safe.

use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::Callback;

/// Main-thread time one slice may take.
pub const SLICE_MS: f64 = 12.0;

/// The page's clock in milliseconds.
pub fn now() -> f64 {
    gloo::utils::window().performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// Calls `chunk` (a small piece of work; `true` once everything is done) until it is done or
/// `SLICE_MS` have passed; true when done.
pub fn for_a_slice(mut chunk: impl FnMut() -> bool) -> bool {
    let start = now();
    loop {
        if chunk() {
            return true;
        }
        if now() - start >= SLICE_MS {
            return false;
        }
    }
}

/// What a step asks for after it ran.
pub enum Next {
    /// Run the next step after this many milliseconds (0: as soon as the browser has drawn).
    After(u32),
    Done,
}

/// The timeout of the next step, and whether the task was cancelled.
#[derive(Default)]
struct Schedule {
    timeout: RefCell<Option<Timeout>>,
    cancelled: Cell<bool>,
}

/// Work running in steps between frames; dropping the handle cancels it.
pub struct Task {
    slot: Rc<Schedule>,
}

impl Drop for Task {
    fn drop(&mut self) {
        self.slot.cancelled.set(true);
        self.slot.timeout.borrow_mut().take();
    }
}

/// Starts `step` after `delay` ms and again as long as it asks for more.
pub fn spawn(delay: u32, step: impl FnMut() -> Next + 'static) -> Task {
    let slot = Rc::new(Schedule::default());
    schedule(slot.clone(), Rc::new(RefCell::new(step)), delay);
    Task { slot }
}

/// A task's step.
type Step = Rc<RefCell<dyn FnMut() -> Next>>;

fn schedule(slot: Rc<Schedule>, step: Step, delay: u32) {
    let next_slot = slot.clone();
    let timeout = Timeout::new(delay, move || {
        if next_slot.cancelled.get() {
            return;
        }
        let next = (step.borrow_mut())();
        match next {
            // Cancelled by the step's own callbacks: nothing more.
            Next::After(d) if !next_slot.cancelled.get() => schedule(next_slot, step, d),
            _ => drop(next_slot.timeout.borrow_mut().take()),
        }
    });
    *slot.timeout.borrow_mut() = Some(timeout);
}

/// Starts `job` after `delay` ms: `step(&mut job, work)` returns `Some(result)` once finished.
/// After each unfinished slice `on_progress` gets `progress(&job)`; at the end `on_done` gets the
/// result and the main-thread milliseconds it took.
pub fn run<J: 'static, R: 'static>(
    delay: u32,
    job: J,
    mut step: impl FnMut(&mut J, usize) -> Option<R> + 'static,
    progress: fn(&J) -> usize,
    on_progress: Callback<usize>,
    on_done: Callback<(R, f64)>,
) -> Task {
    let mut job = Some(job);
    let (mut work, mut busy) = (256usize, 0.0);
    spawn(delay, move || {
        let Some(j) = job.as_mut() else { return Next::Done };
        let started = now();
        let result = loop {
            let t0 = now();
            if let Some(r) = step(j, work) {
                break Some(r);
            }
            let took = (now() - t0).max(0.05);
            work = ((work as f64 * (SLICE_MS / 4.0) / took) as usize).clamp(64, 1 << 20);
            if now() - started >= SLICE_MS {
                break None;
            }
        };
        busy += now() - started;
        match result {
            Some(r) => {
                job = None;
                on_done.emit((r, busy));
                Next::Done
            }
            None => {
                on_progress.emit(progress(j));
                Next::After(0)
            }
        }
    })
}
