//! A breadth-first search that advances one layer at a time, in slices of work (the engine worker
//! posts its progress between them), for the search visualizer: each layer's size, a sample of its positions and, once a layer holds the goal, the
//! plan. It runs the engine's breadth-first core ([`crate::search::bfs`]) without pruning, so its
//! counts and edges are the classroom's BFS's (`teach::algorithms`).

use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, merge_steps};
use crate::search::bfs::{Bfs, Driven, Expansion};
use crate::search::limits::Limits;
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::visited::VisitedSet;
use std::marker::PhantomData;

/// Where a [`LayeredBfs`] stands after [`LayeredBfs::step_layer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LayerStatus {
    /// The next layer is not complete yet: call again.
    InProgress,
    /// A new layer is complete and is now the frontier.
    Layer { depth: usize, size: usize },
    /// The new layer (now the frontier) holds a goal position: [`LayeredBfs::found`] has the plan.
    Found { depth: usize },
    /// No new position appeared: the whole cluster was seen and no position of it is a goal.
    Exhausted,
    /// More positions than the budget allows were discovered; the search stops.
    Budget,
}

/// The search for one choice of key and generator (see `with_key_type!`).
struct Layers<K: Key, E> {
    bfs: Bfs<K>,
    seen: VisitedSet<K>,
    /// The first goal position discovered (its arena index).
    goal: Option<usize>,
    /// Positions expanded when that goal was discovered.
    expanded_to_goal: Option<u64>,
    status: LayerStatus,
    generator: PhantomData<E>,
}

/// What [`LayeredBfs`] asks of [`Layers`], whatever its types.
trait LayerSteps {
    fn step(&mut self, board: &PackedBoard, budget: usize, max_work: usize) -> LayerStatus;
    fn sizes(&self) -> &[usize];
    fn discovered(&self) -> usize;
    fn expanded(&self) -> u64;
    fn expanded_to_goal(&self) -> Option<u64>;
    fn sample(&self, board: &PackedBoard, n: usize) -> Vec<Position>;
    fn goal(&self, board: &PackedBoard) -> Option<Position>;
    fn plan(&self, board: &PackedBoard) -> Option<Vec<Move>>;
    fn status(&self) -> LayerStatus;
}

/// A breadth-first search that advances one layer at a time, in slices of work, so a browser
/// can draw each layer (its size and a sample of its positions) between frames. Layer `d` holds
/// the positions first reached at depth `d` in the metric; the layer that contains the goal is
/// completed before the search reports it.
pub struct LayeredBfs {
    packed: PackedBoard,
    metric: Metric,
    budget: usize,
    layers: Box<dyn LayerSteps>,
}

impl LayeredBfs {
    /// Positions a layered BFS discovers at most unless [`LayeredBfs::with_budget`] says
    /// otherwise (the largest known 6×6 cluster has 541,934).
    pub const DEFAULT_BUDGET: usize = 2_000_000;

    /// A search whose frontier is the start (depth 0).
    pub fn new(board: &Board, start: &Position, metric: Metric) -> Self {
        let packed = PackedBoard::new(board, start);
        let layers: Box<dyn LayerSteps> = with_key_type!(&packed, |K, E, _D| Box::new(Layers::<K, E>::new(&packed, start, metric)));
        LayeredBfs { packed, metric, budget: Self::DEFAULT_BUDGET, layers }
    }

    /// The same search with a budget of discovered positions.
    pub fn with_budget(mut self, max_discovered: usize) -> Self {
        self.budget = max_discovered;
        self
    }

    /// Expands up to `max_work` positions of the frontier; reports a new layer when the frontier
    /// is finished. Once the search is done it only repeats its final status.
    pub fn step_layer(&mut self, max_work: usize) -> LayerStatus {
        self.layers.step(&self.packed, self.budget, max_work)
    }

    /// Runs until the next layer is complete (or the search ends).
    pub fn next_layer(&mut self) -> LayerStatus {
        loop {
            match self.step_layer(usize::MAX) {
                LayerStatus::InProgress => {}
                s => return s,
            }
        }
    }

    /// The depth of the frontier (0: the start).
    pub fn depth(&self) -> usize {
        self.frontier_sizes().len() - 1
    }
    /// The size of every completed layer, depth 0 first.
    pub fn frontier_sizes(&self) -> &[usize] {
        self.layers.sizes()
    }
    /// Positions discovered so far (all layers, the one being built included).
    pub fn discovered(&self) -> usize {
        self.layers.discovered()
    }
    /// Positions whose successors were generated so far. Once the goal is found this is every
    /// position of the layers before the goal's (the goal's layer is completed to be shown
    /// whole), more than [`Self::expanded_to_goal`].
    pub fn expanded(&self) -> u64 {
        self.layers.expanded()
    }
    /// Positions expanded when the goal was first generated, once the goal's layer is complete:
    /// where a breadth-first search that stops at the goal stops (the classroom's BFS,
    /// `teach::algorithms`, whose "expanded" is this count).
    pub fn expanded_to_goal(&self) -> Option<u64> {
        self.layers.expanded_to_goal()
    }
    /// Up to `n` positions of the frontier, spread evenly over it in discovery order; once the
    /// goal is found, the goal position comes first.
    pub fn layer_sample(&self, n: usize) -> Vec<Position> {
        self.layers.sample(&self.packed, n)
    }
    /// The goal position, once a layer holds one.
    pub fn goal(&self) -> Option<Position> {
        self.layers.goal(&self.packed)
    }
    /// An optimal plan (steps joined into slides), once a layer holds the goal.
    pub fn found(&self) -> Option<Vec<Move>> {
        let plan = self.layers.plan(&self.packed)?;
        Some(if self.metric == Metric::Steps { merge_steps(&plan) } else { plan })
    }
    /// True once the goal was found, the cluster exhausted or the budget reached.
    pub fn done(&self) -> bool {
        self.layers.status() != LayerStatus::InProgress
    }
    /// The final status once [`Self::done`], `InProgress` before.
    pub fn status(&self) -> LayerStatus {
        self.layers.status()
    }
}

impl<K: Key, E: GeneratorOf<K>> Layers<K, E> {
    fn new(board: &PackedBoard, start: &Position, metric: Metric) -> Self {
        let k: K = board.pack(start);
        let goal = board.is_goal(&k).then_some(0);
        let mut seen = VisitedSet::with_capacity(4096);
        seen.insert(k);
        let expansion = Expansion { metric, prune: false, group: 1, parents: true, clear: false, red_only_at_start: false };
        Layers {
            bfs: Bfs::new(vec![k], (u8::MAX, 0), expansion),
            seen,
            goal,
            expanded_to_goal: goal.map(|_| 0),
            status: if goal.is_some() { LayerStatus::Found { depth: 0 } } else { LayerStatus::InProgress },
            generator: PhantomData,
        }
    }

    /// The goal, once the layer holding it is complete.
    fn found_goal(&self) -> Option<usize> {
        self.goal.filter(|_| matches!(self.status, LayerStatus::Found { .. }))
    }

    /// The frontier: the last complete layer's stretch of the arena.
    fn frontier(&self) -> (usize, usize) {
        let end: usize = self.bfs.sizes.iter().sum();
        (end - self.bfs.sizes.last().copied().unwrap_or(0), end)
    }
}

impl<K: Key, E: GeneratorOf<K>> LayerSteps for Layers<K, E> {
    fn step(&mut self, board: &PackedBoard, budget: usize, max_work: usize) -> LayerStatus {
        if self.status != LayerStatus::InProgress {
            return self.status;
        }
        let generator = E::of(board);
        let mut work = max_work;
        // The budget of positions only, as the visualizer's budget stop says.
        let limits = &mut Limits { max_memory: usize::MAX, ..Limits::budget(budget) };
        loop {
            let before = self.bfs.expanded;
            let driven = self.bfs.drive(generator, &mut self.seen, work, limits, |s| board.is_goal(&s.key), |_, _| false);
            work -= (self.bfs.expanded - before).min(work);
            match driven {
                Ok(Driven::Paused) => return LayerStatus::InProgress,
                // The layer goes on to its end: every position of it is shown.
                Ok(Driven::Goal(i)) => {
                    if self.goal.is_none() {
                        self.goal = Some(i);
                        self.expanded_to_goal = Some(self.bfs.expanded as u64);
                    }
                }
                Ok(Driven::Layer) => {
                    let depth = self.bfs.sizes.len() - 1;
                    if self.goal.is_some() {
                        self.status = LayerStatus::Found { depth };
                        return self.status;
                    }
                    return LayerStatus::Layer { depth, size: self.bfs.sizes[depth] };
                }
                Ok(Driven::Exhausted) => {
                    self.status = LayerStatus::Exhausted;
                    return self.status;
                }
                Err(_) => {
                    self.status = LayerStatus::Budget;
                    return self.status;
                }
            }
        }
    }

    fn sizes(&self) -> &[usize] {
        &self.bfs.sizes
    }
    fn discovered(&self) -> usize {
        self.bfs.keys.len()
    }
    fn expanded(&self) -> u64 {
        self.bfs.expanded as u64
    }
    fn expanded_to_goal(&self) -> Option<u64> {
        self.found_goal().and(self.expanded_to_goal)
    }
    fn status(&self) -> LayerStatus {
        self.status
    }
    fn goal(&self, board: &PackedBoard) -> Option<Position> {
        self.found_goal().map(|g| board.unpack(&self.bfs.keys[g]))
    }
    fn plan(&self, board: &PackedBoard) -> Option<Vec<Move>> {
        self.found_goal().map(|g| self.bfs.plan_to(board, g))
    }

    fn sample(&self, board: &PackedBoard, n: usize) -> Vec<Position> {
        let (start, end) = self.frontier();
        let len = end - start;
        let mut picks: Vec<usize> = Vec::with_capacity(n.min(len));
        if let Some(g) = self.found_goal().filter(|_| n > 0) {
            picks.push(g);
        }
        let want = n.min(len);
        for i in 0..want {
            if picks.len() >= want {
                break;
            }
            let idx = start + i * len / want;
            if !picks.contains(&idx) {
                picks.push(idx);
            }
        }
        picks.iter().map(|&i| board.unpack(&self.bfs.keys[i])).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::parse;

    #[test]
    fn layered_bfs_finds_the_optimum_layer_by_layer() {
        let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let mut l = LayeredBfs::new(&p.board, &p.start, Metric::Moves);
        let mut status = l.step_layer(1);
        while !l.done() {
            status = l.step_layer(3);
        }
        assert_eq!(status, LayerStatus::Found { depth: 9 });
        assert_eq!(l.depth(), 9);
        assert_eq!(l.found().unwrap().len(), 9);
        assert_eq!(l.layer_sample(3)[0], l.goal().unwrap());
        assert_eq!(l.frontier_sizes().iter().sum::<usize>(), l.discovered());
    }
}
