//! For the classroom: `algorithms` (BFS, depth-limited DFS, IDDFS and A* side by side with the
//! counts a course compares), `heuristic` (A*'s blocking-vehicles bound) and `graph` (a cluster's state graph laid out by distance).

pub mod algorithms;
pub mod graph;
pub mod heuristic;
