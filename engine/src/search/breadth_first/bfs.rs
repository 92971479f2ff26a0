//! The engine's breadth-first core. The solver, both halves of the cluster analysis, the
//! visualizer's layer-by-layer search and the classroom's BFS all run it (the big boards' sorted-layer
//! search is the one other BFS, of another shape: see `search/mod.rs`); they differ only in
//! what they give it (the start positions, the visited set, the goal test, how many positions
//! to expand at once) and what they read back.
//!
//! One file of about 550 lines on purpose: the arena, its two expansion loops and the stops share
//! private fields and one invariant (layer `d` is a stretch of the arena); split, they would have
//! to make them public to each other.
//!
//! The arena is the queue: keys in discovery order, each with the move that reached it (its
//! vehicle and that vehicle's offset before) and, when a plan is wanted, its parent's index.
//! Layer `d` is a stretch of the arena; the search expands it position by position (the solver's
//! and the classroom's searches: a tight loop, [`Bfs::run_singly`]) or a group at a time (the
//! successors of a whole group are gathered and their table slots prefetched before the first
//! probe, so the cache misses of a large table overlap), and it stops whenever
//! its caller wants to look: after a number of expansions, at the end of a layer, at a goal, at
//! the budget. Calling [`Bfs::run`] again carries on from exactly there, so the browser can run
//! it in slices between frames. [`Bfs::drive`] is the loop every caller runs it in: the progress
//! hook and the budgets of [`Limits`] between slices, what to do at each layer's end, until a goal,
//! the last position, the work given, or a stop.
//!
//! Memory: before the arena or the visited set grows for a group's successors, the search adds up
//! what they would hold while growing (a table rebuilt larger and a vector moved to a larger
//! allocation count twice: old and new are alive together) and stops with [`Event::Memory`]
//! rather than pass [`Bfs::memory_budget`]. A frontier search ([`crate::search::frontier`]) drops the
//! expanded layers from the arena ([`Bfs::forget_expanded`]) and keeps only the last layers in
//! its visited set.
//!
//! One file over 400 lines: the two ways of expanding share the core's private state (the arena,
//! the room left in it, the probing a goal interrupts), and the one is read against the other.

use crate::model::rules::{Metric, Move};
use crate::search::limits::{Limits, SearchProgress, SolveError, Stats};
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
    /// Bytes the set would hold at most while [`Visited::make_room`] makes room for `extra` more
    /// keys (its current size when no growth is needed; old and new tables while it grows).
    fn peak_bytes(&self, extra: usize) -> usize;
    /// Keys that can still be added without [`Visited::make_room`] growing the set.
    fn room(&self) -> usize;
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
enum Event {
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
    /// The arena or the visited set would have passed [`Bfs::memory_budget`] to make room for
    /// the next successors. Nothing was lost (calling again tries again).
    Memory,
}

/// How [`Bfs::drive`] returned, short of a stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Driven {
    /// A goal was discovered at this arena index (driving again goes on with its layer).
    Goal(usize),
    /// Every reachable position has been discovered.
    Exhausted,
    /// The work given was done; driving again goes on.
    Paused,
    /// A layer is complete and the caller's `on_layer` asked to look ([`Bfs::sizes`] has its size).
    Layer,
}

/// Why [`Bfs::drive`] stopped: a [`SolveError`] once the caller adds its statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stopped {
    /// More positions than [`Limits::max_positions`].
    Budget,
    /// The search would have passed [`Limits::max_memory`].
    Memory,
    /// The progress hook asked to stop.
    Cancelled,
}

impl Stopped {
    pub fn error(self, limits: &Limits, stats: Stats) -> SolveError {
        match self {
            Stopped::Budget => SolveError::Budget { limit: limits.max_positions, stats },
            Stopped::Memory => SolveError::Memory { limit: limits.max_memory, stats },
            Stopped::Cancelled => SolveError::Cancelled { stats },
        }
    }
}

/// Positions [`Bfs::drive`] expands between two calls of the progress hook.
const PROGRESS_EVERY: usize = 1 << 14;

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
    /// Positions dropped from the front of the arena by [`Bfs::forget_expanded`]; arena index
    /// `i` is position `forgotten + i` in discovery order.
    pub forgotten: usize,
    /// Stop with [`Event::Memory`] rather than let the arena and the visited set pass this many
    /// bytes together (default: no limit).
    pub memory_budget: usize,
    /// The most bytes the arena and the visited set held at once, as far as this search saw.
    pub peak_bytes: usize,
    /// Successors that can still be probed with neither the arena nor the visited set growing
    /// (at least: it is counted down by the successors gathered, not by the new ones): until
    /// then a group needs no memory check and no room made.
    room: usize,
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
            forgotten: 0,
            memory_budget: usize::MAX,
            peak_bytes: 0,
            room: 0,
        }
    }

    /// Makes room in the arena for `positions` positions at first (fewer reallocations in a
    /// search that will likely need them).
    pub fn reserve(&mut self, positions: usize) {
        let extra = positions.saturating_sub(self.keys.len());
        self.keys.reserve_exact(extra);
        self.moved.reserve_exact(extra);
        if self.expansion.parents {
            self.parents.reserve_exact(extra);
        }
    }

    /// Bytes held by the arena and the successor buffer.
    pub fn heap_bytes(&self) -> usize {
        self.keys.capacity() * std::mem::size_of::<K>()
            + self.moved.capacity() * 2
            + self.parents.capacity() * 4
            + self.scratch.capacity() * std::mem::size_of::<Successor<K>>()
    }

    /// [`Self::heap_bytes`] at most while the arena makes room for `extra` more positions: a
    /// vector that must grow holds its old and its new allocation for a moment.
    fn peak_heap_bytes(&self, extra: usize) -> usize {
        let grown = |capacity: usize, len: usize, size: usize| {
            if len + extra > capacity { (capacity * 2).max(len + extra) * size } else { 0 }
        };
        let k = std::mem::size_of::<K>();
        self.heap_bytes()
            + grown(self.keys.capacity(), self.keys.len(), k)
            + grown(self.moved.capacity(), self.moved.len(), 2)
            + if self.expansion.parents { grown(self.parents.capacity(), self.parents.len(), 4) } else { 0 }
    }

    /// Drops every expanded position from the arena (a frontier search, between layers: the
    /// arena then holds the layer to expand next). Needs no parents (their indices would go).
    pub fn forget_expanded(&mut self) {
        assert!(!self.expansion.parents, "a search keeping parents cannot forget positions");
        assert_eq!(self.probed, self.written, "forget between expansions only");
        let n = self.head;
        self.keys.drain(..n);
        self.moved.drain(..n);
        self.forgotten += n;
        self.head = 0;
        self.layer_end -= n;
    }

    /// Positions discovered: those in the arena and those forgotten.
    pub fn discovered(&self) -> usize {
        self.forgotten + self.keys.len()
    }

    /// Runs the search under `limits` (its budgets of positions and memory; its progress hook,
    /// called every few thousand expansions and at each layer's end with the last complete
    /// layer's depth, which may cancel) for up to `work` expansions (`usize::MAX`: to the end),
    /// calling `on_layer` as each layer completes (a frontier search forgets old layers there),
    /// which returns whether to go on ([`Driven::Layer`] if not).
    pub fn drive<E: Successors<K>, V: Visited<K>>(
        &mut self,
        generator: &E,
        seen: &mut V,
        work: usize,
        limits: &mut Limits,
        is_goal: impl Fn(&Successor<K>) -> bool,
        mut on_layer: impl FnMut(&mut Self, &mut V) -> bool,
    ) -> Result<Driven, Stopped> {
        self.memory_budget = limits.max_memory;
        let mut left = work;
        loop {
            let before = self.expanded;
            let event = self.run(generator, seen, left.min(PROGRESS_EVERY), limits.max_positions, &is_goal);
            left -= (self.expanded - before).min(left);
            let go_on = match event {
                Event::Goal(i) => return Ok(Driven::Goal(i)),
                Event::Exhausted => return Ok(Driven::Exhausted),
                Event::Budget => return Err(Stopped::Budget),
                Event::Memory => return Err(Stopped::Memory),
                Event::Layer => on_layer(self, seen),
                Event::Paused => true,
            };
            if let Some(hook) = limits.progress.as_mut()
                && !hook(SearchProgress { depth: self.sizes.len() - 1, discovered: self.discovered(), expanded: self.expanded })
            {
                return Err(Stopped::Cancelled);
            }
            if !go_on {
                return Ok(Driven::Layer);
            }
            if left == 0 {
                return Ok(Driven::Paused);
            }
        }
    }

    /// Expands up to `work` positions with successors from `generator`, marking them in `seen`,
    /// until an [`Event`]. `is_goal` is asked of every new position when it is discovered.
    fn run<E: Successors<K>, V: Visited<K>>(
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
        let expansion = self.expansion;
        loop {
            // Probe what the last position or group generated, in order.
            let depth = self.sizes.len() as u16;
            while let Some(&(end, parent)) = self.ends.get(self.owner) {
                let end = end as usize;
                if let Some(j) = self.probe(self.probed..end, parent, depth, seen, &is_goal) {
                    self.probed += j + 1;
                    return Event::Goal(self.keys.len() - 1);
                }
                self.probed = end;
                self.owner += 1;
            }
            self.max_queued = self.max_queued.max(self.keys.len() - self.head);
            if self.forgotten + self.keys.len() > budget {
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
            let red_only = expansion.red_only_at_start && self.sizes.len() == 1;
            if expansion.group == 1 && !red_only {
                match self.run_singly::<E, V, CLEAR>(generator, seen, &mut work, budget, &is_goal) {
                    Some(event) => return event,
                    None => continue,
                }
            }
            // Gather the next position or group of this layer, its successors one after the
            // other (the group ends early where another position's might not fit).
            let prefetching = seen.prefetching();
            (self.probed, self.owner) = (0, 0);
            self.ends.clear();
            let end = self.layer_end.min(self.head + expansion.group.min(work));
            let mut written = 0;
            let mut i = self.head;
            while i < end && written + BUFFER_LEN <= self.scratch.len() {
                let mut n = self.generate::<E, CLEAR>(generator, i, written);
                self.generated += n as u64;
                let out = &mut self.scratch[written..written + n];
                if red_only {
                    n = keep_red_car(out);
                }
                if prefetching {
                    for s in &out[..n] {
                        seen.prefetch(s.key.hash64());
                    }
                }
                written += n;
                self.ends.push((written as u32, i as u32));
                i += 1;
            }
            self.written = written;
            if self.written > self.room && !self.make_room(seen, self.written) {
                // Undone: calling again gathers the same group again.
                (self.written, self.probed, self.owner) = (0, 0, 0);
                self.ends.clear();
                return Event::Memory;
            }
            self.room -= self.written;
            self.expanded += i - self.head;
            work -= i - self.head;
            self.head = i;
        }
    }

    /// The group-of-one path (the solver's and the classroom's): each position of the layer
    /// generated, prefetched and probed in turn, up to the layer's end or `work`, without a
    /// group's bookkeeping. `None` when the main loop should look (a layer's end, the work done,
    /// the budget passed); a goal leaves the rest of its position's successors to the main loop's
    /// probing, as a group would.
    #[inline(always)]
    fn run_singly<E: Successors<K>, V: Visited<K>, const CLEAR: bool>(
        &mut self,
        generator: &E,
        seen: &mut V,
        work: &mut usize,
        budget: usize,
        is_goal: &impl Fn(&Successor<K>) -> bool,
    ) -> Option<Event> {
        let depth = self.sizes.len() as u16;
        let start = self.head;
        let end = self.layer_end.min(start.saturating_add(*work));
        // The arena may hold this many positions before the budget is passed.
        let limit = budget.saturating_sub(self.forgotten);
        let mut prefetching = seen.prefetching();
        // Counters kept in locals through the loop and stored once at its end.
        let (mut generated, mut max_queued) = (0u64, self.max_queued);
        let mut i = start;
        let event = loop {
            if i == end {
                break None;
            }
            let n = self.generate::<E, CLEAR>(generator, i, 0);
            generated += n as u64;
            if n > self.room {
                if !self.make_room(seen, n) {
                    break Some(Event::Memory);
                }
                prefetching = seen.prefetching();
            }
            if prefetching {
                for s in &self.scratch[..n] {
                    seen.prefetch(s.key.hash64());
                }
            }
            self.room -= n;
            let parent = i;
            i += 1;
            if let Some(j) = self.probe(0..n, parent as u32, depth, seen, is_goal) {
                // The rest of this position's successors are the main loop's to probe.
                (self.written, self.probed, self.owner) = (n, j + 1, 0);
                self.ends.clear();
                self.ends.push((n as u32, parent as u32));
                break Some(Event::Goal(self.keys.len() - 1));
            }
            max_queued = max_queued.max(self.keys.len() - i);
            if self.keys.len() > limit {
                break None;
            }
        };
        self.generated += generated;
        self.max_queued = max_queued;
        self.expanded += i - start;
        *work -= i - start;
        self.head = i;
        event
    }

    /// The one probe loop: the successors `scratch[range]` of arena position `parent`, in order,
    /// each new one marked in `seen` and appended to the arena (whose room was made before they
    /// were gathered: the pushes never reallocate); stops at the first goal, whose index in the
    /// range it returns.
    #[inline(always)]
    fn probe<V: Visited<K>>(
        &mut self,
        range: std::ops::Range<usize>,
        parent: u32,
        depth: u16,
        seen: &mut V,
        is_goal: &impl Fn(&Successor<K>) -> bool,
    ) -> Option<usize> {
        let Bfs { scratch, keys, moved, parents, expansion, .. } = self;
        for (j, s) in scratch[range].iter().enumerate() {
            if seen.visit(s.key, s.key.hash64(), depth) {
                keys.push(s.key);
                moved.push((s.vehicle, s.from));
                if expansion.parents {
                    parents.push(parent);
                }
                if is_goal(s) {
                    return Some(j);
                }
            }
        }
        None
    }

    /// Writes the successors of arena position `i` into the successor buffer from `at` on (the
    /// move that reached it left out where it cannot lead anywhere new); returns how many.
    #[inline(always)]
    fn generate<E: Successors<K>, const CLEAR: bool>(&mut self, generator: &E, i: usize, at: usize) -> usize {
        let last = match self.moved[i] {
            (vehicle, from) if self.expansion.prune && vehicle != u8::MAX => LastMove { vehicle: vehicle as usize, from },
            _ => LastMove::NONE,
        };
        let out: &mut SuccessorBuffer<K> = (&mut self.scratch[at..at + BUFFER_LEN]).try_into().expect("room for a buffer");
        match self.expansion.metric {
            Metric::Moves => generator.moves::<CLEAR>(&self.keys[i], last, out),
            Metric::Steps => generator.steps(&self.keys[i], last, out),
        }
    }

    /// Grows the arena and the visited set for `extra` more successors, unless what they would
    /// hold while growing passes [`Self::memory_budget`] (then false, and nothing changed).
    fn make_room<V: Visited<K>>(&mut self, seen: &mut V, extra: usize) -> bool {
        let peak = seen.peak_bytes(extra) + self.peak_heap_bytes(extra);
        if peak > self.memory_budget {
            return false;
        }
        self.peak_bytes = self.peak_bytes.max(peak);
        self.keys.reserve(extra);
        self.moved.reserve(extra);
        if self.expansion.parents {
            self.parents.reserve(extra);
        }
        seen.make_room(extra, &self.keys);
        let spare = |capacity: usize, len: usize| capacity - len;
        let mut arena = spare(self.keys.capacity(), self.keys.len()).min(spare(self.moved.capacity(), self.moved.len()));
        if self.expansion.parents {
            arena = arena.min(spare(self.parents.capacity(), self.parents.len()));
        }
        self.room = seen.room().min(arena);
        true
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
