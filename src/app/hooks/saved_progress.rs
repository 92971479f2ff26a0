//! The player's progress in localStorage: read once at start-up, written whenever it changes.
//! A store read only in part (records that make no sense dropped) or not at all is copied aside
//! first (`SET_ASIDE_KEY`), so writing the next win over it loses nothing; a notice says what
//! happened.

use crate::app::GameHandle;
use crate::game::progress::{Progress, ReadProgress, SET_ASIDE_KEY, STORAGE_KEY};
use crate::game::state::Action;
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

#[hook]
pub fn use_saved_progress(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((), move |_| {
            let storage = LocalStorage::raw();
            let Ok(Some(text)) = storage.get_item(STORAGE_KEY) else { return };
            let (progress, notice) = match Progress::read(&text) {
                ReadProgress::Read { progress, dropped: 0 } => (Some(progress), None),
                ReadProgress::Read { progress, dropped } => {
                    let kept = progress.puzzles.len();
                    let notice = format!(
                        "{dropped} saved {} could not be read and {} left out; the other {kept} {} kept. A copy of the saved text is kept in this browser ({SET_ASIDE_KEY}).",
                        if dropped == 1 { "record" } else { "records" },
                        if dropped == 1 { "was" } else { "were" },
                        if kept == 1 { "is" } else { "are" },
                    );
                    (Some(progress), Some(notice))
                }
                ReadProgress::Unreadable => (
                    None,
                    Some(format!(
                        "Your saved progress could not be read and was set aside (a copy is kept in this browser: {SET_ASIDE_KEY}); new wins are saved from now on."
                    )),
                ),
            };
            if notice.is_some() {
                let _ = storage.set_item(SET_ASIDE_KEY, &text);
            }
            if let Some(p) = progress {
                game.dispatch(Action::ProgressLoaded(p));
            }
            if notice.is_some() {
                game.dispatch(Action::Notice(notice));
            }
        });
    }
    let progress = game.progress.clone();
    use_effect_with(progress, move |p| {
        if !p.puzzles.is_empty() {
            let _ = LocalStorage::set(STORAGE_KEY, &**p);
        }
    });
}
