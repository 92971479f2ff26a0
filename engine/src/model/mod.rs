//! The puzzle itself: `board` (the static board, vehicles and positions), `grid` (grid strings
//! and pasted drawings in and out), `rules` (legal moves on plain positions, applying and
//! replaying them) and `notation` (plans in card and Fogleman notation).

pub mod board;
pub mod grid;
pub mod notation;
pub mod rules;
