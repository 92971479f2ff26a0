//! Shortening a plan by retrying its segments optimally (meet in the middle).
//!
//! From every position of the plan, a breadth-first search of `radius` moves (its ball: each
//! position found, its depth and its parent). Two positions `i < j` of the plan are at most
//! `2 × radius` moves apart exactly when their balls meet, and their distance is then the least
//! sum of depths over the positions in both; a position with a clear way out in ball `i` ends a
//! plan from `i` in its depth + 1 moves. The shortest plan over these shortcuts and the plan's
//! own moves is a shortest path over the plan's indices (a dynamic programme from the end);
//! the passes repeat until one saves nothing. Loops (a position met twice) are the shortcuts of
//! length 0.

use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;
use rustc_hash::{FxHashMap, FxHashSet};

/// A ball: every position within the radius, with its depth and its parent (the centre is its
/// own parent).
type Ball<K> = FxHashMap<K, (u8, K)>;

fn ball<K: Key + std::hash::Hash>(packed: &PackedBoard, centre: K, radius: usize) -> Ball<K> {
    let mut found: Ball<K> = FxHashMap::default();
    found.insert(centre, (0, centre));
    let mut layer = vec![centre];
    for depth in 1..=radius {
        let mut next = Vec::new();
        for k in &layer {
            packed.successors(k, crate::model::rules::Metric::Moves, |s, _, _| {
                found.entry(s).or_insert_with(|| {
                    next.push(s);
                    (depth as u8, *k)
                });
                false
            });
        }
        layer = next;
    }
    found
}

/// The positions from `centre` to `k` along the ball's parents (`centre` excluded, `k` included).
fn from_centre<K: Key + std::hash::Hash>(ball: &Ball<K>, k: K) -> Vec<K> {
    let mut out = vec![k];
    let mut at = k;
    loop {
        let (depth, parent) = ball[&at];
        if depth <= 1 {
            break;
        }
        out.push(parent);
        at = parent;
    }
    if ball[&k].0 == 0 {
        out.clear();
    }
    out.reverse();
    out
}

/// How the shortest plan leaves position `i` of the path.
#[derive(Clone, Copy)]
enum Leave<K> {
    /// The path's next move.
    Next,
    /// To path position `j` through `meet`, in both balls.
    Shortcut { j: usize, meet: K },
    /// To `clear` (a clear way out) in ball `i`, then out.
    Out { clear: K },
}

/// One pass: the shortest plan through the shortcuts of the path's balls (the path's positions
/// one move apart, its last with a clear way out).
fn shorten_once<K: Key + std::hash::Hash>(packed: &PackedBoard, path: &[K], radius: usize) -> Vec<K> {
    let n = path.len();
    let balls: Vec<Ball<K>> = path.iter().map(|&k| ball(packed, k, radius)).collect();
    // cost[i]: the fewest moves from path[i] to a clear position (the red car's move out not
    // counted); how[i]: how.
    // Where the balls meet: each position found, with the balls (path index, depth) it is in.
    let mut met: FxHashMap<K, Vec<(u32, u8)>> = FxHashMap::default();
    for (j, b) in balls.iter().enumerate() {
        for (&k, &(d, _)) in b {
            met.entry(k).or_default().push((j as u32, d));
        }
    }
    let mut cost = vec![usize::MAX; n];
    let mut how = vec![Leave::Next; n];
    cost[n - 1] = 0;
    for i in (0..n - 1).rev() {
        cost[i] = cost[i + 1] + 1;
        // In the keys' order, not the table's: of two shortcuts as short, the same is taken on
        // every platform (the table's order follows its hash of a `usize`, 32 bits in wasm), so
        // the page's worker shortens a plan as `rushhour bounds` does.
        let mut ball: Vec<(&K, &(u8, K))> = balls[i].iter().collect();
        ball.sort_unstable_by_key(|&(k, _)| *k);
        for (&k, &(d, _)) in ball {
            let d = d as usize;
            if d < cost[i] && packed.exit_clear(&k) {
                cost[i] = d;
                how[i] = Leave::Out { clear: k };
            }
            for &(j, e) in &met[&k] {
                let j = j as usize;
                if j > i + 1 && d + e as usize + cost[j] < cost[i] {
                    cost[i] = d + e as usize + cost[j];
                    how[i] = Leave::Shortcut { j, meet: k };
                }
            }
        }
    }
    let mut out = vec![path[0]];
    let mut i = 0;
    while i < n - 1 {
        match how[i] {
            Leave::Next => {
                out.push(path[i + 1]);
                i += 1;
            }
            Leave::Out { clear } => {
                out.extend(from_centre(&balls[i], clear));
                break;
            }
            Leave::Shortcut { j, meet } => {
                out.extend(from_centre(&balls[i], meet));
                // From `meet` back to path[j] along ball j's parents.
                if meet != path[j] {
                    let mut back = from_centre(&balls[j], meet);
                    back.pop();
                    back.reverse();
                    out.extend(back);
                    out.push(path[j]);
                }
                i = j;
            }
        }
    }
    debug_assert_eq!(out.len(), cost[0] + 1);
    out
}

/// Shortens a path (positions one move apart, the last with a clear way out) by shortcuts of
/// up to `2 × radius` moves, until a pass saves nothing; the path is then free of loops too.
pub(crate) fn shorten<K: Key + std::hash::Hash>(packed: &PackedBoard, mut path: Vec<K>, radius: usize) -> Vec<K> {
    loop {
        let shorter = shorten_once(packed, &path, radius);
        debug_assert_eq!(shorter.iter().collect::<FxHashSet<_>>().len(), shorter.len(), "a loop left");
        if shorter.len() >= path.len() {
            return path;
        }
        path = shorter;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid;
    use crate::model::rules::{Metric, apply};
    use crate::search::limits::Limits;
    use crate::search::packed::Packed;
    use crate::search::solver::{Outcome, solve_with};

    /// An optimal plan of card 40 (51 moves) with loops of two and three moves put in comes
    /// back to its 51 moves, each position once and one move from the next.
    #[test]
    fn loops_are_cut_back_to_the_optimal_plan() {
        let p = grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
        let Outcome::Solved(plan) = solve_with(&p.board, &p.start, Metric::Moves, &mut Limits::default()).unwrap().outcome else {
            panic!("unsolvable")
        };
        let packed = PackedBoard::new(&p.board, &p.start);
        let mut positions = vec![p.start.clone()];
        for &mv in &plan[..plan.len() - 1] {
            positions.push(apply(&p.board, positions.last().unwrap(), mv).unwrap());
        }
        let mut path: Vec<Packed<1>> = positions.iter().map(|pos| packed.pack(pos)).collect();
        let neighbours = |k: Packed<1>| {
            let mut out = Vec::new();
            packed.successors(&k, Metric::Moves, |s, _, _| {
                out.push(s);
                false
            });
            out
        };
        // A step away and back at position 5; two steps away and two back at position 30.
        let away = neighbours(path[5])[0];
        path.splice(6..6, [away, path[5]]);
        let (a, b) = (neighbours(path[30])[0], neighbours(path[30])[1]);
        path.splice(31..31, [a, path[30], b, path[30]]);
        assert_eq!(path.len(), plan.len() + 6);
        let short = shorten(&packed, path, 1);
        assert_eq!(short.len(), plan.len(), "the positions of a plan of {} moves", plan.len());
        for w in short.windows(2) {
            assert!(neighbours(w[0]).contains(&w[1]), "two positions more than a move apart");
        }
        assert!(packed.exit_clear(short.last().unwrap()));
        assert_eq!(short.iter().collect::<FxHashSet<_>>().len(), short.len());
    }
}
