//! The game's keyboard shortcuts: U or Ctrl+Z undo, Ctrl+Shift+Z redo, R reset (only where the
//! game is on show: the editor has its own keys).

use super::page_keys::use_page_keys;
use crate::app::store::GameHandle;
use crate::game::state::{Action, Mode, PlayAction};
use yew::prelude::*;

#[hook]
pub fn use_shortcuts(game: &GameHandle) {
    // The listener lives as long as the page: it reads the mode through this cell.
    let mode_now = use_mut_ref(|| Mode::Play);
    *mode_now.borrow_mut() = game.settings.mode;
    let game = game.clone();
    use_page_keys((), move |e| {
        if !matches!(*mode_now.borrow(), Mode::Play | Mode::Present) {
            return false;
        }
        let action = match (e.key().to_ascii_lowercase().as_str(), e.ctrl_key(), e.shift_key()) {
            ("z", true, true) => Action::Play(PlayAction::Redo),
            ("z", true, false) | ("u", false, _) => Action::Play(PlayAction::Undo),
            ("r", false, _) => Action::Play(PlayAction::Reset),
            _ => return false,
        };
        game.dispatch(action);
        true
    });
}
