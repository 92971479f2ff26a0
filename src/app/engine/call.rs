//! `call`, the one way to ask the engine: a request, a reader of its answer, and where progress
//! and the outcome go (over `worker::start`); and `read_plan`, a plan in an answer read on its
//! board.

use super::worker::{EngineJob, start};
use crate::worker_protocol::{Reply, Request};
use yew::Callback;

/// Sends `request(job)` to the engine and reads its replies: progress (positions, depth) to
/// `on_progress`, the job's answer through `answer` (a reply it does not read is left out), and
/// every way the job can end without one to `on_done` as `Err` with the message.
pub fn call<T: 'static>(
    request: impl FnOnce(u32) -> Request,
    on_progress: Option<Callback<(usize, usize)>>,
    answer: impl Fn(Reply, Option<Vec<u8>>) -> Option<Result<T, String>> + 'static,
    on_done: Callback<Result<T, String>>,
) -> EngineJob {
    let on_reply = Callback::from(move |(reply, bytes): (Reply, Option<Vec<u8>>)| match reply {
        Reply::Progress { positions, depth, .. } => {
            if let Some(p) = &on_progress {
                p.emit((positions, depth));
            }
        }
        Reply::Failed { message, .. } | Reply::TooLarge { message, .. } => on_done.emit(Err(message)),
        reply => {
            if let Some(outcome) = answer(reply, bytes) {
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
) -> Result<Option<Vec<rush_hour_engine::model::rules::Move>>, String> {
    text.map(|t| rush_hour_engine::model::notation::parse_plan(board, &t).map_err(|e| format!("the engine's plan could not be read: {e}")))
        .transpose()
}
