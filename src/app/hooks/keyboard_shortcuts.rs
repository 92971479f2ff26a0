//! The game's keyboard shortcuts: U or Ctrl+Z undo, Ctrl+Shift+Z redo, R reset (only where the
//! game is on show: the editor has its own keys); on the game's board, for a player who listens
//! (`typed_move`): D describes the board and reads it aloud, M reads the moves and the hint, H
//! asks for a hint, T goes to the field where moves are typed.

use super::page_keys::use_page_keys;
use crate::app::store::GameHandle;
use crate::app::typed_move::{focus_field, open_board_text};
use crate::game::state::{Action, Mode, PlayAction, ReadAloudAction};
use yew::prelude::*;

#[hook]
pub fn use_keyboard_shortcuts(game: &GameHandle) {
    // The listener lives as long as the page: it reads the mode through this cell.
    let mode_now = use_mut_ref(|| Mode::Play);
    *mode_now.borrow_mut() = game.settings.mode;
    let game = game.clone();
    use_page_keys((), move |e| {
        let mode = *mode_now.borrow();
        if !matches!(mode, Mode::Play | Mode::Present) {
            return false;
        }
        let play = mode == Mode::Play;
        let action = match (e.key().to_ascii_lowercase().as_str(), e.ctrl_key(), e.shift_key()) {
            ("z", true, true) => Action::Play(PlayAction::Redo),
            ("z", true, false) | ("u", false, _) => Action::Play(PlayAction::Undo),
            ("r", false, _) => Action::Play(PlayAction::Reset),
            ("d", false, _) if play => {
                open_board_text();
                Action::ReadAloud(ReadAloudAction::Position)
            }
            ("m", false, _) if play => Action::ReadAloud(ReadAloudAction::Progress),
            ("h", false, _) if play => Action::Play(PlayAction::Hint),
            ("t", false, _) if play => {
                focus_field();
                return true;
            }
            _ => return false,
        };
        game.dispatch(action);
        true
    });
}
