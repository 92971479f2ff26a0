//! Search over packed positions.
//!
//! - `packed`: a position as a key of one, two or four 64-bit words, and how a board's positions
//!   are packed; the general successor generator over packed keys.
//! - `small_board`: a faster successor generator for boards whose positions fit one word.
//! - `visited`: the open-addressing visited set; `distance_table`: the cluster analysis's keys
//!   with their distances.
//! - `bfs`: the one breadth-first core, resumable in slices of work.
//! - `solver`, `cluster`, `layers`: what the game asks of it — an optimal plan, every position's
//!   distance to the goal, and one layer at a time for the visualizer.

pub(crate) mod bfs;
pub mod cluster;
pub mod cluster_builder;
pub(crate) mod distance_table;
#[cfg(feature = "hashbrown-tables")]
pub(crate) mod hashbrown_tables;
pub mod layers;
pub mod limits;
pub(crate) mod packed;
pub(crate) mod packed_board;
pub(crate) mod small_board;
pub mod solver;
pub(crate) mod successors;
pub(crate) mod visited;
