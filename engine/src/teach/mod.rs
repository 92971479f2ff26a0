//! For the classroom: `algorithms` (BFS, depth-limited DFS, IDDFS and A* side by side with the
//! counts a course compares), `heuristic` (A*'s heuristics: zero, blocking, two-level, weighted),
//! `branching` (the effective branching factor b*) and `graph` (a cluster's state graph laid out
//! by distance; `graph_bytes`: as bytes, from the worker to the page).

pub mod algorithms;
pub mod branching;
pub mod graph;
pub mod graph_bytes;
pub mod heuristic;
