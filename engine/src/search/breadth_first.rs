//! The breadth-first core and what it stands on: `bfs` (the one resumable search: an arena for a
//! queue, a hash table for the visited set), the packed keys and boards it searches over, the
//! successor generators, the visited set and distance table, and the limits every search obeys.

pub(crate) mod bfs;
pub(crate) mod distance_table;
pub mod limits;
pub(crate) mod packed;
pub(crate) mod packed_board;
pub(crate) mod packed_layout;
pub(crate) mod small_board;
pub(crate) mod successors;
pub(crate) mod visited;
