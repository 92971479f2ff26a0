//! The engine worker's queue, without the web: one worker runs one job at a time, jobs wait in
//! order, a cancelled job is forgotten (a running one ends with its worker: the transport
//! terminates it, and the next job starts a fresh one), a worker that dies fails its job, and a
//! worker that never came up fails every job waiting. `app/engine/worker.rs` holds the worker
//! itself and does what [`EngineQueue`] decides; `H` is what a job's replies are given to.

use super::STOPPED;
use crate::worker_protocol::{Reply, Request};
use std::collections::{HashMap, VecDeque};

/// What the worker's loader failing before it listened tells every job waiting.
pub const NOT_LOADED: &str = "the engine's worker could not be loaded (offline before it was cached?)";

/// The end-to-end tests' way to make the worker fail: the value of their `localStorage` key
/// ("panic") turns the next job into `Request::Panic`, once (the transport then clears the key).
pub fn test_request(key: Option<&str>) -> Option<Request> {
    (key == Some("panic")).then_some(Request::Panic)
}

/// What the transport does next for the queue.
#[derive(Debug, PartialEq)]
pub enum Next {
    /// Start a worker (then [`EngineQueue::spawned`], or [`EngineQueue::spawn_failed`]).
    Spawn,
    /// Post this job to the worker, which listens and is idle.
    Post(u32, Request),
    /// Nothing: no work, or the worker is loading or busy.
    Wait,
}

/// The worker as the queue sees it: listening yet, and the job it runs.
#[derive(Debug, Default)]
struct Worker {
    ready: bool,
    job: Option<u32>,
}

/// Jobs numbered from 1, waiting or running, and where each one's replies go.
#[derive(Debug)]
pub struct EngineQueue<H> {
    worker: Option<Worker>,
    waiting: VecDeque<(u32, Request)>,
    handlers: HashMap<u32, H>,
    last_job: u32,
}

impl<H> Default for EngineQueue<H> {
    fn default() -> Self {
        EngineQueue { worker: None, waiting: VecDeque::new(), handlers: HashMap::new(), last_job: 0 }
    }
}

impl<H: Clone> EngineQueue<H> {
    /// Queues `request`, its replies for `handler`; its job's number.
    pub fn push(&mut self, request: Request, handler: H) -> u32 {
        self.last_job += 1;
        self.handlers.insert(self.last_job, handler);
        self.waiting.push_back((self.last_job, request));
        self.last_job
    }

    /// What to do now: a worker to start when work waits and there is none, or the next job for
    /// a worker that listens and is idle (then counted as running).
    pub fn next_step(&mut self) -> Next {
        match &mut self.worker {
            _ if self.waiting.is_empty() => Next::Wait,
            None => Next::Spawn,
            Some(w) if w.ready && w.job.is_none() => {
                let (job, request) = self.waiting.pop_front().expect("checked above");
                w.job = Some(job);
                Next::Post(job, request)
            }
            Some(_) => Next::Wait,
        }
    }

    /// A worker was started (it is loading).
    pub fn spawned(&mut self) {
        self.worker = Some(Worker::default());
    }

    /// No worker could start: every waiting job fails with `message`.
    pub fn spawn_failed(&mut self, message: &str) -> Vec<(H, Reply)> {
        self.fail_waiting(message)
    }

    /// Where a reply to `job` goes (none: the worker's `Ready`, or a job forgotten); a job's
    /// last reply ends it, and the worker is idle again.
    pub fn on_reply(&mut self, job: u32, reply: &Reply) -> Option<H> {
        let w = self.worker.as_mut()?;
        if matches!(reply, Reply::Ready) {
            w.ready = true;
            return None;
        }
        if reply.is_final() && w.job == Some(job) {
            w.job = None;
            return self.handlers.remove(&job);
        }
        self.handlers.get(&job).cloned()
    }

    /// The worker died (out of memory, a panic, its files missing): its job fails, saying so (or,
    /// if it never listened, every job waiting); the next job starts a fresh worker.
    pub fn died(&mut self) -> Vec<(H, Reply)> {
        match self.worker.take() {
            Some(Worker { job: Some(job), .. }) => {
                self.handlers.remove(&job).map(|h| vec![(h, Reply::Failed { message: STOPPED.into() })]).unwrap_or_default()
            }
            Some(Worker { ready: false, .. }) => self.fail_waiting(NOT_LOADED),
            _ => Vec::new(),
        }
    }

    /// Forgets `job`; true when it was running, and the transport ends its worker (the only way
    /// to stop a wasm computation at once, and to give its memory back).
    pub fn cancel(&mut self, job: u32) -> bool {
        self.handlers.remove(&job);
        self.waiting.retain(|&(waiting, _)| waiting != job);
        let running = self.worker.as_ref().is_some_and(|w| w.job == Some(job));
        if running {
            self.worker = None;
        }
        running
    }

    fn fail_waiting(&mut self, message: &str) -> Vec<(H, Reply)> {
        let jobs: Vec<u32> = self.waiting.drain(..).map(|(job, _)| job).collect();
        jobs.into_iter().filter_map(|job| self.handlers.remove(&job).map(|h| (h, Reply::Failed { message: message.into() }))).collect()
    }
}

#[cfg(test)]
mod tests;
