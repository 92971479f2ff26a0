//! Bounds on the optimum (`search::lower_bound`, `search::upper_bound`): the lower bound reaches
//! the known optimum (9×9 #4, a sample of the 6×6 files, random generalized boards against the
//! solver) with both heuristics; every upper-bound plan replays under the rules to a goal and is
//! never shorter than the optimum; the plan of the search that finds a goal, walked back through
//! its layers kept in memory or on disk, replays to a goal in the optimal number of moves; a
//! search stopped by its budget keeps its last proven bound.

mod common;

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::parse_plan;
use rush_hour_engine::model::rules::{Metric, Move, apply, is_goal};
use rush_hour_engine::search::layer_archive::KeptLayers;
use rush_hour_engine::search::limits::{Limits, SolveError, Stats};
use rush_hour_engine::search::lower_bound::{LowerBoundEnd, LowerBoundReport, prove_lower_bounds};
use rush_hour_engine::search::solver::solve_with;
use rush_hour_engine::search::upper_bound::short_plan;
use rush_hour_engine::teach::heuristic::Heuristic;

fn lower(p: &Puzzle, heuristic: Heuristic, max_moves: usize, kept: &KeptLayers, limits: &mut Limits) -> LowerBoundReport {
    let mut printed = Vec::new();
    let report = prove_lower_bounds(&p.board, &p.start, heuristic, 2..=max_moves, kept, limits, &mut |d| printed.push(d.clone()));
    assert_eq!(printed, report.proofs, "each k is handed over as it finishes");
    report
}

/// Replays `plan` move by move with `rules::apply`: it must end at a goal.
fn frees_the_red_car(p: &Puzzle, plan: &[Move], name: &str) {
    let mut pos = p.start.clone();
    for (i, &mv) in plan.iter().enumerate() {
        pos = apply(&p.board, &pos, mv).unwrap_or_else(|e| panic!("{name}: move {} illegal: {e}", i + 1));
    }
    assert!(is_goal(&p.board, &pos), "{name}: the plan does not free the red car");
}

/// The lower bound of `p` reaches `optimum`: every k below proven, k = optimum found, with a plan
/// of that many moves walked back through the layers kept as `kept` says.
fn reaches(p: &Puzzle, optimum: usize, heuristic: Heuristic, kept: &KeptLayers) {
    let name = grid::format(&p.board, &p.start);
    let report = lower(p, heuristic, 200, kept, &mut Limits { threads: 2, ..Limits::default() });
    assert_eq!(report.end, LowerBoundEnd::Optimal(optimum), "{name} with {}", heuristic.name());
    let plan = report.plan.clone().unwrap_or_else(|| panic!("{name}: no plan")).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(plan.len(), optimum, "{name}: the plan walked back");
    frees_the_red_car(p, &plan, &name);
    // k starts at 2 (a plan of one move is seen at the start).
    assert_eq!(report.proven(), if optimum >= 3 { optimum - 1 } else { 0 }, "{name}");
    for (i, d) in report.proofs.iter().enumerate() {
        assert_eq!(d.moves, i + 2, "{name}: k in order from 2");
        assert_eq!(d.proven, d.moves < optimum, "{name}: k = {}", d.moves);
    }
}

/// Replays the plan move by move with `rules::apply`; it must end at a goal and be no shorter
/// than the optimum.
fn replays(p: &Puzzle, width: usize, optimum: usize) -> usize {
    let name = grid::format(&p.board, &p.start);
    let (plan, tried) = short_plan(&p.board, &p.start, width, 2, usize::MAX);
    let plan = plan.unwrap_or_else(|| panic!("{name}: no plan at width {width}"));
    frees_the_red_car(p, &plan, &name);
    assert!(plan.len() >= optimum, "{name}: {} moves, below the optimum {optimum}", plan.len());
    assert_eq!((tried.shortened, tried.memory_stop), (Some(plan.len()), None), "{name}");
    assert!(tried.found.unwrap() >= plan.len(), "{name}: shortening lengthened the plan");
    plan.len()
}

/// The UvA 12×12's optimal plan, found and walked back by `rushhour bounds --from 25` (no plan
/// of 24 moves or fewer: `--from 24`; both runs in docs/bounds.md, too long for the tests).
const PLAN_12X12: &str = "k←1 g↓2 h←3 e↑1 d→1 X↓3 d←2 Y←1 e↓1 V↓4 P↓1 E↓1 B←5 C←3 J↑1 I→2 H↑1 E↑1 G→4 F→2 S↑3 N←1 U↑2 P↑1 A→8";

#[test]
fn the_12x12_s_recorded_optimum_has_a_plan_that_replays() {
    let (moves, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-12x12-7").unwrap();
    assert_eq!(moves, Some(25), "puzzles/large-boards.txt");
    let plan = parse_plan(&p.board, PLAN_12X12).unwrap();
    assert_eq!(plan.len(), 25);
    frees_the_red_car(&p, &plan, "uva-12x12-7");
    // With 25 optimal, the position after i moves of the plan is exactly 25 − i from the goal:
    // the bounds the proof pruned with never exceed that along it.
    let mut pos = p.start.clone();
    for (i, &mv) in plan.iter().enumerate() {
        for h in [Heuristic::Blocking, Heuristic::TwoLevel] {
            assert!(h.estimate(&p.board, &pos, Metric::Moves) as usize <= 25 - i, "{} after {i} moves", h.name());
        }
        pos = apply(&p.board, &pos, mv).unwrap();
    }
    // Each k's search stands alone: k = 12 is proven at once here (no plan of 12 or fewer).
    let report =
        prove_lower_bounds(&p.board, &p.start, Heuristic::TwoLevel, 12..=12, &KeptLayers::Not, &mut Limits::default(), &mut |_| {});
    assert_eq!((report.proven(), report.end), (12, LowerBoundEnd::MaxMoves));
}

#[test]
fn the_lower_bound_reaches_the_optimum_of_the_smallest_9x9_board() {
    let (moves, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    // The layers on disk, in a folder of this test's own: every file is removed when the search is over.
    let dir = std::env::temp_dir().join(format!("rush-hour-bounds-test-{}", std::process::id()));
    reaches(&p, moves.unwrap(), Heuristic::TwoLevel, &KeptLayers::OnDisk(dir.clone()));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "layer files left in {}", dir.display());
    std::fs::remove_dir(&dir).unwrap();
    assert_eq!(replays(&p, 1000, 27), 27, "the beam's plan of 9×9 #4 is optimal");
    // Each k stands alone: a run from k = 26 proves 26 at once; one from 30 finds a plan within 30.
    let limits = &mut Limits::default();
    let from_26 = prove_lower_bounds(&p.board, &p.start, Heuristic::TwoLevel, 26..=26, &KeptLayers::Not, limits, &mut |_| {});
    assert_eq!((from_26.end.clone(), from_26.proven(), from_26.proofs.len(), from_26.plan), (LowerBoundEnd::MaxMoves, 26, 1, None));
    let from_30 = prove_lower_bounds(&p.board, &p.start, Heuristic::Blocking, 30..=40, &KeptLayers::InMemory, limits, &mut |_| {});
    assert_eq!((from_30.end.clone(), from_30.proven()), (LowerBoundEnd::Within(30), 0));
    let plan = from_30.plan.unwrap().unwrap();
    assert!((27..=30).contains(&plan.len()), "{} moves", plan.len());
    frees_the_red_car(&p, &plan, "9×9 #4 within 30");
    // Layers that cannot be written: the goal and the bounds stand, the plan's absence explained.
    let unwritable = KeptLayers::OnDisk(std::path::PathBuf::from("/dev/null/layers"));
    let failed = prove_lower_bounds(&p.board, &p.start, Heuristic::TwoLevel, 26..=27, &unwritable, limits, &mut |_| {});
    assert_eq!((failed.end.clone(), failed.proven()), (LowerBoundEnd::Optimal(27), 26));
    let why = failed.plan.unwrap().unwrap_err();
    assert!(why.starts_with("cannot write the layer /dev/null/layers/layer-000.codes: "), "{why}");
    // Layers not kept: the goal is reported, the plan's absence explained.
    let unkept = prove_lower_bounds(&p.board, &p.start, Heuristic::TwoLevel, 27..=27, &KeptLayers::Not, limits, &mut |_| {});
    assert_eq!(unkept.end, LowerBoundEnd::Within(27));
    assert_eq!(unkept.plan, Some(Err("the search's layers were not kept".to_string())));
}

#[test]
fn the_lower_bound_reaches_the_optimum_of_the_6x6_samples() {
    let mut puzzles: Vec<(Option<usize>, Puzzle, String)> = common::read("thinkfun40.txt").into_iter().step_by(4).collect();
    puzzles.extend(common::read("seed-cards.txt"));
    puzzles.extend(common::read("large-boards.txt").into_iter().filter(|(_, p, _)| p.board.width() == 6));
    // Fogleman's database, walls included: every 600th line, 1 to 60 moves.
    puzzles.extend(common::read("rush18k.txt").into_iter().step_by(600));
    assert!(puzzles.len() > 45);
    let mut improved = 0;
    for (moves, p, _) in &puzzles {
        let optimum = moves.unwrap();
        reaches(p, optimum, Heuristic::TwoLevel, &KeptLayers::InMemory);
        reaches(p, optimum, Heuristic::Blocking, &KeptLayers::InMemory);
        let upper = replays(p, 200, optimum);
        improved += (upper == optimum) as usize;
    }
    assert!(improved * 2 > puzzles.len(), "the upper bound was optimal on {improved} of {}", puzzles.len());
}

/// Generalized boards (7×7 to 10×9, walls, red cars on either axis, every exit side) against
/// the breadth-first solver.
#[test]
fn the_lower_bound_reaches_the_solver_s_optimum_on_random_boards() {
    let mut solved = 0;
    for seed in 1..40u64 {
        let w = 7 + (seed % 4) as usize;
        let p = common::random_puzzle(w, 16 - w, 12, seed % 2 == 0, seed);
        let Ok(report) = solve_with(&p.board, &p.start, Metric::Moves, &mut Limits::budget(300_000)) else { continue };
        let Some(optimum) = report.cost(Metric::Moves) else { continue };
        reaches(&p, optimum, Heuristic::TwoLevel, &KeptLayers::InMemory);
        replays(&p, 200, optimum);
        solved += 1;
    }
    assert!(solved >= 20, "only {solved} random boards solvable within the budget");
}

/// A memory budget stops the 12×12's search of some k; the bounds proven before it stay.
#[test]
fn a_search_stopped_by_its_budget_keeps_its_last_proven_bound() {
    let (_, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-12x12-7").unwrap();
    let budget = 8 << 20;
    let report = lower(&p, Heuristic::TwoLevel, 200, &KeptLayers::Not, &mut Limits { threads: 2, ..Limits::memory(budget) });
    let LowerBoundEnd::Stopped(SolveError::Memory { limit, stats: Stats { peak_memory_bytes, .. } }) = report.end.clone() else {
        panic!("{:?}", report.end)
    };
    assert_eq!(limit, budget);
    assert!(peak_memory_bytes <= budget);
    assert!(report.proofs.iter().all(|d| d.proven && d.peak_memory_bytes <= budget));
    // The UvA 12×12 needs more than 12 moves (no plan of ≤ 12 within 5 MB; see docs/bounds.md).
    assert!(report.proven() >= 12, "proven {}", report.proven());
    assert_eq!(report.proven(), report.proofs.last().unwrap().moves);
    // The beam stops at its budget too, with no plan, and says after how many layers.
    let (plan, tried) = short_plan(&p.board, &p.start, 100_000, 2, budget);
    assert_eq!(plan, None);
    let layers = tried.memory_stop.expect("the beam stopped at its budget");
    assert!((2..300).contains(&layers), "{layers} layers");
    // A progress hook that cancels at once stops the first k: nothing proven.
    let mut never = |_| false;
    let cancelled = lower(&p, Heuristic::Blocking, 200, &KeptLayers::Not, &mut Limits::default().with_progress(&mut never));
    assert!(matches!(cancelled.end, LowerBoundEnd::Stopped(SolveError::Cancelled { .. })), "{:?}", cancelled.end);
    assert_eq!(cancelled.proven(), 0);
}
