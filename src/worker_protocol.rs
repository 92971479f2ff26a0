//! The messages between the page and its engine worker (`app/engine/` and `engine_client` on the
//! page, `worker/` inside the Web Worker), written once: a [`Request`] or a [`Reply`] in an
//! [`Envelope`] with its job's number. Each request's own replies are a type of their own
//! ([`Analysed`], [`PlanFound`], [`SplitStep`], …, taken out of a `Reply` by [`Answer`]); every
//! job may also say its progress, fail, or stop at its memory budget. [`codec`] posts them as
//! postcard's bytes (serde's derived writers and readers) behind a fingerprint of this file's
//! code, comments left out: a message from a worker of another release is refused, not misread.
//! Each travels in a transferred `ArrayBuffer`; a finished cluster or state graph comes beside
//! its reply as its bytes (`Cluster::to_bytes`, `StateGraph::to_bytes`), a split part's codes for
//! the other parts likewise.
//!
//! The tools page's messages (the generator's, the classroom's) exist only with the `tools`
//! feature: the game's page and its worker, built without it, carry no code for them, and each
//! page talks only to its own worker, built with the same features.
//!
//! Puzzles, positions and plans travel as the engine's types (`Puzzle`, `Position`, `Move`),
//! and each side checks what it reads before it uses it ([`arrival`]): a board by its rules, a
//! position on its board, a plan replayed under the rules.

pub mod arrival;
pub mod codec;

pub use codec::{decode, encode};

use rush_hour_engine::model::board::{Position, Puzzle};
use rush_hour_engine::model::rules::Move;
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
    /// Every position reachable from the puzzle (its board and start) with its distance
    /// to the goal. Clusters of at most `hand_over` positions come back whole (`Reply::Cluster`);
    /// a larger one stays in the worker, which then answers `Solve` from it (`Reply::Held`).
    /// With `start_plan`, an optimal plan from the start comes first (`Reply::StartPlan`), when a
    /// short search finds one.
    Analyse { puzzle: Puzzle, steps: bool, memory_budget: usize, hand_over: usize, start_plan: bool },
    /// An optimal plan from the puzzle's start: from the cluster the worker holds for its board,
    /// or else by a search from that position alone.
    Solve { puzzle: Puzzle, steps: bool, memory_budget: usize },
    /// A new puzzle from the engine's generator: a `width`×`height` board (walls or not) whose
    /// optimal solution takes `min_moves..=max_moves` moves, from the generator's `seed`, giving
    /// up after `max_tries` layouts, each rated by a cluster of at most `cluster_budget` positions.
    #[cfg(feature = "tools")]
    Generate { width: u32, height: u32, min_moves: u32, max_moves: u32, walls: bool, seed: u32, max_tries: usize, cluster_budget: usize },
    /// Test only (the page's `?engine-test=panic`): the worker panics, as it would on a bug.
    Panic,
    /// The classroom's comparison: the search algorithm number `algorithm` of
    /// `Algorithm::all` (its metric's list) from the puzzle's start, stopped after
    /// `max_expanded` expansions (`Reply::Compared`).
    #[cfg(feature = "tools")]
    Compare { puzzle: Puzzle, steps: bool, algorithm: usize, max_expanded: u64 },
    /// The classroom's state graph of the puzzle's cluster, when it has at most `max_nodes`
    /// positions (`Reply::Graph`, its bytes beside it).
    #[cfg(feature = "tools")]
    Graph { puzzle: Puzzle, steps: bool, max_nodes: usize },
    /// The classroom's layer-by-layer search (`LayeredBfs`, in moves) from the puzzle's start,
    /// run until layer `depth` is complete or the search ends, within `budget` positions, with a
    /// sample of up to `sample` positions of the last layer (`Reply::Layers`). The worker keeps
    /// the search: a later layer of the same position goes on from where the last request stopped.
    #[cfg(feature = "tools")]
    Layers { puzzle: Puzzle, depth: usize, budget: usize, sample: usize },
    /// The classroom's Bounds view: the next step of the bounds run on the puzzle
    /// (`search::bounds_run`, `BoundsSettings::classroom`) with the estimate `heuristic`
    /// (0 none, 1 blocking, 2 two-level), each k's search within `memory_budget` bytes
    /// (`Reply::Bounds`, with progress inside a long k). `skip`: the steps the page has already.
    /// The worker keeps the run: the next request for the same puzzle, estimate and budget takes
    /// its next step; another (or a new worker, after Stop) starts a new run and takes its first
    /// `skip` steps again before the one it answers, so the page's steps and the run's agree.
    #[cfg(feature = "tools")]
    Bounds { puzzle: Puzzle, heuristic: u8, memory_budget: usize, skip: usize },
    /// Above 8×8, the layers of the search from the puzzle's start (`search::known_layers`).
    /// Without `line`: that search from the puzzle's start, within `memory_budget` bytes, its
    /// layers kept for the next requests on this board; `Plan` from the start when they are kept.
    /// With `line` (a position and its optimal plan): an optimal plan from the puzzle's start,
    /// one move from a position of that line, answered from the layers kept within
    /// `max_positions` positions of search (`Plan`), or else searched from scratch within
    /// `memory_budget` bytes, as for `Solve`.
    Known { puzzle: Puzzle, memory_budget: usize, line: Option<(Position, Vec<Move>)>, max_positions: usize },
    /// Part `part` of `parts` of a search split over as many workers (`SplitSearch`): the worker
    /// sets it up for an optimal plan (in moves or steps) from the puzzle's start, within
    /// `memory_budget` bytes, and answers `SplitStarted`. It keeps the part for the next two.
    SplitStart { puzzle: Puzzle, steps: bool, part: usize, parts: usize, memory_budget: usize },
    /// Expand the part's share of the current layer: `SplitSent`, with one buffer per part beside
    /// it, or `Plan` when the part found the goal, or `MemoryStop` at its share of the budget.
    SplitExpand,
    /// The other parts' buffers for this part come beside this request: the layer ends
    /// (`SplitLayer`).
    SplitReceive,
}

/// A request's own replies, taken out of a [`Reply`] (the reply given back when it is another
/// request's). The reply comes back whole, once, when a worker answers another request (which
/// none does): no reason to box it.
#[allow(clippy::result_large_err)]
pub trait Answer: Sized {
    fn of(reply: Reply) -> Result<Self, Reply>;
}

/// Declares [`Reply`]: what any job may say, then each request's own replies, a variant each,
/// listed once; each of those is also an [`Answer`].
macro_rules! replies {
    ($($(#[$attr:meta])* $variant:ident($answer:ty),)*) => {
        /// What the worker says of a job: that it listens, the job's progress, its end without
        /// an answer, or the answer of the job's own request, each request's in a type of its
        /// own (the page's reader of a request takes only that type: [`Answer`]).
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum Reply {
            /// The worker's wasm is loaded and listening (sent once, before any other reply).
            Ready,
            /// A running job's progress, at most every 100 ms: positions found, the search's
            /// depth, the worker's memory in bytes.
            Progress { positions: usize, depth: usize, memory: usize },
            /// The job failed; the message says why in the engine's words.
            Failed { message: String },
            /// A search stopped at its memory budget of `budget` bytes (a part of a split search:
            /// its share) after discovering `positions`, at depth `depth`: the page words it, and
            /// offers more.
            MemoryStop { budget: usize, positions: usize, depth: usize, memory: usize },
            $($(#[$attr])* $variant($answer),)*
        }

        $($(#[$attr])*
        impl Answer for $answer {
            fn of(reply: Reply) -> Result<Self, Reply> {
                if let Reply::$variant(answer) = reply { Ok(answer) } else { Err(reply) }
            }
        })*
    };
}

replies! {
    /// `Analyse`'s.
    Analysed(Analysed),
    /// `Solve`'s and `Known`'s, and a split part's that found the goal (`SplitExpand`).
    Plan(PlanFound),
    /// A split part's (`SplitStart`, `SplitExpand`, `SplitReceive`).
    Split(SplitStep),
    /// `Generate`'s.
    #[cfg(feature = "tools")]
    Generator(GeneratorReply),
    /// `Compare`'s.
    #[cfg(feature = "tools")]
    Compared(Compared),
    /// `Graph`'s: the state graph is built; its bytes (`StateGraph::to_bytes`) come beside it.
    #[cfg(feature = "tools")]
    Graph(GraphBuilt),
    /// `Layers`'.
    #[cfg(feature = "tools")]
    Layers(LayersReport),
    /// `Bounds`'.
    #[cfg(feature = "tools")]
    Bounds(BoundsStepReport),
}

impl Reply {
    /// True for a job's last reply.
    pub fn is_final(&self) -> bool {
        #[cfg(feature = "tools")]
        if let Reply::Generator(GeneratorReply::Rated { .. }) = self {
            return false;
        }
        !matches!(self, Reply::Ready | Reply::Progress { .. } | Reply::Analysed(Analysed::StartPlan { .. }))
    }
}

/// The state graph's figures (`Reply::Graph`), its time in the worker.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GraphBuilt {
    pub nodes: usize,
    pub edges: usize,
    pub millis: f64,
}

/// `Analyse`'s replies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Analysed {
    /// Before the analysis (asked with `start_plan`): an optimal plan from the puzzle's start
    /// (`None`: the red car cannot get out), for hints and moves to go while the cluster is built;
    /// the positions the search discovered, the worker's memory, the search's whole milliseconds.
    StartPlan { plan: Option<Vec<Move>>, positions: usize, memory: usize, millis: u32 },
    /// The analysis is done; the cluster's bytes come beside this message.
    Cluster { size: usize, memory: usize, millis: u32 },
    /// The analysis is done but the cluster is too large to hand over: the worker keeps it and
    /// answers `Solve` from it.
    Held { size: usize, memory: usize, millis: u32 },
    /// The analysis stopped before the cluster was whole (`stop` says why): only plans from a
    /// position can be searched.
    TooLarge { stop: AnalysisStop, memory: usize },
}

/// An optimal plan from the request's position (`None`: the red car cannot get out from there),
/// the positions the search discovered, the worker's memory, the search's milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlanFound {
    pub plan: Option<Vec<Move>>,
    pub positions: usize,
    pub memory: usize,
    pub millis: u32,
}

/// A split part's replies (a part that finds the goal answers `Reply::Plan`; one stopped at its
/// share of the budget, `Reply::MemoryStop`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SplitStep {
    /// The part is set up (`searching`), or it is not needed or not possible for this board
    /// (the start is solved already, or a position's code is too wide): the page then asks one
    /// worker as usual.
    Started { searching: bool },
    /// The part expanded its share of a layer; beside this message, the codes it found for each
    /// part (none for itself), in the parts' order. `positions`: the part's own so far.
    Sent { positions: usize, memory: usize },
    /// The part completed its share of the next layer: `size` positions (0: nothing more here).
    Layer { size: usize, positions: usize, memory: usize },
}

/// `Generate`'s replies.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GeneratorReply {
    /// The generation's progress: layouts rated so far.
    Rated { tries: usize },
    /// A generated puzzle, its optimal moves, the size of its cluster and the layouts rated to
    /// find it.
    Generated { puzzle: Puzzle, moves: u32, cluster: usize, tries: usize },
    /// The generator gave up: no layout in the range after `tries` layouts.
    NotFound { tries: usize },
}

/// What a comparison's algorithm found (`Request::Compare`): its plan (`None`: none found), its
/// counts, why it stopped short, its time in the worker.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    pub algorithm: usize,
    pub plan: Option<Vec<Move>>,
    pub expanded: u64,
    pub generated: u64,
    pub max_frontier: usize,
    pub stopped: Option<String>,
    pub millis: f64,
}

/// Where a layer-by-layer search stands (`Request::Layers`): every complete layer's size (the
/// start's first), the positions discovered and expanded (and, once the goal's layer is
/// complete, the positions expanded when the goal was generated), the sample of the last layer
/// (the goal first once found), the search's status and, once a layer holds a goal, the plan.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayersReport {
    pub sizes: Vec<usize>,
    pub discovered: usize,
    pub expanded: u64,
    pub expanded_to_goal: Option<u64>,
    pub sample: Vec<Position>,
    pub status: LayerStatus,
    pub plan: Option<Vec<Move>>,
}

/// One step of a bounds run (`Request::Bounds`; `None` when the run had ended before it), how
/// the run ended once it has, the run's upper bound (its plan) and largest k proven
/// so far, the step's time on the worker's clock and the worker's memory.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoundsStepReport {
    pub step: Option<BoundsReport>,
    pub end: Option<BoundsOutcome>,
    pub upper: Option<Vec<Move>>,
    pub lower: usize,
    pub millis: f64,
    pub memory: usize,
}

/// One step of a bounds run (`search::bounds_run::BoundsStep`) as the page reads it.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoundsReport {
    /// A beam of `width`: its plan's moves as found and shortened, or the layers after which it
    /// stopped at its memory budget; the shortened plan.
    Upper { width: usize, found: Option<usize>, shortened: Option<usize>, memory_stop: Option<usize>, plan: Option<Vec<Move>> },
    /// The search of k: proven (no plan of ≤ k) or a plan found; positions kept per depth,
    /// expanded, pruned by the estimate; the most bytes it held.
    Lower { k: usize, proven: bool, layers: Vec<usize>, expanded: usize, pruned: usize, peak_memory: usize },
}

/// How a bounds run ended (`search::bounds_run::BoundsEnd`).
#[cfg(feature = "tools")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BoundsOutcome {
    /// The optimum, `moves`: its plan, or why it is missing; `met`: the lower bound reached the
    /// upper bound's plan, else the search of k = `moves` found it.
    Optimal { moves: usize, plan: Result<Vec<Move>, String>, met: bool },
    /// The first k searched found a plan of at most `moves`.
    Within { moves: usize, plan: Result<Vec<Move>, String> },
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
