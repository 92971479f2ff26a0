//! The effects around the game's reducer, one hook per file (App calls them).

mod game_analysis;

pub use game_analysis::use_game_analysis;
