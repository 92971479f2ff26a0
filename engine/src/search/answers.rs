//! What the game and the classroom ask of the core: an optimal plan (`solver`), every position's
//! distance (`cluster`, built in slices by `cluster_builder`, handed over as bytes by
//! `cluster_bytes`), one layer at a time (`layers`), and the first search's layers kept for the
//! answers after a move (`known_layers`).

pub mod cluster;
pub mod cluster_builder;
pub mod cluster_bytes;
pub mod known_layers;
pub mod layers;
pub mod solver;
