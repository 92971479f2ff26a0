//! The pure Rush Hour engine: no web dependencies, compiled natively and to wasm.

pub mod board;
pub mod grid;
