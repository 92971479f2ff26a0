//! Building a [`Cluster`] in slices of work, on the breadth-first core ([`crate::search::bfs`]).
//!
//! A forward search over one-cell steps enumerates the cluster (reachability does not depend on
//! the metric, and steps give the fewest successors). A second search runs backwards from all
//! goal positions at once (moves are reversible, so the graph is the same both ways) and writes
//! each position's distance beside its key in the table the first one filled. Both expand
//! positions in groups, their successors' slots prefetched before the first probe, so the cache
//! misses of a large cluster overlap.

use crate::model::board::{Board, Position};
use crate::model::rules::Metric;
use crate::search::bfs::{Bfs, Driven, Expansion, Stopped, Visited};
use crate::search::cluster::{Cluster, Distances, DistancesOf};
use crate::search::distance_table::DistanceTable;
use crate::search::limits::{Limits, SolveError, Stats, Stopwatch};
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::successors::LastMove;
use std::marker::PhantomData;

/// Positions expanded together: their successors' table slots are all prefetched before the
/// first probe, so that many cache misses overlap (a large cluster's table is megabytes).
const GROUP: usize = 16;

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

/// The forward search's view of the table: a key is new when it is not in it yet.
struct Enumerate<'a, D>(&'a mut D);

impl<K: Key, D: DistanceTable<K>> Visited<K> for Enumerate<'_, D> {
    fn prefetching(&self) -> bool {
        true
    }
    #[inline(always)]
    fn prefetch(&self, h: u64) {
        self.0.prefetch(h, false);
    }
    #[inline(always)]
    fn make_room(&mut self, extra: usize, arena: &[K]) {
        self.0.reserve_from(extra, arena);
    }
    #[inline(always)]
    fn visit(&mut self, k: K, h: u64, _depth: u16) -> bool {
        self.0.insert_reserved(k, h)
    }
    fn peak_bytes(&self, extra: usize) -> usize {
        self.0.peak_bytes(extra)
    }
    fn room(&self) -> usize {
        self.0.room()
    }
}

/// The backward search's view: every key is in the table; it is new while its stored distance
/// is 0 (not reached), and is then stored as `depth + base`.
struct Measure<'a, D> {
    map: &'a mut D,
    base: u16,
}

impl<K: Key, D: DistanceTable<K>> Visited<K> for Measure<'_, D> {
    fn prefetching(&self) -> bool {
        true
    }
    #[inline(always)]
    fn prefetch(&self, h: u64) {
        self.map.prefetch(h, true);
    }
    #[inline(always)]
    fn make_room(&mut self, _extra: usize, _arena: &[K]) {}
    #[inline(always)]
    fn visit(&mut self, k: K, h: u64, depth: u16) -> bool {
        self.map.reach(&k, h, depth + self.base)
    }
    fn peak_bytes(&self, _extra: usize) -> usize {
        self.map.heap_bytes()
    }
    fn room(&self) -> usize {
        usize::MAX
    }
}

/// The analysis for one choice of key, generator and table (see `with_key_type!`).
struct Build<K: Key, E, D: DistanceTable<K>> {
    map: D,
    bfs: Bfs<K>,
    phase: Phase,
    /// Measuring: stored value = depth in the backward search + `base`.
    base: u16,
    generator: PhantomData<E>,
}

/// What [`ClusterBuilder`] asks of a [`Build`], whatever its types.
trait Steps {
    fn advance(
        &mut self,
        board: &PackedBoard,
        metric: Metric,
        work: usize,
        limits: &mut Limits,
        stats: &mut Stats,
    ) -> Result<bool, SolveError>;
    fn progress(&self) -> BuildProgress;
    fn into_distances(self: Box<Self>) -> Box<dyn Distances>;
}

impl<K: Key, E: GeneratorOf<K>, D: DistanceTable<K> + 'static> Build<K, E, D> {
    fn new(board: &PackedBoard, start: &Position) -> Self {
        let start_key: K = board.pack(start);
        let mut map = D::dense(4096);
        map.insert_reserved(start_key, start_key.hash64());
        let expansion =
            Expansion { metric: Metric::Steps, prune: true, group: GROUP, parents: false, clear: false, red_only_at_start: false };
        Build { map, bfs: Bfs::new(vec![start_key], (u8::MAX, 0), expansion), phase: Phase::Enumerating, base: 0, generator: PhantomData }
    }

    /// Backward BFS from every goal position at once: the goals are at distance 0 (stored as
    /// 1); in moves, the positions one move away are known at once (see below) and start the
    /// search at distance 1.
    fn start_measuring(&mut self, board: &PackedBoard, metric: Metric) {
        let all = std::mem::take(&mut self.bfs.keys);
        let (mut goals, mut near) = (Vec::new(), Vec::new());
        for k in all {
            if board.is_goal(&k) {
                goals.push(k);
            } else if metric == Metric::Moves && board.exit_clear(&k) {
                near.push(k);
            }
        }
        for (keys, value) in [(&goals, 1), (&near, 2)] {
            for k in keys {
                self.map.reach(k, k.hash64(), value);
            }
        }
        let expansion =
            Expansion { metric, prune: true, group: GROUP, parents: false, clear: false, red_only_at_start: metric == Metric::Steps };
        self.bfs = if metric == Metric::Moves {
            // In moves, the first layer is known without a search: a position whose red car
            // has a clear way out is one move from the goal it slides to (in the cluster, as
            // moves are reversible). The search starts there, each as if reached by the red car
            // sliding back from the exit.
            self.base = 2;
            Bfs::new(near, (0, board.goal_offset()), expansion)
        } else {
            // From a goal, another vehicle's step leads to another goal (distance 0 already):
            // only the red car's steps can reach new positions.
            self.base = 1;
            Bfs::new(goals, (u8::MAX, LastMove::NO_FROM), expansion)
        };
        self.phase = Phase::Measuring;
    }
}

impl<K: Key, E: GeneratorOf<K>, D: DistanceTable<K> + 'static> Steps for Build<K, E, D> {
    fn advance(
        &mut self,
        board: &PackedBoard,
        metric: Metric,
        mut work: usize,
        limits: &mut Limits,
        stats: &mut Stats,
    ) -> Result<bool, SolveError> {
        let generator = E::of(board);
        let with_peak = |bfs: &Bfs<K>, stats: &mut Stats| {
            stats.peak_memory_bytes = stats.peak_memory_bytes.max(bfs.peak_bytes);
            stats.clone()
        };
        while self.phase == Phase::Enumerating && work > 0 {
            let before = self.bfs.expanded;
            let driven = self.bfs.drive(generator, &mut Enumerate(&mut self.map), work, limits, |_| false, |_, _| true);
            work -= (self.bfs.expanded - before).min(work);
            stats.discovered = self.bfs.keys.len();
            stats.expanded = self.bfs.expanded;
            stats.frontier = self.bfs.sizes.clone();
            match driven {
                Ok(Driven::Exhausted) => {
                    stats.memory_bytes = self.map.heap_bytes() + self.bfs.heap_bytes();
                    stats.peak_memory_bytes = stats.peak_memory_bytes.max(self.bfs.peak_bytes);
                    self.start_measuring(board, metric);
                }
                Ok(_) => {}
                Err(stop) => {
                    let stats = if stop == Stopped::Memory { with_peak(&self.bfs, stats) } else { stats.clone() };
                    return Err(stop.error(limits, stats));
                }
            }
        }
        // The distances: every position is known, so no budget of positions; the memory's holds.
        let measuring = &mut Limits { max_positions: usize::MAX, progress: None, ..*limits };
        while self.phase == Phase::Measuring && work > 0 {
            let before = self.bfs.expanded;
            let mut seen = Measure { map: &mut self.map, base: self.base };
            let driven = self.bfs.drive(generator, &mut seen, work, measuring, |_| false, |_, _| true);
            work -= (self.bfs.expanded - before).min(work);
            match driven {
                Ok(Driven::Exhausted) => {
                    self.phase = Phase::Done;
                    stats.peak_memory_bytes = stats.peak_memory_bytes.max(self.bfs.peak_bytes);
                    self.bfs.free_arena();
                }
                Ok(_) => {}
                Err(_) => return Err(SolveError::Memory { limit: limits.max_memory, stats: with_peak(&self.bfs, stats) }),
            }
        }
        Ok(self.phase == Phase::Done)
    }

    fn progress(&self) -> BuildProgress {
        BuildProgress { phase: self.phase, positions: self.map.len(), processed: self.bfs.head }
    }

    fn into_distances(self: Box<Self>) -> Box<dyn Distances> {
        Box::new(DistancesOf { map: self.map, key: PhantomData::<K> })
    }
}

/// A cluster analysis that runs in slices: call [`ClusterBuilder::advance`] with a work budget
/// until it reports completion, then [`ClusterBuilder::finish`]. The browser runs it between
/// frames, so a large cluster never freezes the page; a teacher can step a search this way.
pub struct ClusterBuilder {
    board: Board,
    packed: PackedBoard,
    metric: Metric,
    stats: Stats,
    clock: Stopwatch,
    build: Box<dyn Steps>,
}

impl ClusterBuilder {
    pub fn new(board: &Board, start: &Position, metric: Metric) -> ClusterBuilder {
        let packed = PackedBoard::new(board, start);
        let build: Box<dyn Steps> = with_key_type!(&packed, |K, E, D| Box::new(Build::<K, E, D>::new(&packed, start)));
        ClusterBuilder {
            board: board.clone(),
            packed,
            metric,
            stats: Stats { frontier: vec![1], ..Stats::default() },
            clock: Stopwatch::start(),
            build,
        }
    }

    /// Expands up to `work` positions; `Ok(true)` once the analysis is complete.
    pub fn advance(&mut self, work: usize, limits: &mut Limits) -> Result<bool, SolveError> {
        self.build.advance(&self.packed, self.metric, work, limits, &mut self.stats)
    }

    pub fn progress(&self) -> BuildProgress {
        self.build.progress()
    }

    /// The finished analysis, or `None` while work remains.
    pub fn finish(self) -> Option<Cluster> {
        if self.progress().phase != Phase::Done {
            return None;
        }
        let mut stats = self.stats;
        stats.millis = self.clock.millis();
        Some(Cluster { board: self.board, packed: self.packed, metric: self.metric, distances: self.build.into_distances(), stats })
    }
}

/// A cluster built at once (the builder's slices run to the end).
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
}
