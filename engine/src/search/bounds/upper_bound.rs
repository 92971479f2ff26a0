//! Short plans, fast, for boards too large to solve optimally: an upper bound on the optimum.
//!
//! - **Beam search**: breadth-first, but each layer keeps only the `width` positions with the
//!   smallest two-level blocking bound ([`BlockingBound::two_level`], ties broken by a hash of the
//!   position), never one generated before; it stops at the first position with a clear way out.
//! - **Shortening** ([`crate::search::shortcuts`]): every segment of the plan retried optimally where
//!   its ends are at most `2 × radius` moves apart (searches of `radius` moves from each
//!   position of the plan, meeting in the middle), loops cut, an earlier way out taken.
//!
//! Every plan returned is replayed under the rules ([`replay`]) and ends at a goal. The beam
//! remembers every position it generated: it stops, with no plan, where that memory would pass
//! the budget given.

use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, is_goal, replay};
use crate::search::blocking_bound::BlockingBound;
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::PackedBoard;
use crate::search::shortcuts::shorten;
use rustc_hash::FxHashSet;

/// One beam search and the shortening of its plan.
#[derive(Clone, Debug, PartialEq)]
pub struct BeamTry {
    pub width: usize,
    /// Moves of the beam's plan (`None`: the beam found none).
    pub found: Option<usize>,
    /// Moves after shortening.
    pub shortened: Option<usize>,
    /// The beam stopped at the memory budget (with no plan), after this many layers.
    pub memory_stop: Option<usize>,
    /// Milliseconds, where the platform has a clock.
    pub millis: Option<f64>,
}

/// Most layers a beam searches before it gives up.
const MAX_DEPTH: usize = 300;

/// How a beam search ended.
enum BeamEnd<K> {
    /// The positions of its plan, the start first and a position with a clear way out (or the
    /// goal) last.
    Path(Vec<K>),
    /// The beam emptied or passed [`MAX_DEPTH`].
    Lost,
    /// Its memory would have passed the budget, after this many layers.
    Memory(usize),
}

/// A plan by beam search of `width`, shortened with searches of `radius` moves: the moves and
/// the try's figures. The beam stops where its memory would pass `max_memory` bytes. The plan
/// is replayed under the rules before it is returned (a plan that did not replay to a goal would
/// be a bug: it panics).
pub fn short_plan(board: &Board, start: &Position, width: usize, radius: usize, max_memory: usize) -> (Option<Vec<Move>>, BeamTry) {
    let clock = crate::search::limits::Stopwatch::start();
    let packed = PackedBoard::new(board, start);
    let (found, plan, memory_stop) = with_key_type!(&packed, |K, _E, _D| {
        let start_key: K = packed.pack(start);
        match beam::<K>(board, &packed, start_key, width, max_memory) {
            BeamEnd::Path(path) => {
                let found = path.len();
                (Some(found), Some(plan_of(&packed, &shorten(&packed, path, radius))), None)
            }
            BeamEnd::Lost => (None, None, None),
            BeamEnd::Memory(layers) => (None, None, Some(layers)),
        }
    });
    if let Some(plan) = &plan {
        let end = replay(board, start, plan).unwrap_or_else(|(i, e)| panic!("an upper-bound plan broke the rules at move {i}: {e}"));
        assert!(is_goal(board, &end), "an upper-bound plan did not reach the goal");
    }
    let tried = BeamTry { width, found, shortened: plan.as_ref().map(Vec::len), memory_stop, millis: clock.millis() };
    (plan, tried)
}

/// A beam search of `width` within `max_memory` bytes (the set of positions generated, the
/// layers kept and the one being gathered, counted before the set or that layer doubles).
fn beam<K: Key + std::hash::Hash>(board: &Board, packed: &PackedBoard, start: K, width: usize, max_memory: usize) -> BeamEnd<K> {
    if packed.is_goal(&start) || packed.exit_clear(&start) {
        return BeamEnd::Path(vec![start]);
    }
    // A set's table of `capacity`: hashbrown's buckets (a power of two, at most 7/8 full), each
    // a key and a control byte.
    let table = |capacity: usize| (capacity * 8 / 7).next_power_of_two().max(4) * (std::mem::size_of::<K>() + 1);
    let entry = std::mem::size_of::<(u16, u64, K, u32)>();
    let mut kept_bytes = 0;
    // Every layer kept: (position, index of its parent in the layer before).
    let mut kept: Vec<Vec<(K, u32)>> = vec![vec![(start, 0)]];
    let bound = BlockingBound::new(board);
    let mut seen: FxHashSet<K> = FxHashSet::default();
    seen.insert(start);
    while kept.len() <= MAX_DEPTH {
        let layer = kept.last().expect("the start's layer");
        let mut next: Vec<(u16, u64, K, u32)> = Vec::new();
        let mut clear = None;
        let mut full = false;
        for (i, (k, _)) in layer.iter().enumerate() {
            packed.successors(k, Metric::Moves, |s, _, _| {
                // The set or the layer being gathered doubles at its next insert: the old
                // allocation and the new are both held then.
                let (seen_full, next_full) = (seen.len() == seen.capacity(), next.len() == next.capacity());
                if seen_full || next_full {
                    let set = table(seen.capacity()) * if seen_full { 3 } else { 1 };
                    let gathered = next.capacity().max(4) * entry * if next_full { 3 } else { 1 };
                    if kept_bytes + set + gathered > max_memory {
                        full = true;
                        return true;
                    }
                }
                // Every position generated is remembered: the beam must move on to new ones.
                if !seen.insert(s) {
                    return false;
                }
                if packed.exit_clear(&s) {
                    clear = Some((s, i as u32));
                    return true;
                }
                let h = bound.two_level(packed, &s) as u16;
                next.push((h, s.hash64(), s, i as u32));
                false
            });
            if clear.is_some() || full {
                break;
            }
        }
        if full {
            return BeamEnd::Memory(kept.len());
        }
        if let Some((s, parent)) = clear {
            kept.push(vec![(s, parent)]);
            break;
        }
        if next.is_empty() {
            return BeamEnd::Lost;
        }
        // The best `width`.
        if next.len() > width {
            next.select_nth_unstable_by_key(width - 1, |&(h, hash, _, _)| (h, hash));
            next.truncate(width);
        }
        kept.push(next.into_iter().map(|(_, _, k, p)| (k, p)).collect());
        kept_bytes += kept.last().map_or(0, Vec::len) * std::mem::size_of::<(K, u32)>();
    }
    let Some(last) = kept.last() else { return BeamEnd::Lost };
    if last.len() != 1 || !packed.exit_clear(&last[0].0) {
        return BeamEnd::Lost;
    }
    // Back from the clear position to the start.
    let mut path = Vec::with_capacity(kept.len());
    let mut at = 0u32;
    for layer in kept.iter().rev() {
        let (k, parent) = layer[at as usize];
        path.push(k);
        at = parent;
    }
    path.reverse();
    BeamEnd::Path(path)
}

/// The moves along a path of positions, and the red car's move out at the end.
fn plan_of<K: Key>(packed: &PackedBoard, path: &[K]) -> Vec<Move> {
    let mut plan: Vec<Move> = path
        .windows(2)
        .map(|w| {
            let (a, b) = (packed.unpack(&w[0]), packed.unpack(&w[1]));
            let v = (0..a.offsets().len()).find(|&v| a.offset(v) != b.offset(v)).expect("a move between two positions");
            Move::new(v, b.offset(v) as i8 - a.offset(v) as i8)
        })
        .collect();
    let last = path.last().expect("a path");
    if !packed.is_goal(last) {
        plan.push(packed.exit_move(last));
    }
    plan
}
