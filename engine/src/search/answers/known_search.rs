//! The first search of the answers after a move (`known_layers`): the lean solver's sorted
//! layers from the start, going on past the goal's layer by the slack (`PastGoal`), kept
//! delta-coded, merged into the store (`known_store`), then each position's distance written
//! where it lies on a plan within the slack (`Index::sweep_back`).

use super::known_layers::{KnownError, KnownLayers, KnownStart, failed};
use super::known_store::KnownStore;
use crate::model::board::Board;
use crate::model::board::Position;
use crate::model::rules::{Metric, is_goal, replay};
use crate::search::blocking_bound::BlockingBound;
use crate::search::delta_codes::DeltaCodes;
use crate::search::layer_archive::{KeptLayers, LayerArchive};
use crate::search::limits::{Limits, SolveError, Stopwatch};
use crate::search::line_code::{Code, LineCode};
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;
use crate::search::solver::{Outcome, SolveReport};
use crate::search::sorted_layers::{LayersEnd, Pruning, layers};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The merged layers (see `known_store`), with what the answers need of the board.
pub(super) struct Index<K: Key, C: Code> {
    pub(super) packed: PackedBoard,
    pub(super) bound: BlockingBound,
    pub(super) code: LineCode<K, C>,
    pub(super) store: KnownStore<C>,
    /// The slack kept: the layers go up to `D + slack - 2`.
    pub(super) slack: usize,
    /// The start's optimal moves.
    pub(super) distance: usize,
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
    pub(super) fn search(
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
        if layers.len() * (slack + 2) > usize::from(u16::MAX) {
            return Err(failed("too many layers to mark"));
        }
        let held = layers.iter().map(DeltaCodes::bytes).sum::<usize>();
        let merged = KnownStore::bytes_for(&layers, slack);
        if held + merged > limits.max_memory {
            return Err(KnownError::Stopped(SolveError::Memory { limit: limits.max_memory, stats }));
        }
        let store = KnownStore::merged(layers, slack);
        let bound = BlockingBound::new(board);
        let mut index = Index { packed, bound, code, store, slack, distance: plan.len() };
        index.sweep_back();
        stats.peak_memory_bytes = stats.peak_memory_bytes.max(held + merged);
        stats.memory_bytes = index.store.bytes();
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
        // Positions reached at the last `t`, with their codes; their slacks, set after each pass.
        let mut level: Vec<(u32, C)> = Vec::new();
        let mut found: Vec<(usize, usize)> = Vec::new();
        for (i, c) in self.store.iter() {
            let j = self.store.layer(i);
            if j + 1 < d || j > last {
                continue;
            }
            let key = self.code.decode(c);
            if self.packed.is_goal(&key) {
                // At the goal (past the goal's layer): its neighbours have a clear way out.
                found.push((i, j - d));
            } else if self.packed.exit_clear(&key) {
                found.push((i, j + 1 - d));
                level.push((i as u32, c));
            }
        }
        found.drain(..).for_each(|(i, s)| self.store.set_slack(i, s));
        let mut t = 1;
        loop {
            t += 1;
            let mut next: Vec<(u32, C)> = Vec::new();
            for &(_, c) in &level {
                let key = self.code.decode(c);
                let (code, packed, store) = (&self.code, &self.packed, &self.store);
                packed.slides(&key, usize::MAX, false, |m, from, to, _| {
                    let v = m.vehicle as usize;
                    let child = c.wrapping_sub(code.term(v, from)).wrapping_add(code.term(v, to));
                    if let Some(k) = store.index_of(child) {
                        let j = store.layer(k);
                        if store.slack(k).is_none() && j + t <= d + slack {
                            debug_assert!(j + t >= d);
                            found.push((k, j + t - d));
                            next.push((k as u32, child));
                        }
                    }
                });
                // Set at once, so that a position two parents reach is taken once.
                found.drain(..).for_each(|(k, s)| self.store.set_slack(k, s));
            }
            if t == 2 {
                // The last layer's positions with a slide to a clear way out (past it, maybe).
                for (i, c) in self.store.iter() {
                    if self.store.layer(i) != last || self.store.slack(i).is_some() {
                        continue;
                    }
                    let mut out = false;
                    self.packed.slides(&self.code.decode(c), usize::MAX, false, |_, _, _, clear| out |= clear);
                    if out {
                        found.push((i, last + 2 - d));
                        next.push((i as u32, c));
                    }
                }
                found.drain(..).for_each(|(i, s)| self.store.set_slack(i, s));
            }
            if next.is_empty() {
                break;
            }
            level = next;
        }
    }
}
