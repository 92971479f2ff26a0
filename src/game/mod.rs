//! The game itself, without the web: the state machine the Yew app drives (tested natively).

pub mod state;
pub mod library;
pub mod progress;
