//! Cluster analysis: every position reachable from a start, each with its distance to the goal.
//!
//! A forward breadth-first search over one-cell steps enumerates the cluster (reachability does
//! not depend on the metric, and steps give the fewest edges) and records each step as an edge.
//! A second breadth-first search runs backwards from all goal positions at once over those edges:
//! in the moves metric a slide is a chain of steps of one vehicle in one direction, so it is
//! followed along the edges without hashing. The result answers, for any position the player
//! reaches, "how many moves to go" and "which move is optimal" by a lookup.

use super::board::{Board, Position};
use super::compact::{Key, Layout, Packed};
use super::grid;
use super::rules::{Metric, Move};
use super::solve::{Clock, Limits, Progress, SolveError, Stats};
use super::table::Visited;

/// Distance of a position from which the goal cannot be reached.
const NONE: u16 = u16::MAX;

/// One optimal move and the distance that remains after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    pub distance_after: u16,
}

/// A step edge: the neighbour's index, the vehicle and the direction (+1 or -1).
#[derive(Clone, Copy, Debug)]
struct Edge {
    to: u32,
    vehicle: u8,
    dir: i8,
}

/// The analysis for one key width.
struct Analysis<K: Key> {
    seen: Visited<K>,
    /// `edges[start[i]..start[i + 1]]` are the step edges of position `i`.
    start: Vec<u32>,
    edges: Vec<Edge>,
    dist: Vec<u16>,
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
        on_analysis!(self, a => a.seen.len())
    }
    /// True when some position of the cluster is a goal.
    pub fn is_solvable(&self) -> bool {
        on_analysis!(self, a => a.dist.iter().any(|&d| d == 0))
    }
    /// Distance to the goal of a position, `None` when it is not in the cluster or the goal
    /// cannot be reached from it.
    pub fn distance(&self, pos: &Position) -> Option<u16> {
        on_analysis!(self, a => a.index(&self.layout, pos).and_then(|i| a.distance(i)))
    }
    /// True when the position belongs to this cluster.
    pub fn contains(&self, pos: &Position) -> bool {
        on_analysis!(self, a => a.index(&self.layout, pos).is_some())
    }
    /// One optimal move from a position (the red car first, then in vehicle order, shortest
    /// slide first), or `None` at the goal, outside the cluster or when unsolvable.
    pub fn hint(&self, pos: &Position) -> Option<Hint> {
        on_analysis!(self, a => a.index(&self.layout, pos).and_then(|i| a.hint(i, self.metric)))
    }
    /// An optimal plan from a position, following hints.
    pub fn plan(&self, pos: &Position) -> Option<Vec<Move>> {
        on_analysis!(self, a => {
            let mut i = a.index(&self.layout, pos)?;
            a.distance(i)?;
            let mut plan = Vec::new();
            while a.dist[i] > 0 {
                let (mv, next) = a.best(i, self.metric)?;
                plan.push(mv);
                i = next as usize;
            }
            Some(plan)
        })
    }
    /// Positions by distance to the goal: `histogram[d]` positions need `d`.
    pub fn histogram(&self) -> Vec<usize> {
        on_analysis!(self, a => {
            let mut h = Vec::new();
            for &d in a.dist.iter().filter(|&&d| d != NONE) {
                if h.len() <= d as usize {
                    h.resize(d as usize + 1, 0);
                }
                h[d as usize] += 1;
            }
            h
        })
    }
    /// Positions from which the goal cannot be reached.
    pub fn dead_positions(&self) -> usize {
        on_analysis!(self, a => a.dist.iter().filter(|&&d| d == NONE).count())
    }
    /// The position farthest from the goal and its distance; ties go to the smallest canonical
    /// grid string. `None` when the cluster is unsolvable.
    pub fn hardest(&self) -> Option<(Position, u16)> {
        on_analysis!(self, a => {
            let max = a.dist.iter().copied().filter(|&d| d != NONE).max()?;
            let best = a
                .dist
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d == max)
                .map(|(i, _)| self.layout.unpack(&a.seen.keys[i]))
                .min_by_key(|p| grid::format(&self.board, p))?;
            Some((best, max))
        })
    }
    /// Every position of the cluster at a distance (for state graphs), in discovery order.
    pub fn positions_at(&self, distance: u16) -> Vec<Position> {
        on_analysis!(self, a => a.dist.iter().enumerate().filter(|&(_, &d)| d == distance).map(|(i, _)| self.layout.unpack(&a.seen.keys[i])).collect())
    }
    /// Bytes held by the analysis.
    pub fn heap_bytes(&self) -> usize {
        on_analysis!(self, a => a.seen.heap_bytes() + a.start.capacity() * 4 + a.edges.capacity() * std::mem::size_of::<Edge>() + a.dist.capacity() * 2)
    }
}

impl<K: Key> Analysis<K> {
    fn run(layout: &Layout, start: &Position, metric: Metric, limits: &mut Limits, stats: &mut Stats) -> Result<Self, SolveError> {
        let mut a = Analysis { seen: Visited::with_capacity(4096), start: Vec::new(), edges: Vec::new(), dist: Vec::new() };
        a.seen.insert(layout.pack(start)).expect("empty set");
        a.enumerate(layout, limits, stats)?;
        a.distances(layout, metric);
        Ok(a)
    }

    /// Forward BFS over steps: every reachable position and every step edge.
    fn enumerate(&mut self, layout: &Layout, limits: &mut Limits, stats: &mut Stats) -> Result<(), SolveError> {
        stats.frontier = vec![1];
        let mut layer_end = 1;
        let mut i = 0;
        while i < self.seen.len() {
            if i == layer_end {
                stats.frontier.push(self.seen.len() - layer_end);
                layer_end = self.seen.len();
                if let Some(cb) = limits.progress.as_mut() {
                    if !cb(Progress { depth: stats.frontier.len() - 1, discovered: self.seen.len(), expanded: i }) {
                        stats.discovered = self.seen.len();
                        stats.expanded = i;
                        return Err(SolveError::Cancelled { stats: stats.clone() });
                    }
                }
            }
            let key = self.seen.keys[i];
            self.start.push(self.edges.len() as u32);
            let (seen, edges) = (&mut self.seen, &mut self.edges);
            layout.successors(&key, Metric::Steps, |next, v, to| {
                let to_index = match seen.insert(next) {
                    Ok(n) | Err(n) => n,
                };
                let dir = if to > layout.offset(&key, v) { 1 } else { -1 };
                edges.push(Edge { to: to_index, vehicle: v as u8, dir });
                false
            });
            i += 1;
            if self.seen.len() > limits.max_positions {
                stats.discovered = self.seen.len();
                stats.expanded = i;
                return Err(SolveError::Budget { limit: limits.max_positions, stats: stats.clone() });
            }
        }
        self.start.push(self.edges.len() as u32);
        stats.discovered = self.seen.len();
        stats.expanded = i;
        stats.memory_bytes = self.seen.heap_bytes() + self.edges.capacity() * std::mem::size_of::<Edge>();
        Ok(())
    }

    fn edges_of(&self, i: usize) -> &[Edge] {
        &self.edges[self.start[i] as usize..self.start[i + 1] as usize]
    }

    /// The step neighbour of `i` moving `vehicle` one cell in `dir`.
    #[inline]
    fn step(&self, i: usize, vehicle: u8, dir: i8) -> Option<usize> {
        self.edges_of(i).iter().find(|e| e.vehicle == vehicle && e.dir == dir).map(|e| e.to as usize)
    }

    /// Calls `f(neighbour, move)` for every neighbour of `i` in the metric, in vehicle order,
    /// nearest first.
    fn neighbours(&self, i: usize, metric: Metric, mut f: impl FnMut(usize, Move)) {
        for e in self.edges_of(i) {
            f(e.to as usize, Move::new(e.vehicle as usize, e.dir));
            if metric == Metric::Moves {
                let (mut q, mut d) = (e.to as usize, e.dir);
                while let Some(n) = self.step(q, e.vehicle, e.dir) {
                    d += e.dir;
                    f(n, Move::new(e.vehicle as usize, d));
                    q = n;
                }
            }
        }
    }

    /// Backward BFS from every goal position at once.
    fn distances(&mut self, layout: &Layout, metric: Metric) {
        let n = self.seen.len();
        let mut dist = vec![NONE; n];
        let mut queue: Vec<u32> = Vec::with_capacity(n);
        for (i, k) in self.seen.keys.iter().enumerate() {
            if layout.is_goal(k) {
                dist[i] = 0;
                queue.push(i as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let p = queue[head] as usize;
            head += 1;
            let d = dist[p] + 1;
            self.neighbours(p, metric, |q, _| {
                if dist[q] == NONE {
                    dist[q] = d;
                    queue.push(q as u32);
                }
            });
        }
        self.dist = dist;
    }

    fn index(&self, layout: &Layout, pos: &Position) -> Option<usize> {
        let k: K = layout.try_pack(pos)?;
        self.seen.get(&k).map(|i| i as usize)
    }

    fn distance(&self, i: usize) -> Option<u16> {
        (self.dist[i] != NONE).then_some(self.dist[i])
    }

    /// The first optimal move from `i` and where it leads: the red car first, then by vehicle
    /// and shortest slide.
    fn best(&self, i: usize, metric: Metric) -> Option<(Move, u32)> {
        let d = self.dist[i];
        if d == 0 || d == NONE {
            return None;
        }
        let mut best: Option<(Move, u32)> = None;
        self.neighbours(i, metric, |q, mv| {
            if self.dist[q] == d - 1 {
                let better = match best {
                    None => true,
                    Some((b, _)) => (mv.vehicle, mv.distance(), mv.delta) < (b.vehicle, b.distance(), b.delta),
                };
                if better {
                    best = Some((mv, q as u32));
                }
            }
        });
        best
    }

    fn hint(&self, i: usize, metric: Metric) -> Option<Hint> {
        self.best(i, metric).map(|(mv, q)| Hint { mv, distance_after: self.dist[q as usize] })
    }
}
