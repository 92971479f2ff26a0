//! Unit tests of `moves.rs`: moves typed.
use crate::game::state::testing::{CARD1, game};
use crate::game::state::{Action, PlayAction, SettingsAction};

/// Card 1's optimal plan, as the solver writes it.
const CARD1_PLAN: [&str; 9] = ["C←1", "E↑3", "D→3", "B↓3", "A→3", "B↑3", "D←3", "E↓3", "A→1"];

#[test]
fn typed_moves_solve_card_1_as_moves_that_count_undo_and_are_kept() {
    let mut s = game(CARD1).reduce(Action::Settings(SettingsAction::ToggleToGo));
    s = s.reduce(Action::Play(PlayAction::TypedMove("c left 1".into())));
    // Announced as any move is: the move, where the vehicle now is, the moves to go.
    assert_eq!(s.messages.announcement, "C←1: vehicle C at row 1, column 4. 8 to go");
    assert_eq!(s.play.moves(), 1);
    let undone = s.clone().reduce(Action::Play(PlayAction::Undo));
    assert_eq!((undone.play.moves(), undone.play.redo.len()), (0, 1), "a typed move undoes like any move");
    for typed in &CARD1_PLAN[1..] {
        s = s.reduce(Action::Play(PlayAction::TypedMove((*typed).into())));
    }
    assert!(s.play.won());
    assert_eq!(s.messages.announcement, "A→1: red car A at row 3, column 5. Solved in 9 moves (optimal 9)");
    assert!(!s.play.assisted() && s.play.hints_used == 0);
    let record = s.progress.get(CARD1).expect("the win is kept");
    assert_eq!(record.best, Some(9));
    let after = s.reduce(Action::Play(PlayAction::TypedMove("C←1".into())));
    assert_eq!(after.messages.announcement, "The red car is out: Solved in 9 moves (optimal 9)");
}

#[test]
fn a_refused_move_changes_nothing_and_says_why_each_time() {
    let s = game(CARD1);
    let refused = s.clone().reduce(Action::Play(PlayAction::TypedMove("a r 3".into())));
    assert_eq!(refused.messages.announcement, "A cannot move right 3: blocked by B at row 3, column 3");
    assert_eq!((refused.play.moves(), &refused.play.position), (0, &s.play.position));
    // The same words again still change the live region, so they are spoken again.
    let again = refused.clone().reduce(Action::Play(PlayAction::TypedMove("A→3".into())));
    assert_ne!(again.messages.announcement, refused.messages.announcement);
    assert_eq!(again.messages.announcement.trim_end(), refused.messages.announcement);
    let unknown = s.reduce(Action::Play(PlayAction::TypedMove("Z up 1".into())));
    assert_eq!(unknown.messages.announcement, "There is no vehicle Z on this board");
}
