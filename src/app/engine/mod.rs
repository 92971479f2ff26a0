//! The page's engine client: every request the page makes of the engine goes through here, to
//! the engine's Web Worker (`worker.rs`), so the page answers every board while the engine works.
//!
//! [`call`] is the one way to ask: a request, a reader of its answer, and where progress and the
//! outcome go. A job ends in exactly one outcome: its answer, or an error in plain words — the
//! worker's failure, the too-large answer, a worker that died or could not start. Dropping the
//! [`EngineJob`] cancels it (a running job ends with its worker). Adding a request is its
//! variant in `worker_protocol`, its handler in the worker, and a short caller here.
//!
//! One file per request (`worker_protocol::Request`):
//! - `analysis` — `Analyse`: a puzzle's cluster in moves or steps (the game's, the editor's, the
//!   classroom's), with the game's start plan first, the cluster read into the page in parts
//! - `solve` — `Solve`: an optimal plan from a position (boards whose cluster stays in the worker)
//! - `split` — `SplitStart`, `SplitExpand`, `SplitReceive`: that plan's search split over
//!   workers of its own, one per core, on boards above 8×8
//! - `layers` — `Layers`: the classroom's layer-by-layer search
//! - `graph` — `Graph`: the classroom's state graph
//! - `compare` — `Compare`: one algorithm of the classroom's comparison
//! - `worker` — the worker itself: jobs queued, run one at a time, cancelled, a dead worker
//!   replaced (the generator, `app::generator`, talks to it through `start`: its replies are
//!   progress of its own and two endings the page words differently)

pub mod analysis;
#[cfg(feature = "tools")]
pub mod compare;
#[cfg(feature = "tools")]
pub mod graph;
#[cfg(feature = "tools")]
pub mod layers;
pub mod solve;
pub mod split;
mod worker;

pub use worker::{EngineJob, labels, start};

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
fn read_plan(
    board: &rush_hour_engine::model::board::Board,
    text: Option<String>,
) -> Result<Option<Vec<rush_hour_engine::model::rules::Move>>, String> {
    text.map(|t| rush_hour_engine::model::notation::parse_plan(board, &t).map_err(|e| format!("the engine's plan could not be read: {e}")))
        .transpose()
}
