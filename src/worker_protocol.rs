//! The messages between the page and its engine worker (`app/engine/` on the page,
//! `worker/` inside the Web Worker). Each message is one line of text: its kind and fields joined
//! by a separator character (U+001F) — written and read by hand (`text`) rather than with serde,
//! which cost the game's page about 15 KB of wasm for these two enums. A finished cluster travels
//! beside its message as the bytes of `Cluster::to_bytes` in a transferred `ArrayBuffer`.
//!
//! Puzzles and positions travel as grid strings (a layer's sample as its vehicles' offsets in the
//! order of the request's labels), plans in Fogleman's notation (`A+3 B-1`), so nothing here
//! depends on how either side packs a position.

pub mod codec;
mod text;

pub use text::{Fields, Message, decode, encode};
use text::{joined, maybe, numbers, positions, read_positions, read_status, status};

use rush_hour_engine::model::board::Position;
use rush_hour_engine::search::layers::LayerStatus;
use serde::{Deserialize, Serialize};

/// What the page asks the worker. Every request carries the job number its replies carry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Every position reachable from the puzzle (`grid`: its board and start) with its distance
    /// to the goal. Clusters of at most `hand_over` positions come back whole (`Reply::Cluster`);
    /// a larger one stays in the worker, which then answers `Solve` from it (`Reply::Held`).
    /// With `start_plan`, an optimal plan from the start comes first (`Reply::StartPlan`), when a
    /// short search finds one.
    Analyse { job: u32, grid: String, labels: String, steps: bool, memory_budget: usize, hand_over: usize, start_plan: bool },
    /// An optimal plan from the position `grid`: from the cluster the worker holds for its board,
    /// or else by a search from that position alone.
    Solve { job: u32, grid: String, labels: String, steps: bool, memory_budget: usize },
    /// A new puzzle from the engine's generator: a `width`×`height` board (walls or not) whose
    /// optimal solution takes `min_moves..=max_moves` moves, from the generator's `seed`, giving
    /// up after `max_tries` layouts, each rated by a cluster of at most `cluster_budget` positions.
    Generate {
        job: u32,
        width: u32,
        height: u32,
        min_moves: u32,
        max_moves: u32,
        walls: bool,
        seed: u32,
        max_tries: usize,
        cluster_budget: usize,
    },
    /// Test only (the page's `?engine-test=panic`): the worker panics, as it would on a bug.
    Panic { job: u32 },
    /// The classroom's comparison: the search algorithm number `algorithm` of
    /// `Algorithm::all` (its metric's list) from the position `grid`, stopped after
    /// `max_expanded` expansions (`Reply::Compared`).
    Compare { job: u32, grid: String, labels: String, steps: bool, algorithm: usize, max_expanded: u64 },
    /// The classroom's state graph of the puzzle's cluster, when it has at most `max_nodes`
    /// positions (`Reply::Graph`, its bytes beside it).
    Graph { job: u32, grid: String, labels: String, steps: bool, max_nodes: usize },
    /// The classroom's layer-by-layer search (`LayeredBfs`, in moves) from the position `grid`,
    /// run until layer `depth` is complete or the search ends, within `budget` positions, with a
    /// sample of up to `sample` positions of the last layer (`Reply::Layers`). The worker keeps
    /// the search: a later layer of the same position goes on from where the last request stopped.
    Layers { job: u32, grid: String, labels: String, depth: usize, budget: usize, sample: usize },
}

impl Request {
    pub fn job(&self) -> u32 {
        match self {
            Request::Analyse { job, .. } | Request::Solve { job, .. } | Request::Generate { job, .. } | Request::Panic { job } => *job,
            Request::Compare { job, .. } | Request::Graph { job, .. } | Request::Layers { job, .. } => *job,
        }
    }
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker's wasm is loaded and listening (sent once, before any other reply).
    Ready,
    /// A running job's progress, at most every 100 ms: positions found, the search's depth, the
    /// worker's memory in bytes.
    Progress { job: u32, positions: usize, depth: usize, memory: usize },
    /// Before an analysis (asked with `start_plan`): an optimal plan from the puzzle's start
    /// (`None`: the red car cannot get out), for hints and moves to go while the cluster is built;
    /// the positions the search discovered, the worker's memory, the search's whole milliseconds.
    StartPlan { job: u32, plan: Option<String>, positions: usize, memory: usize, millis: u32 },
    /// The analysis is done; the cluster's bytes come beside this message.
    Cluster { job: u32, size: usize, memory: usize, millis: u32 },
    /// The analysis is done but the cluster is too large to hand over: the worker keeps it and
    /// answers `Solve` from it.
    Held { job: u32, size: usize, memory: usize, millis: u32 },
    /// The analysis stopped at the memory budget: only plans from a position can be searched.
    TooLarge { job: u32, message: String, memory: usize },
    /// An optimal plan from `from` (`None`: the red car cannot get out from there).
    Plan { job: u32, from: String, plan: Option<String>, positions: usize, memory: usize, millis: u32 },
    /// A generation's progress: layouts rated so far.
    Rated { job: u32, tries: usize },
    /// A generated puzzle (`grid`, vehicles in the engine's order), its optimal moves, the size
    /// of its cluster and the layouts rated to find it.
    Generated { job: u32, grid: String, moves: u32, cluster: usize, tries: usize },
    /// The generator gave up: no layout in the range after `tries` layouts.
    NotFound { job: u32, tries: usize },
    /// The job failed; the message says why in the engine's words.
    Failed { job: u32, message: String },
    /// What a comparison's algorithm found (`Request::Compare`): its plan in Fogleman's notation
    /// (`None`: none found), its counts, why it stopped short, its time in the worker.
    Compared {
        job: u32,
        algorithm: usize,
        plan: Option<String>,
        expanded: u64,
        generated: u64,
        max_frontier: usize,
        stopped: Option<String>,
        millis: f64,
    },
    /// The state graph is built; its bytes (`StateGraph::to_bytes`) come beside this message.
    Graph { job: u32, nodes: usize, edges: usize, millis: f64 },
    /// Where a layer-by-layer search stands (`Request::Layers`): every complete layer's size
    /// (the start's first), the positions discovered and expanded, the sample of the last layer
    /// (each position its vehicles' offsets, in the order of the request's labels; the goal
    /// first once found), the search's status and, once a layer holds a goal, the plan in
    /// Fogleman's notation.
    Layers {
        job: u32,
        sizes: Vec<usize>,
        discovered: usize,
        expanded: u64,
        sample: Vec<Position>,
        status: LayerStatus,
        plan: Option<String>,
    },
}

impl Reply {
    /// The job a reply belongs to (`None` for `Ready`).
    pub fn job(&self) -> Option<u32> {
        match self {
            Reply::Ready => None,
            Reply::Progress { job, .. }
            | Reply::StartPlan { job, .. }
            | Reply::Cluster { job, .. }
            | Reply::Held { job, .. }
            | Reply::TooLarge { job, .. }
            | Reply::Plan { job, .. }
            | Reply::Rated { job, .. }
            | Reply::Generated { job, .. }
            | Reply::NotFound { job, .. }
            | Reply::Failed { job, .. } => Some(*job),
            Reply::Compared { job, .. } | Reply::Graph { job, .. } | Reply::Layers { job, .. } => Some(*job),
        }
    }

    /// True for a job's last reply.
    pub fn is_final(&self) -> bool {
        !matches!(self, Reply::Ready | Reply::Progress { .. } | Reply::StartPlan { .. } | Reply::Rated { .. })
    }
}

impl Message for Request {
    fn fields(&self) -> Vec<String> {
        match self {
            Request::Analyse { job, grid, labels, steps, memory_budget, hand_over, start_plan } => vec![
                "Analyse".into(),
                job.to_string(),
                grid.clone(),
                labels.clone(),
                (*steps as u8).to_string(),
                memory_budget.to_string(),
                hand_over.to_string(),
                (*start_plan as u8).to_string(),
            ],
            Request::Solve { job, grid, labels, steps, memory_budget } => {
                vec!["Solve".into(), job.to_string(), grid.clone(), labels.clone(), (*steps as u8).to_string(), memory_budget.to_string()]
            }
            Request::Generate { job, width, height, min_moves, max_moves, walls, seed, max_tries, cluster_budget } => vec![
                "Generate".into(),
                job.to_string(),
                width.to_string(),
                height.to_string(),
                min_moves.to_string(),
                max_moves.to_string(),
                (*walls as u8).to_string(),
                seed.to_string(),
                max_tries.to_string(),
                cluster_budget.to_string(),
            ],
            Request::Panic { job } => vec!["Panic".into(), job.to_string()],
            Request::Compare { job, grid, labels, steps, algorithm, max_expanded } => vec![
                "Compare".into(),
                job.to_string(),
                grid.clone(),
                labels.clone(),
                (*steps as u8).to_string(),
                algorithm.to_string(),
                max_expanded.to_string(),
            ],
            Request::Graph { job, grid, labels, steps, max_nodes } => {
                vec!["Graph".into(), job.to_string(), grid.clone(), labels.clone(), (*steps as u8).to_string(), max_nodes.to_string()]
            }
            Request::Layers { job, grid, labels, depth, budget, sample } => {
                vec![
                    "Layers".into(),
                    job.to_string(),
                    grid.clone(),
                    labels.clone(),
                    depth.to_string(),
                    budget.to_string(),
                    sample.to_string(),
                ]
            }
        }
    }
    fn from_fields(kind: &str, f: &mut Fields) -> Option<Self> {
        Some(match kind {
            "Analyse" => Request::Analyse {
                job: f.number()?,
                grid: f.text()?,
                labels: f.text()?,
                steps: f.flag()?,
                memory_budget: f.number()?,
                hand_over: f.number()?,
                start_plan: f.flag()?,
            },
            "Solve" => {
                Request::Solve { job: f.number()?, grid: f.text()?, labels: f.text()?, steps: f.flag()?, memory_budget: f.number()? }
            }
            "Generate" => Request::Generate {
                job: f.number()?,
                width: f.number()?,
                height: f.number()?,
                min_moves: f.number()?,
                max_moves: f.number()?,
                walls: f.flag()?,
                seed: f.number()?,
                max_tries: f.number()?,
                cluster_budget: f.number()?,
            },
            "Panic" => Request::Panic { job: f.number()? },
            "Compare" => Request::Compare {
                job: f.number()?,
                grid: f.text()?,
                labels: f.text()?,
                steps: f.flag()?,
                algorithm: f.number()?,
                max_expanded: f.number()?,
            },
            "Graph" => Request::Graph { job: f.number()?, grid: f.text()?, labels: f.text()?, steps: f.flag()?, max_nodes: f.number()? },
            "Layers" => Request::Layers {
                job: f.number()?,
                grid: f.text()?,
                labels: f.text()?,
                depth: f.number()?,
                budget: f.number()?,
                sample: f.number()?,
            },
            _ => return None,
        })
    }
}

impl Message for Reply {
    fn fields(&self) -> Vec<String> {
        let n = |x: &dyn ToString| x.to_string();
        match self {
            Reply::Ready => vec!["Ready".into()],
            Reply::Progress { job, positions, depth, memory } => vec!["Progress".into(), n(job), n(positions), n(depth), n(memory)],
            Reply::StartPlan { job, plan, positions, memory, millis } => {
                vec!["StartPlan".into(), n(job), maybe(plan), n(positions), n(memory), n(millis)]
            }
            Reply::Cluster { job, size, memory, millis } => vec!["Cluster".into(), n(job), n(size), n(memory), n(millis)],
            Reply::Held { job, size, memory, millis } => vec!["Held".into(), n(job), n(size), n(memory), n(millis)],
            Reply::TooLarge { job, message, memory } => vec!["TooLarge".into(), n(job), message.clone(), n(memory)],
            Reply::Plan { job, from, plan, positions, memory, millis } => {
                vec!["Plan".into(), n(job), from.clone(), maybe(plan), n(positions), n(memory), n(millis)]
            }
            Reply::Rated { job, tries } => vec!["Rated".into(), n(job), n(tries)],
            Reply::Generated { job, grid, moves, cluster, tries } => {
                vec!["Generated".into(), n(job), grid.clone(), n(moves), n(cluster), n(tries)]
            }
            Reply::NotFound { job, tries } => vec!["NotFound".into(), n(job), n(tries)],
            Reply::Failed { job, message } => vec!["Failed".into(), n(job), message.clone()],
            Reply::Compared { job, algorithm, plan, expanded, generated, max_frontier, stopped, millis } => vec![
                "Compared".into(),
                n(job),
                n(algorithm),
                maybe(plan),
                n(expanded),
                n(generated),
                n(max_frontier),
                maybe(stopped),
                n(millis),
            ],
            Reply::Graph { job, nodes, edges, millis } => vec!["Graph".into(), n(job), n(nodes), n(edges), n(millis)],
            Reply::Layers { job, sizes, discovered, expanded, sample, status: s, plan } => {
                vec!["Layers".into(), n(job), joined(sizes, ","), n(discovered), n(expanded), positions(sample), status(s), maybe(plan)]
            }
        }
    }
    fn from_fields(kind: &str, f: &mut Fields) -> Option<Self> {
        Some(match kind {
            "Ready" => Reply::Ready,
            "Progress" => Reply::Progress { job: f.number()?, positions: f.number()?, depth: f.number()?, memory: f.number()? },
            "StartPlan" => {
                Reply::StartPlan { job: f.number()?, plan: f.maybe()?, positions: f.number()?, memory: f.number()?, millis: f.number()? }
            }
            "Cluster" => Reply::Cluster { job: f.number()?, size: f.number()?, memory: f.number()?, millis: f.number()? },
            "Held" => Reply::Held { job: f.number()?, size: f.number()?, memory: f.number()?, millis: f.number()? },
            "TooLarge" => Reply::TooLarge { job: f.number()?, message: f.text()?, memory: f.number()? },
            "Plan" => Reply::Plan {
                job: f.number()?,
                from: f.text()?,
                plan: f.maybe()?,
                positions: f.number()?,
                memory: f.number()?,
                millis: f.number()?,
            },
            "Rated" => Reply::Rated { job: f.number()?, tries: f.number()? },
            "Generated" => {
                Reply::Generated { job: f.number()?, grid: f.text()?, moves: f.number()?, cluster: f.number()?, tries: f.number()? }
            }
            "NotFound" => Reply::NotFound { job: f.number()?, tries: f.number()? },
            "Failed" => Reply::Failed { job: f.number()?, message: f.text()? },
            "Compared" => Reply::Compared {
                job: f.number()?,
                algorithm: f.number()?,
                plan: f.maybe()?,
                expanded: f.number()?,
                generated: f.number()?,
                max_frontier: f.number()?,
                stopped: f.maybe()?,
                millis: f.number()?,
            },
            "Graph" => Reply::Graph { job: f.number()?, nodes: f.number()?, edges: f.number()?, millis: f.number()? },
            "Layers" => Reply::Layers {
                job: f.number()?,
                sizes: numbers(&f.text()?, ',')?,
                discovered: f.number()?,
                expanded: f.number()?,
                sample: read_positions(&f.text()?)?,
                status: read_status(&f.text()?)?,
                plan: f.maybe()?,
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests;
