//! Answers after a move, from what the first search knows: the big boards' way to answer the
//! positions the player reaches without a search from scratch (issue 62).
//!
//! The first search ([`KnownLayers::search`]) is the lean solver's sorted-layer search from the
//! puzzle's start `S`, its finished layers kept (all of them, not three) and merged into one
//! sorted array of codes, each with its layer `j`: its distance from `S`. Its plan is walked back
//! through those layers (no search from both ends). A sweep back through the layers then marks
//! the positions that lie on an optimal plan from `S` (any of them, not only the one found): in
//! the last layer kept, those with a slide to a clear way out; in each layer before, those one
//! slide from a marked position of the next. A marked position of layer `j` is exactly `D - j`
//! moves from the goal (`D` the start's optimum); one not marked is more than that (if it were
//! `D - j`, a plan through it would be optimal).
//!
//! Then, after a move from a position `P` whose optimal plan of `d` moves is known, to a
//! position `Q` ([`KnownLayers::after_move`]): every move can be undone, so `Q` is `d - 1`, `d`
//! or `d + 1` moves from the goal.
//!
//! 1. `Q` marked: its distance is known, and a plan along the marked positions.
//! 2. An upper bound, from `P`'s plan: the move back then that plan (`d + 1`); that plan itself
//!    when it replays from `Q`; or with its first move of the moved vehicle shortened (or
//!    dropped) by the move.
//! 3. A lower bound: `d - 1`, the two-level blocking bound, and the layers': `D - j` for a
//!    position of layer `j`, `D - j + 1` when not marked. When the bounds meet, that is the
//!    answer.
//! 4. Else one search settles it, the breadth-first search with an admissible bound of
//!    [`super::lower_bound`] from `Q` (a position found at depth `g` kept only when
//!    `g + h ≤ upper - 1`, `h` the largest of the blocking bound, the two-level bound and the
//!    layers' bound): a goal met at depth `g` gives the distance `g + 1` and the plan walked back
//!    through its layers; none proves the upper bound optimal.
//!
//! Step 4 is where the time goes, and it grows as the player wanders off the optimal plans: the
//! layers' bound is only one above `D - j` there. A caller bounds it (`Limits::budget`) and
//! searches from scratch past that (docs/benchmarks.md, "Answers after a move").

use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, apply, is_goal, replay};
use crate::search::blocking_bound::BlockingBound;
use crate::search::frontier::answered_at_start;
use crate::search::layer_archive::{KeptLayers, LayerArchive};
use crate::search::limits::{SolveError, Stats, Stopwatch};
use crate::search::line_code::{Code, LineCode, code_bits};
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::PackedBoard;
use crate::search::solver::{Outcome, SolveReport};
use crate::search::sorted_layers::{KeepAll, LayersEnd, Pruning, layers};

pub use crate::search::limits::Limits;

/// Bits of the index into the merged codes: `2^INDEX_BITS + 1` offsets (4 MB).
const INDEX_BITS: u32 = 20;

/// The first search's layers, kept to answer positions near its plan (see the module's notes).
pub struct KnownLayers(Box<dyn Known>);

/// How [`KnownLayers::search`] ended.
pub enum KnownStart {
    /// The layers are kept; the start's optimal plan (found in them) is in the report.
    Kept(KnownLayers, SolveReport),
    /// No layers to keep: the start is a goal or one move from it, the red car cannot get out,
    /// or a position's code is too wide for the sorted layers. The report is the answer, when
    /// there is one.
    Answered(Option<SolveReport>),
}

impl KnownLayers {
    /// Searches `start` (moves metric) by sorted layers within `limits`, keeping every layer
    /// (counted in the memory budget, with the merged copy built at the end).
    pub fn search(board: &Board, start: &Position, limits: &mut Limits) -> Result<KnownStart, KnownError> {
        let packed = PackedBoard::new(board, start);
        with_key_type!(&packed, |K, _E, _D| {
            let start_key: K = packed.pack(start);
            if let Some(report) = answered_at_start(&packed, &start_key, Metric::Moves) {
                return Ok(KnownStart::Answered(Some(report)));
            }
            match code_bits(&packed, &start_key) {
                0..=63 => Index::<K, u64>::search(board, packed, start_key, start, limits),
                64..=127 => Index::<K, u128>::search(board, packed, start_key, start, limits),
                _ => Ok(KnownStart::Answered(None)),
            }
        })
    }

    /// The start's optimal number of moves.
    pub fn distance(&self) -> usize {
        self.0.distance()
    }

    /// Positions kept (every layer before the goal's).
    pub fn positions(&self) -> usize {
        self.0.positions()
    }

    /// An optimal plan from `pos` when it lies on an optimal plan from the start (its distance is
    /// then known without a search); `None` otherwise.
    pub fn on_optimal_plan(&self, pos: &Position) -> Option<Vec<Move>> {
        self.0.on_optimal_plan(pos)
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.0.bytes()
    }

    /// The distance of `pos` from the start, when the first search kept it (it is closer to the
    /// start than the goal is).
    pub fn layer_of_position(&self, pos: &Position) -> Option<usize> {
        self.0.layer_of_position(pos)
    }

    /// An optimal plan from `to`, one move from `from`, whose optimal plan `from_plan` is known
    /// (see the module's notes). [`KnownError::Refused`] when `to` is not one move from `from`,
    /// or `from_plan` does not replay to a goal; a budget or the hook in `limits` may stop it.
    pub fn after_move(
        &self,
        board: &Board,
        from: &Position,
        from_plan: &[Move],
        to: &Position,
        limits: &mut Limits,
    ) -> Result<SolveReport, KnownError> {
        let back = move_between(board, to, from).ok_or_else(|| failed("the position is not one move from the known one"))?;
        match replay(board, from, from_plan) {
            Ok(end) if is_goal(board, &end) => {}
            _ => return Err(failed("the known plan does not replay to a goal")),
        }
        let (upper, plan) = repaired(board, to, back, from_plan);
        if upper + 1 < from_plan.len() {
            return Err(failed("the known plan is not optimal: a shorter one follows from it"));
        }
        self.0.within(board, to, from_plan.len().saturating_sub(1), upper, plan, limits)
    }
}

/// Why no answer came from the kept layers.
#[derive(Clone, Debug, PartialEq)]
pub enum KnownError {
    /// A budget or the progress hook stopped the search.
    Stopped(SolveError),
    /// The question does not fit what is known (the position is not one move from the known
    /// one, the known plan does not reach the goal), or a plan did not replay: the caller
    /// searches from scratch.
    Refused(String),
}

impl From<SolveError> for KnownError {
    fn from(e: SolveError) -> Self {
        KnownError::Stopped(e)
    }
}

impl std::fmt::Display for KnownError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KnownError::Stopped(e) => e.fmt(f),
            KnownError::Refused(why) => f.write_str(why),
        }
    }
}

fn failed(why: &str) -> KnownError {
    KnownError::Refused(why.to_string())
}

/// The one move that takes `from` to `to` under the rules, if any.
pub fn move_between(board: &Board, from: &Position, to: &Position) -> Option<Move> {
    if from.0.len() != to.0.len() || from.0.len() != board.vehicles().len() {
        return None;
    }
    let mut moved = (0..from.0.len()).filter(|&v| from.0[v] != to.0[v]);
    let v = moved.next()?;
    if moved.next().is_some() {
        return None;
    }
    let m = Move::new(v, to.0[v] as i8 - from.0[v] as i8);
    (apply(board, from, m).ok()? == *to).then_some(m)
}

/// The shortest plan from `to` made from the plan of the position one move `back` from it:
/// the move back then that plan (one move more), that plan as it is when it replays from `to`,
/// or that plan with its first move of the same vehicle shortened by the move (dropped when it
/// was the same move). Its length and moves.
fn repaired(board: &Board, to: &Position, back: Move, from_plan: &[Move]) -> (usize, Vec<Move>) {
    let reaches = |plan: &[Move]| matches!(replay(board, to, plan), Ok(end) if is_goal(board, &end));
    let mut best: Vec<Move> = std::iter::once(back).chain(from_plan.iter().copied()).collect();
    if reaches(from_plan) {
        best = from_plan.to_vec();
    }
    if let Some(t) = from_plan.iter().position(|m| m.vehicle == back.vehicle) {
        let delta = from_plan[t].delta as i16 + back.delta as i16;
        let mut plan = from_plan.to_vec();
        if delta == 0 {
            plan.remove(t);
        } else if let Ok(delta) = i8::try_from(delta) {
            plan[t] = Move { vehicle: back.vehicle, delta };
        }
        if plan.len() < best.len() && reaches(&plan) {
            best = plan;
        }
    }
    (best.len(), best)
}

trait Known: Send {
    fn distance(&self) -> usize;
    fn positions(&self) -> usize;
    fn bytes(&self) -> usize;
    fn layer_of_position(&self, pos: &Position) -> Option<usize>;
    /// An optimal plan from `pos`, whose distance is at least `lower` and at most `upper`,
    /// `fallback` a plan of `upper` moves from it.
    fn within(
        &self,
        board: &Board,
        pos: &Position,
        lower: usize,
        upper: usize,
        fallback: Vec<Move>,
        limits: &mut Limits,
    ) -> Result<SolveReport, KnownError>;
    /// The distance and an optimal plan of `pos` when it lies on an optimal plan from the start.
    fn on_optimal_plan(&self, pos: &Position) -> Option<Vec<Move>>;
}

/// The merged layers: codes in increasing order, each with its layer, and where each stretch of
/// codes starts.
struct Index<K: Key, C: Code> {
    packed: PackedBoard,
    bound: BlockingBound,
    code: LineCode<K, C>,
    codes: Vec<C>,
    depths: Vec<u8>,
    /// Bit `i`: the position of `codes[i]` lies on an optimal plan from the start (its distance
    /// to the goal is exactly `D - j`, `j` its layer).
    optimal: Vec<u64>,
    /// `starts[b]`: the first code whose top bits (from `shift`) are at least `b`.
    starts: Vec<u32>,
    shift: u32,
    mask: u32,
    /// The start's optimal moves.
    distance: usize,
}

impl<K: Key, C: Code> Index<K, C> {
    fn search(board: &Board, packed: PackedBoard, start_key: K, start: &Position, limits: &mut Limits) -> Result<KnownStart, KnownError> {
        let clock = Stopwatch::start();
        let mut archive = LayerArchive::<C>::new(KeptLayers::InMemory);
        let (target, depth, mut stats) =
            match layers::<K, C, KeepAll>(&packed, start_key, Metric::Moves, limits, &KeepAll, &mut archive, &clock)? {
                LayersEnd::Goal { target, depth, stats } => (target, depth, stats),
                LayersEnd::Exhausted(stats) => return Ok(KnownStart::Answered(Some(SolveReport { outcome: Outcome::Unsolvable, stats }))),
            };
        let code = LineCode::<K, C>::new(&packed, &start_key);
        let mut plan = archive.walk_back(&packed, &code, target, depth).map_err(|e| failed(&e))?;
        plan.push(packed.exit_move(&target));
        match replay(board, start, &plan) {
            Ok(end) if is_goal(board, &end) => {}
            _ => return Err(failed("the plan walked back does not replay to a goal")),
        }
        let layers = archive.take_layers();
        let total: usize = layers.iter().map(Vec::len).sum();
        let held = layers.iter().map(|l| l.capacity() * C::BYTES).sum::<usize>();
        let merged = total * (C::BYTES + 1) + total / 8 + (4 << INDEX_BITS);
        if held + merged > limits.max_memory {
            return Err(KnownError::Stopped(SolveError::Memory { limit: limits.max_memory, stats }));
        }
        let on_plans = optimal_plans(&packed, &code, &layers);
        let (codes, depths) = merge(layers);
        let bits = code_bits(&packed, &start_key);
        let shift = bits.saturating_sub(INDEX_BITS);
        let mask = ((1u64 << bits.min(INDEX_BITS)) - 1) as u32;
        let mut starts = Vec::with_capacity((1 << INDEX_BITS) + 1);
        let mut i = 0;
        for b in 0..=(mask as usize + 1) {
            while i < codes.len() && codes[i].bits(shift, u32::MAX) < b {
                i += 1;
            }
            starts.push(i as u32);
        }
        let bound = BlockingBound::new(board);
        let optimal = vec![0u64; codes.len().div_ceil(64)];
        let mut index = Index { packed, bound, code, codes, depths, optimal, starts, shift, mask, distance: plan.len() };
        for layer in on_plans {
            for c in layer {
                let i = index.index_of(c).expect("a position of an optimal plan is in its layer");
                index.optimal[i / 64] |= 1 << (i % 64);
            }
        }
        stats.peak_memory_bytes = stats.peak_memory_bytes.max(held + merged);
        stats.memory_bytes = index.bytes();
        stats.millis = clock.millis();
        Ok(KnownStart::Kept(KnownLayers(Box::new(index)), SolveReport { outcome: Outcome::Solved(plan), stats }))
    }

    /// Where code `c` is in `codes`, if kept.
    #[inline(always)]
    fn index_of(&self, c: C) -> Option<usize> {
        let b = c.bits(self.shift, u32::MAX).min(self.mask as usize);
        let (lo, hi) = (self.starts[b] as usize, self.starts[b + 1] as usize);
        let i = lo + self.codes[lo..hi].partition_point(|x| *x < c);
        (self.codes.get(i) == Some(&c)).then_some(i)
    }

    /// The layer of code `c`, if kept.
    #[inline(always)]
    fn layer_of(&self, c: C) -> Option<u8> {
        self.index_of(c).map(|i| self.depths[i])
    }

    /// A lower bound on the distance to the goal of code `c` from what the first search knows:
    /// `D - j` for a position of layer `j` on an optimal plan from the start (its distance), one
    /// more off them; 0 for a position it did not keep.
    #[inline(always)]
    fn known_bound(&self, c: C) -> usize {
        match self.index_of(c) {
            Some(i) => self.distance - self.depths[i] as usize + usize::from(!self.on_optimal(i)),
            None => 0,
        }
    }

    #[inline(always)]
    fn on_optimal(&self, i: usize) -> bool {
        self.optimal[i / 64] >> (i % 64) & 1 == 1
    }

    /// An optimal plan from `key`, on an optimal plan from the start: from each position, a
    /// slide to one of the next layer's on an optimal plan, up to a clear way out.
    fn plan_along(&self, key: K) -> Option<Vec<Move>> {
        let mut key = key;
        let mut plan = Vec::new();
        loop {
            if self.packed.is_goal(&key) {
                return Some(plan);
            }
            if self.packed.exit_clear(&key) {
                plan.push(self.packed.exit_move(&key));
                return Some(plan);
            }
            let c = self.code.encode(&self.packed, &key);
            let j = self.layer_of(c)? as usize;
            let mut next = None;
            self.packed.slides(&key, usize::MAX, false, |m, from, to, clear| {
                if next.is_some() {
                    return;
                }
                let v = m.vehicle as usize;
                let child = c.wrapping_sub(self.code.term(v, from)).wrapping_add(self.code.term(v, to));
                let ahead = clear && j + 2 == self.distance
                    || self.index_of(child).is_some_and(|i| self.depths[i] as usize == j + 1 && self.on_optimal(i));
                if ahead {
                    next = Some((m.vehicle, m.field, m.lo, from, to));
                }
            });
            let (vehicle, field, lo, from, to) = next?;
            plan.push(Move::new(vehicle as usize, to as i8 - from as i8));
            key.set(field, to - lo);
        }
    }
}

/// The positions of each layer that lie on an optimal plan from the start (sorted): in the last
/// layer kept (`D - 2`), those with a slide to a clear way out; in each layer before, those one
/// slide from such a position of the next layer (a position `j` moves from the start and `D - j`
/// from the goal is one move from one `D - j - 1` from the goal, which is `j + 1` from the start).
fn optimal_plans<K: Key, C: Code>(packed: &PackedBoard, code: &LineCode<K, C>, layers: &[Vec<C>]) -> Vec<Vec<C>> {
    let mut on: Vec<Vec<C>> = vec![Vec::new(); layers.len()];
    let Some(last) = layers.len().checked_sub(1) else { return on };
    for &c in &layers[last] {
        let key = code.decode(c);
        let mut out = false;
        packed.slides(&key, usize::MAX, false, |_, _, _, clear| out |= clear);
        if out {
            on[last].push(c);
        }
    }
    for j in (0..last).rev() {
        let (before, after) = on.split_at_mut(j + 1);
        let found = &mut before[j];
        for &c in &after[0] {
            let key = code.decode(c);
            packed.slides(&key, usize::MAX, false, |m, from, to, _| {
                let v = m.vehicle as usize;
                let parent = c.wrapping_sub(code.term(v, from)).wrapping_add(code.term(v, to));
                if layers[j].binary_search(&parent).is_ok() {
                    found.push(parent);
                }
            });
        }
        found.sort_unstable();
        found.dedup();
    }
    on
}

/// The layers (each sorted, no code in two) as one sorted array, each code with its layer.
fn merge<C: Code>(layers: Vec<Vec<C>>) -> (Vec<C>, Vec<u8>) {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let total = layers.iter().map(Vec::len).sum();
    let (mut codes, mut depths) = (Vec::with_capacity(total), Vec::with_capacity(total));
    let mut heap: BinaryHeap<Reverse<(C, usize)>> = BinaryHeap::new();
    let mut at = vec![0usize; layers.len()];
    for (j, l) in layers.iter().enumerate() {
        if let Some(&c) = l.first() {
            heap.push(Reverse((c, j)));
        }
    }
    while let Some(Reverse((c, j))) = heap.pop() {
        codes.push(c);
        depths.push(j.min(u8::MAX as usize) as u8);
        at[j] += 1;
        // Codes of the same layer come in runs: take them while they stay below the heap's least.
        let layer = &layers[j];
        let limit = heap.peek().map(|Reverse((c, _))| *c);
        while let Some(&next) = layer.get(at[j]) {
            if limit.is_some_and(|l| next > l) {
                heap.push(Reverse((next, j)));
                break;
            }
            codes.push(next);
            depths.push(j.min(u8::MAX as usize) as u8);
            at[j] += 1;
        }
    }
    (codes, depths)
}

/// Keeps a position found at depth `g` when `g + h ≤ moves`, `h` the largest of the blocking
/// bound, the two-level bound and the first search's `D - j`.
struct Near<'a, K: Key, C: Code> {
    index: &'a Index<K, C>,
    moves: usize,
}

impl<K: Key, C: Code> Pruning<K> for Near<'_, K, C> {
    #[inline(always)]
    fn keeps(&self, child: &K, depth: usize) -> bool {
        let x = self.index;
        if depth + x.bound.blocking(&x.packed, child) > self.moves {
            return false;
        }
        // What the first search knows: at most `D + 1 - j` for a position of its layer `j`.
        if x.distance + 1 + depth > self.moves && depth + x.known_bound(x.code.encode(&x.packed, child)) > self.moves {
            return false;
        }
        depth + x.bound.two_level(&x.packed, child) <= self.moves
    }
}

impl<K: Key, C: Code> Known for Index<K, C> {
    fn distance(&self) -> usize {
        self.distance
    }

    fn positions(&self) -> usize {
        self.codes.len()
    }

    fn bytes(&self) -> usize {
        self.codes.capacity() * C::BYTES + self.depths.capacity() + self.starts.capacity() * 4
    }

    fn layer_of_position(&self, pos: &Position) -> Option<usize> {
        let key: K = self.packed.try_pack(pos)?;
        self.layer_of(self.code.encode(&self.packed, &key)).map(usize::from)
    }

    fn on_optimal_plan(&self, pos: &Position) -> Option<Vec<Move>> {
        let key: K = self.packed.try_pack(pos)?;
        let i = self.index_of(self.code.encode(&self.packed, &key))?;
        if !self.on_optimal(i) {
            return None;
        }
        self.plan_along(key)
    }

    fn within(
        &self,
        board: &Board,
        pos: &Position,
        lower: usize,
        upper: usize,
        fallback: Vec<Move>,
        limits: &mut Limits,
    ) -> Result<SolveReport, KnownError> {
        let clock = Stopwatch::start();
        let key: K = self.packed.try_pack(pos).ok_or_else(|| failed("the position is not one of this board's"))?;
        if let Some(report) = answered_at_start(&self.packed, &key, Metric::Moves) {
            return Ok(report);
        }
        let answer = |plan: Vec<Move>, stats: Stats| match replay(board, pos, &plan) {
            Ok(end) if is_goal(board, &end) => {
                Ok(SolveReport { outcome: Outcome::Solved(plan), stats: Stats { millis: clock.millis(), ..stats } })
            }
            _ => Err(failed("the plan found does not replay to a goal")),
        };
        // On an optimal plan from the start: its distance is known, and a plan along them.
        if let Some(plan) = self.on_optimal_plan(pos) {
            return answer(plan, Stats::default());
        }
        let c = self.code.encode(&self.packed, &key);
        let lower = lower.max(self.known_bound(c)).max(self.bound.two_level(&self.packed, &key));
        if upper <= lower {
            return answer(fallback, Stats::default());
        }
        let moves = upper - 1;
        let prune = Near { index: self, moves };
        let mut archive = LayerArchive::<C>::new(KeptLayers::InMemory);
        let (plan, stats) = match layers::<K, C, _>(&self.packed, key, Metric::Moves, limits, &prune, &mut archive, &clock)? {
            LayersEnd::Goal { target, depth, stats } => {
                let code = LineCode::<K, C>::new(&self.packed, &key);
                let mut plan = archive.walk_back(&self.packed, &code, target, depth).map_err(|e| failed(&e))?;
                plan.push(self.packed.exit_move(&target));
                (plan, stats)
            }
            LayersEnd::Exhausted(stats) => (fallback, stats),
        };
        answer(plan, stats)
    }
}
