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
    /// The successors of the position or group being expanded, one after the other:
    /// `scratch[..written]`, of which `scratch[..probed]` are probed already.
    scratch: Vec<Successor<K>>,
    written: usize,
    probed: usize,
    /// Where each expanded position's successors end in `scratch`, and its arena index;
    /// `owner` is the entry being probed.
    ends: Vec<(u32, u32)>,
    owner: usize,
    expansion: Expansion,
}

impl<K: Key> Bfs<K> {
    /// A search whose start layer is `starts`, each reached by `moved` (`(u8::MAX, _)`: none).
    pub fn new(starts: Vec<K>, moved: (u8, u8), expansion: Expansion) -> Self {
        let n = starts.len();
        // Room for one position's successors, and for a group's as long as one more fits.
        let room = if expansion.group == 1 { BUFFER_LEN } else { 2 * BUFFER_LEN };
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
            scratch: vec![Successor::default(); room],
            written: 0,
            probed: 0,
            ends: Vec::with_capacity(expansion.group),
            owner: 0,
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

    /// Expands up to `work` positions with successors from `generator`, marking them in `seen`,
    /// until an [`Event`]. `is_goal` is asked of every new position when it is discovered.
    pub fn run<E: Successors<K>, V: Visited<K>>(
        &mut self,
        generator: &E,
        seen: &mut V,
        work: usize,
        budget: usize,
        is_goal: impl Fn(&Successor<K>) -> bool,
    ) -> Event {
        // One copy of the loop for each caller: the metric is a branch per position, not a
        // copy of the loop per metric (each copy inlines the successor generator: wasm size).
        if self.expansion.clear {
            self.run_in::<E, V, true>(generator, seen, work, budget, is_goal)
        } else {
            self.run_in::<E, V, false>(generator, seen, work, budget, is_goal)
        }
    }

    fn run_in<E: Successors<K>, V: Visited<K>, const CLEAR: bool>(
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
            while let Some(&(end, parent)) = self.ends.get(self.owner) {
                let end = end as usize;
                while self.probed < end {
                    let s = self.scratch[self.probed];
                    self.probed += 1;
                    if seen.visit(s.key, s.key.hash64(), depth) {
                        self.keys.push(s.key);
                        self.moved.push((s.vehicle, s.from));
                        if self.expansion.parents {
                            self.parents.push(parent);
                        }
                        if is_goal(&s) {
                            return Event::Goal(self.keys.len() - 1);
                        }
                    }
                }
                self.owner += 1;
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
            // Gather the next position or group of this layer, its successors one after the
            // other (the group ends early where another position's might not fit).
            let red_only = self.expansion.red_only_at_start && self.sizes.len() == 1;
            let prefetching = seen.prefetching();
            (self.written, self.probed, self.owner) = (0, 0, 0);
            self.ends.clear();
            let end = self.layer_end.min(self.head + self.expansion.group.min(work));
            let mut i = self.head;
            while i < end && self.written + BUFFER_LEN <= self.scratch.len() {
                let last = match self.moved[i] {
                    (vehicle, from) if self.expansion.prune && vehicle != u8::MAX => LastMove { vehicle: vehicle as usize, from },
                    _ => LastMove::NONE,
                };
                let out: &mut SuccessorBuffer<K> =
                    (&mut self.scratch[self.written..self.written + BUFFER_LEN]).try_into().expect("room for a buffer");
                let mut n = match self.expansion.metric {
                    Metric::Moves => generator.moves::<CLEAR>(&self.keys[i], last, out),
                    Metric::Steps => generator.steps(&self.keys[i], last, out),
                };
                self.generated += n as u64;
                if red_only {
                    n = keep_red_car(&mut out[..n]);
                }
                if prefetching {
                    for s in &out[..n] {
                        seen.prefetch(s.key.hash64());
                    }
                }
                self.written += n;
                self.ends.push((self.written as u32, i as u32));
                i += 1;
            }
            seen.make_room(self.written, &self.keys);
            self.expanded += i - self.head;
            work -= i - self.head;
            self.head = i;
        }
    }

    /// Frees the arena once the search is over (its counts stay).
    pub fn free_arena(&mut self) {
        (self.keys, self.moved, self.parents, self.scratch) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
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

/// Keeps the red car's successors at the front of `successors`; returns how many.
fn keep_red_car<K: Key>(successors: &mut [Successor<K>]) -> usize {
    let mut kept = 0;
    for j in 0..successors.len() {
        if successors[j].vehicle == 0 {
            successors[kept] = successors[j];
            kept += 1;
        }
    }
    kept
}
