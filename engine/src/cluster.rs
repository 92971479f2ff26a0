//! Cluster analysis: every position reachable from a start, each with its distance to the goal.
//!
//! A forward breadth-first search over one-cell steps enumerates the cluster (reachability does
//! not depend on the metric, and steps give the fewest successors). A second breadth-first
//! search runs backwards from all goal positions at once (moves are reversible, so the graph is
//! the same both ways) and writes each position's distance beside its key in the visited table.
//! Both searches gather a position's successors and prefetch their table slots before probing,
//! so the cache misses of a large cluster overlap. The result answers, for any position the
//! player reaches, "how many moves to go" and "which move is optimal" by lookups.

use super::board::{Board, Position};
use super::compact::{BATCH, Batch as Buffer, Expand, Key, Last, Layout, Packed, Succ};
use super::grid;
use super::rules::{Metric, Move, merge_steps};
use super::solve::{Clock, Limits, Progress, SolveError, Stats, position_budget};
use super::table::{Distances, INLINE_KEY_BITS, InlineMap, KeyMap};
use std::marker::PhantomData;

/// One optimal move and the distance that remains after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub distance_after: u16,
}

/// The analysis for one key width: every key of the cluster with its distance to the goal plus
/// one (0 where the goal cannot be reached).
struct Analysis<K: Key, T: Distances<K>> {
    map: T,
    key: PhantomData<K>,
}

enum Keys {
    /// One-word keys short enough to keep their distances in the same word.
    Inline(Analysis<Packed<1>, InlineMap>),
    One(Analysis<Packed<1>, KeyMap<Packed<1>, u16>>),
    Two(Analysis<Packed<2>, KeyMap<Packed<2>, u16>>),
    Four(Analysis<Packed<4>, KeyMap<Packed<4>, u16>>),
}

macro_rules! on_analysis {
    ($self:expr, $a:ident => $body:expr) => {
        match &$self.keys {
            Keys::Inline($a) => $body,
            Keys::One($a) => $body,
            Keys::Two($a) => $body,
            Keys::Four($a) => $body,
        }
    };
}

/// Every position reachable from a start, with its distance to the goal in one metric.
pub struct Cluster {
    board: Board,
    layout: Layout,
    metric: Metric,
    keys: Keys,
    /// Statistics of the enumeration (discovered = cluster size, frontier by depth from start).
    pub stats: Stats,
}

impl std::fmt::Debug for Cluster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cluster").field("size", &self.size()).field("metric", &self.metric).finish()
    }
}

impl Cluster {
    /// Analyses the cluster of `start` with default limits.
    pub fn analyze(board: &Board, start: &Position, metric: Metric) -> Result<Cluster, SolveError> {
        Self::analyze_with(board, start, metric, &mut Limits::default())
    }

    /// Analyses the cluster of `start`: enumerate, then distances to the goal in `metric`.
    pub fn analyze_with(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) -> Result<Cluster, SolveError> {
        let mut builder = ClusterBuilder::new(board, start, metric);
        while !builder.advance(usize::MAX, limits)? {}
        Ok(builder.finish().expect("advance reported the analysis done"))
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn metric(&self) -> Metric {
        self.metric
    }
    /// Number of positions in the cluster.
    pub fn size(&self) -> usize {
        on_analysis!(self, a => a.map.len())
    }
    /// True when some position of the cluster is a goal.
    pub fn is_solvable(&self) -> bool {
        on_analysis!(self, a => a.map.iter().any(|(_, d)| d == 1))
    }
    /// Distance to the goal of a position, `None` when it is not in the cluster or the goal
    /// cannot be reached from it.
    pub fn distance(&self, pos: &Position) -> Option<u16> {
        on_analysis!(self, a => a.key(&self.layout, pos).and_then(|k| a.distance(&k)))
    }
    /// True when the position belongs to this cluster.
    pub fn contains(&self, pos: &Position) -> bool {
        on_analysis!(self, a => a.key(&self.layout, pos).is_some_and(|k| a.map.get(&k).is_some()))
    }
    /// One optimal move from a position (the red car first, then in vehicle order, shortest
    /// slide first), or `None` at the goal, outside the cluster or when unsolvable.
    pub fn hint(&self, pos: &Position) -> Option<Hint> {
        on_analysis!(self, a => {
            let k = a.key(&self.layout, pos)?;
            a.best(&self.layout, &k, self.metric).map(|(mv, _, d)| Hint { mv, distance_after: d })
        })
    }
    /// An optimal plan from a position, following hints (in steps, consecutive steps of one
    /// vehicle joined into one slide).
    pub fn plan(&self, pos: &Position) -> Option<Vec<Move>> {
        on_analysis!(self, a => {
            let mut k = a.key(&self.layout, pos)?;
            let mut left = a.distance(&k)?;
            let mut plan = Vec::with_capacity(left as usize);
            while left > 0 {
                let (mv, next, d) = a.best(&self.layout, &k, self.metric)?;
                plan.push(mv);
                k = next;
                left = d;
            }
            Some(if self.metric == Metric::Steps { merge_steps(&plan) } else { plan })
        })
    }
    /// Positions by distance to the goal: `histogram[d]` positions need `d`.
    pub fn histogram(&self) -> Vec<usize> {
        on_analysis!(self, a => {
            let mut h = Vec::new();
            for (_, d) in a.map.iter().filter(|&(_, d)| d != 0) {
                let d = d as usize - 1;
                if h.len() <= d {
                    h.resize(d + 1, 0);
                }
                h[d] += 1;
            }
            h
        })
    }
    /// Positions from which the goal cannot be reached.
    pub fn dead_positions(&self) -> usize {
        on_analysis!(self, a => a.map.iter().filter(|&(_, d)| d == 0).count())
    }
    /// The position farthest from the goal and its distance; ties go to the smallest canonical
    /// grid string. `None` when the cluster is unsolvable.
    pub fn hardest(&self) -> Option<(Position, u16)> {
        on_analysis!(self, a => {
            let max = a.map.iter().map(|(_, d)| d).max().filter(|&d| d > 0)?;
            let best = a
                .map
                .iter()
                .filter(|&(_, d)| d == max)
                .map(|(k, _)| self.layout.unpack(&k))
                .min_by_key(|p| grid::format(&self.board, p))?;
            Some((best, max - 1))
        })
    }
    /// Every position of the cluster at a distance (for state graphs), sorted.
    pub fn positions_at(&self, distance: u16) -> Vec<Position> {
        on_analysis!(self, a => {
            let mut v: Vec<Position> = a.map.iter().filter(|&(_, d)| d == distance + 1).map(|(k, _)| self.layout.unpack(&k)).collect();
            v.sort();
            v
        })
    }
    /// Every position of the cluster, dead ones included, sorted.
    pub fn positions(&self) -> Vec<Position> {
        on_analysis!(self, a => {
            let mut v: Vec<Position> = a.map.iter().map(|(k, _)| self.layout.unpack(&k)).collect();
            v.sort();
            v
        })
    }
    /// Bytes held by the analysis.
    pub fn heap_bytes(&self) -> usize {
        on_analysis!(self, a => a.map.heap_bytes())
    }
}

/// Positions expanded together: their successors' table slots are all prefetched before the
/// first probe, so that many cache misses overlap (a large cluster's table is megabytes).
const GROUP: usize = 16;

/// The successors of a group of positions, gathered before their table slots are probed.
struct Batch<K: Key> {
    /// One position's successors, as the generator writes them.
    scratch: Box<Buffer<K>>,
    /// The group's successors, each with its hash.
    items: Vec<(Succ<K>, u64)>,
}

impl<K: Key> Batch<K> {
    fn new() -> Self {
        Batch { scratch: Box::new([Succ::default(); BATCH]), items: Vec::with_capacity(GROUP * 64) }
    }
    /// Adds the successors of `k` in `metric`, but those `last` rules out (and with
    /// `red_only`, all but the red car's), prefetching their slots (and their `values` too, to
    /// read them).
    #[inline(always)]
    fn add<T: Distances<K>, E: Expand<K>>(
        &mut self,
        expand: &E,
        map: &T,
        k: &K,
        (metric, last, red_only): (Metric, Last, bool),
        values: bool,
    ) {
        let n = match metric {
            Metric::Moves => expand.moves::<false>(k, last, &mut self.scratch),
            Metric::Steps => expand.steps(k, last, &mut self.scratch),
        };
        for s in self.scratch[..n].iter().filter(|s| !red_only || s.vehicle == 0) {
            let h = s.key.hash64();
            map.prefetch(h, values);
            self.items.push((*s, h));
        }
    }
}

/// The last move from what [`Build`] keeps of it.
fn last((vehicle, from): (u8, u8)) -> Last {
    if vehicle == u8::MAX { Last::NONE } else { Last { vehicle: vehicle as usize, from } }
}

/// Which half of the analysis a builder is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Forward BFS over steps from the start: finding every position.
    Enumerating,
    /// Backward BFS from the goals: each position's distance.
    Measuring,
    Done,
}

/// How far a [`ClusterBuilder`] has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildProgress {
    pub phase: Phase,
    /// Positions found so far (the cluster size once measuring).
    pub positions: usize,
    /// Positions expanded in the current phase.
    pub processed: usize,
}

/// A resumable analysis for one key width and table.
struct Build<K: Key, T: Distances<K>> {
    map: T,
    /// Enumerating: every key found, in discovery order. Measuring: the backward queue.
    queue: Vec<K>,
    /// The vehicle that moved into each queued position (`u8::MAX` for the start and the goals)
    /// and its offset before (see [`Last`]).
    moved: Vec<(u8, u8)>,
    head: usize,
    layer_end: usize,
    /// Measuring: the distance of the layer being expanded.
    distance: u16,
    phase: Phase,
    batch: Batch<K>,
}

impl<K: Key, T: Distances<K>> Build<K, T> {
    fn new(layout: &Layout, start: &Position) -> Self {
        let start_key: K = layout.pack(start);
        let mut map = T::dense(4096);
        map.insert_reserved(start_key, start_key.hash64());
        Build {
            map,
            queue: vec![start_key],
            moved: vec![(u8::MAX, Last::NO_FROM)],
            head: 0,
            layer_end: 1,
            distance: 0,
            phase: Phase::Enumerating,
            batch: Batch::new(),
        }
    }

    fn progress(&self) -> BuildProgress {
        BuildProgress { phase: self.phase, positions: self.map.len(), processed: self.head }
    }

    /// Does up to `work` expansions; true when the analysis is complete.
    fn advance<E: Expand<K>>(
        &mut self,
        layout: &Layout,
        expand: &E,
        metric: Metric,
        mut work: usize,
        limits: &mut Limits,
        stats: &mut Stats,
    ) -> Result<bool, SolveError> {
        // Per position: the queue entry and two table slots with their distances.
        let budget = position_budget(limits, 3 * std::mem::size_of::<K>() + 4);
        while self.phase == Phase::Enumerating && work > 0 {
            if self.head == self.queue.len() {
                stats.discovered = self.queue.len();
                stats.expanded = self.head;
                stats.memory_bytes = self.map.heap_bytes() + self.queue.capacity() * std::mem::size_of::<K>();
                self.start_measuring(layout, metric);
                break;
            }
            if self.head == self.layer_end && self.head > 0 {
                stats.frontier.push(self.queue.len() - self.layer_end);
                self.layer_end = self.queue.len();
                if let Some(cb) = limits.progress.as_mut()
                    && !cb(Progress { depth: stats.frontier.len() - 1, discovered: self.queue.len(), expanded: self.head })
                {
                    stats.discovered = self.queue.len();
                    stats.expanded = self.head;
                    return Err(SolveError::Cancelled { stats: stats.clone() });
                }
            }
            // A group of positions of this layer, expanded together.
            let end = self.layer_end.min(self.head + GROUP.min(work));
            self.batch.items.clear();
            for i in self.head..end {
                self.batch.add(expand, &self.map, &self.queue[i], (Metric::Steps, last(self.moved[i]), false), false);
            }
            self.map.reserve_from(self.batch.items.len(), &self.queue);
            for &(s, h) in &self.batch.items {
                if self.map.insert_reserved(s.key, h).1 {
                    self.queue.push(s.key);
                    self.moved.push((s.vehicle, s.from));
                }
            }
            work -= end - self.head;
            self.head = end;
            if self.queue.len() > budget {
                stats.discovered = self.queue.len();
                stats.expanded = self.head;
                return Err(SolveError::Budget { limit: budget, stats: stats.clone() });
            }
        }
        while self.phase == Phase::Measuring && work > 0 {
            if self.head == self.queue.len() {
                self.phase = Phase::Done;
                self.queue = Vec::new();
                self.moved = Vec::new();
                break;
            }
            if self.head == self.layer_end {
                self.distance += 1;
                self.layer_end = self.queue.len();
            }
            // A group of positions of this layer, expanded together. The vehicle that moved
            // into a position has nothing new in the moves metric, and lower vehicles' moves
            // that commute with it are found elsewhere (see [`Last`]).
            let end = self.layer_end.min(self.head + GROUP.min(work));
            self.batch.items.clear();
            for i in self.head..end {
                // From a goal, another vehicle's move leads to another goal (distance 0 already):
                // only the red car's moves can reach new positions. (Steps only: the moves
                // metric starts at distance 1.)
                let goal = self.distance == 0;
                self.batch.add(expand, &self.map, &self.queue[i], (metric, last(self.moved[i]), goal), true);
            }
            work -= end - self.head;
            self.head = end;
            // Stored distances are one more than the distance (0 = not reached).
            let next_value = self.distance + 2;
            for &(s, h) in &self.batch.items {
                let slot = self.map.find_hashed(&s.key, h).expect("neighbours are in the cluster");
                if self.map.value(slot) == 0 {
                    self.map.set_value(slot, next_value);
                    self.queue.push(s.key);
                    self.moved.push((s.vehicle, s.from));
                }
            }
        }
        Ok(self.phase == Phase::Done)
    }

    /// Backward BFS from every goal position at once: the goals are at distance 0 (stored as
    /// 1); in moves, the positions one move away are known at once (see below) and start the
    /// queue at distance 1.
    fn start_measuring(&mut self, layout: &Layout, metric: Metric) {
        let all = std::mem::take(&mut self.queue);
        let (mut goals, mut near) = (Vec::new(), Vec::new());
        for k in all {
            if layout.is_goal(&k) {
                goals.push(k);
            } else if metric == Metric::Moves && layout.exit_clear(&k) {
                near.push(k);
            }
        }
        for (keys, value) in [(&goals, 1), (&near, 2)] {
            for k in keys {
                let slot = self.map.find_hashed(k, k.hash64()).expect("enumerated");
                self.map.set_value(slot, value);
            }
        }
        let (queue, distance, moved) = if metric == Metric::Moves {
            // In moves, the first layer is known without a search: a position whose red car
            // has a clear way out is one move from the goal it slides to (in the cluster, as
            // moves are reversible). The search starts there, each as if reached by the red car
            // sliding back from the exit.
            (near, 1, (0, layout.goal_offset()))
        } else {
            (goals, 0, (u8::MAX, Last::NO_FROM))
        };
        self.moved = vec![moved; queue.len()];
        self.layer_end = queue.len();
        self.distance = distance;
        self.queue = queue;
        self.head = 0;
        self.phase = Phase::Measuring;
    }
}

enum Builds {
    Inline(Build<Packed<1>, InlineMap>),
    One(Build<Packed<1>, KeyMap<Packed<1>, u16>>),
    Two(Build<Packed<2>, KeyMap<Packed<2>, u16>>),
    Four(Build<Packed<4>, KeyMap<Packed<4>, u16>>),
}

/// A cluster analysis that runs in slices: call [`ClusterBuilder::advance`] with a work budget
/// until it reports completion, then [`ClusterBuilder::finish`]. The browser runs it between
/// frames, so a large cluster never freezes the page; a teacher can step a search this way.
pub struct ClusterBuilder {
    board: Board,
    layout: Layout,
    metric: Metric,
    stats: Stats,
    clock: Clock,
    build: Builds,
}

impl ClusterBuilder {
    pub fn new(board: &Board, start: &Position, metric: Metric) -> ClusterBuilder {
        let layout = Layout::new(board, start);
        let build = match layout.words {
            1 if layout.fast().is_some() && layout.key_bits() <= INLINE_KEY_BITS => Builds::Inline(Build::new(&layout, start)),
            1 => Builds::One(Build::new(&layout, start)),
            2 => Builds::Two(Build::new(&layout, start)),
            _ => Builds::Four(Build::new(&layout, start)),
        };
        ClusterBuilder {
            board: board.clone(),
            layout,
            metric,
            stats: Stats { frontier: vec![1], ..Stats::default() },
            clock: Clock::start(),
            build,
        }
    }

    /// Expands up to `work` positions; `Ok(true)` once the analysis is complete.
    pub fn advance(&mut self, work: usize, limits: &mut Limits) -> Result<bool, SolveError> {
        let (layout, metric, stats) = (&self.layout, self.metric, &mut self.stats);
        match &mut self.build {
            Builds::Inline(b) => match layout.fast() {
                Some(fast) => b.advance(layout, fast, metric, work, limits, stats),
                None => b.advance(layout, layout, metric, work, limits, stats),
            },
            Builds::One(b) => match layout.fast() {
                Some(fast) => b.advance(layout, fast, metric, work, limits, stats),
                None => b.advance(layout, layout, metric, work, limits, stats),
            },
            Builds::Two(b) => b.advance(layout, layout, metric, work, limits, stats),
            Builds::Four(b) => b.advance(layout, layout, metric, work, limits, stats),
        }
    }

    pub fn progress(&self) -> BuildProgress {
        match &self.build {
            Builds::Inline(b) => b.progress(),
            Builds::One(b) => b.progress(),
            Builds::Two(b) => b.progress(),
            Builds::Four(b) => b.progress(),
        }
    }

    /// The finished analysis, or `None` while work remains.
    pub fn finish(self) -> Option<Cluster> {
        if self.progress().phase != Phase::Done {
            return None;
        }
        let mut stats = self.stats;
        stats.millis = self.clock.millis();
        let keys = match self.build {
            Builds::Inline(b) => Keys::Inline(Analysis { map: b.map, key: PhantomData }),
            Builds::One(b) => Keys::One(Analysis { map: b.map, key: PhantomData }),
            Builds::Two(b) => Keys::Two(Analysis { map: b.map, key: PhantomData }),
            Builds::Four(b) => Keys::Four(Analysis { map: b.map, key: PhantomData }),
        };
        Some(Cluster { board: self.board, layout: self.layout, metric: self.metric, keys, stats })
    }
}

impl<K: Key, T: Distances<K>> Analysis<K, T> {
    fn key(&self, layout: &Layout, pos: &Position) -> Option<K> {
        layout.try_pack(pos)
    }

    fn distance(&self, k: &K) -> Option<u16> {
        self.map.get(k).filter(|&d| d > 0).map(|d| d - 1)
    }

    /// The first optimal move from `k`, where it leads and the distance left there: the red car
    /// first, then by vehicle and shortest slide.
    fn best(&self, layout: &Layout, k: &K, metric: Metric) -> Option<(Move, K, u16)> {
        let d = self.distance(k)?;
        if d == 0 {
            return None;
        }
        let mut best: Option<(Move, K)> = None;
        layout.successors(k, metric, |next, v, to| {
            if self.distance(&next) == Some(d - 1) {
                let mv = Move::new(v, to as i8 - layout.offset(k, v) as i8);
                if best.is_none_or(|(b, _)| (mv.vehicle, mv.distance(), mv.delta) < (b.vehicle, b.distance(), b.delta)) {
                    best = Some((mv, next));
                }
            }
            false
        });
        best.map(|(mv, next)| (mv, next, d - 1))
    }
}
