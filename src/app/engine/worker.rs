//! The page's engine worker (a [`Connection`]): the app's analyses and searches run there, so the
//! page answers every board while they run.
//!
//! One worker runs one job at a time; `start` queues a request and returns an [`EngineJob`] whose
//! drop cancels it — a queued job is forgotten, a running one ends with the worker: it is
//! terminated (the only way to stop a wasm computation at once, and to give its memory back) and a
//! fresh worker starts for the next request. A worker that dies (out of memory, a panic) fails its
//! job with a message saying so; the next request starts a fresh one.
//!
//! Why not yew-agent or gloo-worker: both keep the `web_sys::Worker` to themselves, so a job can
//! be cancelled only by a message the worker reads after the job ends (its memory never shrinks),
//! and a worker that traps goes unnoticed (no `error` event reaches the page).

use super::connection::{Connection, Heard};
use crate::app::browser_storage;
use crate::engine_client::STOPPED;
use crate::worker_protocol::{Reply, Request};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
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

/// The end-to-end tests' way to make the worker fail: a `localStorage` key they set before the
/// page loads; the next job asks the worker to panic instead of its own work (once).
const TEST_KEY: &str = "rush-hour-engine-test";

/// Queues `request` and returns its handle; `on_reply` gets every reply of the job (`call::call`
/// and `driver::Driver` read them).
pub(super) fn start(request: Request, on_reply: OnReply) -> EngineJob {
    let job = ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        e.next_job += 1;
        let job = e.next_job;
        e.handlers.insert(job, on_reply);
        let storage = browser_storage::local();
        let test = storage.as_ref().and_then(|s| s.get_item(TEST_KEY).ok().flatten());
        if test.as_deref() == Some("panic") {
            storage.map(|s| s.remove_item(TEST_KEY));
            e.queue.push_back((job, Request::Panic));
        } else {
            e.queue.push_back((job, request));
        }
        job
    });
    pump();
    EngineJob { job }
}

/// The engine worker and the job it runs.
struct Running {
    connection: Connection,
    /// Its wasm is loaded and listening.
    ready: bool,
    /// The job it is running.
    job: Option<u32>,
}

#[derive(Default)]
struct Engine {
    worker: Option<Running>,
    /// Jobs waiting, with their numbers.
    queue: VecDeque<(u32, Request)>,
    handlers: HashMap<u32, OnReply>,
    next_job: u32,
    /// The page is being left (from `beforeunload` or `pagehide` until a `pageshow` brings it
    /// back): a worker whose loading the browser then aborts is no fault to report.
    leaving: bool,
    _page_listeners: Vec<gloo::events::EventListener>,
}

thread_local! {
    static ENGINE: RefCell<Engine> = RefCell::default();
}

/// Starts a worker when work waits and there is none, and hands a ready, idle worker the next job.
fn pump() {
    let failed = ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        if e.queue.is_empty() {
            return Vec::new();
        }
        if e._page_listeners.is_empty() {
            let window = gloo::utils::window();
            let on = |event: &'static str, leaving: bool| {
                gloo::events::EventListener::new(&window, event, move |_| ENGINE.with(|e| e.borrow_mut().leaving = leaving))
            };
            e._page_listeners = vec![on("beforeunload", true), on("pagehide", true), on("pageshow", false)];
        }
        if e.worker.is_none() {
            match Connection::spawn(on_heard) {
                Ok(connection) => e.worker = Some(Running { connection, ready: false, job: None }),
                Err(message) => return fail_all(&mut e, &message),
            }
        }
        let Engine { worker: Some(w), queue, .. } = &mut *e else { return Vec::new() };
        if w.ready && w.job.is_none() {
            let (job, request) = queue.pop_front().expect("the queue is not empty");
            w.job = Some(job);
            w.connection.post(job, &request, &[]);
        }
        Vec::new()
    });
    emit(failed);
}

/// Every queued job's handler with a `Failed` reply (the worker cannot start).
fn fail_all(e: &mut Engine, message: &str) -> Vec<(OnReply, Reply)> {
    let jobs: Vec<u32> = e.queue.drain(..).map(|(job, _)| job).collect();
    jobs.into_iter().filter_map(|job| e.handlers.remove(&job).map(|h| (h, Reply::Failed { message: message.to_string() }))).collect()
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
    let handler = ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        let w = e.worker.as_mut()?;
        if matches!(reply, Reply::Ready) {
            w.ready = true;
            return None;
        }
        if reply.is_final() && w.job == Some(job) {
            w.job = None;
            return e.handlers.remove(&job);
        }
        e.handlers.get(&job).cloned()
    });
    if let Some(handler) = handler {
        handler.emit((reply, bytes));
    }
    pump();
}

/// The worker died (out of memory, a panic, its files missing): its job fails with a message in
/// plain words, and the next request starts a fresh worker.
fn died(detail: &str) {
    // A page being left aborts a worker still loading: nothing to report (its jobs still end).
    if !ENGINE.with(|e| e.borrow().leaving) {
        gloo::console::error!(format!("engine worker: {detail}"));
    }
    let failed = ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        let Some(w) = e.worker.take() else { return Vec::new() };
        let (ready, running) = (w.ready, w.job);
        w.connection.end();
        match running {
            Some(job) => e.handlers.remove(&job).map(|h| vec![(h, Reply::Failed { message: STOPPED.into() })]).unwrap_or_default(),
            // It never came up: the queued jobs cannot run either.
            None if !ready => fail_all(&mut e, "the engine's worker could not be loaded (offline before it was cached?)"),
            None => Vec::new(),
        }
    });
    emit(failed);
}

/// Forgets a job; a running one ends with its worker.
fn cancel(job: u32) {
    ENGINE.with(|e| {
        let mut e = e.borrow_mut();
        e.handlers.remove(&job);
        e.queue.retain(|&(queued, _)| queued != job);
        if e.worker.as_ref().is_some_and(|w| w.job == Some(job)) {
            e.worker.take().expect("checked above").connection.end();
        }
    });
    // A job may be cancelled while a handler runs: start the next one after it.
    Timeout::new(0, pump).forget();
}
