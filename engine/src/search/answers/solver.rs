//! The solver: an optimal exit plan by breadth-first search ([`crate::search::bfs`]) over packed
//! positions, from the start until a layer reaches the goal or no new position appears.

use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, merge_steps};
use crate::search::bfs::{Bfs, Driven, Expansion, Visited};
use crate::search::limits::{Limits, SolveError, Stats, Stopwatch};
use crate::search::packed::{Key, Packed, with_key_type};
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::packed_layout::PackedLayout;
use crate::search::successors::Successor;
use crate::search::visited::{KeyTable, VisitedSet};

/// The solver's visited set (measured against hashbrown's: docs/architecture.md, "Choices").
type SolverSet<K> = VisitedSet<K>;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// An optimal plan (empty when the start is already solved).
    Solved(Vec<Move>),
    /// Every reachable position was explored and none frees the red car.
    Unsolvable,
}

/// The answer and the statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveReport {
    pub outcome: Outcome,
    pub stats: Stats,
}

impl SolveReport {
    /// The optimal cost in the metric searched, if solvable.
    pub fn cost(&self, metric: Metric) -> Option<usize> {
        match &self.outcome {
            Outcome::Solved(plan) => Some(metric.cost(plan)),
            Outcome::Unsolvable => None,
        }
    }
}

/// Table size from which the search prefetches its probes' slots.
const PREFETCH_BYTES: usize = 256 << 10;

/// The solver's visited set: slots are prefetched once the table outgrows the caches.
impl<K: Key> Visited<K> for VisitedSet<K> {
    fn prefetching(&self) -> bool {
        self.heap_bytes() > PREFETCH_BYTES
    }
    #[inline(always)]
    fn prefetch(&self, h: u64) {
        VisitedSet::prefetch(self, h, false);
    }
    #[inline(always)]
    fn make_room(&mut self, extra: usize, arena: &[K]) {
        self.reserve_from(extra, arena);
    }
    #[inline(always)]
    fn visit(&mut self, k: K, h: u64, _depth: u16) -> bool {
        self.insert_reserved(k, h).1
    }
    fn peak_bytes(&self, extra: usize) -> usize {
        KeyTable::peak_bytes(self, extra)
    }
    fn room(&self) -> usize {
        KeyTable::room(self)
    }
}

/// Solves a position optimally in the metric with default limits.
pub fn solve(board: &Board, start: &Position, metric: Metric) -> Result<SolveReport, SolveError> {
    solve_with(board, start, metric, &mut Limits::default())
}

/// Solves a position optimally in the metric, within `limits`.
pub fn solve_with(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) -> Result<SolveReport, SolveError> {
    let packed = PackedBoard::new(board, start);
    with_key_type!(&packed, |K, E, _D| solve_packed::<K, E>(&packed, start, metric, limits))
}

/// Positions the arena has room for at first.
const ARENA_ROOM: usize = 4096;

fn solve_packed<K: Key, E: GeneratorOf<K>>(
    board: &PackedBoard,
    start: &Position,
    metric: Metric,
    limits: &mut Limits,
) -> Result<SolveReport, SolveError> {
    let clock = Stopwatch::start();
    let moves = metric == Metric::Moves;
    let start_key: K = board.pack(start);
    // Room for 16,384 positions at first (256 KB for one-word keys, most searches in fewer
    // than a quarter of it: short probes, no rebuilding); a larger search grows it (see
    // `KeyTable::reserve_from`). Measured on rush18k.txt: 4–7% faster than room for 4,096.
    let mut seen: SolverSet<K> = SolverSet::with_capacity(16_384);
    seen.insert(start_key);
    // In moves, a position whose red car has a clear way out is one move from the goal, and is
    // recognised when it is discovered, not when its layer is expanded; the vehicle just moved
    // has nothing new to offer, and lower vehicles' moves that commute with it are found from
    // another position of the layer (see `LastMove`). In steps, the goal is recognised when the
    // red car steps onto it.
    let expansion = Expansion { metric, prune: true, group: 1, parents: true, clear: moves, red_only_at_start: false };
    let mut bfs: Bfs<K> = Bfs::new(vec![start_key], (u8::MAX, 0), expansion);
    bfs.reserve(ARENA_ROOM);
    let stats = |bfs: &Bfs<K>, seen: &SolverSet<K>| {
        let memory_bytes = seen.heap_bytes() + bfs.heap_bytes();
        Stats {
            discovered: bfs.keys.len(),
            expanded: bfs.expanded,
            frontier: bfs.sizes.clone(),
            millis: clock.millis(),
            memory_bytes,
            peak_memory_bytes: bfs.peak_bytes.max(memory_bytes),
            pruned: 0,
        }
    };
    // A plan found, with the size of its last, partial layer (the positions of it discovered so
    // far) and the positions found outside the arena (the goal seen from a start with a clear way).
    let solved = |bfs: &Bfs<K>, seen: &SolverSet<K>, plan: Vec<Move>, partial: usize, outside: usize| {
        let mut stats = stats(bfs, seen);
        stats.discovered += outside;
        stats.frontier.push(partial);
        Ok(SolveReport { outcome: Outcome::Solved(plan), stats })
    };
    if board.is_goal(&start_key) {
        return Ok(SolveReport { outcome: Outcome::Solved(Vec::new()), stats: stats(&bfs, &seen) });
    }
    if moves && board.exit_clear(&start_key) {
        return solved(&bfs, &seen, vec![board.exit_move(&start_key)], 1, 1);
    }
    let is_goal = |s: &Successor<K>| if moves { s.clear } else { s.vehicle == 0 && board.is_goal(&s.key) };
    match bfs.drive(E::of(board), &mut seen, usize::MAX, limits, is_goal, |_, _| true) {
        Ok(Driven::Goal(last)) => {
            let mut plan = bfs.plan_to(board, last);
            if moves {
                plan.push(board.exit_move(&bfs.keys[last]));
            } else {
                plan = merge_steps(&plan);
            }
            let partial = bfs.keys.len() - bfs.sizes.iter().sum::<usize>();
            solved(&bfs, &seen, plan, partial, 0)
        }
        Ok(_) => Ok(SolveReport { outcome: Outcome::Unsolvable, stats: stats(&bfs, &seen) }),
        Err(stop) => Err(stop.error(limits, stats(&bfs, &seen))),
    }
}

/// A shortest plan from `from` to the position `to` in the metric (steps joined into slides), by
/// the same search; `None` when `to` is not reachable from `from`.
pub fn plan_between(board: &Board, from: &Position, to: &Position, metric: Metric) -> Option<Vec<Move>> {
    // Four-word keys and the general generator fit every board: one copy of the search for a
    // short search (the game's jump in a small cluster), not one per key width (wasm size).
    let packed = PackedBoard::new(board, from);
    plan_between_packed::<Packed<4>, PackedLayout>(&packed, from, to, metric)
}

fn plan_between_packed<K: Key, E: GeneratorOf<K>>(
    board: &PackedBoard,
    from: &Position,
    to: &Position,
    metric: Metric,
) -> Option<Vec<Move>> {
    let (start, target): (K, K) = (board.pack(from), board.try_pack(to)?);
    if start == target {
        return Some(Vec::new());
    }
    let mut seen: VisitedSet<K> = VisitedSet::with_capacity(4096);
    seen.insert(start);
    let expansion = Expansion { metric, prune: true, group: 1, parents: true, clear: false, red_only_at_start: false };
    let mut bfs = Bfs::new(vec![start], (u8::MAX, 0), expansion);
    // No budget: the caller's cluster is small (the game's jump).
    let limits = &mut Limits { max_memory: usize::MAX, ..Limits::default() };
    match bfs.drive(E::of(board), &mut seen, usize::MAX, limits, |s| s.key == target, |_, _| true) {
        Ok(Driven::Goal(last)) => {
            let plan = bfs.plan_to(board, last);
            Some(if metric == Metric::Steps { merge_steps(&plan) } else { plan })
        }
        _ => None,
    }
}
