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
    /// The most bytes the search's tables and arena held at once (a table being rebuilt
    /// larger counts twice: the old one and the new).
    pub peak_memory_bytes: usize,
    /// Successors left out by the search's pruning (the lower-bound search's admissible
    /// estimate: `g + h` above k); 0 for a search that prunes nothing.
    pub pruned: usize,
}

/// Why a search stopped without an answer.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// More positions than the budget allows; statistics up to that point.
    Budget { limit: usize, stats: Stats },
    /// The search's tables would have passed the memory budget (`limit` bytes) to go on;
    /// statistics up to that point.
    Memory { limit: usize, stats: Stats },
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
            SolveError::Memory { limit, stats } => {
                f.write_str(&memory_stop(*limit, stats.discovered, stats.frontier.len().saturating_sub(1)))
            }
            SolveError::Cancelled { stats } => write!(f, "search cancelled after {} positions", stats.discovered),
        }
    }
}

impl std::error::Error for SolveError {}

/// Why a cluster's analysis in the web app's worker ended before the cluster was whole: the page
/// then answers from plans searched from positions. Its text says so in the player's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AnalysisStop {
    /// It ran past the few seconds the worker gives it, after discovering `positions`.
    Time { positions: usize },
    /// It reached its memory budget of `budget` bytes after discovering `positions`.
    Memory { budget: usize, positions: usize },
}

impl AnalysisStop {
    /// Whether an analysis that has discovered `positions` in `elapsed_ms` stops for time
    /// ([`AnalysisStop::Time`]), when the worker gives it `allowed_ms` and hands the page clusters of
    /// up to `hand_over` positions. A cluster the page would be handed is always built whole, so
    /// what the page offers does not depend on how fast or busy the device is: every 6×6 puzzle's
    /// (the largest known cluster has 541,934 positions; under load its analysis took over the
    /// 3 s allowed and the page fell back to plans). Beyond that size the time limit stands.
    pub fn out_of_time(positions: usize, hand_over: usize, elapsed_ms: f64, allowed_ms: f64) -> bool {
        positions > hand_over && elapsed_ms > allowed_ms
    }
}

impl fmt::Display for AnalysisStop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalysisStop::Time { positions } => write!(
                f,
                "its cluster is larger than the engine can analyse in a few seconds: {} positions found so far",
                thousands(*positions)
            ),
            AnalysisStop::Memory { budget, positions } => write!(
                f,
                "its cluster does not fit the engine's memory budget of {}: {} positions found before it stopped",
                bytes_text(*budget),
                thousands(*positions)
            ),
        }
    }
}

/// A search's stop at its memory budget of `limit` bytes after `discovered` positions, at
/// `depth`, in words: [`SolveError::Memory`]'s, and the web page's for a search its worker ran.
pub fn memory_stop(limit: usize, discovered: usize, depth: usize) -> String {
    format!(
        "search stopped at the memory budget of {} after {} positions, depth {depth}; this puzzle's state space is too large to \
         explore here",
        bytes_text(limit),
        thousands(discovered)
    )
}

/// `31456000` as `31,456,000`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A number of bytes in binary units a player reads: `1.0 GB`, `512 MB`, `64 KB`, `100 bytes`
/// (GB = 2³⁰ bytes, MB = 2²⁰, KB = 2¹⁰).
pub fn bytes_text(bytes: usize) -> String {
    // Integer arithmetic: no float formatting in the game's wasm for this.
    let bytes = bytes as u64;
    if bytes >= 1 << 30 {
        let tenths = (bytes * 10 + (1 << 29)) >> 30;
        format!("{}.{} GB", tenths / 10, tenths % 10)
    } else if bytes >= 1 << 20 {
        format!("{} MB", (bytes + (1 << 19)) >> 20)
    } else if bytes >= 1 << 10 {
        format!("{} KB", (bytes + (1 << 9)) >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// A time in milliseconds as a player reads it, to three significant figures at most: `2.2 ms`,
/// `13.6 ms`, `378 ms`, `1.51 s`, `12.3 s`, `143 s`. The text is never wider than 7 characters
/// below 1,000 s, whatever the machine's speed, so a column of times keeps its width (the
/// classroom's comparison table fits a 1280 px screen on a slow machine too).
pub fn millis_text(ms: f64) -> String {
    let ms = ms.max(0.0);
    // Each form is chosen by its value once rounded: 99.96 ms is `100 ms`, not `100.0 ms`.
    if ms < 99.95 {
        format!("{ms:.1} ms")
    } else if ms < 999.5 {
        format!("{ms:.0} ms")
    } else if ms < 9_995.0 {
        format!("{:.2} s", ms / 1000.0)
    } else if ms < 99_950.0 {
        format!("{:.1} s", ms / 1000.0)
    } else {
        format!("{} s", thousands((ms / 1000.0).round() as usize))
    }
}

/// Where a running search is, for progress bars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchProgress {
    pub depth: usize,
    pub discovered: usize,
    pub expanded: usize,
}

/// A search's budgets and its progress/cancel hook.
pub struct Limits<'a> {
    /// Stop with [`SolveError::Budget`] beyond this many discovered positions.
    pub max_positions: usize,
    /// Stop with [`SolveError::Memory`] where the search's tables and arena would pass this
    /// many bytes: checked before each growth, counting a table being rebuilt larger twice (the
    /// old one and the new are both alive while it is copied). Default [`MEMORY_BUDGET`].
    pub max_memory: usize,
    /// Called after each layer and every few thousand expansions (every 16,384 in the
    /// breadth-first core's `Bfs::drive`; each round of the sorted layers); returning `false`
    /// cancels.
    pub progress: Option<&'a mut dyn FnMut(SearchProgress) -> bool>,
    /// Threads a search may use (the lean solver's sorted layers; the others use one). Default
    /// 1; a browser's wasm has one.
    pub threads: usize,
}

/// Memory a search may use by default: 3.5 GB natively, 512 MB in wasm (a browser tab's share).
pub const MEMORY_BUDGET: usize = if cfg!(target_arch = "wasm32") { 512 << 20 } else { 3584 << 20 };

impl Default for Limits<'_> {
    fn default() -> Self {
        Limits { max_positions: usize::MAX, max_memory: MEMORY_BUDGET, progress: None, threads: 1 }
    }
}

impl<'a> Limits<'a> {
    /// A budget of positions (and the default memory budget).
    pub fn budget(max_positions: usize) -> Self {
        Limits { max_positions, ..Limits::default() }
    }

    /// A budget of memory in bytes (and no budget of positions).
    pub fn memory(max_memory: usize) -> Self {
        Limits { max_memory, ..Limits::default() }
    }

    /// The same limits with a progress/cancel hook.
    pub fn with_progress(self, progress: &'a mut dyn FnMut(SearchProgress) -> bool) -> Self {
        Limits { progress: Some(progress), ..self }
    }
}

/// Elapsed time, where the platform has a clock.
pub(crate) struct Stopwatch(#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))] std::time::Instant);

impl Stopwatch {
    pub(crate) fn start() -> Stopwatch {
        Stopwatch(
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cluster_the_page_is_handed_is_built_whole_however_slow_the_device() {
        let (hand_over, allowed) = (1_000_000, 3000.0);
        // The largest known 6×6 cluster, on a busy machine where it took over 3 s.
        assert!(!AnalysisStop::out_of_time(541_934, hand_over, 60_000.0, allowed));
        assert!(!AnalysisStop::out_of_time(hand_over, hand_over, 60_000.0, allowed));
        // Beyond what the page is handed, the worker's time limit stands.
        assert!(AnalysisStop::out_of_time(hand_over + 1, hand_over, 3000.5, allowed));
        assert!(!AnalysisStop::out_of_time(5_000_000, hand_over, 2999.0, allowed));
    }

    #[test]
    fn sizes_and_counts_read_as_a_player_reads_them() {
        assert_eq!(bytes_text(1 << 30), "1.0 GB");
        assert_eq!(bytes_text(3584 << 20), "3.5 GB");
        assert_eq!(bytes_text(512 << 20), "512 MB");
        assert_eq!(bytes_text(1536), "2 KB");
        assert_eq!(bytes_text(100), "100 bytes");
        assert_eq!(thousands(31_456_000), "31,456,000");
        assert_eq!(thousands(999), "999");
        for (ms, text) in [
            (0.0, "0.0 ms"),
            (2.24, "2.2 ms"),
            (99.94, "99.9 ms"),
            (99.96, "100 ms"),
            (378.4, "378 ms"),
            (999.4, "999 ms"),
            (999.6, "1.00 s"),
            (1_513.2, "1.51 s"),
            (9_996.0, "10.0 s"),
            (12_340.0, "12.3 s"),
            (99_960.0, "100 s"),
            (142_600.0, "143 s"),
            (1_234_000.0, "1,234 s"),
        ] {
            assert_eq!(millis_text(ms), text, "{ms} ms");
        }
        // Below 1,000 s no time is wider than 7 characters, whatever the machine's speed.
        let widest = (0..2_000_000).map(|i| millis_text(f64::from(i) * 0.4999).chars().count()).max();
        assert_eq!(widest, Some(7));
        let stats = Stats { discovered: 31_456_000, frontier: vec![1; 24], ..Stats::default() };
        let text = SolveError::Memory { limit: 1 << 30, stats }.to_string();
        assert!(text.starts_with("search stopped at the memory budget of 1.0 GB after 31,456,000 positions, depth 23;"), "{text}");
    }

    #[test]
    fn an_analysis_stop_says_what_stopped_it_and_where() {
        let time = AnalysisStop::Time { positions: 2_500_000 }.to_string();
        assert_eq!(time, "its cluster is larger than the engine can analyse in a few seconds: 2,500,000 positions found so far");
        let memory = AnalysisStop::Memory { budget: 512 << 20, positions: 9_000_001 }.to_string();
        assert_eq!(memory, "its cluster does not fit the engine's memory budget of 512 MB: 9,000,001 positions found before it stopped");
    }
}
