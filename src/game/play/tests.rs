//! Unit tests of `play.rs`.
use crate::game::state::Action;
use crate::game::state::testing::{CARD1, game, idx};
use rush_hour_engine::model::rules::Move;
use std::rc::Rc;

#[test]
fn slides_count_and_illegal_ones_are_refused() {
    let s = game(CARD1);
    assert_eq!(s.to_go(), Some(9));
    let c = idx(&s, 'C');
    let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
    assert_eq!(s.play.moves(), 1);
    assert_eq!(s.play.position.offset(c), 3);
    // Dropped back where it is: not a move.
    let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
    assert_eq!(s.play.moves(), 1);
    // Through truck B: refused, nothing changes but the announcement.
    let a = idx(&s, 'A');
    let s2 = s.clone().reduce(Action::Slide { vehicle: a, offset: 3 });
    assert_eq!(s2.play.position, s.play.position);
    assert_eq!(s2.play.moves(), 1);
    assert!(s2.messages.announcement.contains("cannot"), "{}", s2.messages.announcement);
}

#[test]
fn undo_redo_reset() {
    let s = game(CARD1);
    let c = idx(&s, 'C');
    let start = s.play.position.clone();
    let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
    let moved = s.play.position.clone();
    let s = s.reduce(Action::Undo);
    assert_eq!((s.play.position.clone(), s.play.moves()), (start.clone(), 0));
    let s = s.reduce(Action::Redo);
    assert_eq!((s.play.position.clone(), s.play.moves()), (moved, 1));
    let s = s.reduce(Action::Reset);
    assert_eq!((s.play.position.clone(), s.play.moves()), (start, 0));
    assert!(s.play.redo.is_empty());
    // Nothing to undo: the same state comes back.
    let again = s.clone().reduce(Action::Undo);
    assert!(Rc::ptr_eq(&s, &again));
}

#[test]
fn replay_after_a_win_with_a_hint_starts_with_no_hints() {
    let mut s = game(CARD1).reduce(Action::Hint);
    assert_eq!(s.play.hints_used, 1);
    while !s.play.won() {
        let mv = s.cluster().unwrap().hint(&s.play.position).unwrap().mv;
        let to = (s.play.position.offset(mv.vehicle as usize) as i8 + mv.delta) as u8;
        s = s.reduce(Action::Slide { vehicle: mv.vehicle as usize, offset: to });
    }
    assert_eq!(s.play.hints_used, 1);
    let replay = s.reduce(Action::Reset);
    assert_eq!((replay.play.moves(), replay.play.hints_used), (0, 0));
}

#[test]
fn a_puzzle_that_starts_solved_says_the_red_car_is_out() {
    let s = game("ooooAA/oooooo/oooooo");
    assert!(s.play.won() && s.play.starts_solved());
    assert_eq!(s.rating(), 0, "no stars for no move");
    assert!(s.win_message().starts_with("The red car is already out"), "{}", s.win_message());
    assert!(!game(CARD1).play.starts_solved());
}

#[test]
fn key_presses_on_one_vehicle_are_one_move() {
    let s = game(CARD1);
    let e = idx(&s, 'E');
    let s = s.reduce(Action::Step { vehicle: e, dir: -1 }).reduce(Action::Step { vehicle: e, dir: -1 });
    assert_eq!(s.play.moves(), 1);
    assert_eq!(s.play.history[0].mv, Move::new(e, -2));
    // Back down twice: back where it was, no move at all.
    let s = s.reduce(Action::Step { vehicle: e, dir: 1 }).reduce(Action::Step { vehicle: e, dir: 1 });
    assert_eq!(s.play.moves(), 0);
    assert_eq!(s.play.position, s.play.start);
    // A blocked step changes nothing.
    let a = idx(&s, 'A');
    let blocked = s.clone().reduce(Action::Step { vehicle: a, dir: 1 });
    assert_eq!(blocked.play.position, s.play.position);
}

#[test]
fn hints_lead_to_a_win_with_the_optimal_count() {
    let mut s = game(CARD1);
    while !s.play.won() {
        let before = s.to_go().unwrap();
        s = s.reduce(Action::Hint);
        let h = s.play.hint.unwrap();
        assert_eq!(h.distance_after, before - 1);
        s = s.reduce(Action::ApplyHint);
        assert_eq!(s.to_go(), Some(before - 1));
    }
    assert_eq!(s.play.moves(), 9);
    assert_eq!(s.play.hints_used, 9);
    assert_eq!(s.win_message(), "Solved in 9 moves (optimal 9)");
    assert_eq!(s.rating(), 3);
    let record = s.progress.get(CARD1).unwrap();
    assert_eq!((record.best, record.hints, record.solved), (Some(9), 9, 1));
    // No moves after the win.
    let c = idx(&s, 'C');
    let after = s.clone().reduce(Action::Slide { vehicle: c, offset: 3 });
    assert_eq!(after.play.moves(), 9);
}
