//! The worker's one dispatch (`run`: each request to its job), and the game's jobs: a puzzle's
//! cluster analysis, an optimal plan from a position; the split search's are `split_jobs`', the
//! tools page's (the generator's and the classroom's) `tools_jobs`' and `bounds_jobs`'.

#[cfg(feature = "tools")]
use super::bounds_jobs;
use super::known_jobs;
use super::progress_posts::{PROGRESS_MS, reporter};
use super::request::{metric, puzzle};
use super::scope::{memory, now, post, post_stop};
use super::split_jobs;
#[cfg(feature = "tools")]
use super::tools_jobs;
use crate::worker_protocol::{Analysed, PlanFound, Reply, Request};
#[cfg(feature = "tools")]
use rush_hour_engine::generate::GenerationSpec;
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::cluster_builder::ClusterBuilder;
use rush_hour_engine::search::frontier::{prefers_lean, solve_lean};
use rush_hour_engine::search::limits::{AnalysisStop, Limits, SolveError};
use rush_hour_engine::search::solver::{Outcome, solve_with};
use std::cell::RefCell;

/// Milliseconds a cluster analysis larger than the page is handed may take before the page is
/// better served by plans searched from the position (a 9×9 board's search takes about a second,
/// its cluster minutes); one the page is handed is built whole (`AnalysisStop::out_of_time`).
const ANALYSIS_MS: f64 = 3000.0;

thread_local! {
    /// The last cluster too large to hand over, kept to answer `Solve` on its board at once.
    static HELD: RefCell<Option<Cluster>> = const { RefCell::new(None) };
}

/// Runs one request to the end, posting its progress and its answer: the worker's one dispatch,
/// each request to its job (`beside`: the buffers that came after it). The game page's worker
/// is built without the tools' jobs (`tools_jobs`) and answers their requests with a failure.
pub fn run(job: u32, request: Request, beside: &[js_sys::ArrayBuffer]) {
    match request {
        Request::Analyse { puzzle: sent, steps, memory_budget, hand_over, start_plan, .. } => {
            if let Some(p) = puzzle(job, sent)
                && (!start_plan || plan_from_start(job, &p, metric(steps), memory_budget))
            {
                analyse(job, &p, metric(steps), memory_budget, hand_over)
            }
        }
        Request::Solve { puzzle: sent, steps, memory_budget, .. } => {
            if let Some(p) = puzzle(job, sent) {
                solve(job, &p, metric(steps), memory_budget)
            }
        }
        Request::Panic => panic!("the engine worker was asked to fail (a test)"),
        Request::SplitStart { puzzle: sent, steps, part, parts, memory_budget, .. } => {
            if let Some(p) = puzzle(job, sent) {
                split_jobs::start(job, &p, metric(steps), part, parts, memory_budget)
            }
        }
        Request::Known { puzzle: sent, memory_budget, line, max_positions, .. } => {
            if let Some(p) = puzzle(job, sent) {
                match line {
                    None => known_jobs::keep(job, &p, memory_budget),
                    Some((from, plan)) => {
                        if !known_jobs::after_move(job, &p, from, plan, max_positions) {
                            // Searched from scratch, as the page would have (in this one worker).
                            solve(job, &p, Metric::Moves, memory_budget);
                        }
                    }
                }
            }
        }
        Request::SplitExpand => split_jobs::expand(job),
        Request::SplitReceive => split_jobs::receive(job, beside),
        #[cfg(feature = "tools")]
        Request::Generate { width, height, min_moves, max_moves, walls, seed, max_tries, cluster_budget, .. } => {
            // The page's numbers fit the engine's types (board sides up to 12, moves up to 120).
            let small = |n: u32| n.min(u16::MAX as u32) as u16;
            let mut spec = GenerationSpec::new(small(width) as u8, small(height) as u8, small(min_moves)..=small(max_moves));
            (spec.walls, spec.max_tries, spec.cluster_budget) = (walls, max_tries, cluster_budget);
            tools_jobs::generate_puzzle(job, spec, seed as u64)
        }
        #[cfg(feature = "tools")]
        Request::Compare { puzzle: sent, steps, algorithm, max_expanded, .. } => {
            if let Some(p) = puzzle(job, sent) {
                tools_jobs::compare(job, &p, metric(steps), algorithm, max_expanded)
            }
        }
        #[cfg(feature = "tools")]
        Request::Graph { puzzle: sent, steps, max_nodes, .. } => {
            if let Some(p) = puzzle(job, sent) {
                tools_jobs::state_graph(job, &p, metric(steps), max_nodes)
            }
        }
        #[cfg(feature = "tools")]
        Request::Layers { puzzle: sent, depth, budget, sample, .. } => {
            if let Some(p) = puzzle(job, sent) {
                tools_jobs::layers(job, &p, depth, budget, sample)
            }
        }
        #[cfg(feature = "tools")]
        Request::Bounds { puzzle: sent, heuristic, memory_budget, skip, .. } => {
            if let Some(p) = puzzle(job, sent) {
                bounds_jobs::step(job, &p, heuristic, memory_budget, skip)
            }
        }
    }
}

/// Positions the search for a plan from the start may discover before the analysis on boards up
/// to 8×8: a few tens of milliseconds (the 541,934-position cluster's puzzle needs 9,077), so a
/// hint is ready long before a large cluster.
const START_PLAN_POSITIONS: usize = 250_000;

/// Posts an optimal plan from the puzzle's start (or that there is none), found before the
/// analysis; true when the analysis should follow. Up to 8×8, a search within
/// `START_PLAN_POSITIONS` (else nothing is posted: the cluster will tell). Above, where a cluster
/// rarely fits, the lean search runs to its end within the memory budget, with progress; when it
/// stops at the budget, so does the job (an analysis could only stop there too).
fn plan_from_start(job: u32, p: &Puzzle, metric: Metric, memory_budget: usize) -> bool {
    let lean = prefers_lean(&p.board);
    let started = now();
    let found = if lean {
        let mut report = reporter(job);
        solve_lean(&p.board, &p.start, metric, &mut Limits::memory(memory_budget).with_progress(&mut report))
    } else {
        solve_with(&p.board, &p.start, metric, &mut Limits::budget(START_PLAN_POSITIONS))
    };
    match found {
        Ok(report) => {
            let plan = match report.outcome {
                Outcome::Solved(plan) => Some(plan),
                Outcome::Unsolvable => None,
            };
            let (positions, millis) = (report.stats.discovered, (now() - started) as u32);
            post(job, &Reply::Analysed(Analysed::StartPlan { plan, positions, memory: memory(), millis }), None);
            true
        }
        Err(e) if lean => {
            post_stop(job, &e);
            false
        }
        Err(_) => true,
    }
}

fn analyse(job: u32, p: &Puzzle, metric: Metric, memory_budget: usize, hand_over: usize) {
    HELD.with(|h| h.borrow_mut().take());
    let started = now();
    let mut builder = ClusterBuilder::new(&p.board, &p.start, metric);
    let mut last = now();
    let mut limits = Limits::memory(memory_budget);
    loop {
        match builder.advance(1 << 16, &mut limits) {
            Ok(true) => break,
            Ok(false) if AnalysisStop::out_of_time(builder.progress().positions, hand_over, now() - started, ANALYSIS_MS) => {
                let stop = AnalysisStop::Time { positions: builder.progress().positions };
                return post(job, &Reply::Analysed(Analysed::TooLarge { stop, memory: memory() }), None);
            }
            Ok(false) => {
                if now() - last >= PROGRESS_MS {
                    last = now();
                    let positions = builder.progress().positions;
                    post(job, &Reply::Progress { positions, depth: 0, memory: memory() }, None);
                }
            }
            Err(SolveError::Budget { .. } | SolveError::Memory { .. }) => {
                let stop = AnalysisStop::Memory { budget: memory_budget, positions: builder.progress().positions };
                return post(job, &Reply::Analysed(Analysed::TooLarge { stop, memory: memory() }), None);
            }
            Err(e) => return post(job, &Reply::Failed { message: e.to_string() }, None),
        }
    }
    let cluster = builder.finish().expect("advance reported the analysis done");
    let (size, millis) = (cluster.size(), (now() - started) as u32);
    if size <= hand_over {
        post(job, &Reply::Analysed(Analysed::Cluster { size, memory: memory(), millis }), Some(cluster.to_bytes()));
    } else {
        HELD.with(|h| *h.borrow_mut() = Some(cluster));
        post(job, &Reply::Analysed(Analysed::Held { size, memory: memory(), millis }), None);
    }
}

/// Boards above 8×8 are searched by the memory-lean solver (its frontier only; the full search
/// keeps every position and is faster on the boards whose positions fit one word).
pub(super) fn solve(job: u32, p: &Puzzle, metric: Metric, memory_budget: usize) {
    let started = now();
    let held = HELD.with(|h| {
        let held = h.borrow();
        let c = held.as_ref().filter(|c| c.metric() == metric && c.board() == &p.board && c.contains(&p.start))?;
        Some(c.plan(&p.start))
    });
    let (plan, positions) = match held {
        Some(plan) => (plan, 0),
        None => {
            let mut report = reporter(job);
            let mut limits = Limits::memory(memory_budget).with_progress(&mut report);
            let search = if prefers_lean(&p.board) { solve_lean } else { solve_with };
            match search(&p.board, &p.start, metric, &mut limits) {
                Ok(r) => (
                    match r.outcome {
                        Outcome::Solved(plan) => Some(plan),
                        Outcome::Unsolvable => None,
                    },
                    r.stats.discovered,
                ),
                Err(e) => return post_stop(job, &e),
            }
        }
    };
    post(job, &Reply::Plan(PlanFound { plan, positions, memory: memory(), millis: (now() - started) as u32 }), None);
}
