//! Cluster analysis: every position reachable from a start, each with its distance to the goal.
//! `cluster_builder.rs` builds it (two breadth-first searches on the core; `Cluster::analyze` is
//! there); this file answers, for any position the player reaches, "how many moves to go" and
//! "which move is optimal" by lookups, and what a teacher asks of the whole cluster.

use crate::model::board::{Board, Position};
use crate::model::grid;
use crate::model::rules::{Metric, Move, merge_steps};
use crate::search::distance_table::DistanceTable;
use crate::search::limits::Stats;
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;
use std::marker::PhantomData;

/// One optimal move and the distance that remains after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub distance_after: u16,
}

/// A finished analysis's table, whatever its key width: every key of the cluster with its
/// distance to the goal plus one (0 where the goal cannot be reached).
pub(crate) trait Distances {
    fn size(&self) -> usize;
    fn heap_bytes(&self) -> usize;
    /// The stored value of `pos` (distance plus one; 0 = dead), `None` outside the cluster.
    fn stored(&self, board: &PackedBoard, pos: &Position) -> Option<u16>;
    /// The first optimal move from `pos`, where it leads and the distance left there.
    fn best(&self, board: &PackedBoard, pos: &Position, metric: Metric) -> Option<(Move, Position, u16)>;
    /// Every stored value (distance plus one; 0 = dead), in slot order.
    fn values(&self) -> Box<dyn Iterator<Item = u16> + '_>;
    /// The positions whose stored value passes `keep`, with it, in slot order.
    fn positions(&self, board: &PackedBoard, keep: &dyn Fn(u16) -> bool) -> Vec<(Position, u16)>;
    /// Every entry as the vehicles' offsets (a byte each) and the stored value (`u16`, little
    /// endian), in slot order (`cluster_bytes.rs`).
    fn write_entries(&self, board: &PackedBoard, out: &mut Vec<u8>);
}

/// [`Distances`] over keys `K` in a table `D`.
pub(crate) struct DistancesOf<K: Key, D: DistanceTable<K>> {
    pub map: D,
    pub key: PhantomData<K>,
}

impl<K: Key, D: DistanceTable<K>> DistancesOf<K, D> {
    fn of(&self, k: &K) -> Option<u16> {
        self.map.get(k).filter(|&d| d > 0).map(|d| d - 1)
    }
}

impl<K: Key, D: DistanceTable<K>> Distances for DistancesOf<K, D> {
    fn size(&self) -> usize {
        self.map.len()
    }
    fn heap_bytes(&self) -> usize {
        self.map.heap_bytes()
    }
    fn stored(&self, board: &PackedBoard, pos: &Position) -> Option<u16> {
        board.try_pack(pos).and_then(|k: K| self.map.get(&k))
    }
    /// The red car first, then by vehicle and shortest slide.
    fn best(&self, board: &PackedBoard, pos: &Position, metric: Metric) -> Option<(Move, Position, u16)> {
        let k: K = board.try_pack(pos)?;
        let d = self.of(&k)?;
        if d == 0 {
            return None;
        }
        let mut best: Option<(Move, K)> = None;
        board.successors(&k, metric, |next, v, to| {
            if self.of(&next) == Some(d - 1) {
                let mv = Move::new(v, to as i8 - board.offset(&k, v) as i8);
                if best.is_none_or(|(b, _)| (mv.vehicle, mv.distance(), mv.delta) < (b.vehicle, b.distance(), b.delta)) {
                    best = Some((mv, next));
                }
            }
            false
        });
        best.map(|(mv, next)| (mv, board.unpack(&next), d - 1))
    }
    fn values(&self) -> Box<dyn Iterator<Item = u16> + '_> {
        Box::new(self.map.iter().map(|(_, d)| d))
    }
    fn positions(&self, board: &PackedBoard, keep: &dyn Fn(u16) -> bool) -> Vec<(Position, u16)> {
        self.map.iter().filter(|&(_, d)| keep(d)).map(|(k, d)| (board.unpack(&k), d)).collect()
    }
    fn write_entries(&self, board: &PackedBoard, out: &mut Vec<u8>) {
        let vehicles = board.slots.len();
        out.reserve(self.map.len() * (vehicles + 2));
        for (k, d) in self.map.iter() {
            out.extend((0..vehicles).map(|v| board.offset(&k, v)));
            out.extend(d.to_le_bytes());
        }
    }
}

/// Every position reachable from a start, with its distance to the goal in one metric.
pub struct Cluster {
    pub(crate) board: Board,
    pub(crate) packed: PackedBoard,
    pub(crate) metric: Metric,
    pub(crate) distances: Box<dyn Distances>,
    /// Statistics of the enumeration (discovered = cluster size, frontier by depth from start).
    pub stats: Stats,
}

impl std::fmt::Debug for Cluster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cluster").field("size", &self.size()).field("metric", &self.metric).finish()
    }
}

impl Cluster {
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn metric(&self) -> Metric {
        self.metric
    }
    /// Number of positions in the cluster.
    pub fn size(&self) -> usize {
        self.distances.size()
    }
    /// True when some position of the cluster is a goal.
    pub fn is_solvable(&self) -> bool {
        self.distances.values().any(|d| d == 1)
    }
    /// Distance to the goal of a position, `None` when it is not in the cluster or the goal
    /// cannot be reached from it.
    pub fn distance(&self, pos: &Position) -> Option<u16> {
        self.distances.stored(&self.packed, pos).filter(|&d| d > 0).map(|d| d - 1)
    }
    /// True when the position belongs to this cluster.
    pub fn contains(&self, pos: &Position) -> bool {
        self.distances.stored(&self.packed, pos).is_some()
    }
    /// One optimal move from a position (the red car first, then in vehicle order, shortest
    /// slide first), or `None` at the goal, outside the cluster or when unsolvable.
    pub fn hint(&self, pos: &Position) -> Option<Hint> {
        self.distances.best(&self.packed, pos, self.metric).map(|(mv, _, d)| Hint { mv, distance_after: d })
    }
    /// An optimal plan from a position, following hints (in steps, consecutive steps of one
    /// vehicle joined into one slide).
    pub fn plan(&self, pos: &Position) -> Option<Vec<Move>> {
        let mut left = self.distance(pos)?;
        let mut at = pos.clone();
        let mut plan = Vec::with_capacity(left as usize);
        while left > 0 {
            let (mv, next, d) = self.distances.best(&self.packed, &at, self.metric)?;
            plan.push(mv);
            at = next;
            left = d;
        }
        Some(if self.metric == Metric::Steps { merge_steps(&plan) } else { plan })
    }
    /// Positions by distance to the goal: `histogram[d]` positions need `d`.
    pub fn histogram(&self) -> Vec<usize> {
        let mut h = Vec::new();
        for d in self.distances.values().filter(|&d| d != 0) {
            let d = d as usize - 1;
            if h.len() <= d {
                h.resize(d + 1, 0);
            }
            h[d] += 1;
        }
        h
    }
    /// Positions from which the goal cannot be reached.
    pub fn dead_positions(&self) -> usize {
        self.distances.values().filter(|&d| d == 0).count()
    }
    /// The position farthest from the goal and its distance; ties go to the smallest canonical
    /// grid string. `None` when the cluster is unsolvable.
    pub fn hardest(&self) -> Option<(Position, u16)> {
        let max = self.distances.values().max().filter(|&d| d > 0)?;
        let farthest = self.distances.positions(&self.packed, &|d| d == max);
        let best = farthest.into_iter().map(|(p, _)| p).min_by_key(|p| grid::format(&self.board, p))?;
        Some((best, max - 1))
    }
    /// Every position of the cluster at a distance (for state graphs), sorted.
    pub fn positions_at(&self, distance: u16) -> Vec<Position> {
        let mut v: Vec<Position> = self.distances.positions(&self.packed, &|d| d == distance + 1).into_iter().map(|(p, _)| p).collect();
        v.sort();
        v
    }
    /// Every position of the cluster, dead ones included, sorted.
    pub fn positions(&self) -> Vec<Position> {
        let mut v: Vec<Position> = self.distances.positions(&self.packed, &|_| true).into_iter().map(|(p, _)| p).collect();
        v.sort();
        v
    }
    /// Bytes held by the analysis.
    pub fn heap_bytes(&self) -> usize {
        self.distances.heap_bytes()
    }
}
