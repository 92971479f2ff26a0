//! The game itself, without the web: the state machine the Yew app drives (tested natively).

pub mod background;
pub mod board_words;
pub mod clock;
pub mod cluster_too_large;
pub mod daily;
pub mod editor;
pub mod engine_failure;
pub mod generator_reach;
pub mod handoff;
pub mod kept;
pub mod memory_budget;
pub mod messages;
pub mod next_puzzle;
pub mod plan_line;
pub mod play;
pub mod playback;
pub mod progress;
pub mod puzzle_id;
pub mod rating;
pub mod review;
pub mod session;
pub mod settings;
pub mod state;
pub mod statistics;
pub mod transfer;
