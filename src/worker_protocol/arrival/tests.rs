//! What arrives, checked: a good puzzle and plan pass as they are; a position whose vehicles
//! overlap, one of another board, a board broken in its own fields (read through postcard as a
//! worker of this release would send it) and a move that breaks the rules each end as a message
//! naming the fault.

use super::*;
use crate::worker_protocol::{decode, encode};
use rush_hour_engine::model::board::{Axis, Exit, Vehicle};
use rush_hour_engine::model::grid;
use serde::Serialize;

/// A 6×6 card of the library (shared with `engine_client::tool_questions`' tests).
pub(crate) fn card() -> Puzzle {
    grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap()
}

/// The card's optimal plan, from the engine's solver.
pub(crate) fn optimal(p: &Puzzle) -> Vec<Move> {
    match rush_hour_engine::search::solver::solve(&p.board, &p.start, rush_hour_engine::model::rules::Metric::Moves).unwrap().outcome {
        rush_hour_engine::search::solver::Outcome::Solved(plan) => plan,
        rush_hour_engine::search::solver::Outcome::Unsolvable => unreachable!("the card has a plan"),
    }
}

#[test]
fn a_puzzle_and_a_plan_that_keep_the_rules_pass_as_they_are() {
    let p = card();
    assert_eq!(checked_puzzle(decode(&encode(&p)).unwrap()), Ok(p.clone()));
    let plan = optimal(&p);
    assert_eq!(checked_plan(&p.board, &p.start, plan.clone()), Ok(plan));
}

#[test]
fn a_position_whose_vehicles_overlap_or_of_another_board_is_refused() {
    let mut p = card();
    let b = p.board.index_of('B').unwrap();
    // B (vertical, column 2) moved down onto A's row.
    p.start.0[b] += 1;
    let why = checked_puzzle(p.clone()).unwrap_err();
    assert!(why.contains("overlap"), "{why}");
    let mut short = card();
    short.start.0.pop();
    assert!(checked_puzzle(short).unwrap_err().contains("vehicles on a board of"));
}

/// `Board`'s fields in their order, to write boards its own constructor would refuse.
#[derive(Serialize)]
struct RawBoard {
    width: u8,
    height: u8,
    walls: Vec<(u8, u8)>,
    vehicles: Vec<Vehicle>,
    exit: Exit,
}

#[test]
fn a_board_broken_in_its_own_fields_is_refused() {
    let red = Vehicle { label: 'A', axis: Axis::Horizontal, line: 2, len: 2 };
    let other = Vehicle { label: 'B', axis: Axis::Vertical, line: 4, len: 3 };
    let read = |raw: RawBoard, at: Vec<u8>| {
        let board: Board = decode(&encode(&raw)).expect("a board's fields read");
        checked_puzzle(Puzzle { board, start: Position(at) })
    };
    let board = |width, vehicles| RawBoard { width, height: 6, walls: vec![], vehicles, exit: Exit::East };
    assert!(read(board(6, vec![red, other]), vec![0, 0]).is_ok(), "the same fields, kept");
    assert!(read(board(40, vec![red, other]), vec![0, 0]).unwrap_err().contains("40×6"));
    assert!(read(board(6, vec![red, other]), vec![5, 0]).unwrap_err().contains("does not fit"));
    assert!(read(board(6, vec![other, red]), vec![0, 0]).unwrap_err().contains("red car"));
    let walled = RawBoard { walls: vec![(2, 1)], ..board(6, vec![red, other]) };
    assert!(read(walled, vec![0, 0]).unwrap_err().contains("overlap"));
}

#[test]
fn a_plan_that_breaks_the_rules_is_refused_naming_its_move() {
    let p = card();
    let a = p.board.index_of('A').unwrap();
    let plan = optimal(&p);
    let why = checked_plan(&p.board, &p.start, vec![plan[0], Move::new(a, -1)]).unwrap_err();
    assert!(why.starts_with("move 2 of the plan"), "{why}");
    let why = checked_plan(&p.board, &p.start, vec![Move::new(40, 1)]).unwrap_err();
    assert!(why.starts_with("move 1 of the plan"), "{why}");
}
