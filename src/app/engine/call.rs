//! `call`, the one way to ask the engine worker: a request, a reader of its replies, and where
//! progress and the outcome go (over `worker::start`); and `read_plan`, a plan in an answer read
//! on its board.

use super::worker::{EngineJob, start};
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{Reply, Request};
use yew::Callback;

/// A job's progress: positions found, the search's depth, the worker's memory in bytes.
#[derive(Clone, Copy)]
pub struct Progress {
    pub positions: usize,
    pub depth: usize,
    pub memory: usize,
}

/// Sends `request` to the engine and reads its replies until the job ends: progress to
/// `on_progress`; each reply of the request's own to `read`, which gives the job's outcome
/// (`Some`) or, for a reply on the way to it (a plan before the analysis, layouts rated), acts on
/// it and gives `None`: the streaming form of a job with several replies. Every way a job ends
/// without its answer reaches `on_done` as an `EngineFailure`: the worker's failure in its words,
/// a stop at the memory budget with its figures, a worker that died or could not start.
pub fn call<T: 'static>(
    request: Request,
    on_progress: Option<Callback<Progress>>,
    read: impl Fn(Reply, Option<Vec<u8>>) -> Option<Result<T, EngineFailure>> + 'static,
    on_done: Callback<Result<T, EngineFailure>>,
) -> EngineJob {
    let on_reply = Callback::from(move |(reply, bytes): (Reply, Option<Vec<u8>>)| match reply {
        Reply::Progress { positions, depth, memory, .. } => {
            if let Some(p) = &on_progress {
                p.emit(Progress { positions, depth, memory });
            }
        }
        Reply::Failed { message, .. } => on_done.emit(Err(EngineFailure::Other(message))),
        Reply::MemoryStop { budget, positions, depth, .. } => on_done.emit(Err(EngineFailure::MemoryBudget { budget, positions, depth })),
        reply => {
            if let Some(outcome) = read(reply, bytes) {
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
