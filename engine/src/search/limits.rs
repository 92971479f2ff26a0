//! What every search of the engine is given and gives back besides its answer: a budget of
//! positions (and of memory), a progress and cancel hook, statistics, and why it stopped.

use std::fmt;

/// How the search went: what a teacher shows beside the answer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Positions discovered (put in the visited set), the start included.
    pub discovered: usize,
    /// Positions whose successors were generated.
    pub expanded: usize,
    /// Positions first reached at each depth (the BFS frontier per layer), depth 0 = the start.
    pub frontier: Vec<usize>,
    /// Wall-clock milliseconds, where the platform has a clock (not in wasm: the app times it).
    pub millis: Option<f64>,
    /// Bytes held by the visited set and the arena at the end.
    pub memory_bytes: usize,
}

/// Why a search stopped without an answer.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// More positions than the budget allows; statistics up to that point.
    Budget { limit: usize, stats: Stats },
    /// The progress callback asked to stop.
    Cancelled { stats: Stats },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Budget { limit, stats } => write!(
                f,
                "search stopped at its budget of {limit} positions (depth {}); this puzzle's state \
                 space is too large to explore here",
                stats.frontier.len().saturating_sub(1)
            ),
            SolveError::Cancelled { stats } => write!(f, "search cancelled after {} positions", stats.discovered),
        }
    }
}

impl std::error::Error for SolveError {}

/// Where a running search is, for progress bars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchProgress {
    pub depth: usize,
    pub discovered: usize,
    pub expanded: usize,
}

/// A search's budget and its progress/cancel hook.
pub struct Limits<'a> {
    /// Stop with [`SolveError::Budget`] beyond this many discovered positions. The search also
    /// stops where its tables would pass [`MEMORY_BUDGET`] bytes, whichever comes first.
    pub max_positions: usize,
    /// Called after each layer and every 65,536 expansions; returning `false` cancels.
    pub progress: Option<&'a mut dyn FnMut(SearchProgress) -> bool>,
}

/// Memory a search may use: 3.5 GB natively (the 9×9 boards need about 2.7 GB), 512 MB in wasm
/// (a browser tab's share).
pub const MEMORY_BUDGET: usize = if cfg!(target_arch = "wasm32") { 512 << 20 } else { 3584 << 20 };

impl Default for Limits<'_> {
    fn default() -> Self {
        Limits { max_positions: usize::MAX, progress: None }
    }
}

/// The position budget: `max_positions`, or fewer where each position's share of the tables
/// (`bytes_each`) would pass [`MEMORY_BUDGET`].
pub(crate) fn position_budget(limits: &Limits, bytes_each: usize) -> usize {
    limits.max_positions.min(MEMORY_BUDGET / bytes_each)
}

impl Limits<'_> {
    pub fn budget(max_positions: usize) -> Self {
        Limits { max_positions, progress: None }
    }
}

/// A wall clock where there is one.
pub(crate) struct Clock(#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))] std::time::Instant);

impl Clock {
    pub(crate) fn start() -> Clock {
        Clock(
            #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
            std::time::Instant::now(),
        )
    }
    pub(crate) fn millis(&self) -> Option<f64> {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        return Some(self.0.elapsed().as_secs_f64() * 1e3);
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        None
    }
}
