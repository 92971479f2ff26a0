//! The tools page's questions posted to the engine worker and their answers handed on: `call`,
//! the one way to ask for a single answer (a request, a reader of its replies, one path for every
//! failure), and `ask`, a `Question` of `engine_client::tool_questions` (which builds the request
//! and reads and checks the replies) through it; the classroom's and the generator's.

use super::worker::{EngineJob, start};
use crate::app::time::now;
use crate::engine_client::Said;
use crate::engine_client::tool_questions::*;
use crate::game::engine_failure::EngineFailure;
use crate::worker_protocol::{Answer, GeneratorReply, Reply, Request};
use rush_hour_engine::teach::graph::StateGraph;
use yew::Callback;

/// Sends `request` to the engine and reads its replies until the job ends: progress to
/// `on_progress`; each of the request's own replies (`A`) to `read`, which gives the job's
/// outcome (`Some`) or, for a reply on the way to it, `None`. Every way a job ends without its
/// answer reaches `on_done` as an `EngineFailure`: the worker's failure in its words, a stop at
/// the memory budget with its figures, a worker that died or could not start.
pub fn call<A: Answer, T: 'static>(
    request: Request,
    on_progress: Option<Callback<JobProgress>>,
    read: impl Fn(A, Option<Vec<u8>>) -> Option<Result<T, EngineFailure>> + 'static,
    on_done: Callback<Result<T, EngineFailure>>,
) -> EngineJob {
    let on_reply = Callback::from(move |(reply, bytes): (Reply, Option<Vec<u8>>)| match Said::<A>::of(reply) {
        Said::Ready => {}
        Said::Progress { positions, depth, memory } => on_progress.iter().for_each(|p| p.emit(JobProgress { positions, depth, memory })),
        Said::Ended(failure) => on_done.emit(Err(failure)),
        Said::Answer(answer) => read(answer, bytes).into_iter().for_each(|outcome| on_done.emit(outcome)),
    });
    start(request, on_reply)
}

/// Asks `question`: its progress to `on_progress`, its answer or why there is none, in words (as
/// the classroom shows it), to `on_done`.
pub fn ask<Q: Question>(question: Q, on_progress: Option<Callback<JobProgress>>, on_done: Callback<Result<Q::Found, String>>) -> EngineJob {
    let on_done = on_done.reform(|found: Result<Q::Found, EngineFailure>| found.map_err(|f| f.to_string()));
    call(question.request(), on_progress, move |reply, bytes| question.read(reply, bytes.as_deref()), on_done)
}

/// A graph from the worker, and what it cost: the worker's milliseconds (analysis and build) and
/// the page's (reading the bytes).
pub struct BuiltGraph {
    pub graph: StateGraph,
    pub worker_ms: f64,
    pub read_ms: f64,
}

/// Builds the state graph of `question` (timed as the page reads it); `on_done` gets it or why
/// there is none.
pub fn build_graph(question: GraphQuestion, on_done: Callback<Result<BuiltGraph, String>>) -> EngineJob {
    let request = question.request();
    let read = move |built, bytes: Option<Vec<u8>>| {
        let t = now();
        let graph = question.read(built, bytes.as_deref());
        graph.map(|read| read.map(|(graph, worker_ms)| BuiltGraph { graph, worker_ms, read_ms: now() - t }))
    };
    call(request, None, read, on_done.reform(|built: Result<_, EngineFailure>| built.map_err(|f| f.to_string())))
}

/// Generates a puzzle: the layouts rated so far to `on_rated`, then what it found or why it could
/// not run to `on_done`.
pub fn generate(question: GeneratorQuestion, on_rated: Callback<usize>, on_done: Callback<Result<NewPuzzle, EngineFailure>>) -> EngineJob {
    let request = question.request();
    let read = move |reply, _| {
        if let GeneratorReply::Rated { tries } = reply {
            on_rated.emit(tries);
        }
        question.read(reply, None)
    };
    call(request, None, read, on_done)
}
