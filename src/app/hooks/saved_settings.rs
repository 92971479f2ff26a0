//! The board's switches (Show labels, Show moves to go) in localStorage: read once at start-up
//! (a store that does not read leaves the defaults), written whenever they change.

use crate::app::GameHandle;
use crate::game::settings::{SETTINGS_KEY, SavedSettings};
use crate::game::state::Action;
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

#[hook]
pub fn use_saved_settings(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((), move |_| {
            if let Ok(saved) = LocalStorage::get::<SavedSettings>(SETTINGS_KEY) {
                game.dispatch(Action::SettingsLoaded(saved));
            }
        });
    }
    // The first render shows the defaults, not a choice: nothing is written until they change.
    let first = use_mut_ref(|| true);
    use_effect_with(game.settings.saved(), move |saved| {
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            let _ = LocalStorage::set(SETTINGS_KEY, saved);
        }
    });
}
