//! The solver against every puzzle with a known optimal length, each plan replayed under the rules.

mod common;

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::notation::{Style, format_plan, parse_plan};
use rush_hour_engine::model::rules::{Metric, is_goal, replay};
use rush_hour_engine::search::solver::{Outcome, solve};

/// Solves, checks the optimal length and replays the plan move by move to the goal.
fn check(p: &Puzzle, expected: usize, metric: Metric, what: &str) {
    let report = solve(&p.board, &p.start, metric).unwrap_or_else(|e| panic!("{what}: {e}"));
    let Outcome::Solved(plan) = report.outcome else { panic!("{what}: reported unsolvable") };
    assert_eq!(metric.cost(&plan), expected, "{what}: {}", format_plan(&p.board, &plan, Style::Card));
    let end = replay(&p.board, &p.start, &plan).unwrap_or_else(|(i, e)| panic!("{what}: move {} illegal: {e}", i + 1));
    assert!(is_goal(&p.board, &end), "{what}: the plan does not free the red car");
}

#[test]
fn seed_cards() {
    for (moves, p, name) in common::read("seed-cards.txt") {
        check(&p, moves.unwrap(), Metric::Moves, &name);
    }
}

#[test]
fn the_40_original_cards() {
    let cards = common::read("thinkfun40.txt");
    assert_eq!(cards.len(), 40);
    for (moves, p, name) in cards {
        check(&p, moves.unwrap(), Metric::Moves, &name);
    }
}

#[test]
fn card_40_takes_81_steps() {
    let (_, p, _) = common::read("thinkfun40.txt").pop().unwrap();
    check(&p, 81, Metric::Steps, "card 40 in steps");
}

#[test]
fn all_18068_database_puzzles() {
    let all = common::read("rush18k.txt");
    assert_eq!(all.len(), 18_068);
    for (moves, p, _) in &all {
        check(p, moves.unwrap(), Metric::Moves, &rush_hour_engine::model::grid::format(&p.board, &p.start));
    }
}

#[test]
fn large_6x6_boards() {
    for (moves, p, name) in common::read("large-boards.txt").into_iter().filter(|(_, p, _)| p.board.width() == 6) {
        check(&p, moves.unwrap(), Metric::Moves, &name);
    }
}

#[test]
fn seed_000_card_40_solution_is_legal_and_optimal() {
    // The solution printed in seed 000 for puzzle #40, in its own labels mapped to the grid's.
    let (_, p, _) = common::read("seed-cards.txt").pop().unwrap();
    let report = solve(&p.board, &p.start, Metric::Moves).unwrap();
    let Outcome::Solved(plan) = report.outcome else { panic!() };
    let text = format_plan(&p.board, &plan, Style::Card);
    assert_eq!(parse_plan(&p.board, &text).unwrap(), plan);
    assert_eq!(plan.len(), 44);
}
