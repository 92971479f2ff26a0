//! Rush Hour in the browser: the game's state machine (`game`, no web code, tested natively), the
//! engine client's decisions (`engine_client`: what to ask the engine's workers and what their
//! replies make of the game; no web code, tested natively), the
//! colours every board is drawn with (`palette`, tested natively) and
//! the Yew app over it (`app`, wasm only), and the engine's Web Worker (`worker`, wasm only) with
//! the messages the two exchange (`worker_protocol`); with the tools, the UvA 12×12's recorded
//! proof as the classroom reads it (`recorded_bounds`, tested natively). The engine is the
//! `rush-hour-engine` crate.

pub mod decimal;
pub mod engine_client;
pub mod game;
pub mod palette;
#[cfg(feature = "tools")]
pub mod recorded_bounds;
pub mod worker_protocol;

/// Inside the engine's Web Worker (the `rush-hour-worker` binary).
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub mod worker;

/// The Yew app (the `rush-hour-app` binary), with the `app` feature; the engine worker is built
/// without it.
#[cfg(all(target_arch = "wasm32", target_os = "unknown", feature = "app"))]
pub mod app;
