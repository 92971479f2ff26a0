//! Breadth-first search for an optimal exit plan, with a position budget, a cancel hook and
//! statistics by depth; and a generic `bfs(start, successors, success)` in the shape of the
//! `pathfinding` crate, for teaching and as an independent reference in tests.

use super::board::{Board, Position};
use super::compact::{Key, Layout};
use super::rules::{Metric, Move};
use super::table::Visited;
use crate::with_key_type;
use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::hash::Hash;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// An optimal plan (empty when the start is already solved).
    Solved(Vec<Move>),
    /// Every reachable position was explored and none frees the red car.
    Unsolvable,
}

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
    /// Bytes held by the visited set and parent links at the end.
    pub memory_bytes: usize,
}

/// The answer and the statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub outcome: Outcome,
    pub stats: Stats,
}

impl Report {
    /// The optimal cost in the metric searched, if solvable.
    pub fn cost(&self, metric: Metric) -> Option<usize> {
        match &self.outcome {
            Outcome::Solved(plan) => Some(metric.cost(plan)),
            Outcome::Unsolvable => None,
        }
    }
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
pub struct Progress {
    pub depth: usize,
    pub discovered: usize,
    pub expanded: usize,
}

/// A search's budget and its progress/cancel hook.
pub struct Limits<'a> {
    /// Stop with [`SolveError::Budget`] beyond this many discovered positions.
    pub max_positions: usize,
    /// Called after each layer and every 65,536 expansions; returning `false` cancels.
    pub progress: Option<&'a mut dyn FnMut(Progress) -> bool>,
}

/// Default budget: 100 million positions natively (about 2–3 GB on the largest keys),
/// 8 million in wasm (a browser tab's memory).
pub const DEFAULT_BUDGET: usize = if cfg!(target_arch = "wasm32") { 8_000_000 } else { 100_000_000 };

impl Default for Limits<'_> {
    fn default() -> Self {
        Limits { max_positions: DEFAULT_BUDGET, progress: None }
    }
}

impl Limits<'_> {
    pub fn budget(max_positions: usize) -> Self {
        Limits { max_positions, progress: None }
    }
}

/// A wall clock where there is one.
pub(crate) struct Clock(#[cfg(not(target_arch = "wasm32"))] std::time::Instant);

impl Clock {
    pub(crate) fn start() -> Clock {
        Clock(
            #[cfg(not(target_arch = "wasm32"))]
            std::time::Instant::now(),
        )
    }
    pub(crate) fn millis(&self) -> Option<f64> {
        #[cfg(not(target_arch = "wasm32"))]
        return Some(self.0.elapsed().as_secs_f64() * 1e3);
        #[cfg(target_arch = "wasm32")]
        None
    }
}

/// Solves a position optimally in the metric with default limits.
pub fn solve(board: &Board, start: &Position, metric: Metric) -> Result<Report, SolveError> {
    solve_with(board, start, metric, &mut Limits::default())
}

/// Solves a position optimally in the metric: breadth-first over packed positions, layer by
/// layer, until a layer reaches the goal or no new position appears.
pub fn solve_with(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) -> Result<Report, SolveError> {
    let layout = Layout::new(board, start);
    with_key_type!(layout, K => bfs_packed::<K>(&layout, start, metric, limits))
}

fn bfs_packed<K: Key>(layout: &Layout, start: &Position, metric: Metric, limits: &mut Limits) -> Result<Report, SolveError> {
    let clock = Clock::start();
    let mut seen: Visited<K> = Visited::with_capacity(4096);
    let mut parent: Vec<u32> = vec![u32::MAX];
    let start_key: K = layout.pack(start);
    seen.insert(start_key).expect("empty set");
    let mut stats = Stats { frontier: vec![1], ..Stats::default() };
    let finish = |stats: &mut Stats, seen: &Visited<K>, parent: &Vec<u32>| {
        stats.discovered = seen.len();
        stats.millis = clock.millis();
        stats.memory_bytes = seen.heap_bytes() + parent.capacity() * 4;
    };
    if layout.is_goal(&start_key) {
        finish(&mut stats, &seen, &parent);
        return Ok(Report { outcome: Outcome::Solved(Vec::new()), stats });
    }
    let mut layer_start = 0usize;
    while layer_start < seen.len() {
        let layer_end = seen.len();
        for i in layer_start..layer_end {
            let key = seen.keys[i];
            stats.expanded += 1;
            let mut goal = None;
            layout.successors(&key, metric, |next, v, to| {
                if v == 0 && to == layout.goal_offset() {
                    goal = Some(next);
                    return true;
                }
                if seen.insert(next).is_ok() {
                    parent.push(i as u32);
                }
                false
            });
            if let Some(goal_key) = goal {
                let plan = plan_to(layout, &seen.keys, &parent, i, goal_key);
                // The last layer is partial: what it held when the goal (counted too) turned up.
                stats.frontier.push(seen.len() - layer_end + 1);
                finish(&mut stats, &seen, &parent);
                stats.discovered += 1;
                return Ok(Report { outcome: Outcome::Solved(plan), stats });
            }
            if seen.len() > limits.max_positions {
                finish(&mut stats, &seen, &parent);
                return Err(SolveError::Budget { limit: limits.max_positions, stats });
            }
            if stats.expanded & 0xFFFF == 0 {
                check_progress(limits, &mut stats, seen.len())?;
            }
        }
        layer_start = layer_end;
        if seen.len() > layer_end {
            stats.frontier.push(seen.len() - layer_end);
        }
        check_progress(limits, &mut stats, seen.len())?;
    }
    finish(&mut stats, &seen, &parent);
    Ok(Report { outcome: Outcome::Unsolvable, stats })
}

fn check_progress(limits: &mut Limits, stats: &mut Stats, discovered: usize) -> Result<(), SolveError> {
    if let Some(cb) = limits.progress.as_mut() {
        let depth = stats.frontier.len();
        if !cb(Progress { depth, discovered, expanded: stats.expanded }) {
            stats.discovered = discovered;
            return Err(SolveError::Cancelled { stats: stats.clone() });
        }
    }
    Ok(())
}

/// The move between two keys that differ in one vehicle.
pub(crate) fn move_between<K: Key>(layout: &Layout, from: &K, to: &K) -> Move {
    (0..layout.vehicles())
        .find_map(|v| {
            let (a, b) = (layout.offset(from, v), layout.offset(to, v));
            (a != b).then(|| Move::new(v, b as i8 - a as i8))
        })
        .expect("successive positions differ in one vehicle")
}

/// Follows parent links from arena index `last` back to the start, then adds the move to `goal`.
fn plan_to<K: Key>(layout: &Layout, keys: &[K], parent: &[u32], last: usize, goal: K) -> Vec<Move> {
    let mut plan = vec![move_between(layout, &keys[last], &goal)];
    let mut i = last;
    while parent[i] != u32::MAX {
        let p = parent[i] as usize;
        plan.push(move_between(layout, &keys[p], &keys[i]));
        i = p;
    }
    plan.reverse();
    plan
}

/// Generic breadth-first search, in the shape of `pathfinding::directed::bfs::bfs`: the shortest
/// path from `start` to a node satisfying `success`, start and goal included, or `None`.
pub fn bfs<N, FN, IN, FS>(start: &N, mut successors: FN, mut success: FS) -> Option<Vec<N>>
where
    N: Eq + Hash + Clone,
    FN: FnMut(&N) -> IN,
    IN: IntoIterator<Item = N>,
    FS: FnMut(&N) -> bool,
{
    let mut parent: HashMap<N, Option<N>> = HashMap::new();
    parent.insert(start.clone(), None);
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(node) = queue.pop_front() {
        if success(&node) {
            let mut path = vec![node.clone()];
            let mut cur = node;
            while let Some(Some(p)) = parent.get(&cur) {
                path.push(p.clone());
                cur = p.clone();
            }
            path.reverse();
            return Some(path);
        }
        for next in successors(&node) {
            if !parent.contains_key(&next) {
                parent.insert(next.clone(), Some(node.clone()));
                queue.push_back(next);
            }
        }
    }
    None
}
