//! The sorted-layer search split into parts that share no memory (`search::split_layers`, what
//! the page's workers run): in 1, 2 and 3 parts, one after another or on threads, the same
//! optimal length and the same complete layers as the single lean search, every plan replayed;
//! each part holds a share of the memory; the memory budget stops it with the depth reached.

mod common;

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, is_goal, replay};
use rush_hour_engine::search::frontier::solve_lean;
use rush_hour_engine::search::limits::{Limits, SolveError};
use rush_hour_engine::search::solver::Outcome;
use rush_hour_engine::search::split_layers::{SplitExpansion, SplitSearch, SplitStart, split_solve};

/// Solves `p` split in `parts` and single; same cost, same complete layers, a plan that replays.
fn check(p: &Puzzle, metric: Metric, parts: usize, threads: usize, expected: Option<usize>) {
    let name = grid::format(&p.board, &p.start);
    let single = solve_lean(&p.board, &p.start, metric, &mut Limits::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let split = split_solve(&p.board, &p.start, metric, parts, &mut Limits { threads, ..Limits::default() })
        .unwrap_or_else(|e| panic!("{name} in {parts} parts: {e}"));
    assert_eq!(split.cost(metric), single.cost(metric), "{name} in {metric:?}, {parts} parts");
    if let Some(n) = expected {
        assert_eq!(split.cost(metric), Some(n), "{name} in {metric:?}, {parts} parts");
    }
    let (s, l) = (&split.stats.frontier, &single.stats.frontier);
    assert_eq!(s.len(), l.len(), "{name}: layers {s:?} and {l:?}");
    let complete = if split.outcome == Outcome::Unsolvable { s.len() } else { s.len() - 1 };
    assert_eq!(s[..complete], l[..complete], "{name} in {metric:?}, {parts} parts: layers");
    if let Outcome::Solved(plan) = &split.outcome {
        let end = replay(&p.board, &p.start, plan).unwrap_or_else(|(i, e)| panic!("{name}: move {} illegal: {e}", i + 1));
        assert!(is_goal(&p.board, &end), "{name}: the plan does not free the red car");
    }
}

#[test]
fn cards_in_one_two_and_three_parts_in_both_metrics() {
    for file in ["seed-cards.txt", "thinkfun40.txt"] {
        for (moves, p, _) in common::read(file) {
            for parts in 1..=3 {
                check(&p, Metric::Moves, parts, 1, moves);
            }
            check(&p, Metric::Steps, 2, 1, None);
        }
    }
}

#[test]
fn every_90th_database_puzzle_in_two_parts() {
    for (moves, p, _) in common::read("rush18k.txt").iter().step_by(90) {
        check(p, Metric::Moves, 2, 1, *moves);
    }
}

#[test]
fn the_smallest_9x9_board_in_two_parts_on_threads() {
    let (moves, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    check(&p, Metric::Moves, 2, 2, moves);
    check(&p, Metric::Moves, 3, 1, moves);
}

/// The parts driven by hand, as the page drives its workers: each owns about half the
/// positions, and what one sends the other are codes the other owns.
#[test]
fn each_of_two_parts_owns_about_half() {
    let (_, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    let mut parts: Vec<SplitSearch> = (0..2)
        .map(|i| match SplitSearch::start(&p.board, &p.start, Metric::Moves, i, 2, 1 << 30) {
            SplitStart::Search(s) => s,
            _ => panic!("the 9x9 board is searched"),
        })
        .collect();
    let mut depth = 0;
    let solved = loop {
        let mut sent = Vec::new();
        let mut solved = None;
        for part in &mut parts {
            match part.expand(&mut Limits::default()).unwrap() {
                SplitExpansion::Sent => {
                    let out: Vec<Vec<u8>> = (0..2)
                        .map(|j| {
                            let (mut bytes, n) = (Vec::new(), part.sent_len(j));
                            part.take_sent(j, &mut |piece| bytes.extend_from_slice(piece));
                            assert_eq!(bytes.len(), n);
                            assert_eq!(part.sent_len(j), 0, "taken");
                            bytes
                        })
                        .collect();
                    sent.push(out);
                }
                SplitExpansion::Solved(report) => solved = Some(report),
            }
        }
        if let Some(report) = solved {
            break report;
        }
        assert!(sent[0][0].is_empty() && sent[1][1].is_empty(), "a part sends itself nothing");
        for (j, part) in parts.iter_mut().enumerate() {
            for out in &sent {
                part.receive(&out[j]).unwrap();
            }
            part.end_layer();
        }
        depth += 1;
    };
    assert_eq!(solved.cost(Metric::Moves), Some(27));
    assert!(depth >= 20, "{depth} layers");
    let (a, b) = (parts[0].stats().discovered, parts[1].stats().discovered);
    assert!(a.min(b) * 10 > a.max(b) * 9, "the parts own {a} and {b} positions");
}

#[test]
fn the_memory_budget_stops_it_with_the_depth_reached() {
    let (_, p, _) = common::read("large-boards.txt").into_iter().find(|(_, _, name)| name == "uva-9x9-4").unwrap();
    let budget = 1 << 20;
    match split_solve(&p.board, &p.start, Metric::Moves, 2, &mut Limits::memory(budget)) {
        Err(e @ SolveError::Memory { .. }) => {
            let SolveError::Memory { limit, stats } = &e else { unreachable!() };
            assert_eq!(*limit, budget);
            assert!(stats.frontier.len() > 3 && stats.discovered > 1000, "{e}");
            assert!(e.to_string().starts_with("search stopped at the memory budget of 1 MB after"), "{e}");
        }
        other => panic!("expected a memory stop, got {:?}", other.map(|r| r.stats.discovered)),
    }
}
