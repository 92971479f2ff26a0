//! Search over packed positions, in four rooms by role (each module keeps its path,
//! `search::solver`, `search::frontier`…, re-exported below):
//!
//! - `breadth_first/`: the core (`bfs`) and what it stands on (keys, boards, successors, the
//!   visited set, the distance table, the limits);
//! - `answers/`: what the game and the classroom ask of the core (a plan, a cluster, layers, the
//!   answers after a move);
//! - `lean/`: the big boards' memory-lean searches (sorted layers, their split, the plan from
//!   both ends);
//! - `bounds/`: bounds on the optimum (the estimates, the lower bound, the beam and its
//!   shortening, the two one step at a time).
//!
//! Two breadth-first searches, of two shapes:
//!
//! - `bfs`: the core, one resumable search behind the solver, the cluster analysis, the
//!   visualizer's layers, the classroom's BFS, the hash-based lean search and the searches from
//!   both ends. It keeps its positions in a hash table (`visited`) and its queue in an arena, so
//!   it can give parents (a plan) and every position's distance (a cluster).
//! - `sorted_layers` (and `split_layers`, the same search in parts that share no memory, for the
//!   page's workers): the big boards' lean solver. It keeps three layers as sorted arrays of
//!   codes and finds duplicates by merging them, with no table at all. That is a different shape,
//!   not a copy of the core: a hash table's random probe per successor is what it exists to
//!   avoid (on 9×9 #6, 8.0 s and 152 MB against 12.4 s and 740 MB for the frontier search on the
//!   core, docs/benchmarks.md),
//!   and it keeps no parents (its plan comes from `bidirectional`, on the core). Both are checked
//!   against each other layer by layer (`engine/tests/frontier.rs`, `split_layers.rs`).
//!
//! Two small breadth-first loops stand outside both, on purpose, each a dozen lines:
//! `shortcuts`' ball (every position within a radius of 2–4 moves of a plan's position, with
//! its parent, in a map the shortening looks up by key: a few thousand positions, no budget, no
//! resuming) and `upper_bound`'s beam (each layer cut to its best `width` by the estimate, so not
//! a breadth-first search's layer: it keeps no visited set beyond the positions generated). The
//! core's arena, budgets and slices would add nothing to either.
//!
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
//! - `known_layers`: the first search's layers kept whole, and the answer after a move from a
//!   position whose plan is known (the distance changes by one at most: one bounded search,
//!   pruned by those layers).
//! - `blocking_bound`: the classroom's blocking bounds on packed keys.
//! - `lower_bound`: proven lower bounds (no plan of ≤ k moves) by the sorted-layer search with an
//!   admissible bound; `upper_bound`: short plans by beam search, shortened (`shortcuts`);
//!   `bounds_run`: the two one step at a time, until they meet (`rushhour bounds`, the
//!   classroom's Bounds view).

mod answers;
mod bounds;
mod breadth_first;
mod lean;

pub use answers::cluster;
pub use answers::cluster_builder;
pub use answers::cluster_bytes;
pub use answers::known_layers;
pub use answers::layers;
pub use answers::solver;
pub(crate) use bounds::blocking_bound;
pub use bounds::bounds_run;
pub use bounds::lower_bound;
pub(crate) use bounds::shortcuts;
pub use bounds::upper_bound;
pub(crate) use breadth_first::bfs;
pub(crate) use breadth_first::distance_table;
pub use breadth_first::limits;
pub(crate) use breadth_first::packed;
pub(crate) use breadth_first::packed_board;
pub(crate) use breadth_first::packed_layout;
pub(crate) use breadth_first::small_board;
pub(crate) use breadth_first::successors;
pub(crate) use breadth_first::visited;
pub(crate) use lean::bidirectional;
pub(crate) use lean::delta_codes;
pub use lean::frontier;
pub use lean::layer_archive;
pub(crate) use lean::layer_set;
pub(crate) use lean::line_code;
pub(crate) use lean::sorted_layers;
pub use lean::split_layers;
