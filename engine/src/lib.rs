//! The pure Rush Hour engine: no web dependencies, compiled natively and to wasm.
//!
//! `board` (the static board and positions) → `grid` (grid strings in and out) → `rules` (legal
//! moves on plain positions) → `compact` + `table` (packed keys, successor bitboards, the visited
//! set) → `solve` (BFS to the goal) and `cluster` (every reachable position with its distance to
//! the goal, hints) → `notation` (card and Fogleman plans). For the classroom: `search` (BFS,
//! DFS, IDDFS and A* side by side with their node counts; a layer-by-layer BFS for the
//! visualizer) and `graph` (a cluster's state graph laid out in columns by distance to the goal).

pub mod board;
pub mod cluster;
pub mod compact;
pub mod fast;
pub mod generate;
pub mod graph;
pub mod grid;
pub mod layers;
pub mod library;
pub mod notation;
pub mod rules;
pub mod search;
pub mod solve;
pub mod table;
