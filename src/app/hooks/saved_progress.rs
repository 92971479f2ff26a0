//! What outlives the page, in localStorage: the player's progress and the board's switches (Show
//! labels, Show moves to go). Both are read once at start-up and written whenever they change;
//! the progress is written with what another tab saved merged in, and merged from another tab's
//! save when it comes (`storage` events), so that two tabs never lose each other's wins.
//! A progress store read only in part (records that make no sense dropped) or not at all is
//! copied aside first (`SET_ASIDE_KEY`), so writing the next win over it loses nothing; a notice
//! says what happened. A browser that gives the page no localStorage (`browser_storage`) is told
//! to the player once, and the game plays on unsaved. (One hook for both: each effect costs the game
//! page's download.)

use crate::app::browser_storage;
use crate::app::store::GameHandle;
use crate::game::progress::{Progress, Record, SET_ASIDE_KEY, STORAGE_KEY, StoredField, library_optimal};
use crate::game::settings::{SETTINGS_KEY, SavedSettings};
use crate::game::state::{Action, MessageAction, SavedAction};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// A stored progress split into its records by the browser's JSON parser, each as its grid and
/// its record when it reads (`Record::from_fields`); `None` when the text is no store of progress.
fn records_of(text: &str) -> Option<Vec<(String, Option<Record>)>> {
    let top = js_sys::JSON::parse(text).ok()?;
    let puzzles = js_sys::Reflect::get(&top, &"puzzles".into()).ok()?;
    if !is_object(&puzzles) {
        return None;
    }
    let record = |value: JsValue| {
        is_object(&value).then(|| {
            Record::from_fields(|name| match js_sys::Reflect::get(&value, &name.into()) {
                Ok(v) if v.is_undefined() => StoredField::Missing,
                Ok(v) if v.is_null() => StoredField::Null,
                Ok(v) => v.as_f64().map(StoredField::Number).or(v.as_string().map(StoredField::Text)).unwrap_or(StoredField::Other),
                Err(_) => StoredField::Other,
            })
        })?
    };
    let entries = js_sys::Object::entries(puzzles.unchecked_ref());
    Some(
        entries
            .iter()
            .map(|pair| {
                let pair: js_sys::Array = pair.unchecked_into();
                (pair.get(0).as_string().unwrap_or_default(), record(pair.get(1)))
            })
            .collect(),
    )
}

/// An object of JSON's, not an array.
fn is_object(value: &JsValue) -> bool {
    value.is_object() && !js_sys::Array::is_array(value)
}

/// The notice on a browser that gives the page no localStorage: what a reload loses (the game in
/// progress too where there is no sessionStorage either).
fn no_storage() -> String {
    let game = if browser_storage::session().is_some() { "" } else { "the game in progress, " };
    format!(
        "This browser lets this page keep nothing (its site data is blocked): {game}wins, streaks and settings are gone after a reload."
    )
}

#[hook]
pub fn use_saved_progress(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((), move |_| {
            let Some(storage) = browser_storage::local() else {
                return game.dispatch(Action::Messages(MessageAction::Notice(Some(no_storage()))));
            };
            if let Ok(Some(text)) = storage.get_item(SETTINGS_KEY) {
                game.dispatch(Action::Saved(SavedAction::Settings(SavedSettings::from_text(&text))));
            }
            let Ok(Some(text)) = storage.get_item(STORAGE_KEY) else { return };
            let (progress, dropped) = match records_of(&text) {
                Some(records) => {
                    let (progress, dropped) = Progress::from_records(records);
                    (Some(progress), dropped)
                }
                None => (None, 0),
            };
            let notice = match &progress {
                Some(_) if dropped == 0 => None,
                Some(p) => Some(format!(
                    "Saved records that could not be read: {dropped}, left out; the other {} are kept. A copy of the saved text is kept in this browser ({SET_ASIDE_KEY}).",
                    p.puzzles.len()
                )),
                None => Some(format!(
                    "Your saved progress could not be read and was set aside (a copy is kept in this browser: {SET_ASIDE_KEY}); new wins are saved from now on."
                )),
            };
            if notice.is_some() {
                let _ = storage.set_item(SET_ASIDE_KEY, &text);
                game.dispatch(Action::Messages(MessageAction::Notice(notice)));
            }
            if let Some(p) = progress {
                game.dispatch(Action::Saved(SavedAction::Progress(p)));
            }
        });
    }
    // The first render shows the defaults, not a choice: nothing is written until a change.
    let first = use_mut_ref(|| true);
    use_effect_with((game.progress.clone(), game.settings.saved()), move |(progress, settings)| {
        if std::mem::replace(&mut *first.borrow_mut(), false) {
            return;
        }
        let storage = browser_storage::local();
        browser_storage::write(storage.clone(), SETTINGS_KEY, &settings.to_text());
        if !progress.puzzles.is_empty() {
            // What another tab saved since (a tab asleep hears nothing) is merged in, not lost.
            let mut progress = (**progress).clone();
            if let Some(saved) = read_progress(storage.clone()) {
                progress.merge(&saved, library_optimal);
            }
            browser_storage::write(storage, STORAGE_KEY, &progress.to_json());
        }
    });
    // Another tab's save (the `storage` event, which every other tab of the site hears): its wins
    // merged into this page's.
    let game = game.clone();
    super::saved_elsewhere::use_saved_elsewhere(STORAGE_KEY, move |text| {
        if let Some(records) = records_of(&text) {
            game.dispatch(Action::Saved(SavedAction::Progress(Progress::from_records(records).0)));
        }
    });
}

/// The progress saved now, as far as it reads.
fn read_progress(storage: Option<web_sys::Storage>) -> Option<Progress> {
    Some(Progress::from_records(records_of(&browser_storage::read(storage, STORAGE_KEY)?)?).0)
}
