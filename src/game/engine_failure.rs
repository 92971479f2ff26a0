//! Why an engine job ended without its answer, as the page receives it: a stop at the worker's
//! memory budget with its figures (the page then offers more memory), or any other fault in
//! words. Its text is what the page shows.

use rush_hour_engine::search::limits::memory_stop;
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum EngineFailure {
    /// A search stopped at the memory budget of `budget` bytes (a split search's whole budget)
    /// after discovering `positions`, at depth `depth`.
    MemoryBudget { budget: usize, positions: usize, depth: usize },
    /// Any other way a job ends without its answer: the engine's words, or the page's about its
    /// worker.
    Other(String),
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineFailure::MemoryBudget { budget, positions, depth } => f.write_str(&memory_stop(*budget, *positions, *depth)),
            EngineFailure::Other(message) => f.write_str(message),
        }
    }
}

impl From<String> for EngineFailure {
    fn from(message: String) -> EngineFailure {
        EngineFailure::Other(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::search::limits::{SolveError, Stats};

    /// The page words a stop at the budget as the engine does.
    #[test]
    fn a_memory_stop_reads_as_the_engine_s() {
        let stop = EngineFailure::MemoryBudget { budget: 1 << 30, positions: 31_456_000, depth: 23 };
        let stats = Stats { discovered: 31_456_000, frontier: vec![1; 24], ..Stats::default() };
        assert_eq!(stop.to_string(), SolveError::Memory { limit: 1 << 30, stats }.to_string());
        assert!(stop.to_string().starts_with("search stopped at the memory budget of 1.0 GB after 31,456,000 positions, depth 23;"));
        assert_eq!(EngineFailure::from("the engine stopped".to_string()).to_string(), "the engine stopped");
    }
}
