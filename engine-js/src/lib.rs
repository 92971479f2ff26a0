//! The JavaScript bindings of `rush-hour-engine`: the npm package `rush-hour-engine`, built by
//! `scripts/build-npm.sh` (cargo, then wasm-bindgen). A thin layer: every rule, search and message is the
//! engine's; this crate turns its types into JavaScript classes and plain objects, and its errors
//! into thrown `Error`s.
//!
//! - [`puzzle`]: the `Puzzle` class — parse a grid string, its board, legal moves, apply, play a
//!   plan, solve, hint, analyse.
//! - [`cluster`]: the `Cluster` class — a finished cluster analysis: distances, hints, plans,
//!   hardest position, histogram.
//! - [`generate`]: `generate()` — new puzzles in a range of optimal lengths.
//! - [`convert`]: the plain objects (`Move`, `Solution`, `Stats`, the options…) with their
//!   TypeScript declarations, and the conversions between them and the engine's types.
//! - [`fault`]: the `Error`s thrown for bad input and stopped searches.
//!
//! Natively the crate is empty (its dependencies are wasm only).

#![cfg(target_arch = "wasm32")]

pub mod cluster;
pub mod convert;
pub mod fault;
pub mod generate;
pub mod puzzle;

use wasm_bindgen::prelude::*;

/// Called where a caller first enters the module (reading a puzzle, generating one): a panic (a
/// bug: the engine never panics on input) prints its message on the console before the wasm
/// traps. (Not a `#[wasm_bindgen(start)]` function: that would be exported as `start()`.)
pub(crate) fn report_panics() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`, in Node.js, pages and workers alike.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// Milliseconds on the platform's monotonic clock (the engine has none of its own in wasm).
pub(crate) fn now() -> f64 {
    performance_now()
}
