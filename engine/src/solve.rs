//! Breadth-first search for an optimal exit plan, with a position budget, a cancel hook and
//! statistics by depth; and a generic `bfs(start, successors, success)` in the shape of the
//! `pathfinding` crate, for teaching and as an independent reference in tests.

use super::board::{Board, Position};
use super::compact::{BATCH, Batch, Expand, Key, Last, Layout, Packed, Succ};
use super::rules::{Metric, Move, merge_steps};
use super::table::KeySet;
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
    /// Stop with [`SolveError::Budget`] beyond this many discovered positions. The search also
    /// stops where its tables would pass [`MEMORY_BUDGET`] bytes, whichever comes first.
    pub max_positions: usize,
    /// Called after each layer and every 65,536 expansions; returning `false` cancels.
    pub progress: Option<&'a mut dyn FnMut(Progress) -> bool>,
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

/// Table size from which the search prefetches its probes' slots.
const PREFETCH_BYTES: usize = 256 << 10;

/// Solves a position optimally in the metric with default limits.
pub fn solve(board: &Board, start: &Position, metric: Metric) -> Result<Report, SolveError> {
    solve_with(board, start, metric, &mut Limits::default())
}

/// Solves a position optimally in the metric: breadth-first over packed positions, layer by
/// layer, until a layer reaches the goal or no new position appears.
pub fn solve_with(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) -> Result<Report, SolveError> {
    let layout = Layout::new(board, start);
    if let Some(fast) = layout.fast() {
        return bfs_packed::<Packed<1>, _>(&layout, fast, start, metric, limits);
    }
    with_key_type!(layout, K => bfs_packed::<K, _>(&layout, &layout, start, metric, limits))
}

/// Where a position of the arena came from: its parent's index and the last move (the vehicle,
/// `u8::MAX` for the start, and its offset before).
#[derive(Clone, Copy, Debug)]
struct Link {
    parent: u32,
    vehicle: u8,
    from: u8,
}

/// Positions the tables of a search have room for at first.
const ROOM: usize = 4096;

const START: Link = Link { parent: u32::MAX, vehicle: u8::MAX, from: Last::NO_FROM };

fn bfs_packed<K: Key, E: Expand<K>>(
    layout: &Layout,
    expand: &E,
    start: &Position,
    metric: Metric,
    limits: &mut Limits,
) -> Result<Report, SolveError> {
    match metric {
        Metric::Moves => bfs_in::<K, E, true>(layout, expand, start, limits),
        Metric::Steps => bfs_in::<K, E, false>(layout, expand, start, limits),
    }
}

/// The search over keys `K` in the moves metric (`MOVES`) or the steps metric, with successors
/// from `expand` (the layout's own generator or the faster one for small boards).
fn bfs_in<K: Key, E: Expand<K>, const MOVES: bool>(
    layout: &Layout,
    expand: &E,
    start: &Position,
    limits: &mut Limits,
) -> Result<Report, SolveError> {
    let clock = Clock::start();
    // Room for 16,384 positions at first (256 KB for one-word keys, most searches in fewer
    // than a quarter of it: short probes, no rebuilding); a larger search grows it (see
    // `KeyMap::reserve_from`). Measured on rush18k.txt: 4–7% faster than room for 4,096.
    let mut seen: KeySet<K> = KeySet::with_capacity(4 * ROOM);
    // The arena is the queue: keys in discovery order, with where each came from.
    let start_key: K = layout.pack(start);
    let mut keys: Vec<K> = Vec::with_capacity(ROOM);
    let mut links: Vec<Link> = Vec::with_capacity(ROOM);
    keys.push(start_key);
    links.push(START);
    seen.insert(start_key);
    let mut stats = Stats { frontier: vec![1], ..Stats::default() };
    // Per position: its key and link in the arena, two table slots.
    let budget = position_budget(limits, 3 * std::mem::size_of::<K>() + 8);
    let finish = |stats: &mut Stats, seen: &KeySet<K>, keys: &Vec<K>| {
        stats.discovered = keys.len();
        stats.millis = clock.millis();
        stats.memory_bytes = seen.heap_bytes() + keys.capacity() * (std::mem::size_of::<K>() + 8);
    };
    if layout.is_goal(&start_key) {
        finish(&mut stats, &seen, &keys);
        return Ok(Report { outcome: Outcome::Solved(Vec::new()), stats });
    }
    // Moves: a position whose red car has a clear way out is one move from the goal, and is
    // recognised when it is discovered, not when its layer is expanded. Steps: the goal is
    // recognised when the red car steps onto it.
    if MOVES && layout.exit_clear(&start_key) {
        finish(&mut stats, &seen, &keys);
        stats.discovered += 1;
        stats.frontier.push(1);
        return Ok(Report { outcome: Outcome::Solved(vec![final_move(layout, &start_key)]), stats });
    }
    let mut batch: Box<Batch<K>> = Box::new([Succ::default(); BATCH]);
    let mut layer_start = 0usize;
    while layer_start < keys.len() {
        let layer_end = keys.len();
        for i in layer_start..layer_end {
            let key = keys[i];
            stats.expanded += 1;
            let last = match links[i] {
                Link { vehicle: u8::MAX, .. } => Last::NONE,
                Link { vehicle, from, .. } => Last { vehicle: vehicle as usize, from },
            };
            // The vehicle just moved has nothing new to offer in the moves metric (every offset
            // it could take from here was one move from the parent already), and the moves of
            // lower vehicles that commute with it are found from another position of this
            // layer (see `Last`).
            let n = if MOVES { expand.moves::<true>(&key, last, &mut batch) } else { expand.steps(&key, last, &mut batch) };
            let batch = &batch[..n];
            // Successors are gathered first and, where the table is larger than the caches,
            // their slots prefetched, so the probes' cache misses overlap.
            if seen.heap_bytes() > PREFETCH_BYTES {
                for s in batch {
                    seen.prefetch(s.key.hash64(), false);
                }
            }
            seen.reserve_from(n, &keys);
            let mut goal = None;
            for s in batch {
                if seen.insert_reserved(s.key, s.key.hash64()).1 {
                    keys.push(s.key);
                    links.push(Link { parent: i as u32, vehicle: s.vehicle, from: s.from });
                    let done = if MOVES { s.clear } else { s.vehicle == 0 && layout.is_goal(&s.key) };
                    if done {
                        goal = Some(keys.len() - 1);
                        break;
                    }
                }
            }
            if let Some(last) = goal {
                let mut plan = plan_to(layout, &keys, &links, last);
                if MOVES {
                    plan.push(final_move(layout, &keys[last]));
                } else {
                    plan = merge_steps(&plan);
                }
                // The last layer is partial: what it held when the goal turned up.
                stats.frontier.push(keys.len() - layer_end);
                finish(&mut stats, &seen, &keys);
                return Ok(Report { outcome: Outcome::Solved(plan), stats });
            }
            if keys.len() > budget {
                finish(&mut stats, &seen, &keys);
                return Err(SolveError::Budget { limit: budget, stats });
            }
            if stats.expanded & 0xFFFF == 0 {
                check_progress(limits, &mut stats, keys.len())?;
            }
        }
        layer_start = layer_end;
        if keys.len() > layer_end {
            stats.frontier.push(keys.len() - layer_end);
        }
        check_progress(limits, &mut stats, keys.len())?;
    }
    finish(&mut stats, &seen, &keys);
    Ok(Report { outcome: Outcome::Unsolvable, stats })
}

/// The red car's slide from a position with a clear way out to the exit.
fn final_move<K: Key>(layout: &Layout, k: &K) -> Move {
    Move::new(0, layout.goal_offset() as i8 - layout.offset(k, 0) as i8)
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

/// The moves along parent links from the start to arena index `last`.
fn plan_to<K: Key>(layout: &Layout, keys: &[K], links: &[Link], last: usize) -> Vec<Move> {
    let mut plan = Vec::new();
    let mut i = last;
    while links[i].parent != u32::MAX {
        let p = links[i].parent as usize;
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
