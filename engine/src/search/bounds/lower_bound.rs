//! Proven lower bounds on a puzzle's optimal number of moves, for boards whose cluster is too
//! large to search whole (the UvA 12×12): for k = 2, 3, … a search that proves there is no plan
//! of k moves or fewer, or finds one (then k is the optimum).
//!
//! Each k is one breadth-first search with an admissible bound (Zhou and Hansen's
//! breadth-first iterative deepening, the breadth-first form of Korf's IDA*): a position first
//! found at depth `g` is kept only when `g + h ≤ k`, `h` a lower bound on its distance to the
//! goal. Its layers are the sorted arrays of [`crate::search::sorted_layers`] (the lean solver's, on
//! every thread of [`Limits::threads`]); every move can be undone, so the layers before and the
//! current one are the only duplicates a successor can be, pruned or not: a position of layer
//! `j` pruned nowhere, its neighbours are found by layer `j + 1` at the latest.
//!
//! Why a search that ends without a goal proves "no plan of ≤ k moves": along a plan of `L ≤ k`
//! moves, the position after `i` moves is found at some depth `g ≤ i`, and `h` never exceeds its
//! distance `L - i`, so `g + h ≤ L ≤ k`: it is kept, and so is the next one — up to the
//! position one move from the goal, which ends the search as a goal.
//!
//! The bound: [`Heuristic::Blocking`] (1 + the vehicles between the red car and the exit) or
//! [`Heuristic::TwoLevel`] (the classroom's two-level blocking, evaluated where the first bound
//! keeps a position), both on packed keys ([`BlockingBound`]), both checked against the exact
//! distances of whole clusters in the tests.
//!
//! When the search of k finds a goal and k − 1 was proven, k is the optimum, and the plan is
//! walked back through the search's layers where they were kept ([`KeptLayers`]: in memory, or
//! on disk for the 12×12, whose layers outgrow the memory the search leaves), then replayed
//! under the rules.

use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, is_goal, replay};
use crate::search::blocking_bound::BlockingBound;
use crate::search::layer_archive::{KeptLayers, LayerArchive};
use crate::search::limits::{Limits, SolveError, Stopwatch};
use crate::search::line_code::{Code, LineCode, code_bits};
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::PackedBoard;
use crate::search::sorted_layers::{LayersEnd, Pruning, layers};
use crate::teach::heuristic::Heuristic;

/// One finished k: no plan of k moves or fewer (`proven`), or a plan of at most k (`!proven`;
/// of exactly k when k − 1 was proven).
#[derive(Clone, Debug, PartialEq)]
pub struct DepthProof {
    /// The k searched.
    pub moves: usize,
    /// True: no plan of `moves` or fewer exists. False: a plan of at most `moves` was found.
    pub proven: bool,
    /// Positions kept at each depth of the search.
    pub layers: Vec<usize>,
    /// Positions expanded.
    pub expanded: usize,
    /// Successors the estimate left out (`g + h > k`; counted once per expansion that generated
    /// them, less the repeats a small table of recent codes catches). 0 on a search that ended
    /// without a goal: every position reachable was kept, so no plan of any length exists.
    pub pruned: usize,
    /// Milliseconds of this k's search (where the platform has a clock).
    pub millis: Option<f64>,
    /// The most bytes this k's layers and chunks held at once.
    pub peak_memory_bytes: usize,
}

impl DepthProof {
    /// Positions kept, all depths together.
    pub fn positions(&self) -> usize {
        self.layers.iter().sum()
    }
}

/// How the search for lower bounds ended.
#[derive(Clone, Debug, PartialEq)]
pub enum LowerBoundEnd {
    /// A plan of this many moves exists, and none shorter: the optimum.
    Optimal(usize),
    /// It stopped at the last k asked for, every k searched proven.
    MaxMoves,
    /// The first k searched (above 2) found a plan: one of at most k moves exists.
    Within(usize),
    /// A budget or the progress hook stopped the search of the next k.
    Stopped(SolveError),
    /// The search of the last k kept every position reachable from the start (the estimate
    /// pruned none) and met no goal: no plan of any length exists.
    NoPlan,
}

/// What [`prove_lower_bounds`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct LowerBoundReport {
    /// Each k searched, in order.
    pub proofs: Vec<DepthProof>,
    pub end: LowerBoundEnd,
    /// When a search found a goal: the plan walked back through its layers and replayed under
    /// the rules (`Ok`), or why there is none (the layers were not kept, a file failed).
    pub plan: Option<Result<Vec<Move>, String>>,
}

impl LowerBoundReport {
    /// The largest k proven: no plan of k moves or fewer (0 when none is).
    pub fn proven(&self) -> usize {
        self.proofs.iter().filter(|p| p.proven).map(|p| p.moves).max().unwrap_or(0)
    }
}

/// The pruning of one k: keeps a position found at depth `g` when `g + h ≤ k`.
struct WithinMoves<'a> {
    packed: &'a PackedBoard,
    bound: &'a BlockingBound,
    /// No estimate but the one no position escapes: a position that is not the goal needs one
    /// move more at least (the search of k then keeps every position of depth below k).
    none: bool,
    two_level: bool,
    moves: usize,
}

impl<K: Key> Pruning<K> for WithinMoves<'_> {
    #[inline(always)]
    fn keeps(&self, child: &K, depth: usize) -> bool {
        if self.none {
            return depth < self.moves;
        }
        // The two-level bound is never below the blocking one, which costs less: it goes first.
        if depth + self.bound.blocking(self.packed, child) > self.moves {
            return false;
        }
        !self.two_level || depth + self.bound.two_level(self.packed, child) <= self.moves
    }
}

/// Proves lower bounds for each k of `moves` (from 2 at least; each k's search stands alone, so
/// a run may start where an earlier one stopped), moves metric, with `heuristic`
/// ([`Heuristic::Blocking`], [`Heuristic::TwoLevel`], or [`Heuristic::Zero`]: no estimate, h = 1
/// for every position not the goal; the weighted one is taken as blocking). A k whose search
/// pruned nothing and met no goal ends the run: no plan exists ([`LowerBoundEnd::NoPlan`]). Calls `on_proof` as each k finishes; `limits` holds for each k's search (memory,
/// positions, threads, the progress hook, which may cancel). A position one move from the goal
/// or at it answers at once. A search that finds a goal walks its plan back through the layers
/// kept as `kept` says.
#[allow(clippy::too_many_arguments)]
pub fn prove_lower_bounds(
    board: &Board,
    start: &Position,
    heuristic: Heuristic,
    moves: std::ops::RangeInclusive<usize>,
    kept: &KeptLayers,
    limits: &mut Limits,
    on_proof: &mut dyn FnMut(&DepthProof),
) -> LowerBoundReport {
    let packed = PackedBoard::new(board, start);
    let bound = BlockingBound::new(board);
    let (none, two_level) = (heuristic == Heuristic::Zero, heuristic == Heuristic::TwoLevel);
    with_key_type!(&packed, |K, _E, _D| {
        let start_key: K = packed.pack(start);
        if packed.is_goal(&start_key) {
            return LowerBoundReport { proofs: Vec::new(), end: LowerBoundEnd::Optimal(0), plan: Some(Ok(Vec::new())) };
        }
        if packed.exit_clear(&start_key) {
            let plan = vec![packed.exit_move(&start_key)];
            return LowerBoundReport { proofs: Vec::new(), end: LowerBoundEnd::Optimal(1), plan: Some(Ok(plan)) };
        }
        let bits = code_bits(&packed, &start_key);
        let mut proofs = Vec::new();
        let first = (*moves.start()).max(2);
        for moves in first..=*moves.end() {
            let prune = WithinMoves { packed: &packed, bound: &bound, none, two_level, moves };
            let clock = Stopwatch::start();
            let (end, plan) = match bits {
                0..=63 => search::<K, u64>(&packed, start_key, kept, limits, &prune, &clock),
                64..=127 => search::<K, u128>(&packed, start_key, kept, limits, &prune, &clock),
                _ => panic!("a position's code needs {bits} bits: more than the 127 the lower-bound search handles"),
            };
            let (proven, stats) = match end {
                // The goal is one move past a position with a clear way out.
                Ok(LayersEnd::Goal { depth, stats, .. }) => {
                    debug_assert!(depth + 1 == moves || moves == first);
                    (false, stats)
                }
                Ok(LayersEnd::Exhausted(stats)) => (true, stats),
                Err(e) => return LowerBoundReport { proofs, end: LowerBoundEnd::Stopped(e), plan: None },
            };
            let proof = DepthProof {
                moves,
                proven,
                layers: stats.frontier,
                expanded: stats.expanded,
                pruned: stats.pruned,
                millis: stats.millis,
                peak_memory_bytes: stats.peak_memory_bytes,
            };
            let whole = proven && proof.pruned == 0;
            on_proof(&proof);
            proofs.push(proof);
            if whole {
                return LowerBoundReport { proofs, end: LowerBoundEnd::NoPlan, plan: None };
            }
            if !proven {
                let end = if moves == first && first > 2 { LowerBoundEnd::Within(moves) } else { LowerBoundEnd::Optimal(moves) };
                let plan = plan.map(|p| p.and_then(|p| replayed(board, start, p)));
                return LowerBoundReport { proofs, end, plan };
            }
        }
        LowerBoundReport { proofs, end: LowerBoundEnd::MaxMoves, plan: None }
    })
}

/// One k's search, and when it found a goal, the plan walked back through its layers.
#[allow(clippy::type_complexity)]
fn search<K: Key, C: Code>(
    packed: &PackedBoard,
    start_key: K,
    kept: &KeptLayers,
    limits: &mut Limits,
    prune: &WithinMoves,
    clock: &Stopwatch,
) -> (Result<LayersEnd<K>, SolveError>, Option<Result<Vec<Move>, String>>) {
    let mut archive = LayerArchive::<C>::new(kept.clone());
    let end = layers::<K, C, _>(packed, start_key, Metric::Moves, limits, prune, &mut archive, clock);
    let plan = match &end {
        Ok(LayersEnd::Goal { target, depth, .. }) => {
            Some(archive.walk_back(packed, &LineCode::<K, C>::new(packed, &start_key), *target, *depth).map(|mut plan| {
                plan.push(packed.exit_move(target));
                plan
            }))
        }
        _ => None,
    };
    (end, plan)
}

/// `plan` when it replays under the rules to a goal; why not otherwise.
fn replayed(board: &Board, start: &Position, plan: Vec<Move>) -> Result<Vec<Move>, String> {
    match replay(board, start, &plan) {
        Ok(end) if is_goal(board, &end) => Ok(plan),
        Ok(_) => Err(format!("the plan walked back ({} moves) does not end at a goal", plan.len())),
        Err((i, e)) => Err(format!("the plan walked back breaks the rules at move {}: {e}", i + 1)),
    }
}
