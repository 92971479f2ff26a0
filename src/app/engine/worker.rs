//! The page's engine worker (a [`Connection`]), run as `engine_client::EngineQueue` decides: one
//! job at a time, a cancelled running job ended with its worker (terminated, the only way to stop
//! a wasm computation at once and to give its memory back), a dead worker's job failed and a
//! fresh worker for the next. Here: the worker spawned, posted to, heard and ended.
//!
//! Why not yew-agent or gloo-worker: both keep the `web_sys::Worker` to themselves, so a job can
//! be cancelled only by a message the worker reads after the job ends (its memory never shrinks),
//! and a worker that traps goes unnoticed (no `error` event reaches the page).

use super::connection::{Connection, Heard};
use crate::app::browser_storage;
use crate::engine_client::engine_queue::{EngineQueue, Next, test_request};
use crate::worker_protocol::{Reply, Request};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use yew::Callback;

/// What a job's replies are given: the reply, and a finished cluster's bytes beside it.
pub(super) type OnReply = Callback<(Reply, Option<Vec<u8>>)>;

/// A job given to the engine worker; dropping it cancels the job.
pub struct EngineJob {
    job: u32,
}

impl Drop for EngineJob {
    fn drop(&mut self) {
        cancel(self.job);
    }
}

/// The end-to-end tests' `localStorage` key, set before the page loads (`test_request`).
const TEST_KEY: &str = "rush-hour-engine-test";

#[derive(Default)]
struct Engine {
    queue: EngineQueue<OnReply>,
    connection: Option<Connection>,
    /// The page is being left (from `beforeunload` or `pagehide` until a `pageshow` brings it
    /// back): a worker whose loading the browser then aborts is no fault to report.
    leaving: bool,
    _page_listeners: Vec<gloo::events::EventListener>,
}

thread_local! {
    static ENGINE: RefCell<Engine> = RefCell::default();
}

/// Queues `request` and returns its handle; `on_reply` gets every reply of the job (`call::call`
/// and `driver::Driver` read them).
pub(super) fn start(request: Request, on_reply: OnReply) -> EngineJob {
    let storage = browser_storage::local();
    let tested = test_request(storage.as_ref().and_then(|s| s.get_item(TEST_KEY).ok().flatten()).as_deref());
    if tested.is_some() {
        storage.map(|s| s.remove_item(TEST_KEY));
    }
    let job = ENGINE.with(|e| e.borrow_mut().queue.push(tested.unwrap_or(request), on_reply));
    pump();
    EngineJob { job }
}

/// Does what the queue says next: start a worker, or post it the next job.
fn pump() {
    let failed = ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        if e._page_listeners.is_empty() {
            let window = gloo::utils::window();
            let on = |event: &'static str, leaving: bool| {
                gloo::events::EventListener::new(&window, event, move |_| ENGINE.with(|e| e.borrow_mut().leaving = leaving))
            };
            e._page_listeners = vec![on("beforeunload", true), on("pagehide", true), on("pageshow", false)];
        }
        match e.queue.next_step() {
            Next::Spawn => match Connection::spawn(on_heard) {
                Ok(connection) => {
                    e.connection = Some(connection);
                    e.queue.spawned();
                }
                Err(message) => return e.queue.spawn_failed(&message),
            },
            Next::Post(job, request) => e.connection.iter().for_each(|c| c.post(job, &request, &[])),
            Next::Wait => {}
        }
        Vec::new()
    });
    emit(failed);
}

/// Hands out replies, outside the engine's borrow (a handler may start or cancel jobs).
fn emit(replies: Vec<(OnReply, Reply)>) {
    for (handler, reply) in replies {
        handler.emit((reply, None));
    }
}

fn on_heard(heard: Heard) {
    let (job, reply, beside) = match heard {
        Heard::Reply(job, reply, beside) => (job, reply, beside),
        Heard::Died(detail) => return died(&detail),
    };
    // A finished cluster's or graph's bytes come first after the reply.
    let bytes = beside.get(0).dyn_into::<js_sys::ArrayBuffer>().ok().map(|b| js_sys::Uint8Array::new(&b).to_vec());
    if let Some(handler) = ENGINE.with(|e| e.borrow_mut().queue.on_reply(job, &reply)) {
        handler.emit((reply, bytes));
    }
    pump();
}

/// The worker died (out of memory, a panic, its files missing): the queue says whose job fails.
fn died(detail: &str) {
    // A page being left aborts a worker still loading: nothing to report (its jobs still end).
    if !ENGINE.with(|e| e.borrow().leaving) {
        gloo::console::error!(format!("engine worker: {detail}"));
    }
    let failed = ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        if let Some(connection) = e.connection.take() {
            connection.end();
        }
        e.queue.died()
    });
    emit(failed);
}

/// Forgets a job; a running one ends with its worker.
fn cancel(job: u32) {
    ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        if e.queue.cancel(job)
            && let Some(connection) = e.connection.take()
        {
            connection.end();
        }
    });
    // A job may be cancelled while a handler runs: start the next one after it.
    Timeout::new(0, pump).forget();
}
