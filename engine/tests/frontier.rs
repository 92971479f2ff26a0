//! The memory-lean solver (`search::frontier::solve_lean`) against the breadth-first solver:
//! the same optimal length on every board of `puzzles/` it can hold, in moves and in steps, the
//! same layers up to the one where the goal is found, every plan replayed under the rules; its memory
//! budget stops it cleanly; random boards with walls and every exit side.

mod common;

use proptest::prelude::*;
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, is_goal, replay};
use rush_hour_engine::search::frontier::solve_lean;
use rush_hour_engine::search::limits::{Limits, SearchProgress, SolveError};
use rush_hour_engine::search::solver::{Outcome, SolveReport, solve_with};

/// Solves `p` both ways; checks the lean plan replays to the goal, has the solver's optimal
/// cost (and `expected`, when given) and that both searches discovered the same layers.
fn check(p: &Puzzle, metric: Metric, expected: Option<usize>) -> SolveReport {
    let name = grid::format(&p.board, &p.start);
    let bfs = solve_with(&p.board, &p.start, metric, &mut Limits::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let lean = solve_lean(&p.board, &p.start, metric, &mut Limits::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(lean.cost(metric), bfs.cost(metric), "{name} in {metric:?}");
    if let Some(n) = expected {
        assert_eq!(lean.cost(metric), Some(n), "{name} in {metric:?}");
    }
    // Every complete layer the same; of the layer where the goal was found, each search has
    // discovered what came before the goal in its own order.
    let (l, b) = (&lean.stats.frontier, &bfs.stats.frontier);
    assert_eq!(l.len(), b.len(), "{name} in {metric:?}: layers {l:?} and {b:?}");
    let complete = if lean.outcome == Outcome::Unsolvable { l.len() } else { l.len() - 1 };
    assert_eq!(l[..complete], b[..complete], "{name} in {metric:?}: layers");
    assert_eq!(lean.stats.discovered, l.iter().sum::<usize>(), "{name} in {metric:?}");
    if let Outcome::Solved(plan) = &lean.outcome {
        let end = replay(&p.board, &p.start, plan).unwrap_or_else(|(i, e)| panic!("{name}: move {} illegal: {e}", i + 1));
        assert!(is_goal(&p.board, &end), "{name}: the plan does not free the red car");
    }
    lean
}

#[test]
fn seed_cards_and_the_40_cards_in_both_metrics() {
    for file in ["seed-cards.txt", "thinkfun40.txt"] {
        for (moves, p, _) in common::read(file) {
            check(&p, Metric::Moves, moves);
            check(&p, Metric::Steps, None);
        }
    }
}

/// Every 9th puzzle of the database (2,008 of 18,068) in both metrics against the solver, and in
/// moves against its listed length (the solver meets all 18,068 in `solver.rs`).
#[test]
fn a_ninth_of_the_database_in_both_metrics() {
    for (moves, p, _) in common::read("rush18k.txt").iter().step_by(9) {
        check(p, Metric::Moves, *moves);
        check(p, Metric::Steps, None);
    }
}

#[test]
fn large_6x6_boards_in_both_metrics() {
    for (moves, p, _) in common::read("large-boards.txt").into_iter().filter(|(_, p, _)| p.board.width() == 6) {
        check(&p, Metric::Moves, moves);
        check(&p, Metric::Steps, None);
    }
}

#[test]
fn a_lean_search_needs_less_memory_than_the_full_one() {
    // The 51-move puzzle: 4,780 positions.
    let p = grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
    let full = solve_with(&p.board, &p.start, Metric::Moves, &mut Limits::default()).unwrap();
    let lean = check(&p, Metric::Moves, Some(51));
    assert!(lean.stats.peak_memory_bytes > 0);
    assert!(
        lean.stats.peak_memory_bytes <= full.stats.peak_memory_bytes,
        "{} > {}",
        lean.stats.peak_memory_bytes,
        full.stats.peak_memory_bytes
    );
}

/// 9×9 #4 of the UvA boards: 27 moves, the goal found in layer 26 after 171,502 positions in
/// the complete layers (seconds in the test profile).
#[test]
fn the_smallest_9x9_board() {
    let (moves, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    let report = check(&p, Metric::Moves, moves);
    assert_eq!(report.stats.frontier.len(), 27);
    assert_eq!(report.stats.frontier[..26].iter().sum::<usize>(), 171_502);
}

#[test]
fn the_memory_budget_stops_it_with_the_depth_reached() {
    let (_, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    let budget = 1 << 20;
    let e = solve_lean(&p.board, &p.start, Metric::Moves, &mut Limits::memory(budget)).unwrap_err();
    let SolveError::Memory { limit, stats } = &e else { panic!("{e}") };
    assert_eq!(*limit, budget);
    assert!(stats.peak_memory_bytes <= budget, "{} > {budget}", stats.peak_memory_bytes);
    assert!(stats.discovered > 10_000 && stats.discovered < 202_788, "{}", stats.discovered);
    let depth = stats.frontier.len() - 1;
    assert!(depth > 5 && depth < 26, "{depth}");
    let text = e.to_string();
    assert!(text.contains("memory budget of 1 MB"), "{text}");
    assert!(text.contains(&format!("depth {depth}")), "{text}");
    // The full solver stops at the same budget too, without passing it.
    let e = solve_with(&p.board, &p.start, Metric::Moves, &mut Limits::memory(budget)).unwrap_err();
    let SolveError::Memory { stats, .. } = &e else { panic!("{e}") };
    assert!(stats.peak_memory_bytes <= budget);
}

#[test]
fn progress_is_reported_and_can_cancel() {
    let (_, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    let mut seen: Vec<SearchProgress> = Vec::new();
    let mut hook = |s: SearchProgress| {
        seen.push(s);
        s.depth < 12
    };
    let e = solve_lean(&p.board, &p.start, Metric::Moves, &mut Limits::default().with_progress(&mut hook)).unwrap_err();
    assert!(matches!(e, SolveError::Cancelled { .. }), "{e}");
    assert_eq!(seen.last().unwrap().depth, 12);
    assert!(seen.windows(2).all(|w| w[0].discovered <= w[1].discovered && w[0].depth <= w[1].depth));
}

fn board_params() -> impl Strategy<Value = (usize, usize, usize, bool, u64)> {
    (3usize..=8, 3usize..=8, 0usize..16, any::<bool>(), any::<u64>())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Random boards with walls, rectangles and every exit side: the lean search finds what the
    /// solver finds (the same optimal cost or unsolvable, the same layers), plans replay.
    #[test]
    fn lean_matches_the_solver_on_random_boards((w, h, tries, walls, seed) in board_params()) {
        let p = common::random_puzzle(w, h, tries, walls, seed);
        check(&p, Metric::Moves, None);
        check(&p, Metric::Steps, None);
    }
}

/// Larger random boards (two- and four-word keys, the general generator).
#[test]
fn lean_matches_the_solver_on_large_random_boards() {
    for seed in 1..30u64 {
        let w = 9 + (seed % 4) as usize;
        let p = common::random_puzzle(w, 21 - w, 14, seed % 2 == 0, seed);
        for metric in [Metric::Moves, Metric::Steps] {
            let bfs = solve_with(&p.board, &p.start, metric, &mut Limits::budget(200_000));
            if bfs.is_ok() {
                check(&p, metric, None);
            }
        }
    }
}

/// Two threads find the same layers and an optimal plan as one (the seed cards, 9×9 #4, and a
/// budget of memory small enough to stop them).
#[test]
fn two_threads_find_what_one_finds() {
    let mut puzzles = common::read("seed-cards.txt");
    puzzles.extend(common::read("large-boards.txt").into_iter().filter(|(_, _, name)| name == "uva-9x9-4"));
    for (moves, p, _) in &puzzles {
        let name = grid::format(&p.board, &p.start);
        for metric in [Metric::Moves, Metric::Steps] {
            let one = solve_lean(&p.board, &p.start, metric, &mut Limits::default()).unwrap();
            let two = solve_lean(&p.board, &p.start, metric, &mut Limits { threads: 2, ..Limits::default() }).unwrap();
            assert_eq!(one.cost(metric), two.cost(metric), "{name} in {metric:?}");
            if metric == Metric::Moves && moves.is_some() {
                assert_eq!(two.cost(metric), *moves, "{name}");
            }
            let n = one.stats.frontier.len() - 1;
            assert_eq!(one.stats.frontier[..n], two.stats.frontier[..n], "{name} in {metric:?}");
            let Outcome::Solved(plan) = &two.outcome else { panic!("{name}: unsolvable") };
            assert!(is_goal(&p.board, &replay(&p.board, &p.start, plan).unwrap()), "{name}");
        }
    }
    let (_, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    let budget = 1 << 20;
    let e = solve_lean(&p.board, &p.start, Metric::Moves, &mut Limits { threads: 2, ..Limits::memory(budget) }).unwrap_err();
    let SolveError::Memory { stats, .. } = &e else { panic!("{e}") };
    assert!(stats.peak_memory_bytes <= budget, "{} > {budget}", stats.peak_memory_bytes);
}
