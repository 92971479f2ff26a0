//! Bounds on the optimum where a whole search does not fit: admissible estimates
//! (`blocking_bound`), "no plan of ≤ k" proven by the sorted-layer search pruned by them
//! (`lower_bound`), short plans by beam search (`upper_bound`) shortened (`shortcuts`), and the two
//! one step at a time until they meet (`bounds_run`).

pub(crate) mod blocking_bound;
pub mod bounds_run;
pub mod lower_bound;
pub(crate) mod shortcuts;
pub mod upper_bound;
