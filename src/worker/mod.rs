//! Inside the engine's Web Worker: requests from the page (`worker_protocol`) run one at a time,
//! to the end, with progress posted at most every 100 ms. The page cancels a job by terminating
//! the worker (which also frees its memory) and starts a fresh one for the next request.

mod jobs;
mod split_jobs;
#[cfg(feature = "tools")]
mod tools_jobs;

use crate::worker_protocol::{Reply, Request, decode, encode};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Starts answering the page's requests, then tells it so (`Reply::Ready`).
pub fn listen() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        // The request's `ArrayBuffer`, or `[request, buffers…]` when buffers come beside it.
        let data = event.data();
        let mut buffers: Vec<js_sys::ArrayBuffer> = match data.dyn_ref::<js_sys::Array>() {
            Some(array) => array.iter().filter_map(|b| b.dyn_into().ok()).collect(),
            None => data.dyn_into().into_iter().collect(),
        };
        let request = if buffers.is_empty() { Vec::new() } else { js_sys::Uint8Array::new(&buffers.remove(0)).to_vec() };
        match decode::<Request>(&request) {
            Ok(Request::SplitReceive { job }) => split_jobs::receive(job, &buffers),
            Ok(request) => jobs::run(request),
            Err(message) => post(&Reply::Failed { job: 0, message }, None),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&Reply::Ready, None);
}

/// Posts a reply to the page, with bytes beside it: `[reply, bytes]`, each an `ArrayBuffer`,
/// transferred, not copied.
fn post(reply: &Reply, bytes: Option<Vec<u8>>) {
    post_buffers(reply, bytes.map(|b| js_sys::Uint8Array::from(b.as_slice()).buffer()).into_iter().collect());
}

/// Posts a reply with any number of buffers beside it: `[reply, buffers…]`, all transferred.
fn post_buffers(reply: &Reply, beside: Vec<js_sys::ArrayBuffer>) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let head = js_sys::Uint8Array::from(encode(reply).as_slice()).buffer();
    let buffers: js_sys::Array = std::iter::once(head).chain(beside).collect();
    // Posting to the page cannot fail for these values (ArrayBuffers).
    let _ = scope.post_message_with_transfer(&buffers, &buffers);
}

/// The worker's memory (its wasm memory's size) in bytes.
fn memory() -> usize {
    wasm_bindgen::memory().unchecked_into::<js_sys::WebAssembly::Memory>().buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length()
        as usize
}

/// Milliseconds on the worker's clock.
fn now() -> f64 {
    js_sys::Date::now()
}
