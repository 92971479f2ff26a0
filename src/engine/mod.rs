//! The pure Rush Hour engine: no web dependencies, compiled natively and to wasm.
//!
//! `board` (the static board and positions) → `grid` (grid strings in and out) → `rules` (legal
//! moves on plain positions) → `compact` + `table` (packed keys, successor bitboards, the visited
//! set) → `solve` (BFS to the goal) and `cluster` (every reachable position with its distance to
//! the goal, hints) → `notation` (card and Fogleman plans).

pub mod board;
pub mod cluster;
pub mod compact;
pub mod generate;
pub mod grid;
pub mod notation;
pub mod rules;
pub mod solve;
pub mod table;
