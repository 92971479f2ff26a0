//! The tools page's jobs in the engine worker (built with the `tools` feature, as tools.html's
//! worker is; the game page's worker leaves them out, and 50 KB gzipped with them): a generated
//! puzzle, one search algorithm of the classroom's comparison, the classroom's state graph, the
//! classroom's layer-by-layer search (each called by `jobs::run`, the one dispatch).

use super::progress_posts::PROGRESS_MS;
use super::scope::{memory, now, post};
use crate::worker_protocol::{Compared, GeneratorReply, GraphBuilt, LayersReport, Reply};
use rush_hour_engine::generate::{self, GenerateError, Generator};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::layers::{LayerStatus, LayeredBfs};
use rush_hour_engine::search::limits::{Limits, thousands};
use rush_hour_engine::teach::algorithms::{self, Algorithm};
use rush_hour_engine::teach::graph;
use std::cell::RefCell;

thread_local! {
    /// The classroom's layer-by-layer search, kept between requests with what it searches (the
    /// puzzle, the budget): the next layer's request goes on from it.
    static LAYERS: RefCell<Option<((Puzzle, usize), LayeredBfs)>> = const { RefCell::new(None) };
}

/// Expansions between two looks at the clock in a layer-by-layer search.
const LAYER_WORK: usize = 1 << 14;

/// The layer-by-layer search from the puzzle's start within `budget` positions, until layer
/// `depth` is complete or the search ends: the kept search when it is this one and not past
/// `depth`, a new one otherwise.
pub(super) fn layers(job: u32, p: &Puzzle, depth: usize, budget: usize, sample: usize) {
    let what = (p.clone(), budget);
    LAYERS.with(|kept| {
        let mut kept = kept.borrow_mut();
        if !matches!(&*kept, Some((w, bfs)) if *w == what && bfs.depth() <= depth) {
            *kept = Some((what, LayeredBfs::new(&p.board, &p.start, Metric::Moves).with_budget(budget)));
        }
        let bfs = &mut kept.as_mut().expect("set above").1;
        let mut last = now();
        while !bfs.done() && bfs.depth() < depth {
            if bfs.step_layer(LAYER_WORK) == LayerStatus::InProgress && now() - last >= PROGRESS_MS {
                last = now();
                post(job, &Reply::Progress { positions: bfs.discovered(), depth: bfs.depth() + 1, memory: memory() }, None);
            }
        }
        let plan = bfs.found();
        let (sizes, discovered, expanded, expanded_to_goal) =
            (bfs.frontier_sizes().to_vec(), bfs.discovered(), bfs.expanded(), bfs.expanded_to_goal());
        let (sample, status) = (bfs.layer_sample(sample), bfs.status());
        post(job, &Reply::Layers(LayersReport { sizes, discovered, expanded, expanded_to_goal, sample, status, plan }), None);
    });
}

/// The state graph of the puzzle's cluster (analysed again here: a few milliseconds for the
/// clusters small enough to draw), sent as bytes.
pub(super) fn state_graph(job: u32, p: &Puzzle, metric: Metric, max_nodes: usize) {
    let started = precise_now();
    // A budget of twice the positions a graph may have stops a large cluster's analysis early.
    let mut limits = Limits::budget(2 * max_nodes + 1);
    let built = Cluster::analyze_with(&p.board, &p.start, metric, &mut limits).map_err(|e| e.to_string()).and_then(|c| {
        graph::build(&c, max_nodes).map_err(|size| format!("its cluster has {} positions, too many to draw", thousands(size)))
    });
    match built {
        Ok(g) => {
            let (nodes, edges) = (g.nodes.len(), g.edges.len());
            post(job, &Reply::Graph(GraphBuilt { nodes, edges, millis: precise_now() - started }), Some(g.to_bytes()));
        }
        Err(message) => post(job, &Reply::Failed { message }, None),
    }
}

/// One algorithm of the classroom's comparison from the puzzle's start, timed on the worker's
/// precise clock.
pub(super) fn compare(job: u32, p: &Puzzle, metric: Metric, algorithm: usize, max_expanded: u64) {
    let Some(&a) = Algorithm::all(metric).get(algorithm) else {
        return post(job, &Reply::Failed { message: format!("no search algorithm number {algorithm}") }, None);
    };
    let started = precise_now();
    let r = algorithms::run(&p.board, &p.start, metric, a, max_expanded);
    let millis = precise_now() - started;
    let (plan, expanded, generated, max_frontier, stopped) = (r.plan, r.expanded, r.generated, r.max_frontier, r.stopped);
    post(job, &Reply::Compared(Compared { algorithm, plan, expanded, generated, max_frontier, stopped, millis }), None);
}

/// The worker's `performance.now()` (a fraction of a millisecond; `Date.now()` counts whole ones).
pub(super) fn precise_now() -> f64 {
    let scope: web_sys::DedicatedWorkerGlobalScope = wasm_bindgen::JsCast::unchecked_into(js_sys::global());
    scope.performance().map_or_else(now, |p| p.now())
}

/// Layouts are rated in chunks of this much work between two looks at the clock.
const GENERATE_WORK: usize = 1 << 14;

/// Runs the generator to its first puzzle, posting the layouts rated at most every `PROGRESS_MS`.
pub(super) fn generate_puzzle(job: u32, request: generate::GenerationSpec, seed: u64) {
    let seeds = generate::library_seeds();
    let mut generator = match Generator::new(request, seed) {
        Ok(g) => g.with_seeds(seeds),
        Err(e) => return post(job, &Reply::Failed { message: e.to_string() }, None),
    };
    let mut last = now();
    loop {
        match generator.advance(GENERATE_WORK) {
            None => {
                if now() - last >= PROGRESS_MS {
                    last = now();
                    post(job, &Reply::Generator(GeneratorReply::Rated { tries: generator.tries() }), None);
                }
            }
            Some(Ok(g)) => {
                return post(
                    job,
                    &Reply::Generator(GeneratorReply::Generated {
                        puzzle: g.puzzle,
                        moves: g.moves as u32,
                        cluster: g.cluster_size,
                        tries: g.tries,
                    }),
                    None,
                );
            }
            Some(Err(GenerateError::NotFound { tries })) => return post(job, &Reply::Generator(GeneratorReply::NotFound { tries }), None),
            Some(Err(e)) => return post(job, &Reply::Failed { message: e.to_string() }, None),
        }
    }
}
