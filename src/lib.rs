//! Rush Hour in the browser: the game's state machine (`game`, no web code, tested natively) and
//! the Yew app over it (`app`, wasm only). The engine is the `rush-hour-engine` crate.

pub mod game;

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub mod app;
