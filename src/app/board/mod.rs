//! The board, drawn once for the game, the editor, the classroom's pictures and the SVG download:
//!
//! - `geometry` — where the grid, its cells, the pieces, the frame and the exit sit in user units
//! - `drawing` — the SVG of a board's background (cells, walls, frame, exit) and a board as a
//!   standalone SVG document
//! - `palette` — the vehicles' colours and names
//! - `game_board` — the game's board (`GameBoard`) and a board as a picture (`BoardView`)
//! - `vehicle` — one vehicle of the game's board, its keys; `drag` — dragging it

mod drag;
pub mod drawing;
mod game_board;
pub mod geometry;
mod vehicle;

pub use game_board::{BoardProps, BoardView, GameBoard};
