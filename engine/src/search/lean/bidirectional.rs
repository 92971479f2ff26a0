//! A shortest plan between two positions whose distance is known, by breadth-first searches
//! from both ends on the core ([`crate::search::bfs`]), each keeping parents: the frontier search
//! ([`crate::search::frontier`]) keeps no parents, and recovers its plan here once it knows the position
//! it reached and at what depth.
//!
//! The side whose last layer is smaller is expanded a layer at a time, and every position it
//! discovers is looked up in the other side's set. Side A complete to depth `a` and side B to
//! depth `b` meet first while A discovers its layer `a + 1` with `a + 1 + b` = the distance:
//! earlier, a common position would be a shorter way; then, the optimal path's position at
//! depth `a + 1` from A is at depth `b` from B. So the first common position found lies on an
//! optimal path. Each side searches about half the depth: for a search whose layers grow by a
//! factor, far fewer positions than the search that found the distance.

use crate::model::rules::{Metric, Move, merge_steps};
use crate::search::bfs::{Bfs, Driven, Expansion, Stopped};
use crate::search::limits::{Limits, SearchProgress, SolveError, Stats, Stopwatch};
use crate::search::packed::Key;
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::solver::{Outcome, SolveReport};
use crate::search::successors::Successor;
use crate::search::visited::VisitedSet;

/// Positions expanded together (their successors' slots prefetched first).
const GROUP: usize = 16;

/// One end's search.
struct Side<K: Key> {
    bfs: Bfs<K>,
    seen: VisitedSet<K>,
}

impl<K: Key> Side<K> {
    fn new(root: K, metric: Metric) -> Self {
        let mut seen = VisitedSet::with_capacity(4096);
        seen.insert(root);
        let expansion = Expansion { metric, prune: true, group: GROUP, parents: true, clear: false, red_only_at_start: false };
        Side { bfs: Bfs::new(vec![root], (u8::MAX, 0), expansion), seen }
    }

    fn bytes(&self) -> usize {
        self.bfs.heap_bytes() + self.seen.heap_bytes()
    }

    /// Depth of the last complete layer.
    fn depth(&self) -> usize {
        self.bfs.sizes.len() - 1
    }
}

/// What [`plan_of_length`] found.
pub(crate) struct Recovered {
    pub plan: Vec<Move>,
    /// The most bytes both held at once.
    pub peak_bytes: usize,
}

/// The moves (steps in steps) of a shortest path from `from` to `to`, which must be `distance`
/// apart (panics otherwise: the caller's search is wrong). `progress` is told the positions
/// discovered so far, every 16,384 expansions and at each layer, and may cancel.
pub(crate) fn plan_of_length<K: Key, E: GeneratorOf<K>>(
    board: &PackedBoard,
    from: K,
    to: K,
    distance: usize,
    metric: Metric,
    memory_budget: usize,
    mut progress: impl FnMut(usize) -> bool,
) -> Result<Recovered, Stopped> {
    if from == to {
        return Ok(Recovered { plan: Vec::new(), peak_bytes: 0 });
    }
    let generator = E::of(board);
    let mut sides = [Side::new(from, metric), Side::new(to, metric)];
    let mut peak_bytes = 0;
    loop {
        // The smaller last layer grows; never past the known distance.
        let (a, b) = (sides[0].depth(), sides[1].depth());
        assert!(a + b < distance, "no path of {distance} between the two positions");
        let x = if sides[0].bfs.sizes[a] <= sides[1].bfs.sizes[b] { 0 } else { 1 };
        let [first, second] = &mut sides;
        let (side, other) = if x == 0 { (first, second) } else { (second, first) };
        let limits = &mut Limits { max_memory: memory_budget.saturating_sub(other.bytes()), ..Limits::default() };
        let is_met = |s: &Successor<K>| other.seen.find_hashed(&s.key, s.key.hash64()).is_some();
        // Each layer's end is a look: the other side may be the smaller one now.
        let driven = side.bfs.drive(generator, &mut side.seen, 1 << 14, limits, is_met, |_, _| false);
        peak_bytes = peak_bytes.max(side.bfs.peak_bytes + other.bytes());
        match driven {
            Ok(Driven::Goal(i)) => {
                let meet = side.bfs.keys[i];
                let j = other.bfs.keys.iter().position(|k| *k == meet).expect("a common position is in both arenas");
                let (mut near, far) = (side.bfs.plan_to(board, i), other.bfs.plan_to(board, j));
                let (mut plan, back) = if x == 0 { (near, far) } else { (far, std::mem::take(&mut near)) };
                // The second half, walked back from `to`: its moves undone in reverse order.
                plan.extend(back.iter().rev().map(|m| Move::new(m.vehicle as usize, -m.delta)));
                return Ok(Recovered { plan, peak_bytes });
            }
            Ok(Driven::Paused | Driven::Layer) => {
                if !progress(sides[0].bfs.keys.len() + sides[1].bfs.keys.len()) {
                    return Err(Stopped::Cancelled);
                }
            }
            Err(Stopped::Memory) => return Err(Stopped::Memory),
            Ok(Driven::Exhausted) | Err(_) => panic!("no path of {distance} between the two positions"),
        }
    }
}

/// The report of a frontier search that reached `target` at depth `distance`: an optimal plan
/// recovered by searching from both ends ([`plan_of_length`]), in moves with the red car's move
/// out added (`target` has a clear way out).
#[allow(clippy::too_many_arguments)]
pub(crate) fn plan_report<K: Key, E: GeneratorOf<K>>(
    board: &PackedBoard,
    start: K,
    target: K,
    distance: usize,
    metric: Metric,
    limits: &mut Limits,
    mut stats: Stats,
    clock: &Stopwatch,
) -> Result<SolveReport, SolveError> {
    let mut hook = |discovered: usize| match limits.progress.as_mut() {
        Some(hook) => hook(SearchProgress { depth: distance, discovered: stats.discovered + discovered, expanded: stats.expanded }),
        None => true,
    };
    let recovered = plan_of_length::<K, E>(board, start, target, distance, metric, limits.max_memory, &mut hook);
    stats.millis = clock.millis();
    match recovered {
        Ok(r) => {
            stats.peak_memory_bytes = stats.peak_memory_bytes.max(r.peak_bytes);
            let plan = if metric == Metric::Moves {
                let mut plan = r.plan;
                plan.push(board.exit_move(&target));
                plan
            } else {
                merge_steps(&r.plan)
            };
            Ok(SolveReport { outcome: Outcome::Solved(plan), stats })
        }
        Err(stop) => Err(stop.error(limits, stats)),
    }
}
