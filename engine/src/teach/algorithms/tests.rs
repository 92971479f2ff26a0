//! Unit tests of `algorithms.rs`.
use super::*;
use crate::model::grid::parse;
use crate::model::rules::{is_goal, replay};
use crate::teach::heuristic::blocking_heuristic;

#[test]
fn heuristic_counts_blockers_and_is_zero_at_the_goal() {
    // Seed card 1: B blocks the red car; in steps the red car must also travel 4 cells.
    let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
    assert_eq!(blocking_heuristic(&p.board, &p.start, Metric::Moves), 2);
    assert_eq!(blocking_heuristic(&p.board, &p.start, Metric::Steps), 5);
    let mut goal = p.start.clone();
    goal.0[0] = p.board.goal_offset();
    assert_eq!(blocking_heuristic(&p.board, &goal, Metric::Moves), 0);
    assert_eq!(blocking_heuristic(&p.board, &goal, Metric::Steps), 0);
    let free = parse("ooooooooooooAAoooooooooooooooooooooo").unwrap();
    assert_eq!(blocking_heuristic(&free.board, &free.start, Metric::Moves), 1);
    assert_eq!(blocking_heuristic(&free.board, &free.start, Metric::Steps), 4);
}

#[test]
fn two_level_heuristic_adds_the_vehicles_in_a_blockers_way() {
    use crate::teach::heuristic::two_level_heuristic;
    // Seed card 1: the truck B (column 2, rows 0-2) can clear row 2 only downwards, through D's
    // row: 1 (red) + 1 (B) + 1 (D) moves; in steps 4 (red) + 3 (B's cells) + 1 (D).
    let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
    assert_eq!(two_level_heuristic(&p.board, &p.start, Metric::Moves), 3);
    assert_eq!(two_level_heuristic(&p.board, &p.start, Metric::Steps), 8);
    // A car that can clear upwards through an empty cell: no second level.
    let up = parse("oooooo/ooBooo/AABooo/oooooo/oooooo/oooooo").unwrap();
    assert_eq!(two_level_heuristic(&up.board, &up.start, Metric::Moves), 2);
    assert_eq!(two_level_heuristic(&up.board, &up.start, Metric::Steps), 4 + 1);
    // Both ways out taken (C above, D below): one more vehicle either way.
    let both = parse("ooCooo/ooCooo/AABooo/ooBooo/ooDooo/ooDooo").unwrap();
    assert_eq!(two_level_heuristic(&both.board, &both.start, Metric::Moves), 3);
    // A wall on one side rules it out: only the side with C.
    let wall = parse("oooooo/ooxooo/AABooo/ooBooo/ooCooo/ooCooo").unwrap();
    assert_eq!(two_level_heuristic(&wall.board, &wall.start, Metric::Moves), 3);
    let mut goal = p.start.clone();
    goal.0[0] = p.board.goal_offset();
    assert_eq!(two_level_heuristic(&p.board, &goal, Metric::Moves), 0);
}

#[test]
fn every_algorithm_solves_seed_card_1() {
    let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
    for a in Algorithm::all(Metric::Moves) {
        let r = run(&p.board, &p.start, Metric::Moves, a, u64::MAX);
        let plan = r.plan.unwrap_or_else(|| panic!("{}: {:?}", a.name(), r.stopped));
        assert!(is_goal(&p.board, &replay(&p.board, &p.start, &plan).unwrap()));
        if a.is_optimal() {
            assert_eq!(r.cost, Some(9), "{}", a.name());
        }
    }
}

#[test]
fn unsolvable_is_reported_without_a_stop_reason() {
    let p = parse("ooooo/AAoxo/ooooo").unwrap();
    for a in Algorithm::all(Metric::Moves) {
        let r = run(&p.board, &p.start, Metric::Moves, a, u64::MAX);
        assert_eq!((r.plan, r.stopped), (None, None), "{}", a.name());
    }
}
