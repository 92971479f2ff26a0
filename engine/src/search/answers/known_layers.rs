//! Answers after a move, from what the first search knows: the big boards' way to answer the
//! positions the player reaches without a search from scratch (issue 62).
//!
//! The first search ([`KnownLayers::search_with_slack`]) is the lean solver's sorted-layer
//! search from the puzzle's start `S`, its finished layers kept (all of them, not three) and
//! merged into one sorted array of codes, each with its layer `j`: its distance from `S`. With a
//! slack `s` above 0 it goes on past the goal's layer (`D - 1`, `D` the start's optimum) up to
//! layer `D + s - 2`. Its plan is walked back through those layers (no search from both ends). A
//! breadth-first search back from the goal through the positions kept then writes the distance
//! to the goal of every position on a plan from `S` of at most `D + s` moves (`j + h ≤ D + s`;
//! slack 0: exactly the positions on optimal plans from `S`); every other position of layer `j`
//! is at least `D + s + 1 - j` moves from the goal (if it were fewer, a plan through it would be
//! within the slack).
//!
//! Then, after a move from a position `P` whose optimal plan of `d` moves is known, to a
//! position `Q` ([`KnownLayers::after_move`]): every move can be undone, so `Q` is `d - 1`, `d`
//! or `d + 1` moves from the goal.
//!
//! 1. `Q`'s distance known: a plan along the positions whose distances are known.
//! 2. An upper bound, from `P`'s plan: the move back then that plan (`d + 1`); that plan itself
//!    when it replays from `Q`; or with its first move of the moved vehicle shortened (or
//!    dropped) by the move.
//! 3. A lower bound: `d - 1`, the two-level blocking bound, and the layers' `D + s + 1 - j`.
//!    When the bounds meet, that is the answer.
//! 4. Else one search settles it, the breadth-first search with an admissible bound of
//!    [`crate::search::lower_bound`] from `Q` (a position found at depth `g` kept only when
//!    `g + h ≤ upper - 1`, `h` the largest of the blocking bound, the two-level bound and the
//!    layers' bound). A position whose distance `h` is known is not kept: `g + h` within the
//!    bound is a plan (the moves to it, then along the known distances), and the bound drops
//!    below it. A goal met at depth `g` gives `g + 1`; the search ends when no position is
//!    left, the last plan found optimal (or the upper bound, when none was).
//!
//! Step 4 is where the time goes, and it grows as the player wanders off the plans within the
//! slack: a position of layer `j` at distance `h` with `j + h = D + s + e` needs a search that
//! goes back towards the start by up to about `e / 2` moves. The slack costs the first search
//! its layers past the goal's (time and memory). A caller bounds step 4 (`Limits::budget`) and
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
use crate::search::sorted_layers::{LayersEnd, Pruning, layers};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

pub use crate::search::limits::Limits;

/// The slack of [`KnownLayers::search`]: none (the layers stop at the goal's; see
/// [`KnownLayers::search_with_slack`] and docs/benchmarks.md for what more costs and gives).
pub const DEFAULT_SLACK: usize = 0;

/// The largest slack (the layers' numbers are bytes).
const MAX_SLACK: usize = 16;

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
    /// (counted in the memory budget, with the merged copy built at the end), with the slack of
    /// [`DEFAULT_SLACK`] (see [`KnownLayers::search_with_slack`]).
    pub fn search(board: &Board, start: &Position, limits: &mut Limits) -> Result<KnownStart, KnownError> {
        Self::search_with_slack(board, start, DEFAULT_SLACK, limits)
    }

    /// [`KnownLayers::search`], its layers going on past the goal's, up to `D + slack - 2`
    /// (`D` the start's optimum): then the distance of every position on a plan from the start
    /// of at most `D + slack` moves is known, and every other position of layer `j` is at least
    /// `D + slack + 1 - j` from the goal. Slack 0 is the search that stops at the goal.
    pub fn search_with_slack(board: &Board, start: &Position, slack: usize, limits: &mut Limits) -> Result<KnownStart, KnownError> {
        Self::search_within(board, start, slack, usize::MAX, limits)
    }

    /// [`KnownLayers::search_with_slack`] with the slack cut to what `max_positions` kept
    /// positions hold: when the goal is found (layer `D - 1` under way), the largest slack up to
    /// `slack` whose layers, each guessed at 5/4 of the one before, stay within
    /// `max_positions`; and after each layer past the goal, none more when the next one, so
    /// guessed, would pass it. [`KnownLayers::slack`] says the slack kept. On UvA 9×9 #5 with 20
    /// million, slack 2; on #6, 0 (docs/benchmarks.md, "A slack on #5, in CPU time").
    pub fn search_within(
        board: &Board,
        start: &Position,
        slack: usize,
        max_positions: usize,
        limits: &mut Limits,
    ) -> Result<KnownStart, KnownError> {
        let slack = slack.min(MAX_SLACK);
        let packed = PackedBoard::new(board, start);
        with_key_type!(&packed, |K, _E, _D| {
            let start_key: K = packed.pack(start);
            if let Some(report) = answered_at_start(&packed, &start_key, Metric::Moves) {
                return Ok(KnownStart::Answered(Some(report)));
            }
            match code_bits(&packed, &start_key) {
                0..=63 => Index::<K, u64>::search(board, packed, start_key, start, slack, max_positions, limits),
                64..=127 => Index::<K, u128>::search(board, packed, start_key, start, slack, max_positions, limits),
                _ => Ok(KnownStart::Answered(None)),
            }
        })
    }

    /// The slack kept (see [`KnownLayers::search_with_slack`]).
    pub fn slack(&self) -> usize {
        self.0.slack()
    }

    /// An optimal plan from `pos` when its distance is known without a search (it lies on a
    /// plan from the start at most the slack longer than the optimum); `None` otherwise.
    pub fn known_plan(&self, pos: &Position) -> Option<Vec<Move>> {
        self.0.known_plan(pos, false)
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
        self.0.known_plan(pos, true)
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
    fn slack(&self) -> usize;
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
    /// An optimal plan from `pos` when its distance is known without a search (it lies on a
    /// plan from the start at most `slack` moves longer than the optimum) and, with
    /// `optimal_only`, when that plan is an optimal one from the start.
    fn known_plan(&self, pos: &Position, optimal_only: bool) -> Option<Vec<Move>>;
}

/// No distance known for the position (its slack is past the one kept).
const UNKNOWN: u8 = u8::MAX;

/// The merged layers: codes in increasing order, each with its layer, and where each stretch of
/// codes starts.
struct Index<K: Key, C: Code> {
    packed: PackedBoard,
    bound: BlockingBound,
    code: LineCode<K, C>,
    codes: Vec<C>,
    depths: Vec<u8>,
    /// For `codes[i]` of layer `j`: `s` when its distance to the goal is `D + s - j` with
    /// `s ≤ slack` (it lies on a plan from the start of `D + s` moves), else [`UNKNOWN`] (its
    /// distance is then at least `D + slack + 1 - j`).
    slacks: Vec<u8>,
    /// The slack kept: the layers go up to `D + slack - 2`.
    slack: usize,
    /// `starts[b]`: the first code whose top bits (from `shift`) are at least `b`.
    starts: Vec<u32>,
    shift: u32,
    mask: u32,
    /// The start's optimal moves.
    distance: usize,
}

/// The first search: the lean solver's layers, going on past the goal's (`D - 1`) up to layer
/// `D + slack - 2` when `slack` is above 0 (the goal first found kept for the plan).
struct PastGoal<K> {
    slack: usize,
    goal: Mutex<Option<(K, usize)>>,
    last: AtomicUsize,
    /// The positions the layers may hold (see [`KnownLayers::search_within`]).
    max_positions: usize,
    /// Positions discovered up to the last layer complete, and that layer's size.
    discovered: AtomicUsize,
    size: AtomicUsize,
}

impl<K> PastGoal<K> {
    /// The next layer's size guessed from the last one's: 5/4 of it.
    fn grown(size: usize) -> usize {
        size.saturating_add(size / 4)
    }
}

impl<K: Key> Pruning<K> for PastGoal<K> {
    #[inline(always)]
    fn keeps(&self, _: &K, depth: usize) -> bool {
        depth <= self.last.load(Ordering::Relaxed)
    }

    fn ends_at(&self, goal: &K, depth: usize) -> bool {
        let mut first = self.goal.lock().expect("the goal's lock");
        if first.is_none() {
            *first = Some((*goal, depth));
            // The largest slack whose layers, guessed from the last one complete, fit.
            let (mut total, mut size) = (self.discovered.load(Ordering::Relaxed), self.size.load(Ordering::Relaxed));
            let mut slack = 0;
            while slack < self.slack {
                size = Self::grown(size);
                total = total.saturating_add(size);
                if total > self.max_positions {
                    break;
                }
                slack += 1;
            }
            // `D = depth + 1`; the last layer kept is `D + slack - 2` (slack 0: none past `D - 2`).
            self.last.store((depth + slack).saturating_sub(1), Ordering::Relaxed);
        }
        self.last.load(Ordering::Relaxed) < depth
    }

    fn layer_done(&self, depth: usize, size: usize, discovered: usize) {
        self.discovered.store(discovered, Ordering::Relaxed);
        self.size.store(size, Ordering::Relaxed);
        let goal_known = self.goal.lock().expect("the goal's lock").is_some();
        if goal_known && discovered.saturating_add(Self::grown(size)) > self.max_positions {
            self.last.fetch_min(depth, Ordering::Relaxed);
        }
    }

    #[inline(always)]
    fn last_layer(&self) -> usize {
        self.last.load(Ordering::Relaxed)
    }
}

impl<K: Key, C: Code> Index<K, C> {
    fn search(
        board: &Board,
        packed: PackedBoard,
        start_key: K,
        start: &Position,
        slack: usize,
        max_positions: usize,
        limits: &mut Limits,
    ) -> Result<KnownStart, KnownError> {
        let clock = Stopwatch::start();
        let mut archive = LayerArchive::<C>::new(KeptLayers::InMemory);
        let past = PastGoal {
            slack,
            goal: Mutex::new(None),
            last: AtomicUsize::new(usize::MAX),
            max_positions,
            discovered: AtomicUsize::new(0),
            size: AtomicUsize::new(0),
        };
        let end = layers::<K, C, _>(&packed, start_key, Metric::Moves, limits, &past, &mut archive, &clock)?;
        let last = past.last.load(Ordering::Relaxed);
        let (target, depth, mut stats) = match end {
            LayersEnd::Goal { target, depth, stats } => (target, depth, stats),
            LayersEnd::Exhausted(stats) => match past.goal.into_inner().expect("the goal's lock") {
                Some((target, depth)) => (target, depth, stats),
                None => return Ok(KnownStart::Answered(Some(SolveReport { outcome: Outcome::Unsolvable, stats }))),
            },
        };
        // The slack kept: the layers go up to `last = D + slack - 2`, `D = depth + 1` (a search
        // that ended at the goal, slack 0, has `last = D - 2`).
        let slack = (last + 1).saturating_sub(depth).min(slack);
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
        let merged = total * (C::BYTES + 2) + (4 << INDEX_BITS);
        if held + merged > limits.max_memory {
            return Err(KnownError::Stopped(SolveError::Memory { limit: limits.max_memory, stats }));
        }
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
        let slacks = vec![UNKNOWN; codes.len()];
        let mut index = Index { packed, bound, code, codes, depths, slacks, slack, starts, shift, mask, distance: plan.len() };
        index.sweep_back();
        stats.peak_memory_bytes = stats.peak_memory_bytes.max(held + merged);
        stats.memory_bytes = index.bytes();
        stats.millis = clock.millis();
        Ok(KnownStart::Kept(KnownLayers(Box::new(index)), SolveReport { outcome: Outcome::Solved(plan), stats }))
    }

    /// The last layer kept, `D + slack - 2`.
    fn last(&self) -> usize {
        self.distance + self.slack - 2
    }

    /// Writes the distance to the goal of every position kept that lies on a plan from the
    /// start at most `slack` moves longer than the optimum: a breadth-first search back from
    /// the goal through the positions kept, by distance `t` = 1, 2, … (the goals kept, 0): at
    /// `t = 1` those with a clear way out; at `t = 2` also those of the last layer with a slide to one (which may lie
    /// past it); at each `t` the neighbours of `t - 1`'s not reached before. A position of layer
    /// `j` is left out at `t` when `j + t > D + slack`: it is not wanted, and no position
    /// wanted is reached through it (a neighbour of layer `j'` reached at `t + 1` has
    /// `j ≤ j' + 1`).
    ///
    /// Why the distances are exact: along an optimal plan from a position of layer `j` at
    /// distance `h` with `j + h ≤ D + slack`, the `k`-th position lies in a layer `≤ j + k`, so
    /// every position of it but the last (the one with a clear way out) lies in a layer kept
    /// (`≤ D + slack - 2`), and the last one too or one layer past the last.
    fn sweep_back(&mut self) {
        let (d, slack, last) = (self.distance, self.slack, self.last());
        let mut level: Vec<u32> = Vec::new();
        for i in 0..self.codes.len() {
            let j = self.depths[i] as usize;
            if j + 1 < d || j > last {
                continue;
            }
            let key = self.code.decode(self.codes[i]);
            if self.packed.is_goal(&key) {
                // At the goal (past the goal's layer): its neighbours have a clear way out.
                self.slacks[i] = (j - d) as u8;
            } else if self.packed.exit_clear(&key) {
                self.slacks[i] = (j + 1 - d) as u8;
                level.push(i as u32);
            }
        }
        let mut t = 1;
        loop {
            t += 1;
            let mut next: Vec<u32> = Vec::new();
            for &i in &level {
                let c = self.codes[i as usize];
                let key = self.code.decode(c);
                let (code, packed) = (&self.code, &self.packed);
                let mut found: Vec<usize> = Vec::new();
                packed.slides(&key, usize::MAX, false, |m, from, to, _| {
                    let v = m.vehicle as usize;
                    found.extend(self.index_of(c.wrapping_sub(code.term(v, from)).wrapping_add(code.term(v, to))));
                });
                for k in found {
                    let j = self.depths[k] as usize;
                    if self.slacks[k] == UNKNOWN && j + t <= d + slack {
                        debug_assert!(j + t >= d);
                        self.slacks[k] = (j + t - d) as u8;
                        next.push(k as u32);
                    }
                }
            }
            if t == 2 {
                // The last layer's positions with a slide to a clear way out (past it, maybe).
                for i in 0..self.codes.len() {
                    if self.depths[i] as usize != last || self.slacks[i] != UNKNOWN {
                        continue;
                    }
                    let mut out = false;
                    self.packed.slides(&self.code.decode(self.codes[i]), usize::MAX, false, |_, _, _, clear| out |= clear);
                    if out {
                        self.slacks[i] = (last + 2 - d) as u8;
                        next.push(i as u32);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            level = next;
        }
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

    /// The distance to the goal of `codes[i]`, when known.
    #[inline(always)]
    fn exact(&self, i: usize) -> Option<usize> {
        let s = self.slacks[i];
        (s != UNKNOWN).then(|| self.distance + s as usize - self.depths[i] as usize)
    }

    /// A lower bound on the distance to the goal of `codes[i]` (not known exactly): at least
    /// `D + slack + 1 - j` for a position of layer `j`.
    #[inline(always)]
    fn bound_past(&self, i: usize) -> usize {
        (self.distance + self.slack + 1).saturating_sub(self.depths[i] as usize)
    }

    /// An optimal plan from `key`, whose distance is known: from each position, a slide to one
    /// whose distance is one less, up to a clear way out.
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
            let h = self.exact(self.index_of(c)?)?;
            let mut next = None;
            self.packed.slides(&key, usize::MAX, false, |m, from, to, clear| {
                if next.is_some() {
                    return;
                }
                let v = m.vehicle as usize;
                let child = c.wrapping_sub(self.code.term(v, from)).wrapping_add(self.code.term(v, to));
                if clear && h == 2 || self.index_of(child).and_then(|i| self.exact(i)) == Some(h - 1) {
                    next = Some((m.vehicle, m.field, m.lo, from, to));
                }
            });
            let (vehicle, field, lo, from, to) = next?;
            plan.push(Move::new(vehicle as usize, to as i8 - from as i8));
            key.set(field, to - lo);
        }
    }
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

/// The bounded search from a position: keeps a position found at depth `g` when `g + h ≤`
/// the bound, `h` the largest of the blocking bound, the two-level bound and the first
/// search's. A position whose distance `h` the first search knows is never kept: when
/// `g + h` is within the bound, it is the best plan yet (`hit`), and the bound drops to one
/// less.
struct Near<'a, K: Key, C: Code> {
    index: &'a Index<K, C>,
    bound: AtomicUsize,
    hit: Mutex<Option<(K, usize)>>,
}

impl<K: Key, C: Code> Pruning<K> for Near<'_, K, C> {
    #[inline(always)]
    fn keeps(&self, child: &K, depth: usize) -> bool {
        self.keeps_code(child, self.index.code.encode(&self.index.packed, child), depth)
    }

    #[inline(always)]
    fn keeps_code<D: Code>(&self, child: &K, code: D, depth: usize) -> bool {
        let x = self.index;
        let moves = self.bound.load(Ordering::Relaxed);
        if depth + x.bound.blocking(&x.packed, child) > moves {
            return false;
        }
        // The same code type as the index's (the search's is chosen as the index's was).
        if let Some(i) = x.index_of(C::from_u128(code.to_u128())) {
            if let Some(h) = x.exact(i) {
                let mut hit = self.hit.lock().expect("the hit's lock");
                if depth + h <= self.bound.load(Ordering::Relaxed) {
                    *hit = Some((*child, depth));
                    self.bound.store(depth + h - 1, Ordering::Relaxed);
                }
                return false;
            }
            if depth + x.bound_past(i) > moves {
                return false;
            }
        }
        depth + x.bound.two_level(&x.packed, child) <= moves
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
        self.codes.capacity() * C::BYTES + self.depths.capacity() + self.slacks.capacity() + self.starts.capacity() * 4
    }

    fn slack(&self) -> usize {
        self.slack
    }

    fn layer_of_position(&self, pos: &Position) -> Option<usize> {
        let key: K = self.packed.try_pack(pos)?;
        self.layer_of(self.code.encode(&self.packed, &key)).map(usize::from)
    }

    fn known_plan(&self, pos: &Position, optimal_only: bool) -> Option<Vec<Move>> {
        let key: K = self.packed.try_pack(pos)?;
        let i = self.index_of(self.code.encode(&self.packed, &key))?;
        if self.slacks[i] == UNKNOWN || optimal_only && self.slacks[i] != 0 {
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
        // Its distance known: a plan along the positions whose distances are known.
        if let Some(plan) = self.known_plan(pos, false) {
            return answer(plan, Stats::default());
        }
        let c = self.code.encode(&self.packed, &key);
        let kept = self.index_of(c).map_or(0, |i| self.bound_past(i));
        let lower = lower.max(kept).max(self.bound.two_level(&self.packed, &key));
        if upper <= lower {
            return answer(fallback, Stats::default());
        }
        let prune = Near { index: self, bound: AtomicUsize::new(upper - 1), hit: Mutex::new(None) };
        let mut archive = LayerArchive::<C>::new(KeptLayers::InMemory);
        let end = layers::<K, C, _>(&self.packed, key, Metric::Moves, limits, &prune, &mut archive, &clock)?;
        let code = LineCode::<K, C>::new(&self.packed, &key);
        let (plan, stats) = match end {
            LayersEnd::Goal { target, depth, stats } => {
                let mut plan = archive.walk_back(&self.packed, &code, target, depth).map_err(|e| failed(&e))?;
                plan.push(self.packed.exit_move(&target));
                (plan, stats)
            }
            LayersEnd::Exhausted(stats) => match prune.hit.into_inner().expect("the hit's lock") {
                Some((target, depth)) => {
                    let mut plan = archive.walk_back(&self.packed, &code, target, depth).map_err(|e| failed(&e))?;
                    plan.extend(self.plan_along(target).ok_or_else(|| failed("no plan along the known distances"))?);
                    (plan, stats)
                }
                None => (fallback, stats),
            },
        };
        answer(plan, stats)
    }
}
