//! The effects around the game's reducer, one hook per file (`App` calls them):
//!
//! - `url_sync` — the link follows the puzzle, a changed link loads its puzzle
//! - `kept_stores` — the progress, the daily log and the board's switches read from and written
//!   to localStorage, every write checked (one code path for the three, on both pages)
//! - `session_game` — the game in progress kept for the tab (sessionStorage) across a reload
//!   and the way to the tools page and back
//! - `analysis_sync` — the engine's analysis kept in step with the puzzle and the position on the
//!   board, in the engine's worker
//! - `playback_timer` — the plan's playback timer
//! - `page_keys` — the one listener for keys pressed anywhere on the page (the shortcuts', Present's)
//! - `keyboard_shortcuts` — the game's keyboard shortcuts
//! - `generator_in_view` — the generator scrolled into view when "New puzzle" opened the page
//! - `clock_sync` — the puzzle's clock synced with the page's time and visibility
//! - `first_gesture` — the player's first press or key, which lets sound play
//! - `move_sounds` — the sounds of moves and of the win
//! - `review_searches` — on a board too large to analyse whole, the plans a won game's review
//!   needs, searched in the engine's worker
//! - `held_for` — whether a condition has held for a while (the Stop analysis button waits)
//! - `puzzle_in_view` — a new puzzle brings the counter and the board back into view
//! - `start_stage` — the first render in stages (the board's frame first; the vehicles, the
//!   panels in later tasks)

mod analysis_sync;
mod clock_sync;
mod first_gesture;
mod generator_in_view;
mod held_for;
mod kept_stores;
mod keyboard_shortcuts;
mod move_sounds;
mod page_keys;
mod playback_timer;
mod puzzle_in_view;
mod review_searches;
mod session_game;
mod start_stage;
mod url_sync;

pub use analysis_sync::use_analysis_sync;
pub use clock_sync::use_clock;
pub use first_gesture::use_first_gesture;
pub use generator_in_view::use_generator_in_view;
pub use held_for::use_held_for;
pub use kept_stores::use_kept_stores;
pub use keyboard_shortcuts::use_keyboard_shortcuts;
pub use move_sounds::use_move_sounds;
pub use page_keys::use_page_keys;
pub use playback_timer::use_playback_timer;
pub use puzzle_in_view::use_puzzle_in_view;
pub use review_searches::use_review_searches;
pub use session_game::use_session_game;
pub use start_stage::{StartStage, use_start_stage};
pub use url_sync::use_url_sync;
