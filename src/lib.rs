//! Rush Hour: a pure engine (board, grid strings, rules, BFS solver, cluster analysis, notation)
//! and the game's state machine, compiled natively and to wasm; the Yew app over them (wasm
//! only) and the native CLI.

pub mod engine;
pub mod game;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub mod app;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod cli;
