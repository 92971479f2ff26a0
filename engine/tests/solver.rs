//! The solver against every puzzle with a known optimal length, each plan replayed under the rules.

mod common;

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::notation::{Style, format_plan, parse_plan};
use rush_hour_engine::model::rules::{Metric, is_goal, replay};
use rush_hour_engine::search::solver::{Outcome, plan_between, solve};

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
    // The solution seed 000 prints for puzzle #40, in its own labels.
    const PRINTED: &str = "c←1, h←1, e↓1, x→1, a↓1, b←1, o←1, p↑3, g→1, i↑3, g←1, p↓1, \
        o→1, b→1, a↑1, q→3, x←1, e↑1, h→3, e↓2, f→1, x→1, a↓4, b←1, \
        c←1, f←1, o←1, p↑1, x←1, e↑3, g←1, h←2, q←2, d↓3, g→2, f→1, \
        a↑1, q←1, i↓3, g←1, p↓3, o→1, e↑1, x→4";
    // Its cars (`car(name, orientation, column-row)`) mapped to the grid's labels by position.
    const LABELS: [(char, char); 13] = [
        ('x', 'A'),
        ('a', 'B'),
        ('b', 'C'),
        ('c', 'D'),
        ('d', 'E'),
        ('e', 'F'),
        ('f', 'G'),
        ('g', 'H'),
        ('h', 'I'),
        ('i', 'J'),
        ('o', 'K'),
        ('p', 'L'),
        ('q', 'M'),
    ];
    let (moves, p, _) = common::read("seed-cards.txt").pop().unwrap();
    let text: String =
        PRINTED.replace(',', " ").chars().map(|c| LABELS.iter().find(|(from, _)| *from == c).map_or(c, |&(_, to)| to)).collect();
    let printed = parse_plan(&p.board, &text).unwrap();
    let end = replay(&p.board, &p.start, &printed).unwrap();
    assert!(is_goal(&p.board, &end), "the printed plan frees the red car");
    assert_eq!(printed.len(), 44);
    // The solver's plan is as short, and round-trips through card notation.
    let report = solve(&p.board, &p.start, Metric::Moves).unwrap();
    let Outcome::Solved(plan) = report.outcome else { panic!() };
    assert_eq!(plan.len(), moves.unwrap());
    assert_eq!(plan.len(), printed.len());
    assert_eq!(parse_plan(&p.board, &format_plan(&p.board, &plan, Style::Card)).unwrap(), plan);
}

#[test]
fn plan_between_reaches_the_target_in_the_fewest_moves() {
    let (_, p, _) = common::read("seed-cards.txt").remove(1);
    let report = solve(&p.board, &p.start, Metric::Moves).unwrap();
    let Outcome::Solved(plan) = report.outcome else { panic!() };
    // Every position along the optimal plan is exactly that many moves from the start.
    let mut at = p.start.clone();
    for (i, mv) in plan.iter().enumerate() {
        at = rush_hour_engine::model::rules::apply(&p.board, &at, *mv).unwrap();
        let between = plan_between(&p.board, &p.start, &at, Metric::Moves).unwrap();
        assert_eq!(between.len(), i + 1);
        assert_eq!(replay(&p.board, &p.start, &between).unwrap(), at);
    }
    // No move reaches a position where the red car overlaps the truck E beside it.
    let mut overlapping = p.start.clone();
    overlapping.0[0] = 2;
    assert_eq!(plan_between(&p.board, &p.start, &overlapping, Metric::Moves), None);
}
