//! Property tests over random boards of every size from 3×3 to 7×7 (and a few larger ones) and
//! every exit side: the packed solver agrees with a plain reference BFS over `rules`, plans
//! replay, hints lower the distance by exactly one, grids round-trip, the parser never panics.

mod common;

use pathfinding::directed::bfs::bfs;
use proptest::prelude::*;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_plan, parse_plan};
use rush_hour_engine::model::rules::{Metric, apply, is_goal, legal_moves, replay};
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::limits::{Limits, SolveError};
use rush_hour_engine::search::solver::{Outcome, solve, solve_with};

/// The reference: the `pathfinding` crate's BFS over plain positions and `rules::legal_moves`,
/// cell by cell for steps. Returns the optimal cost or `None` when unsolvable.
fn reference(p: &rush_hour_engine::model::board::Puzzle, metric: Metric) -> Option<usize> {
    let b = &p.board;
    let path = bfs(
        &p.start,
        |pos: &Position| legal_moves(b, pos, metric).into_iter().map(|m| apply(b, pos, m).unwrap()).collect::<Vec<_>>(),
        |pos| is_goal(b, pos),
    )?;
    Some(path.len() - 1)
}

fn board_params() -> impl Strategy<Value = (usize, usize, usize, bool, u64)> {
    (3usize..=7, 3usize..=7, 0usize..14, any::<bool>(), any::<u64>())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn solver_matches_the_reference_and_plans_replay((w, h, tries, walls, seed) in board_params()) {
        let p = common::random_puzzle(w, h, tries, walls, seed);
        let name = grid::format(&p.board, &p.start);
        for metric in [Metric::Moves, Metric::Steps] {
            let expected = reference(&p, metric);
            let report = solve(&p.board, &p.start, metric).unwrap();
            match (&report.outcome, expected) {
                (Outcome::Solved(plan), Some(cost)) => {
                    prop_assert_eq!(metric.cost(plan), cost, "{} {:?}", name, metric);
                    let end = replay(&p.board, &p.start, plan).unwrap();
                    prop_assert!(is_goal(&p.board, &end));
                    let text = format_plan(&p.board, plan, Style::Card);
                    prop_assert_eq!(&parse_plan(&p.board, &text).unwrap(), plan);
                    let fog = format_plan(&p.board, plan, Style::Fogleman);
                    prop_assert_eq!(&parse_plan(&p.board, &fog).unwrap(), plan);
                }
                (Outcome::Unsolvable, None) => {}
                (got, want) => prop_assert!(false, "{}: solver {:?}, reference {:?}", name, got, want),
            }
            // The cluster agrees, and every hint lowers the distance by exactly one.
            let c = Cluster::analyze(&p.board, &p.start, metric).unwrap();
            prop_assert_eq!(c.distance(&p.start).map(usize::from), expected, "{}", name);
            let mut pos = p.start.clone();
            while let Some(hint) = c.hint(&pos) {
                let before = c.distance(&pos).unwrap();
                pos = apply(&p.board, &pos, hint.mv).unwrap();
                prop_assert_eq!(c.distance(&pos), Some(before - 1));
                prop_assert_eq!(hint.distance_after, before - 1);
            }
            prop_assert_eq!(expected.is_some(), is_goal(&p.board, &pos));
        }
    }

    #[test]
    fn grids_round_trip((w, h, tries, walls, seed) in (3usize..=12, 3usize..=12, 0usize..60, any::<bool>(), any::<u64>())) {
        let p = common::random_puzzle(w, h, tries, walls, seed);
        let text = grid::format(&p.board, &p.start);
        let back = grid::parse(&text).unwrap();
        prop_assert_eq!(grid::format(&back.board, &back.start), text.clone());
        prop_assert_eq!(back.board.vehicles().len(), p.board.vehicles().len());
        prop_assert_eq!(back.board.exit(), p.board.exit());
        prop_assert_eq!(back.board.walls(), p.board.walls(), "{}", text);
    }

    #[test]
    fn the_parser_never_panics(s in "\\PC{0,200}") {
        let _ = grid::parse(&s);
        let _ = grid::parse_paste(&s);
    }

    #[test]
    fn the_parser_never_panics_on_near_grids(s in "[oxA-Ea-c.0-9/:ENWS#\\n |+-]{0,160}") {
        if let Err(e) = grid::parse_paste(&s) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}

/// Large boards: random 8×8 to 12×12 boards either solve with a plan that replays, are proved
/// unsolvable, or stop cleanly at a small budget (no reference BFS: too slow).
#[test]
fn large_random_boards_solve_replay_or_stop_at_the_budget() {
    let (mut solved, mut stopped) = (0, 0);
    for seed in 1..40u64 {
        let w = 8 + (seed % 5) as usize;
        let p = common::random_puzzle(w, 20 - w, 25, seed % 2 == 0, seed);
        match solve_with(&p.board, &p.start, Metric::Moves, &mut Limits::budget(300_000)) {
            Ok(r) => {
                if let Outcome::Solved(plan) = r.outcome {
                    assert!(is_goal(&p.board, &replay(&p.board, &p.start, &plan).unwrap()));
                    solved += 1;
                }
            }
            Err(SolveError::Budget { limit, stats }) => {
                assert_eq!(limit, 300_000);
                assert!(stats.discovered > 300_000 && stats.discovered < 300_000 + 600);
                stopped += 1;
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert!(solved > 10, "{solved} solved, {stopped} stopped");
}

#[test]
fn cancel_stops_a_search() {
    let p = grid::parse("BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo").unwrap();
    let mut calls = 0;
    let mut stop = |_: rush_hour_engine::search::limits::SearchProgress| {
        calls += 1;
        calls < 3
    };
    let mut limits = Limits::default().with_progress(&mut stop);
    let e = Cluster::analyze_with(&p.board, &p.start, Metric::Moves, &mut limits).err().unwrap();
    assert!(matches!(e, SolveError::Cancelled { .. }), "{e}");
}
