//! Why the page does not hold a puzzle's whole cluster, so that hints, Solve and moves to go
//! follow plans searched from positions instead: the worker's analysis stopped short, or it
//! finished with more positions than the page keeps (the worker keeps them). Its text is the
//! reason the page shows.

use rush_hour_engine::search::limits::{AnalysisStop, thousands};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClusterTooLarge {
    /// The analysis stopped before the cluster was whole.
    Stopped(AnalysisStop),
    /// The analysis finished with `size` positions, more than the page keeps.
    Held { size: usize },
}

impl fmt::Display for ClusterTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClusterTooLarge::Stopped(stop) => stop.fmt(f),
            ClusterTooLarge::Held { size } => write!(f, "it has {} positions, more than the page keeps", thousands(*size)),
        }
    }
}
