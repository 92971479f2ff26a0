//! The Rush Hour engine: no web dependencies, compiled natively, to wasm for the game, and for
//! the command line.
//!
//! - [`model`]: the board and its positions, grid strings and pasted drawings, the rules, and
//!   move notation.
//! - [`search`]: positions packed into machine words, successor generators, the visited set and
//!   the breadth-first core (`search/breadth_first/bfs.rs`) behind the solver, the cluster analysis and the
//!   visualizer's layer-by-layer search, and the big boards' sorted-layer search beside it
//!   (`search/lean/sorted_layers.rs`: no hash table; why two is in `search/mod.rs`).
//! - [`teach`]: the classroom's textbook algorithms side by side (BFS on the same core; DFS,
//!   IDDFS and A* written out, as they are the lesson) and a cluster's state graph.
//! - [`generate`]: new puzzles in a range of optimal lengths.
//! - [`library`]: the graded puzzle library the game and the generator draw from.
//! - [`daily`]: the daily puzzle's choice from the date, and calendar dates.

pub mod daily;
pub mod generate;
pub mod library;
pub mod model;
pub mod search;
pub mod teach;
