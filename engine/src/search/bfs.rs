//! The engine's one breadth-first search. The solver, both halves of the cluster analysis, the
//! visualizer's layer-by-layer search and the classroom's BFS all run it; they differ only in
//! what they give it (the start positions, the visited set, the goal test, how many positions
//! to expand at once) and what they read back.
//!
//! The arena is the queue: keys in discovery order, each with the move that reached it (its
//! vehicle and that vehicle's offset before) and, when a plan is wanted, its parent's index.
//! Layer `d` is a stretch of the arena; the search expands it position by position (or a group
//! at a time: the successors of a whole group are gathered and their table slots prefetched
//! before the first probe, so the cache misses of a large table overlap), and it stops whenever
//! its caller wants to look: after a number of expansions, at the end of a layer, at a goal, at
//! the budget. Calling [`Bfs::run`] again carries on from exactly there, so the browser can run
//! it in slices between frames.

use crate::model::rules::{Metric, Move};
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;
use crate::search::successors::{BUFFER_LEN, LastMove, Successor, SuccessorBuffer, Successors};

/// The visited set as the search sees it.
pub(crate) trait Visited<K: Key> {
    /// Whether prefetching pays (the table is larger than the caches).
    fn prefetching(&self) -> bool;
    /// A hint that the slot of hash `h` will be probed soon.
    fn prefetch(&self, h: u64);
    /// Makes room for `extra` more keys; `arena` holds every key discovered so far.
    fn make_room(&mut self, extra: usize, arena: &[K]);
    /// Marks `k` (hash `h`) as reached at `depth`; true when it had not been reached before.
    fn visit(&mut self, k: K, h: u64, depth: u16) -> bool;
}

/// How a search expands positions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expansion {
    pub metric: Metric,
    /// Leave out the moves that cannot reach a new position at the next depth (see
    /// [`LastMove`]): every search for answers does; the classroom's searches do not, so their
    /// counts are the textbook's.
    pub prune: bool,
    /// Positions expanded together, their successors' slots prefetched first.
    pub group: usize,
    /// Keep each position's parent, for plans.
    pub parents: bool,
    /// Moves metric: have the generator say of each successor whether the red car's way out is
    /// clear there ([`Successor::clear`]).
    pub clear: bool,
    /// From the start layer, only the red car's moves (a backward search from goals in steps:
    /// another vehicle's step from a goal reaches another goal).
    pub red_only_at_start: bool,
}

/// Why [`Bfs::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// The work given was done; call again to go on.
    Paused,
    /// A layer is complete: [`Bfs::sizes`] has its size.
    Layer,
    /// A goal was discovered at this arena index (its layer may be incomplete; calling again
    /// goes on with it).
    Goal(usize),
    /// Every reachable position has been discovered.
    Exhausted,
    /// More positions than the budget were discovered.
    Budget,
}

/// The marker of a start position's move and parent.
const NONE: u32 = u32::MAX;

/// A resumable breadth-first search over keys `K`.
pub(crate) struct Bfs<K: Key> {
    /// Every position discovered, in order: layer by layer.
    pub keys: Vec<K>,
    /// The move into each position: the vehicle (`u8::MAX` for a start) and its offset before.
    moved: Vec<(u8, u8)>,
    /// Each position's parent index (with [`Expansion::parents`]).
    parents: Vec<u32>,
    /// The next position to expand.
    pub head: usize,
    /// The end of the layer being expanded (the next layer is `keys[layer_end..]`).
    layer_end: usize,
    /// The size of every complete layer, the start layer first.
    pub sizes: Vec<usize>,
    /// Positions whose successors were generated.
    pub expanded: usize,
    /// Successors generated, those already seen included.
    pub generated: u64,
    /// The most positions ever waiting in the queue.
    pub max_queued: usize,
    /// A group's successors gathered but not yet probed, with their hashes. (One
    /// position at a time, they stay in `scratch`: `scratch[probed..generated_here]`, parent
    /// `parent`.)
    pending: Vec<(Successor<K>, u64)>,
    /// Each pending successor's parent (with [`Expansion::parents`] only).
    pending_parents: Vec<u32>,
    probed: usize,
    generated_here: usize,
    parent: u32,
    scratch: Box<SuccessorBuffer<K>>,
    expansion: Expansion,
}

impl<K: Key> Bfs<K> {
    /// A search whose start layer is `starts`, each reached by `moved` (`(u8::MAX, _)`: none).
    pub fn new(starts: Vec<K>, moved: (u8, u8), expansion: Expansion) -> Self {
        let n = starts.len();
        Bfs {
            keys: starts,
            moved: vec![moved; n],
            parents: if expansion.parents { vec![NONE; n] } else { Vec::new() },
            head: 0,
            layer_end: n,
            sizes: vec![n],
            expanded: 0,
            generated: 0,
            max_queued: n,
            pending: Vec::with_capacity(expansion.group * 64),
            pending_parents: Vec::new(),
            probed: 0,
            generated_here: 0,
            parent: NONE,
            scratch: Box::new([Successor::default(); BUFFER_LEN]),
            expansion,
        }
    }

    /// Bytes per position the arena holds.
    pub fn bytes_each(&self) -> usize {
        std::mem::size_of::<K>() + 2 + if self.expansion.parents { 4 } else { 0 }
    }

    /// Bytes held by the arena.
    pub fn heap_bytes(&self) -> usize {
        self.keys.capacity() * std::mem::size_of::<K>() + self.moved.capacity() * 2 + self.parents.capacity() * 4
    }

    /// Expands up to `work` positions (a group may finish past it by its last members) with
    /// successors from `generator`, marking them in `seen`, until an [`Event`]. `is_goal` is
    /// asked of every new position when it is discovered.
    pub fn run<E: Successors<K>, V: Visited<K>>(
        &mut self,
        generator: &E,
        seen: &mut V,
        work: usize,
        budget: usize,
        is_goal: impl Fn(&Successor<K>) -> bool,
    ) -> Event {
        match (self.expansion.metric, self.expansion.clear) {
            (Metric::Moves, true) => self.run_in::<E, V, true, true>(generator, seen, work, budget, is_goal),
            (Metric::Moves, false) => self.run_in::<E, V, true, false>(generator, seen, work, budget, is_goal),
            (Metric::Steps, _) => self.run_in::<E, V, false, false>(generator, seen, work, budget, is_goal),
        }
    }

    fn run_in<E: Successors<K>, V: Visited<K>, const MOVES: bool, const CLEAR: bool>(
        &mut self,
        generator: &E,
        seen: &mut V,
        mut work: usize,
        budget: usize,
        is_goal: impl Fn(&Successor<K>) -> bool,
    ) -> Event {
        loop {
            // Probe what the last position or group generated, in order.
            let depth = self.sizes.len() as u16;
            while self.probed < self.generated_here {
                let s = self.scratch[self.probed];
                self.probed += 1;
                if seen.visit(s.key, s.key.hash64(), depth) {
                    self.keys.push(s.key);
                    self.moved.push((s.vehicle, s.from));
                    if self.expansion.parents {
                        self.parents.push(self.parent);
                    }
                    if is_goal(&s) {
                        return Event::Goal(self.keys.len() - 1);
                    }
                }
            }
            while self.probed < self.pending.len() {
                let (s, h) = self.pending[self.probed];
                self.probed += 1;
                if seen.visit(s.key, h, depth) {
                    self.keys.push(s.key);
                    self.moved.push((s.vehicle, s.from));
                    if self.expansion.parents {
                        self.parents.push(self.pending_parents[self.probed - 1]);
                    }
                    if is_goal(&s) {
                        return Event::Goal(self.keys.len() - 1);
                    }
                }
            }
            self.max_queued = self.max_queued.max(self.keys.len() - self.head);
            if self.keys.len() > budget {
                return Event::Budget;
            }
            if self.head == self.layer_end {
                if self.keys.len() == self.layer_end {
                    return Event::Exhausted;
                }
                self.sizes.push(self.keys.len() - self.layer_end);
                self.layer_end = self.keys.len();
                return Event::Layer;
            }
            if work == 0 {
                return Event::Paused;
            }
            let red_only = self.expansion.red_only_at_start && self.sizes.len() == 1;
            let prefetching = seen.prefetching();
            self.pending.clear();
            self.pending_parents.clear();
            self.probed = 0;
            self.generated_here = 0;
            if self.expansion.group == 1 && !red_only {
                // One position: its successors are probed where the generator wrote them.
                let i = self.head;
                let n = self.generate::<E, MOVES, CLEAR>(generator, i);
                if prefetching {
                    for s in &self.scratch[..n] {
                        seen.prefetch(s.key.hash64());
                    }
                }
                seen.make_room(n, &self.keys);
                (self.generated_here, self.parent) = (n, i as u32);
                self.expanded += 1;
                work -= 1;
                self.head += 1;
                continue;
            }
            // Gather the next group of this layer.
            let end = self.layer_end.min(self.head + self.expansion.group.min(work));
            for i in self.head..end {
                let n = self.generate::<E, MOVES, CLEAR>(generator, i);
                for s in &self.scratch[..n] {
                    if red_only && s.vehicle != 0 {
                        continue;
                    }
                    let h = s.key.hash64();
                    if prefetching {
                        seen.prefetch(h);
                    }
                    self.pending.push((*s, h));
                    if self.expansion.parents {
                        self.pending_parents.push(i as u32);
                    }
                }
            }
            seen.make_room(self.pending.len(), &self.keys);
            self.expanded += end - self.head;
            work -= end - self.head;
            self.head = end;
        }
    }

    /// Writes the successors of arena entry `i` into `scratch`; returns how many.
    #[inline(always)]
    fn generate<E: Successors<K>, const MOVES: bool, const CLEAR: bool>(&mut self, generator: &E, i: usize) -> usize {
        let last = match self.moved[i] {
            (vehicle, from) if self.expansion.prune && vehicle != u8::MAX => LastMove { vehicle: vehicle as usize, from },
            _ => LastMove::NONE,
        };
        let key = &self.keys[i];
        let n = if MOVES { generator.moves::<CLEAR>(key, last, &mut self.scratch) } else { generator.steps(key, last, &mut self.scratch) };
        self.generated += n as u64;
        n
    }

    /// Frees the arena once the search is over (its counts stay).
    pub fn free_arena(&mut self) {
        (self.keys, self.moved, self.parents, self.pending) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        self.pending_parents = Vec::new();
    }

    /// The moves from a start to arena index `last`, along parent links (needs
    /// [`Expansion::parents`]).
    pub fn plan_to(&self, board: &PackedBoard, last: usize) -> Vec<Move> {
        let mut plan = Vec::new();
        let mut i = last;
        while self.parents[i] != NONE {
            let (vehicle, from) = self.moved[i];
            let to = board.offset(&self.keys[i], vehicle as usize);
            plan.push(Move::new(vehicle as usize, to as i8 - from as i8));
            i = self.parents[i] as usize;
        }
        plan.reverse();
        plan
    }
}
