//! One engine worker as the page holds it (`worker/`, the `rush-hour-worker` binary): spawned,
//! sent requests, its replies read, ended. The engine worker's queue (`worker.rs`) and each part
//! of a split search (`driver.rs`'s `Parts`) are one of these; both read what it hears the same way.
//!
//! Ending a worker terminates it: the only way to stop a wasm computation at once, and to give
//! its memory back.

use crate::worker_protocol::{Envelope, Reply, Request, decode, encode};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, Worker};

/// The worker's loader beside the page (`static/rush-hour-worker_loader.js`): it loads the worker's
/// glue and its wasm.
const WORKER_URL: &str = "./rush-hour-worker_loader.js";

/// What a worker says.
pub enum Heard {
    /// A reply to the job numbered first, with the buffers that came after it (`[reply,
    /// buffers…]`, `worker::scope::post`).
    Reply(u32, Reply, js_sys::Array),
    /// The worker died (out of memory, a panic, its files missing) or sent what cannot be read:
    /// why, for the console.
    Died(String),
}

/// A running worker; what it says goes to the listener it was spawned with.
pub struct Connection {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl Connection {
    /// Starts a worker (its wasm loads meanwhile: it says `Reply::Ready` when it listens).
    pub fn spawn(listen: impl Fn(Heard) + 'static) -> Result<Connection, String> {
        let worker = Worker::new(WORKER_URL).map_err(|_| "the engine's worker could not be started in this browser".to_string())?;
        let listen = std::rc::Rc::new(listen);
        let on_died = listen.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| listen(heard(event)));
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            on_died(Heard::Died(error_text(&event)))
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Connection { worker, _on_message: on_message, _on_error: on_error })
    }

    /// Sends `request` as job `job`, with `beside` after it (`[request, buffers…]`), every buffer
    /// transferred.
    pub fn post(&self, job: u32, request: &Request, beside: &[JsValue]) {
        let head = encode(&Envelope { job, body: request });
        let message = js_sys::Array::of1(&js_sys::Uint8Array::from(head.as_slice()).buffer());
        for b in beside {
            message.push(b);
        }
        let _ = self.worker.post_message_with_transfer(&message, &message);
    }

    /// Stops the worker at once; the connection itself is dropped after the current event (its
    /// closures may be the ones running).
    pub fn end(self) {
        self.worker.terminate();
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        Timeout::new(0, move || drop(self)).forget();
    }
}

/// A message from the worker read: `[reply, buffers…]`, each an `ArrayBuffer`.
fn heard(event: MessageEvent) -> Heard {
    let data = event.data().dyn_into::<js_sys::Array>().unwrap_or_default();
    let head = data.shift().dyn_into::<js_sys::ArrayBuffer>().map(|b| js_sys::Uint8Array::new(&b).to_vec()).unwrap_or_default();
    match decode::<Envelope<Reply>>(&head) {
        Ok(Envelope { job, body }) => Heard::Reply(job, body, data),
        Err(message) => Heard::Died(message),
    }
}

/// What a worker's `error` event says: an `ErrorEvent`'s message when the worker threw, or, for
/// the plain `Event` of a worker whose script could not be loaded, that.
fn error_text(event: &Event) -> String {
    js_sys::Reflect::get(event, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_else(|| "its script could not be loaded".to_string())
}
