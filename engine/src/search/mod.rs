//! Search over packed positions.
//!
//! - `bfs`: THE breadth-first search — one resumable core behind every BFS of the engine.
//! - `packed`: a position as a key of one, two or four 64-bit words, and `with_key_type!`, the
//!   one place a search picks its key width, successor generator and distance table.
//! - `packed_board`: how a board's positions are packed, the goal test on keys.
//! - `successors`: what the core asks of a successor generator, `LastMove` (the pruning), and
//!   the general generator; `small_board`: the faster one for boards whose positions fit a word.
//! - `visited`: the open-addressing visited set; `distance_table`: the cluster analysis's keys
//!   with their distances.
//! - `limits`: budgets (positions, memory), the progress hook, statistics, why a search stopped.
//! - `cluster_bytes`: a finished cluster as bytes and back (the page's worker hands it over).
//! - `solver`, `cluster` + `cluster_builder`, `layers`: what the game and the classroom ask of
//!   the core — an optimal plan, every position's distance to the goal, one layer at a time.
//! - `frontier`: the memory-lean solver, `solve_lean`: the last three layers only, as sorted
//!   arrays of `line_code` codes (`sorted_layers`), or, where a code would pass 128 bits, in a
//!   hashed `layer_set` on the core; its plan recovered by a search from both ends,
//!   `bidirectional`.
//! - `blocking_bound`: the classroom's blocking bounds on packed keys.
//! - `lower_bound`: proven lower bounds (no plan of ≤ k moves) by the sorted-layer search with an
//!   admissible bound; `upper_bound`: short plans by beam search, shortened (`shortcuts`).

pub(crate) mod bfs;
pub(crate) mod bidirectional;
pub(crate) mod blocking_bound;
pub mod cluster;
pub mod cluster_builder;
pub mod cluster_bytes;
pub(crate) mod distance_table;
pub mod frontier;
pub mod layer_archive;
pub(crate) mod layer_set;
pub mod layers;
pub mod limits;
pub(crate) mod line_code;
pub mod lower_bound;
pub(crate) mod packed;
pub(crate) mod packed_board;
pub(crate) mod packed_layout;
pub(crate) mod shortcuts;
pub(crate) mod small_board;
pub mod solver;
pub(crate) mod sorted_layers;
pub mod split_layers;
pub(crate) mod successors;
pub mod upper_bound;
pub(crate) mod visited;
