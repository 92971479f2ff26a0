//! The worker's side of its connection to the page: replies posted with their buffers
//! transferred, and what a job reads of the worker itself (its memory, its clock).

use crate::worker_protocol::{Envelope, Reply, encode};
use rush_hour_engine::search::limits::SolveError;
use wasm_bindgen::JsCast;
use web_sys::DedicatedWorkerGlobalScope;

/// Posts a reply to job `job` to the page, with bytes beside it: `[reply, bytes]`, each an
/// `ArrayBuffer`, transferred, not copied.
pub(super) fn post(job: u32, reply: &Reply, bytes: Option<Vec<u8>>) {
    post_buffers(job, reply, bytes.map(|b| js_sys::Uint8Array::from(b.as_slice()).buffer()).into_iter().collect());
}

/// Posts a reply with any number of buffers beside it: `[reply, buffers…]`, all transferred.
pub(super) fn post_buffers(job: u32, reply: &Reply, beside: Vec<js_sys::ArrayBuffer>) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let head = js_sys::Uint8Array::from(encode(&Envelope { job, body: reply }).as_slice()).buffer();
    let buffers: js_sys::Array = std::iter::once(head).chain(beside).collect();
    // Posting to the page cannot fail for these values (ArrayBuffers).
    let _ = scope.post_message_with_transfer(&buffers, &buffers);
}

/// Posts why a search stopped without its answer: `MemoryStop` with its figures at the memory
/// budget (the page words it and offers more), `Failed` with the engine's words otherwise.
pub(super) fn post_stop(job: u32, e: &SolveError) {
    let reply = match e {
        SolveError::Memory { limit, stats } => Reply::MemoryStop {
            budget: *limit,
            positions: stats.discovered,
            depth: stats.frontier.len().saturating_sub(1),
            memory: memory(),
        },
        e => Reply::Failed { message: e.to_string() },
    };
    post(job, &reply, None);
}

/// The worker's memory (its wasm memory's size) in bytes.
pub(super) fn memory() -> usize {
    wasm_bindgen::memory().unchecked_into::<js_sys::WebAssembly::Memory>().buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length()
        as usize
}

/// Milliseconds on the worker's clock. Not the page's `app::time::now`: a worker has no
/// `window` (its `performance` is on its own global scope), and the worker imports nothing of
/// the page's app.
pub(super) fn now() -> f64 {
    js_sys::Date::now()
}
