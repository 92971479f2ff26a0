//! What the game and the classroom ask of the core: an optimal plan (`solver`), every position's
//! distance (`cluster`, built in slices by `cluster_builder`, handed over as bytes by
//! `cluster_bytes`), one layer at a time (`layers`), and the first search's layers kept for the
//! answers after a move (`known_layers`: the first search in `known_search`, what it keeps in
//! `known_store`, the answer in `known_answer`).

pub mod cluster;
pub mod cluster_builder;
pub mod cluster_bytes;
mod known_answer;
pub mod known_layers;
mod known_search;
mod known_store;
pub mod layers;
pub mod solver;
