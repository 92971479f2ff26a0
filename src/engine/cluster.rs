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
use super::compact::{Key, Layout, MAX_SUCCESSORS, Packed};
use super::grid;
use super::rules::{Metric, Move, merge_steps};
use super::solve::{Clock, Limits, Progress, SolveError, Stats, position_budget};
use super::table::KeyMap;

/// One optimal move and the distance that remains after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub distance_after: u16,
}

/// The analysis for one key width: every key of the cluster with its distance to the goal plus
/// one (0 where the goal cannot be reached).
struct Analysis<K: Key> {
    map: KeyMap<K, u16>,
}

enum Keys {
    One(Analysis<Packed<1>>),
    Two(Analysis<Packed<2>>),
    Four(Analysis<Packed<4>>),
}

macro_rules! on_analysis {
    ($self:expr, $a:ident => $body:expr) => {
        match &$self.keys {
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

impl Cluster {
    /// Analyses the cluster of `start` with default limits.
    pub fn analyze(board: &Board, start: &Position, metric: Metric) -> Result<Cluster, SolveError> {
        Self::analyze_with(board, start, metric, &mut Limits::default())
    }

    /// Analyses the cluster of `start`: enumerate, then distances to the goal in `metric`.
    pub fn analyze_with(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) -> Result<Cluster, SolveError> {
        let clock = Clock::start();
        let layout = Layout::new(board, start);
        let mut stats = Stats::default();
        let keys = match layout.words {
            1 => Keys::One(Analysis::run(&layout, start, metric, limits, &mut stats)?),
            2 => Keys::Two(Analysis::run(&layout, start, metric, limits, &mut stats)?),
            _ => Keys::Four(Analysis::run(&layout, start, metric, limits, &mut stats)?),
        };
        stats.millis = clock.millis();
        Ok(Cluster { board: board.clone(), layout, metric, keys, stats })
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
    /// Bytes held by the analysis.
    pub fn heap_bytes(&self) -> usize {
        on_analysis!(self, a => a.map.heap_bytes())
    }
}

/// Successors gathered before their table slots are probed.
struct Batch<K: Key> {
    items: Vec<(K, u64, u8, u8)>,
}

impl<K: Key> Batch<K> {
    fn new() -> Self {
        Batch { items: Vec::with_capacity(MAX_SUCCESSORS) }
    }
    /// Collects the successors of `k` in `metric` with their hashes, prefetching their slots.
    #[inline(always)]
    fn fill<V: Copy + Default>(&mut self, layout: &Layout, map: &KeyMap<K, V>, k: &K, metric: Metric) {
        self.items.clear();
        let items = &mut self.items;
        layout.successors(k, metric, |next, v, to| {
            let h = next.hash64();
            map.prefetch(h);
            items.push((next, h, v as u8, to));
            false
        });
    }
}

impl<K: Key> Analysis<K> {
    fn run(layout: &Layout, start: &Position, metric: Metric, limits: &mut Limits, stats: &mut Stats) -> Result<Self, SolveError> {
        let mut a = Analysis { map: KeyMap::with_capacity(4096) };
        let queue = a.enumerate(layout, start, limits, stats)?;
        a.distances(layout, metric, queue);
        Ok(a)
    }

    /// Forward BFS over steps: every reachable position, in discovery order.
    fn enumerate(&mut self, layout: &Layout, start: &Position, limits: &mut Limits, stats: &mut Stats) -> Result<Vec<K>, SolveError> {
        let start_key: K = layout.pack(start);
        self.map.insert(start_key);
        let mut keys = vec![start_key];
        let mut batch = Batch::new();
        // Per position: the queue entry and two table slots with their distances.
        let budget = position_budget(limits, 3 * std::mem::size_of::<K>() + 4);
        stats.frontier = vec![1];
        let mut layer_end = 1;
        let mut i = 0;
        while i < keys.len() {
            if i == layer_end {
                stats.frontier.push(keys.len() - layer_end);
                layer_end = keys.len();
                if let Some(cb) = limits.progress.as_mut() {
                    if !cb(Progress { depth: stats.frontier.len() - 1, discovered: keys.len(), expanded: i }) {
                        stats.discovered = keys.len();
                        stats.expanded = i;
                        return Err(SolveError::Cancelled { stats: stats.clone() });
                    }
                }
            }
            batch.fill(layout, &self.map, &keys[i], Metric::Steps);
            for &(next, h, _, _) in &batch.items {
                if self.map.insert_hashed(next, h).1 {
                    keys.push(next);
                }
            }
            i += 1;
            if keys.len() > budget {
                stats.discovered = keys.len();
                stats.expanded = i;
                return Err(SolveError::Budget { limit: budget, stats: stats.clone() });
            }
        }
        stats.discovered = keys.len();
        stats.expanded = i;
        stats.memory_bytes = self.map.heap_bytes() + keys.capacity() * std::mem::size_of::<K>();
        Ok(keys)
    }

    /// Backward BFS from every goal position at once; `keys` (the cluster) becomes the queue.
    fn distances(&mut self, layout: &Layout, metric: Metric, mut keys: Vec<K>) {
        keys.retain(|k| layout.is_goal(k));
        for k in &keys {
            let slot = self.map.find_hashed(k, k.hash64()).expect("enumerated");
            *self.map.value_mut(slot) = 1;
        }
        let mut batch = Batch::new();
        let mut head = 0;
        while head < keys.len() {
            let k = keys[head];
            head += 1;
            let d = self.map.get(&k).expect("enumerated") + 1;
            batch.fill(layout, &self.map, &k, metric);
            for &(next, h, _, _) in &batch.items {
                let slot = self.map.find_hashed(&next, h).expect("neighbours are in the cluster");
                let v = self.map.value_mut(slot);
                if *v == 0 {
                    *v = d;
                    keys.push(next);
                }
            }
        }
    }

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
