//! The game itself, without the web: the state machine the Yew app drives (tested natively).

pub mod editor;
pub mod handoff;
pub mod progress;
pub mod state;
