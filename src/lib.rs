//! Rush Hour: a pure engine (board, grid strings, rules, BFS solver, cluster analysis, notation)
//! compiled natively and to wasm, the Yew app over it (wasm only) and the native CLI.

pub mod engine;

#[cfg(target_arch = "wasm32")]
pub mod app;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
