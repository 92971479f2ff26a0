//! Short plans, fast, for boards too large to solve optimally: an upper bound on the optimum.
//!
//! - **Beam search**: breadth-first, but each layer keeps only the `width` positions with the
//!   smallest two-level blocking bound ([`BlockingBound::two_level`], ties broken by a hash of the
//!   position), never one generated before; it stops at the first position with a clear way out.
//! - **Shortening** ([`super::shortcuts`]): every segment of the plan retried optimally where
//!   its ends are at most `2 × radius` moves apart (searches of `radius` moves from each
//!   position of the plan, meeting in the middle), loops cut, an earlier way out taken.
//!
//! Every plan returned is replayed under the rules ([`replay`]) and ends at a goal.

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
    /// Milliseconds, where the platform has a clock.
    pub millis: Option<f64>,
}

/// Most layers a beam searches before it gives up.
const MAX_DEPTH: usize = 300;

/// A plan by beam search of `width`, shortened with searches of `radius` moves: the moves and
/// the try's figures. The plan is replayed under the rules before it is returned (a plan that
/// did not replay to a goal would be a bug: it panics).
pub fn short_plan(board: &Board, start: &Position, width: usize, radius: usize) -> (Option<Vec<Move>>, BeamTry) {
    let clock = crate::search::limits::Stopwatch::start();
    let packed = PackedBoard::new(board, start);
    let (found, plan) = with_key_type!(&packed, |K, _E, _D| {
        let start_key: K = packed.pack(start);
        match beam::<K>(board, &packed, start_key, width) {
            Some(path) => {
                let found = path.len();
                (Some(found), Some(plan_of(&packed, &shorten(&packed, path, radius))))
            }
            None => (None, None),
        }
    });
    if let Some(plan) = &plan {
        let end = replay(board, start, plan).unwrap_or_else(|(i, e)| panic!("an upper-bound plan broke the rules at move {i}: {e}"));
        assert!(is_goal(board, &end), "an upper-bound plan did not reach the goal");
    }
    let tried = BeamTry { width, found, shortened: plan.as_ref().map(Vec::len), millis: clock.millis() };
    (plan, tried)
}

/// The positions of a beam search's plan, the start first and a position with a clear way out
/// (or the goal) last; `None` when the beam empties or passes [`MAX_DEPTH`].
fn beam<K: Key + std::hash::Hash>(board: &Board, packed: &PackedBoard, start: K, width: usize) -> Option<Vec<K>> {
    if packed.is_goal(&start) || packed.exit_clear(&start) {
        return Some(vec![start]);
    }
    // Every layer kept: (position, index of its parent in the layer before).
    let mut kept: Vec<Vec<(K, u32)>> = vec![vec![(start, 0)]];
    let bound = BlockingBound::new(board);
    let mut seen: FxHashSet<K> = FxHashSet::default();
    seen.insert(start);
    while kept.len() <= MAX_DEPTH {
        let layer = kept.last().expect("the start's layer");
        let mut next: Vec<(u16, u64, K, u32)> = Vec::new();
        let mut clear = None;
        for (i, (k, _)) in layer.iter().enumerate() {
            packed.successors(k, Metric::Moves, |s, _, _| {
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
            if clear.is_some() {
                break;
            }
        }
        if let Some((s, parent)) = clear {
            kept.push(vec![(s, parent)]);
            break;
        }
        if next.is_empty() {
            return None;
        }
        // The best `width`.
        if next.len() > width {
            next.select_nth_unstable_by_key(width - 1, |&(h, hash, _, _)| (h, hash));
            next.truncate(width);
        }
        kept.push(next.into_iter().map(|(_, _, k, p)| (k, p)).collect());
    }
    let last = kept.last()?;
    if last.len() != 1 || !packed.exit_clear(&last[0].0) {
        return None;
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
    Some(path)
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
        plan.push(Move::new(0, packed.goal_offset() as i8 - packed.offset(last, 0) as i8));
    }
    plan
}
