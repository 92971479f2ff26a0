//! A breadth-first search that advances one layer at a time, in slices of work, for the search
//! visualizer: each layer's size, a sample of its positions and, once a layer holds the goal, the
//! plan. Same packed keys and edges as [`super::search`].

use super::board::{Board, Position};
use super::compact::{Key, Layout, Packed};
use super::rules::{Metric, Move, merge_steps};
use super::search::{Set, move_between, trace};
use std::hash::Hash;

/// Where a [`LayeredBfs`] stands after [`LayeredBfs::step_layer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// The state of a layered BFS for one key width.
struct Layers<K> {
    /// Every position discovered, in discovery order, with its parent's index.
    keys: Vec<K>,
    parents: Vec<u32>,
    seen: Set<K>,
    /// The frontier is `keys[start..end]`; `keys[end..]` is the next layer being built and
    /// `cursor` the next frontier position to expand.
    start: usize,
    end: usize,
    cursor: usize,
    sizes: Vec<usize>,
    expanded: u64,
    /// The first goal position discovered (its arena index).
    goal: Option<usize>,
    status: LayerStatus,
}

enum Widths {
    One(Layers<Packed<1>>),
    Two(Layers<Packed<2>>),
    Four(Layers<Packed<4>>),
}

macro_rules! on_layers {
    ($w:expr, $l:ident => $body:expr) => {
        match $w {
            Widths::One($l) => $body,
            Widths::Two($l) => $body,
            Widths::Four($l) => $body,
        }
    };
}

/// A breadth-first search that advances one layer at a time, in slices of work, so a browser
/// can draw each layer (its size and a sample of its positions) between frames. Layer `d` holds
/// the positions first reached at depth `d` in the metric; the layer that contains the goal is
/// completed before the search reports it.
pub struct LayeredBfs {
    layout: Layout,
    metric: Metric,
    budget: usize,
    layers: Widths,
}

impl LayeredBfs {
    /// Positions a layered BFS discovers at most unless [`LayeredBfs::with_budget`] says
    /// otherwise (the largest known 6×6 cluster has 541,934).
    pub const DEFAULT_BUDGET: usize = 2_000_000;

    /// A search whose frontier is the start (depth 0).
    pub fn new(board: &Board, start: &Position, metric: Metric) -> Self {
        let layout = Layout::new(board, start);
        let layers = match layout.words {
            1 => Widths::One(Layers::new(&layout, start)),
            2 => Widths::Two(Layers::new(&layout, start)),
            _ => Widths::Four(Layers::new(&layout, start)),
        };
        LayeredBfs { layout, metric, budget: Self::DEFAULT_BUDGET, layers }
    }

    /// The same search with a budget of discovered positions.
    pub fn with_budget(mut self, max_discovered: usize) -> Self {
        self.budget = max_discovered;
        self
    }

    /// Expands up to `max_work` positions of the frontier; reports a new layer when the frontier
    /// is finished. Once the search is done it only repeats its final status.
    pub fn step_layer(&mut self, max_work: usize) -> LayerStatus {
        let (layout, metric, budget) = (&self.layout, self.metric, self.budget);
        on_layers!(&mut self.layers, l => l.step(layout, metric, budget, max_work))
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
        on_layers!(&self.layers, l => &l.sizes)
    }
    /// Positions discovered so far (all layers, the one being built included).
    pub fn discovered(&self) -> usize {
        on_layers!(&self.layers, l => l.keys.len())
    }
    /// Positions whose successors were generated so far.
    pub fn expanded(&self) -> u64 {
        on_layers!(&self.layers, l => l.expanded)
    }
    /// Up to `n` positions of the frontier, spread evenly over it in discovery order; once the
    /// goal is found, the goal position comes first.
    pub fn layer_sample(&self, n: usize) -> Vec<Position> {
        on_layers!(&self.layers, l => l.sample(&self.layout, n))
    }
    /// The goal position, once a layer holds one.
    pub fn goal(&self) -> Option<Position> {
        on_layers!(&self.layers, l => l.found_goal().map(|g| self.layout.unpack(&l.keys[g])))
    }
    /// An optimal plan (steps joined into slides), once a layer holds the goal.
    pub fn found(&self) -> Option<Vec<Move>> {
        on_layers!(&self.layers, l => {
            let keys = trace(&l.keys, &l.parents, l.found_goal()?);
            let positions: Vec<Position> = keys.iter().map(|k| self.layout.unpack(k)).collect();
            let plan: Vec<Move> = positions.windows(2).map(|w| move_between(&w[0], &w[1])).collect();
            Some(if self.metric == Metric::Steps { merge_steps(&plan) } else { plan })
        })
    }
    /// True once the goal was found, the cluster exhausted or the budget reached.
    pub fn done(&self) -> bool {
        on_layers!(&self.layers, l => l.status != LayerStatus::InProgress)
    }
    /// The final status once [`Self::done`], `InProgress` before.
    pub fn status(&self) -> LayerStatus {
        on_layers!(&self.layers, l => l.status)
    }
}

impl<K: Key + Hash> Layers<K> {
    fn new(layout: &Layout, start: &Position) -> Self {
        let k: K = layout.pack(start);
        let goal = layout.is_goal(&k).then_some(0);
        Layers {
            keys: vec![k],
            parents: vec![u32::MAX],
            seen: [k].into_iter().collect(),
            start: 0,
            end: 1,
            cursor: 0,
            sizes: vec![1],
            expanded: 0,
            goal,
            status: if goal.is_some() { LayerStatus::Found { depth: 0 } } else { LayerStatus::InProgress },
        }
    }

    /// The goal, once the layer holding it is complete.
    fn found_goal(&self) -> Option<usize> {
        self.goal.filter(|_| matches!(self.status, LayerStatus::Found { .. }))
    }

    fn step(&mut self, layout: &Layout, metric: Metric, budget: usize, max_work: usize) -> LayerStatus {
        if self.status != LayerStatus::InProgress {
            return self.status;
        }
        let stop = self.end.min(self.cursor.saturating_add(max_work));
        while self.cursor < stop {
            let parent = self.cursor as u32;
            let k = self.keys[self.cursor];
            layout.successors(&k, metric, |next, _, _| {
                if self.seen.insert(next) {
                    self.keys.push(next);
                    self.parents.push(parent);
                    if self.goal.is_none() && layout.is_goal(&next) {
                        self.goal = Some(self.keys.len() - 1);
                    }
                }
                false
            });
            self.expanded += 1;
            self.cursor += 1;
            if self.keys.len() > budget {
                self.status = LayerStatus::Budget;
                return self.status;
            }
        }
        if self.cursor < self.end {
            return LayerStatus::InProgress;
        }
        let size = self.keys.len() - self.end;
        if size == 0 {
            self.status = LayerStatus::Exhausted;
            return self.status;
        }
        (self.start, self.end) = (self.end, self.keys.len());
        self.sizes.push(size);
        let depth = self.sizes.len() - 1;
        if self.goal.is_some() {
            self.status = LayerStatus::Found { depth };
            return self.status;
        }
        LayerStatus::Layer { depth, size }
    }

    fn sample(&self, layout: &Layout, n: usize) -> Vec<Position> {
        let len = self.end - self.start;
        let mut picks: Vec<usize> = Vec::with_capacity(n.min(len));
        if let Some(g) = self.found_goal().filter(|_| n > 0) {
            picks.push(g);
        }
        let want = n.min(len);
        for i in 0..want {
            if picks.len() >= want {
                break;
            }
            let idx = self.start + i * len / want;
            if !picks.contains(&idx) {
                picks.push(idx);
            }
        }
        picks.iter().map(|&i| layout.unpack(&self.keys[i])).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse;

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
