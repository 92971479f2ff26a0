//! `call`, the one way to ask the engine worker: a request, a reader of its replies, and where
//! progress and the outcome go (over `worker::start`); and `read_plan`, a plan in an answer read
//! on its board.

use super::worker::{EngineJob, start};
use crate::engine_client::Said;
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{Answer, Reply, Request};
use yew::Callback;

/// A job's progress: positions found, the search's depth, the worker's memory in bytes.
#[derive(Clone, Copy)]
pub struct Progress {
    pub positions: usize,
    pub depth: usize,
    pub memory: usize,
}

/// Sends `request` to the engine and reads its replies until the job ends: progress to
/// `on_progress`; each of the request's own replies (`A`) to `read`, which gives the job's
/// outcome (`Some`) or, for a reply on the way to it (layouts rated), acts on it and gives `None`.
/// Every way a job ends without its answer reaches `on_done` as an `EngineFailure`: the worker's
/// failure in its words, a stop at the memory budget with its figures, a worker that died or
/// could not start.
pub fn call<A: Answer, T: 'static>(
    request: Request,
    on_progress: Option<Callback<Progress>>,
    read: impl Fn(A, Option<Vec<u8>>) -> Option<Result<T, EngineFailure>> + 'static,
    on_done: Callback<Result<T, EngineFailure>>,
) -> EngineJob {
    let on_reply = Callback::from(move |(reply, bytes): (Reply, Option<Vec<u8>>)| match Said::<A>::of(reply) {
        Said::Ready => {}
        Said::Progress { positions, depth, memory } => {
            if let Some(p) = &on_progress {
                p.emit(Progress { positions, depth, memory });
            }
        }
        Said::Ended(failure) => on_done.emit(Err(failure)),
        Said::Answer(answer) => {
            if let Some(outcome) = read(answer, bytes) {
                on_done.emit(outcome);
            }
        }
    });
    start(request, on_reply)
}

/// A plan the engine sent as text, read on `board`.
pub fn read_plan(
    board: &rush_hour_engine::model::board::Board,
    text: Option<String>,
) -> Result<Option<Vec<rush_hour_engine::model::rules::Move>>, EngineFailure> {
    text.map(|t| {
        rush_hour_engine::model::notation::parse_plan(board, &t)
            .map_err(|e| EngineFailure::Other(format!("the engine's plan could not be read: {e}")))
    })
    .transpose()
}
