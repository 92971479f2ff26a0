//! What outlives the page, in localStorage: the player's progress, the daily log and the board's
//! switches, each a `game::kept::KeptStore`, read and written here and nowhere else, on both
//! pages, by one hook (`use_kept_store`) for all three:
//!
//! - read once at start-up, with what this tab could not save before (sessionStorage,
//!   `kept::unsaved_key`) merged in; a part that does not read is kept as it was, and said;
//! - written whenever the page's copy changes, with what is stored by then merged in (another
//!   tab's save, a newer version's fields), and only when that changes the stored text: a page
//!   never writes back less than it read, nor writes when it changed nothing;
//! - every write checked: one the browser refuses (its storage full) is said at once, and what
//!   was not saved stays in the page and in the tab's sessionStorage until a write succeeds
//!   (at the next change, or as the page goes away);
//! - a store that does not read at all is copied aside before anything is written over it; when
//!   the copy cannot be made, it is left as it is and nothing is written over it;
//! - another tab's save (the `storage` event) merged into the page's.
//!
//! A browser that gives the page no localStorage is told to the player once, and the game plays
//! on unsaved.

use crate::app::browser_storage;
use crate::app::store::GameHandle;
use crate::game::kept::{JSON_DEPTH, KeptStore, StoredJson, is_whole, set_aside_key, unsaved_key};
use crate::game::settings::SavedSettings;
use crate::game::state::{Action, MessageAction, SavedAction};
use gloo::events::EventListener;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The browser's JSON parser, as a kept store reads JSON.
fn parse_json(text: &str) -> Option<StoredJson> {
    Some(stored_json(&js_sys::JSON::parse(text).ok()?, 0))
}

/// A parsed JSON value, `depth` objects down.
fn stored_json(value: &JsValue, depth: usize) -> StoredJson {
    if value.is_null() {
        StoredJson::Null
    } else if let Some(n) = value.as_f64().filter(|&n| is_whole(n)) {
        StoredJson::Number(n)
    } else if let Some(text) = value.as_string() {
        StoredJson::Text(text)
    } else if value.is_object() && !js_sys::Array::is_array(value) && depth < JSON_DEPTH {
        let entries = js_sys::Object::entries(value.unchecked_ref());
        StoredJson::Object(
            entries
                .iter()
                .map(|pair| {
                    let pair: js_sys::Array = pair.unchecked_into();
                    (pair.get(0).as_string().unwrap_or_default(), stored_json(&pair.get(1), depth + 1))
                })
                .collect(),
        )
    } else {
        StoredJson::Raw(js_sys::JSON::stringify(value).ok().and_then(|t| t.as_string()).unwrap_or_else(|| "null".into()))
    }
}

/// The notice on a browser that gives the page no localStorage: what a reload loses (the game in
/// progress too where there is no sessionStorage either).
fn no_storage() -> String {
    let game = if browser_storage::session().is_some() { "" } else { "the game in progress, " };
    format!(
        "This browser lets this page keep nothing (its site data is blocked): {game}wins, streaks and settings are gone after a reload."
    )
}

/// The three kept stores, each by `use_kept_store`.
#[hook]
pub fn use_kept_stores(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((), move |_| {
            if browser_storage::local().is_none() {
                notice(&game, "storage", Some(no_storage()));
            }
        });
    }
    let settings = use_memo(game.settings.saved(), |s| Rc::new(s.clone()));
    use_kept_store(game, game.progress.clone(), |p| Action::Saved(SavedAction::Progress(p)));
    use_kept_store(game, game.daily.log.clone(), |l| Action::Saved(SavedAction::DailyLog(l)));
    use_kept_store::<SavedSettings>(game, (*settings).clone(), |s| Action::Saved(SavedAction::Settings(s)));
}

/// A notice about `about`, set or taken down.
fn notice(game: &GameHandle, about: &str, text: Option<String>) {
    game.dispatch(Action::Messages(MessageAction::Notice { about: about.into(), text }));
}

/// The page's copy of a store, compared by pointer (a render that changed nothing keeps it).
struct PageCopy<T>(Rc<T>);

impl<T> PartialEq for PageCopy<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What the hook knows of a store between renders.
#[derive(Default)]
struct Kept {
    /// The stored text did not read and no copy of it could be set aside: nothing is written over it.
    blocked: bool,
    /// The last write failed: what it held waits in sessionStorage.
    unsaved: bool,
}

/// The store `T`: `ours` the page's copy, `restore` the action that merges a stored copy into
/// the page's.
#[hook]
fn use_kept_store<T: KeptStore>(game: &GameHandle, ours: Rc<T>, restore: fn(T) -> Action) {
    let kept = use_mut_ref(Kept::default);
    {
        let (game, kept) = (game.clone(), kept.clone());
        use_effect_with((), move |_| start(&game, &kept, restore));
    }
    // The first render shows the defaults, not a choice: nothing is written until a change.
    let first = use_mut_ref(|| true);
    // The page's copy of the last render, for `pagehide` (its listener outlives every render).
    let latest = use_mut_ref(|| ours.clone());
    *latest.borrow_mut() = ours.clone();
    {
        let (game, kept) = (game.clone(), kept.clone());
        use_effect_with(PageCopy(ours), move |PageCopy(ours)| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                save(&game, &kept, &**ours);
            }
        });
    }
    let game = game.clone();
    use_effect_with((), move |_| {
        // Another tab's save: merged into the page's.
        let g = game.clone();
        let heard = EventListener::new(&gloo::utils::window(), "storage", move |event| {
            let event: &web_sys::StorageEvent = event.unchecked_ref();
            if event.key().as_deref() == Some(T::KEY)
                && let Some(stored) = event.new_value().and_then(|text| T::read(&text, parse_json))
            {
                g.dispatch(restore(stored));
            }
        });
        // What a failed write left unsaved, tried once more as the page goes away.
        let leaving = EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
            if kept.borrow().unsaved {
                let ours = latest.borrow().clone();
                save(&game, &kept, &*ours);
            }
        });
        move || drop((heard, leaving))
    });
}

/// Reads the store at start-up into the page, with what this tab could not save before.
fn start<T: KeptStore>(game: &GameHandle, kept: &Rc<RefCell<Kept>>, restore: fn(T) -> Action) {
    let local = browser_storage::local();
    if local.is_none() {
        return;
    }
    if let Some(text) = browser_storage::read(local.clone(), T::KEY) {
        match T::read(&text, parse_json) {
            Some(stored) => {
                let unread = stored.unread();
                if unread > 0 {
                    let parts = if unread == 1 { "1 part" } else { &format!("{unread} parts") };
                    notice(
                        game,
                        &format!("{}/read", T::KEY),
                        Some(format!(
                            "{parts} of {} could not be read by this version of the game; kept as {} were, not shown.",
                            T::NAME,
                            if unread == 1 { "it" } else { "they" }
                        )),
                    );
                }
                game.dispatch(restore(stored));
            }
            None => set_aside::<T>(game, kept, &text),
        }
    }
    let unsaved = browser_storage::read(browser_storage::session(), &unsaved_key(T::KEY));
    if let Some(stored) = unsaved.and_then(|text| T::read(&text, parse_json)) {
        // Merged into the page's copy, which the change then saves (or keeps waiting).
        kept.borrow_mut().unsaved = true;
        game.dispatch(restore(stored));
    }
}

/// A stored text that does not read: copied aside before anything is written over it, or, when
/// the copy cannot be made, left as it is (`Kept::blocked`). Says which.
fn set_aside<T: KeptStore>(game: &GameHandle, kept: &Rc<RefCell<Kept>>, text: &str) {
    let key = set_aside_key(T::KEY);
    let said = match browser_storage::write(browser_storage::local(), &key, text) {
        Ok(()) => format!(
            "{} could not be read and was set aside: a copy is kept in this browser ({key}). New results are saved from now on.",
            capital(T::NAME)
        ),
        Err(why) => {
            kept.borrow_mut().blocked = true;
            format!(
                "{} could not be read, and no copy of it could be kept aside ({why}): it is left as it is, and new results are kept in this tab only.",
                capital(T::NAME)
            )
        }
    };
    notice(game, &format!("{}/read", T::KEY), Some(said));
}

/// The page's copy written, with what is stored now merged in; a write refused is said, and what
/// it held kept in the tab's sessionStorage until a write succeeds.
fn save<T: KeptStore>(game: &GameHandle, kept: &Rc<RefCell<Kept>>, ours: &T) {
    let local = browser_storage::local();
    if local.is_none() {
        return; // said once at start-up
    }
    let mut merged = ours.clone();
    let stored = browser_storage::read(local.clone(), T::KEY);
    if let Some(text) = &stored {
        match T::read(text, parse_json) {
            Some(stored) => {
                merged.merge_stored(&stored);
            }
            // Written unreadable since the start (by hand, or another version): set aside first.
            None if !kept.borrow().blocked => set_aside::<T>(game, kept, text),
            None => {}
        }
    }
    let text = merged.to_text();
    let result = if kept.borrow().blocked {
        Err("what was stored could not be read, nor a copy of it kept".to_string())
    } else if stored.as_deref() == Some(text.as_str()) {
        Ok(())
    } else {
        browser_storage::write(local, T::KEY, &text)
    };
    let about = format!("{}/write", T::KEY);
    match result {
        Ok(()) => {
            if std::mem::take(&mut kept.borrow_mut().unsaved) {
                browser_storage::remove(browser_storage::session(), &unsaved_key(T::KEY));
                notice(game, &about, Some(format!("{} is saved now.", capital(T::NAME))));
            }
        }
        Err(why) => {
            kept.borrow_mut().unsaved = true;
            let in_tab = browser_storage::write(browser_storage::session(), &unsaved_key(T::KEY), &text).is_ok();
            let kept_where =
                if in_tab { "It is kept in this tab (a reload keeps it)" } else { "It is kept on this page until it is closed" };
            notice(
                game,
                &about,
                Some(format!(
                    "{} could not be saved: {why}. {kept_where}, and saved at the next change once there is room.",
                    capital(T::NAME)
                )),
            );
        }
    }
}

/// `text` (a store's name, in ASCII) with a capital first letter.
fn capital(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}
