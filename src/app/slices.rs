//! Work run in slices between frames, so the page never blocks: the runner of the classroom's
//! layer-by-layer search on the tools page itself; the cluster analyses, plan searches, the
//! generator, the classroom's comparison and its state graph run in the engine worker
//! (`engine_worker`).
//!
//! `spawn` runs a step after a delay, and again as long as it asks (`Next::After`); a step does
//! at most about `SLICE_MS` of work (`for_a_slice` helps).
//!
//! Dropping the `Task` handle cancels the work (a step already running finishes, and nothing
//! runs after it). Steps may dispatch: a re-render that drops the handle is safe.

use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

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
