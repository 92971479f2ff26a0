//! What the JavaScript host gives the bindings: its monotonic clock (the engine has none of its
//! own in wasm) and the console for a panic's message.

use wasm_bindgen::prelude::*;

/// Called where a caller first enters the module (reading a puzzle, generating one): a panic (a
/// bug: the engine never panics on input) prints its message on the console before the wasm
/// traps. (Not a `#[wasm_bindgen(start)]` function: that would be exported as `start()`.)
pub fn report_panics() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, in Node.js, pages and workers alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Milliseconds on the platform's monotonic clock (the engine has none of its own in wasm).
pub fn now() -> f64 {
    performance_now()
}
