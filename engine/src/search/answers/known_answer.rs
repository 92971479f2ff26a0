//! The answer after a move from what the first search kept (`known_layers`, steps 1 to 4 of
//! its notes): a plan along the known distances, or one bounded search (`Near`) pruned by the
//! blocking bounds and the kept layers, meeting the known distances.

use super::known_layers::{Known, KnownError, failed};
use super::known_search::Index;
use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, is_goal, replay};
use crate::search::frontier::answered_at_start;
use crate::search::layer_archive::{KeptLayers, LayerArchive};
use crate::search::limits::{Limits, Stats, Stopwatch};
use crate::search::line_code::{Code, LineCode};
use crate::search::packed::Key;
use crate::search::solver::{Outcome, SolveReport};
use crate::search::sorted_layers::{LayersEnd, Pruning, layers};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

impl<K: Key, C: Code> Index<K, C> {
    /// Where code `c` is in the store, if kept.
    #[inline(always)]
    fn index_of(&self, c: C) -> Option<usize> {
        self.store.index_of(c)
    }

    /// The distance to the goal of the `i`-th code, when known.
    #[inline(always)]
    fn exact(&self, i: usize) -> Option<usize> {
        self.store.slack(i).map(|s| self.distance + s - self.store.layer(i))
    }

    /// A lower bound on the distance to the goal of the `i`-th code (not known exactly): at least
    /// `D + slack + 1 - j` for a position of layer `j`.
    #[inline(always)]
    fn bound_past(&self, i: usize) -> usize {
        (self.distance + self.slack + 1).saturating_sub(self.store.layer(i))
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
        self.store.len()
    }

    fn bytes(&self) -> usize {
        self.store.bytes()
    }

    fn slack(&self) -> usize {
        self.slack
    }

    fn layer_of_position(&self, pos: &Position) -> Option<usize> {
        let key: K = self.packed.try_pack(pos)?;
        self.index_of(self.code.encode(&self.packed, &key)).map(|i| self.store.layer(i))
    }

    fn known_plan(&self, pos: &Position, optimal_only: bool) -> Option<Vec<Move>> {
        let key: K = self.packed.try_pack(pos)?;
        let i = self.index_of(self.code.encode(&self.packed, &key))?;
        if self.store.slack(i).is_none_or(|s| optimal_only && s != 0) {
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
