//! The game's keyboard shortcuts: U or Ctrl+Z undo, Ctrl+Shift+Z redo, R reset (not while
//! typing, and only where the game is on show: the editor has its own keys).

use crate::app::GameHandle;
use crate::game::state::{Action, Mode};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// True when a key event comes from a text field (shortcuts must not fire while typing).
pub fn typing(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

#[hook]
pub fn use_shortcuts(game: &GameHandle) {
    // The listener lives as long as the page: it reads the mode through this cell.
    let mode_now = use_mut_ref(|| Mode::Play);
    *mode_now.borrow_mut() = game.settings.mode;
    let game = game.clone();
    use_effect_with((), move |_| {
        let listener = EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |e| {
                let e = e.dyn_ref::<KeyboardEvent>().expect("keydown is a KeyboardEvent");
                if typing(e) || e.alt_key() || e.meta_key() || !matches!(*mode_now.borrow(), Mode::Play | Mode::Present) {
                    return;
                }
                let action = match (e.key().to_ascii_lowercase().as_str(), e.ctrl_key(), e.shift_key()) {
                    ("z", true, true) => Some(Action::Redo),
                    ("z", true, false) | ("u", false, _) => Some(Action::Undo),
                    ("r", false, _) => Some(Action::Reset),
                    _ => None,
                };
                if let Some(a) = action {
                    e.prevent_default();
                    game.dispatch(a);
                }
            },
        );
        move || drop(listener)
    });
}
