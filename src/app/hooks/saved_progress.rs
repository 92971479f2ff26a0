//! The player's progress in localStorage: read once at start-up (an unreadable store is ignored
//! with a notice), written whenever it changes.

use crate::app::GameHandle;
use crate::game::progress::{Progress, STORAGE_KEY};
use crate::game::state::Action;
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

#[hook]
pub fn use_saved_progress(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((), move |_| match LocalStorage::get::<Progress>(STORAGE_KEY) {
            Ok(p) => game.dispatch(Action::ProgressLoaded(p)),
            Err(gloo::storage::errors::StorageError::KeyNotFound(_)) => {}
            Err(_) => game.dispatch(Action::Notice(Some(
                "Your saved progress could not be read and was set aside; new wins are saved from now on.".into(),
            ))),
        });
    }
    let progress = game.progress.clone();
    use_effect_with(progress, move |p| {
        if !p.puzzles.is_empty() {
            let _ = LocalStorage::set(STORAGE_KEY, &**p);
        }
    });
}
