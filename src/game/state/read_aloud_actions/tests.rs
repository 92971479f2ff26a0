//! Unit tests of `read_aloud.rs`: the position and the progress read aloud.
use crate::game::state::testing::{CARD1, game};
use crate::game::state::{Action, PlayAction, ReadAloudAction, SettingsAction};

#[test]
fn keys_read_the_position_and_the_progress_with_the_hint() {
    let s = game(CARD1);
    let position = s.clone().reduce(Action::ReadAloud(ReadAloudAction::Position));
    assert_eq!(
        position.messages.announcement,
        "row 1: · · B · C C; row 2: · · B · · ·; row 3: A A B · · · exit; row 4: D D D · · E; row 5: · · · · · E; row 6: · · · · · E"
    );
    let hidden = s.clone().reduce(Action::ReadAloud(ReadAloudAction::Progress));
    assert_eq!(hidden.messages.announcement, "0 moves (moves to go hidden: Show moves to go). No hint on show (H asks for one)");
    let hinted = s
        .reduce(Action::Settings(SettingsAction::ToggleToGo))
        .reduce(Action::Play(PlayAction::Hint))
        .reduce(Action::ReadAloud(ReadAloudAction::Progress));
    let words = &hinted.messages.announcement;
    assert!(words.starts_with("0 moves, 9 to go. Hint: ") && words.ends_with(", 8 to go after it"), "{words}");
}
