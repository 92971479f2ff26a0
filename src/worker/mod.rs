//! Inside the engine's Web Worker: requests from the page (`worker_protocol`) run one at a time,
//! to the end, with progress posted at most every 100 ms. The page cancels a job by terminating
//! the worker (which also frees its memory) and starts a fresh one for the next request.

#[cfg(feature = "tools")]
mod bounds_jobs;
mod jobs;
mod known_jobs;
mod progress_posts;
mod request;
mod scope;
mod split_jobs;
#[cfg(feature = "tools")]
mod tools_jobs;

use crate::worker_protocol::{Envelope, Reply, Request, decode};
use scope::post;
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
        match decode::<Envelope<Request>>(&request) {
            Ok(Envelope { job, body }) => jobs::run(job, body, &buffers),
            Err(message) => post(0, &Reply::Failed { message }, None),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(0, &Reply::Ready, None);
}
