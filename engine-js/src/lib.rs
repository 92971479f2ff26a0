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
//! - [`options`]: the options objects read from JavaScript, and the engine's limits from them.
//! - [`fault`]: the `Error`s thrown for bad input and stopped searches.
//! - [`host`]: what the JavaScript host gives: its clock, and the panic hook.
//!
//! Natively the crate is empty (its dependencies are wasm only).

#![cfg(target_arch = "wasm32")]

pub mod cluster;
pub mod convert;
pub mod fault;
pub mod generate;
pub mod host;
pub mod options;
pub mod puzzle;
