//! The messages between the page and its engine worker (`app/engine/` on the page,
//! `worker/` inside the Web Worker), written once: [`Request`] and [`Reply`] derive serde's
//! writer and reader, and [`codec`] posts them as postcard's compact bytes behind a fingerprint
//! of this file's code, its comments left out (a message from a worker of another release is
//! refused with an error, not misread). Each travels in a transferred `ArrayBuffer`; a finished cluster or state graph comes
//! beside its reply as the bytes of `Cluster::to_bytes` (`StateGraph::to_bytes`) in a second one.
//! Adding a request is its variant here, its handler in the worker (an arm of `worker/jobs.rs`'s
//! one dispatch, and the job it calls) and its caller on the page (`app/engine/`, through
//! `call`); the tests make an example of every variant from the types themselves
//! (`tests.rs`), so a new one is written, read back and checked without a word there.
//!
//! Why postcard (measured against serde_json, bincode and the hand-written text it replaced):
//! docs/benchmarks.md, "The worker's messages".
//!
//! The tools page's requests and replies (the generator's, the classroom's) exist only with the
//! `tools` feature: the game's page and its worker, both built without it, carry no code for
//! them (their readers and writers cost the game's page about 1 KB gzipped), and each page talks
//! only to its own worker, built with the same features.
//!
//! Puzzles and positions travel as grid strings (a layer's sample as its vehicles' offsets in the
//! order of the request's labels), plans in Fogleman's notation (`A+3 B-1`), so nothing here
//! depends on how either side packs a position.

pub mod codec;

pub use codec::{decode, encode};

#[cfg(feature = "tools")]
use rush_hour_engine::model::board::Position;
#[cfg(feature = "tools")]
use rush_hour_engine::search::layers::LayerStatus;
use rush_hour_engine::search::limits::AnalysisStop;
use serde::{Deserialize, Serialize};

/// A message and its job: the page numbers each request (from 1), and every reply to it comes
/// back with that number (`Reply::Ready`, which answers no request, with 0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub job: u32,
    pub body: T,
}

/// What the page asks the worker (in an [`Envelope`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Every position reachable from the puzzle (`grid`: its board and start) with its distance
    /// to the goal. Clusters of at most `hand_over` positions come back whole (`Reply::Cluster`);
    /// a larger one stays in the worker, which then answers `Solve` from it (`Reply::Held`).
    /// With `start_plan`, an optimal plan from the start comes first (`Reply::StartPlan`), when a
    /// short search finds one.
    Analyse { grid: String, labels: String, steps: bool, memory_budget: usize, hand_over: usize, start_plan: bool },
    /// An optimal plan from the position `grid`: from the cluster the worker holds for its board,
    /// or else by a search from that position alone.
    Solve { grid: String, labels: String, steps: bool, memory_budget: usize },
    /// A new puzzle from the engine's generator: a `width`×`height` board (walls or not) whose
    /// optimal solution takes `min_moves..=max_moves` moves, from the generator's `seed`, giving
    /// up after `max_tries` layouts, each rated by a cluster of at most `cluster_budget` positions.
    #[cfg(feature = "tools")]
    Generate { width: u32, height: u32, min_moves: u32, max_moves: u32, walls: bool, seed: u32, max_tries: usize, cluster_budget: usize },
    /// Test only (the page's `?engine-test=panic`): the worker panics, as it would on a bug.
    Panic,
    /// The classroom's comparison: the search algorithm number `algorithm` of
    /// `Algorithm::all` (its metric's list) from the position `grid`, stopped after
    /// `max_expanded` expansions (`Reply::Compared`).
    #[cfg(feature = "tools")]
    Compare { grid: String, labels: String, steps: bool, algorithm: usize, max_expanded: u64 },
    /// The classroom's state graph of the puzzle's cluster, when it has at most `max_nodes`
    /// positions (`Reply::Graph`, its bytes beside it).
    #[cfg(feature = "tools")]
    Graph { grid: String, labels: String, steps: bool, max_nodes: usize },
    /// The classroom's layer-by-layer search (`LayeredBfs`, in moves) from the position `grid`,
    /// run until layer `depth` is complete or the search ends, within `budget` positions, with a
    /// sample of up to `sample` positions of the last layer (`Reply::Layers`). The worker keeps
    /// the search: a later layer of the same position goes on from where the last request stopped.
    #[cfg(feature = "tools")]
    Layers { grid: String, labels: String, depth: usize, budget: usize, sample: usize },
    /// The classroom's Bounds view: the next step of the bounds run on the puzzle `grid`
    /// (`search::bounds_run`, `BoundsSettings::classroom`) with the estimate `heuristic`
    /// (0 none, 1 blocking, 2 two-level), each k's search within `memory_budget` bytes
    /// (`Reply::Bounds`, with progress inside a long k). `skip`: the steps the page has already.
    /// The worker keeps the run: the next request for the same puzzle, estimate and budget takes
    /// its next step; another (or a new worker, after Stop) starts a new run and takes its first
    /// `skip` steps again before the one it answers, so the page's steps and the run's agree.
    #[cfg(feature = "tools")]
    Bounds { grid: String, labels: String, heuristic: u8, memory_budget: usize, skip: usize },
    /// Above 8×8, the layers of the search from the puzzle's start (`search::known_layers`).
    /// Without `line`: that search from `grid`, within `memory_budget` bytes, its layers kept for
    /// the next requests on this board; `Plan` from the start when they are kept. With `line`
    /// (a position's grid and its optimal plan, Fogleman's notation): an optimal plan from `grid`,
    /// one move from a position of that line, answered from the layers kept within
    /// `max_positions` positions of search (`Plan`), or else searched from scratch within
    /// `memory_budget` bytes, as for `Solve`.
    Known { grid: String, labels: String, memory_budget: usize, line: Option<(String, String)>, max_positions: usize },
    /// Part `part` of `parts` of a search split over as many workers (`SplitSearch`): the worker
    /// sets it up for an optimal plan (in moves or steps) from the position `grid`, within
    /// `memory_budget` bytes, and answers `SplitStarted`. It keeps the part for the next two.
    SplitStart { grid: String, labels: String, steps: bool, part: usize, parts: usize, memory_budget: usize },
    /// Expand the part's share of the current layer: `SplitSent`, with one buffer per part beside
    /// it, or `Plan` when the part found the goal, or `MemoryStop` at its share of the budget.
    SplitExpand,
    /// The other parts' buffers for this part come beside this request: the layer ends
    /// (`SplitLayer`).
    SplitReceive,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker's wasm is loaded and listening (sent once, before any other reply).
    Ready,
    /// A running job's progress, at most every 100 ms: positions found, the search's depth, the
    /// worker's memory in bytes.
    Progress { positions: usize, depth: usize, memory: usize },
    /// Before an analysis (asked with `start_plan`): an optimal plan from the puzzle's start
    /// (`None`: the red car cannot get out), for hints and moves to go while the cluster is built;
    /// the positions the search discovered, the worker's memory, the search's whole milliseconds.
    StartPlan { plan: Option<String>, positions: usize, memory: usize, millis: u32 },
    /// The analysis is done; the cluster's bytes come beside this message.
    Cluster { size: usize, memory: usize, millis: u32 },
    /// The analysis is done but the cluster is too large to hand over: the worker keeps it and
    /// answers `Solve` from it.
    Held { size: usize, memory: usize, millis: u32 },
    /// The analysis stopped before the cluster was whole (`stop` says why): only plans from a
    /// position can be searched.
    TooLarge { stop: AnalysisStop, memory: usize },
    /// An optimal plan from `from` (`None`: the red car cannot get out from there).
    Plan { from: String, plan: Option<String>, positions: usize, memory: usize, millis: u32 },
    /// A generation's progress: layouts rated so far.
    #[cfg(feature = "tools")]
    Rated { tries: usize },
    /// A generated puzzle (`grid`, vehicles in the engine's order), its optimal moves, the size
    /// of its cluster and the layouts rated to find it.
    #[cfg(feature = "tools")]
    Generated { grid: String, moves: u32, cluster: usize, tries: usize },
    /// The generator gave up: no layout in the range after `tries` layouts.
    #[cfg(feature = "tools")]
    NotFound { tries: usize },
    /// The job failed; the message says why in the engine's words.
    Failed { message: String },
    /// A search stopped at its memory budget of `budget` bytes (a part of a split search: its
    /// share) after discovering `positions`, at depth `depth`: the page words it, and offers more.
    MemoryStop { budget: usize, positions: usize, depth: usize, memory: usize },
    /// What a comparison's algorithm found (`Request::Compare`): its plan in Fogleman's notation
    /// (`None`: none found), its counts, why it stopped short, its time in the worker.
    #[cfg(feature = "tools")]
    Compared {
        algorithm: usize,
        plan: Option<String>,
        expanded: u64,
        generated: u64,
        max_frontier: usize,
        stopped: Option<String>,
        millis: f64,
    },
    /// The state graph is built; its bytes (`StateGraph::to_bytes`) come beside this message.
    #[cfg(feature = "tools")]
    Graph { nodes: usize, edges: usize, millis: f64 },
    /// Where a layer-by-layer search stands (`Request::Layers`): every complete layer's size
    /// (the start's first), the positions discovered and expanded (and, once the goal's layer is
    /// complete, the positions expanded when the goal was generated), the sample of the last layer
    /// (each position its vehicles' offsets, in the order of the request's labels; the goal
    /// first once found), the search's status and, once a layer holds a goal, the plan in
    /// Fogleman's notation.
    #[cfg(feature = "tools")]
    Layers {
        sizes: Vec<usize>,
        discovered: usize,
        expanded: u64,
        expanded_to_goal: Option<u64>,
        sample: Vec<Position>,
        status: LayerStatus,
        plan: Option<String>,
    },
    /// One step of a bounds run (`Request::Bounds`; `None` when the run had ended before it), how
    /// the run ended once it has, the run's upper bound (Fogleman's notation) and largest k
    /// proven so far, the step's time on the worker's clock and the worker's memory.
    #[cfg(feature = "tools")]
    Bounds { step: Option<BoundsReport>, end: Option<BoundsOutcome>, upper: Option<String>, lower: usize, millis: f64, memory: usize },
    /// A part of a split search is set up (`searching`), or it is not needed or not possible
    /// for this board (the start is solved already, or a position's code is too wide): the page
    /// then asks one worker as usual.
    SplitStarted { searching: bool },
    /// A part expanded its share of a layer; beside this message, the codes it found for each
    /// part (none for itself), in the parts' order. `positions`: the part's own so far.
    SplitSent { positions: usize, memory: usize },
    /// A part completed its share of the next layer: `size` positions (0: nothing more here).
    SplitLayer { size: usize, positions: usize, memory: usize },
}

impl Reply {
    /// True for a job's last reply.
    pub fn is_final(&self) -> bool {
        #[cfg(feature = "tools")]
        if let Reply::Rated { .. } = self {
            return false;
        }
        !matches!(self, Reply::Ready | Reply::Progress { .. } | Reply::StartPlan { .. })
    }
}

/// One step of a bounds run (`search::bounds_run::BoundsStep`) as the page reads it.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoundsReport {
    /// A beam of `width`: its plan's moves as found and shortened, or the layers after which it
    /// stopped at its memory budget; the shortened plan (Fogleman's notation).
    Upper { width: usize, found: Option<usize>, shortened: Option<usize>, memory_stop: Option<usize>, plan: Option<String> },
    /// The search of k: proven (no plan of ≤ k) or a plan found; positions kept per depth,
    /// expanded, pruned by the estimate; the most bytes it held.
    Lower { k: usize, proven: bool, layers: Vec<usize>, expanded: usize, pruned: usize, peak_memory: usize },
}

/// How a bounds run ended (`search::bounds_run::BoundsEnd`), plans in Fogleman's notation.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoundsOutcome {
    /// The optimum, `moves`: its plan, or why it is missing; `met`: the lower bound reached the
    /// upper bound's plan, else the search of k = `moves` found it.
    Optimal { moves: usize, plan: Result<String, String>, met: bool },
    /// The first k searched found a plan of at most `moves`.
    Within { moves: usize, plan: Result<String, String> },
    /// No plan exists: the last k's search kept every position reachable.
    NoPlan,
    /// The last k asked for is proven.
    MaxMoves,
    /// A budget stopped the search of the next k: the engine's words, and `memory`: whether it was
    /// the memory budget.
    Stopped { why: String, memory: bool },
}

#[cfg(test)]
mod tests;
