//! The board, drawn once for the game, the editor, the classroom's pictures and the SVG download:
//!
//! - `geometry` — where the grid, its cells, the pieces, the frame and the exit sit in user units
//! - `drawing` — the SVG of a board's background (cells, walls, frame, exit) and a board as a
//!   standalone SVG document
//! - `board_svg` — the `<svg>` a board is drawn in, its layers under and over the vehicles
//! - `board_view` — a board as a picture (`BoardView`)
//! - `game_board` — the game's board (`GameBoard`), made of:
//!   - `vehicle` — one vehicle, its keys; `drag` — dragging it; `vehicle_moves` — what the
//!     vehicles do to the game; `focus` — the focus moved to a neighbouring vehicle
//!   - `hint_layer` — the hint's ghost and arrow
//!   - `tap_layer` — tap to move: the tapped vehicle and the cells of its line
//!   - `cell_grid` — the cells as an ARIA grid, and its cursor

mod board_svg;
mod board_view;
mod cell_grid;
mod drag;
pub mod drawing;
mod focus;
mod game_board;
pub mod geometry;
mod hint_layer;
mod tap_layer;
mod vehicle;
mod vehicle_moves;

pub use board_view::{BoardProps, BoardView};
pub use game_board::GameBoard;
