//! The memory-lean solver: an optimal plan by a breadth-first *frontier* search, for boards
//! whose cluster does not fit in memory (the 9×9 and larger boards in a browser tab).
//!
//! [`solve_lean`] runs the sorted-layer search ([`crate::search::sorted_layers`]: no hash table, 8 or 16
//! bytes a position) wherever a position's [`crate::search::line_code`] fits 128 bits, which every UvA
//! board does; otherwise the hash-based frontier search below, on the core.
//!
//! Both answer what [`crate::search::solver::solve_with`] answers — the same optimal plan length, the
//! same complete layers — in a fraction of the memory. The hash-based one, on the same core
//! ([`crate::search::bfs`], with the same pruning):
//!
//! - **Only the last layers are kept.** Every move can be undone (walls included: they never
//!   move), so a successor of a position at depth `d` is at depth `d - 1`, `d` or `d + 1`. While
//!   layer `d` is expanded, the visited set ([`crate::search::layer_set::LayerSet`]) holds layers
//!   `d - 1` … `d + 1` and the arena layers `d` and `d + 1`; between layers the oldest goes from
//!   both. The pruning of [`crate::search::successors::LastMove`] only leaves successors out, and its
//!   argument (a skipped position is found from another position of the same layer) holds for
//!   any order of expansion, so the layers are exactly those of the full search.
//! - **No parents.** When a layer reaches the goal (in moves: a position whose red car has a
//!   clear way out, one move from the goal), the search knows that position and its depth `D`,
//!   frees its tables, and recovers a plan of exactly `D` moves by searching from both ends at
//!   once ([`crate::search::bidirectional`]): two searches of about `D / 2` layers, far smaller.
//! - **The visited set is sized per layer**: before each layer it is made large enough for the
//!   next one, estimated from the growth of the last two, so it rarely grows mid-layer; it is
//!   sixteen tables resized one at a time (growth by half, counted against the budget with the
//!   old and the new table both alive).
//!
//! The budgets of [`Limits`] hold throughout: positions discovered, and memory in bytes —
//! checked before the table or the arena grows, the old and the new allocation both counted —
//! stopping with [`SolveError::Memory`] (its message names the budget, the positions and the
//! depth reached). In both searches the progress hook is called every 16,384 expansions (about
//! 10–40 ms on a 9×9 board natively; on each thread of the sorted one) and after each layer, and
//! may cancel.
//!
//! Public API (what the game's worker calls):
//! `solve_lean(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) ->
//! Result<SolveReport, SolveError>` — [`SolveReport::stats`] has the positions discovered and
//! expanded, the layer sizes, the time and `peak_memory_bytes`.

use crate::model::board::{Board, Position};
use crate::model::rules::Metric;
use crate::search::bfs::{Bfs, Driven, Expansion};
use crate::search::bidirectional::plan_report;
use crate::search::layer_set::LayerSet;
use crate::search::limits::{Limits, SolveError, Stats, Stopwatch};
use crate::search::line_code::code_bits;
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::{GeneratorOf, PackedBoard};
use crate::search::solver::{Outcome, SolveReport};
use crate::search::sorted_layers;

/// Positions expanded together, their successors' table slots prefetched first.
const GROUP: usize = 16;

/// Whether plans on `board` are better searched by [`solve_lean`] than by the full solver: above
/// 8×8, where positions no longer fit one word and a cluster rarely fits in memory (the CLI's
/// `--search auto` and the engine worker both choose by it).
pub fn prefers_lean(board: &Board) -> bool {
    board.width() > 8 || board.height() > 8
}

/// Solves a position optimally in the metric within `limits`, keeping only the last layers of
/// the search in memory (see the module's notes).
pub fn solve_lean(board: &Board, start: &Position, metric: Metric, limits: &mut Limits) -> Result<SolveReport, SolveError> {
    let packed = PackedBoard::new(board, start);
    with_key_type!(&packed, |K, E, _D| {
        let start_key: K = packed.pack(start);
        if let Some(report) = answered_at_start(&packed, &start_key, metric) {
            return Ok(report);
        }
        match code_bits(&packed, &start_key) {
            // A code leaves the top bit of its integer unused (`Code::NONE`).
            0..=63 => sorted_layers::solve::<K, E, u64>(&packed, start, metric, limits),
            64..=127 => sorted_layers::solve::<K, E, u128>(&packed, start, metric, limits),
            _ => lean::<K, E>(&packed, start, metric, limits),
        }
    })
}

/// The answer when the start is a goal, or in moves one move from it.
pub(crate) fn answered_at_start<K: Key>(board: &PackedBoard, start: &K, metric: Metric) -> Option<SolveReport> {
    let stats = |frontier: Vec<usize>| Stats { discovered: frontier.iter().sum(), frontier, ..Stats::default() };
    if board.is_goal(start) {
        return Some(SolveReport { outcome: Outcome::Solved(Vec::new()), stats: stats(vec![1]) });
    }
    if metric == Metric::Moves && board.exit_clear(start) {
        return Some(SolveReport { outcome: Outcome::Solved(vec![board.exit_move(start)]), stats: stats(vec![1, 1]) });
    }
    None
}

fn lean<K: Key, E: GeneratorOf<K>>(
    board: &PackedBoard,
    start: &Position,
    metric: Metric,
    limits: &mut Limits,
) -> Result<SolveReport, SolveError> {
    let clock = Stopwatch::start();
    let moves = metric == Metric::Moves;
    let start_key: K = board.pack(start);
    let mut seen: LayerSet<K> = LayerSet::with_capacity(1024);
    seen.insert(start_key, start_key.hash64(), 0);
    let expansion = Expansion { metric, prune: true, group: GROUP, parents: false, clear: moves, red_only_at_start: false };
    let mut bfs: Bfs<K> = Bfs::new(vec![start_key], (u8::MAX, 0), expansion);
    let mut peak = 0;
    let stats = |bfs: &Bfs<K>, seen: &LayerSet<K>, peak: usize| {
        let memory_bytes = seen.heap_bytes() + bfs.heap_bytes();
        Stats {
            discovered: bfs.discovered(),
            expanded: bfs.expanded,
            frontier: bfs.sizes.clone(),
            millis: clock.millis(),
            memory_bytes,
            peak_memory_bytes: peak.max(bfs.peak_bytes).max(memory_bytes),
            pruned: 0,
        }
    };
    let generator = E::of(board);
    let is_goal = |s: &crate::search::successors::Successor<K>| if moves { s.clear } else { s.vehicle == 0 && board.is_goal(&s.key) };
    let max_memory = limits.max_memory;
    // Layer `d` is complete and comes next; layer `d - 2` has no more use.
    let on_layer = |bfs: &mut Bfs<K>, seen: &mut LayerSet<K>| {
        let d = bfs.sizes.len() - 1;
        bfs.forget_expanded();
        if d >= 1 {
            seen.forget_below(d as u16 - 1);
        }
        peak = peak.max(make_room_for_next_layer(bfs, seen, max_memory));
        true
    };
    match bfs.drive(generator, &mut seen, usize::MAX, limits, is_goal, on_layer) {
        Ok(Driven::Goal(last)) => {
            // `target` is at the depth being discovered: one more than the last complete layer.
            let (target, distance) = (bfs.keys[last], bfs.sizes.len());
            let mut stats = stats(&bfs, &seen, peak);
            stats.frontier.push(bfs.discovered() - bfs.sizes.iter().sum::<usize>());
            drop((bfs, seen));
            plan_report::<K, E>(board, start_key, target, distance, metric, limits, stats, &clock)
        }
        Ok(_) => Ok(SolveReport { outcome: Outcome::Unsolvable, stats: stats(&bfs, &seen, peak) }),
        Err(stop) => Err(stop.error(limits, stats(&bfs, &seen, peak))),
    }
}

/// Sizes the visited set for the layer about to be discovered, estimated from the growth of the
/// last two (at most fourfold), where that fits the budget (otherwise it grows when needed, and
/// the search stops there if that does not fit). Returns the most bytes held meanwhile. The
/// arena is left to grow by itself: after the first layers its capacity (the largest two
/// layers so far) mostly holds the next two, and a search that finds its goal early in a layer
/// never needs the rest.
fn make_room_for_next_layer<K: Key>(bfs: &mut Bfs<K>, seen: &mut LayerSet<K>, budget: usize) -> usize {
    let sizes = &bfs.sizes;
    let last = sizes[sizes.len() - 1];
    let before = sizes.len().checked_sub(2).map_or(1, |i| sizes[i].max(1));
    let next = (last as u128 * last as u128 / before as u128).min(4 * last as u128) as usize;
    let mut peak = seen.heap_bytes() + bfs.heap_bytes();
    let table_peak = seen.presize_peak_bytes(next) + bfs.heap_bytes();
    if table_peak <= budget {
        seen.presize(next);
        peak = peak.max(table_peak);
    }
    peak
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid;

    /// The hash-based search (the fallback where a position's code needs more than 128 bits)
    /// against the sorted-layer search: the same cost and the same complete layers.
    #[test]
    fn the_hashed_search_matches_the_sorted_one() {
        let grids = [
            "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo",
            "oBBCCC/oDDFEE/AAHFoJ/GGHIIJ/LoMoKK/LoMooo",
            "CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV",
        ];
        for g in grids {
            let p = grid::parse_paste(g).unwrap();
            let packed = PackedBoard::new(&p.board, &p.start);
            for metric in [Metric::Moves, Metric::Steps] {
                let (hashed, sorted) = with_key_type!(&packed, |K, E, _D| (
                    lean::<K, E>(&packed, &p.start, metric, &mut Limits::default()).unwrap(),
                    sorted_layers::solve::<K, E, u64>(&packed, &p.start, metric, &mut Limits::default()).unwrap()
                ));
                assert_eq!(hashed.cost(metric), sorted.cost(metric), "{g} in {metric:?}");
                let n = hashed.stats.frontier.len() - 1;
                assert_eq!(hashed.stats.frontier[..n], sorted.stats.frontier[..n], "{g} in {metric:?}");
            }
        }
    }
}
