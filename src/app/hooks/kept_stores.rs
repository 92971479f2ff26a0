//! What outlives the page, in localStorage: the player's progress, the daily log and the board's
//! switches, each a `game::kept::KeptStore`, read and written here and nowhere else, on both
//! pages, by one hook for all three:
//!
//! - read once at start-up, with what this tab could not save before (sessionStorage,
//!   `kept::unsaved_key`) merged in; a part that does not read is kept as it was, and said;
//! - written whenever the page's copy changes, with what is stored by then merged in (another
//!   tab's save, a newer version's fields), and only when that changes the stored text: a page
//!   never writes back less than it read, nor writes when it changed nothing;
//! - every write checked: one the browser refuses (its storage full) is said at once, and what
//!   was not saved stays in the page and in the tab's sessionStorage until a write succeeds (at
//!   the next change, or the next start of the page in this tab);
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
use std::any::Any;
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

/// A kept store as the hook handles it, its type erased (one copy of the hook's effects for the
/// three stores: each copy costs the game's page about 1.5 KB).
trait PageStore {
    fn key(&self) -> &'static str;
    fn name(&self) -> &'static str;
    /// The page's copy (a render that changed nothing keeps the same: compared by pointer, and
    /// held while compared, so that a new copy never takes a freed one's address).
    fn copy(&self) -> Rc<dyn Any>;
    /// A stored text read: the action that merges it into the page, and how many of its parts
    /// it keeps unread; `None` when it does not read.
    fn read(&self, text: &str) -> Option<(Action, usize)>;
    /// The text to write: the page's copy with `stored` merged in, and whether `stored` read.
    fn merged(&self, stored: Option<&str>) -> (String, bool);
}

/// The page's copy of the store `T`, and the action that merges a stored copy into the page's.
struct StoreCopy<T> {
    ours: Rc<T>,
    restore: fn(T) -> Action,
}

impl<T: KeptStore> PageStore for StoreCopy<T> {
    fn key(&self) -> &'static str {
        T::KEY
    }

    fn name(&self) -> &'static str {
        T::NAME
    }

    fn copy(&self) -> Rc<dyn Any> {
        self.ours.clone()
    }

    fn read(&self, text: &str) -> Option<(Action, usize)> {
        let stored = T::read(text, parse_json)?;
        let unread = stored.unread();
        Some(((self.restore)(stored), unread))
    }

    fn merged(&self, stored: Option<&str>) -> (String, bool) {
        let mut merged = (*self.ours).clone();
        let readable = match stored.map(|text| T::read(text, parse_json)) {
            Some(Some(stored)) => {
                merged.merge_stored(&stored);
                true
            }
            Some(None) => false,
            None => true,
        };
        (merged.to_text(), readable)
    }
}

/// The page's copies of the stores, compared by pointer.
struct Copies(Vec<Rc<dyn Any>>);

impl PartialEq for Copies {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len() && self.0.iter().zip(&other.0).all(|(a, b)| Rc::ptr_eq(a, b))
    }
}

/// What the hook knows of a store between renders.
#[derive(Default)]
struct StoreWrites {
    /// The page's copy last seen (`PageStore::copy`): a new one is written.
    seen: Option<Rc<dyn Any>>,
    /// The stored text did not read and no copy of it could be set aside: nothing is written over it.
    blocked: bool,
    /// The last write failed: what it held waits in sessionStorage.
    unsaved: bool,
}

/// The three kept stores: read at start-up, written when the page's copy of one changes,
/// another tab's save merged in.
#[hook]
pub fn use_kept_stores(game: &GameHandle) {
    let settings = use_memo(game.settings.saved(), |s| Rc::new(s.clone()));
    let stores: Rc<[Box<dyn PageStore>; 3]> = Rc::new([
        Box::new(StoreCopy { ours: game.progress.clone(), restore: |p| Action::Saved(SavedAction::Progress(p)) }),
        Box::new(StoreCopy { ours: game.daily.log.clone(), restore: |l| Action::Saved(SavedAction::DailyLog(l)) }),
        Box::new(StoreCopy::<SavedSettings> { ours: (*settings).clone(), restore: |s| Action::Saved(SavedAction::Settings(s)) }),
    ]);
    let kept = use_mut_ref(<[StoreWrites; 3]>::default);
    {
        let (game, kept, stores) = (game.clone(), kept.clone(), stores.clone());
        use_effect_with((), move |_| {
            if browser_storage::local().is_none() {
                notice(&game, "storage", Some(no_storage()));
            }
            for (store, kept) in stores.iter().zip(kept.borrow_mut().iter_mut()) {
                // The first render shows what the page starts with, not a change: not written.
                kept.seen = Some(store.copy());
                start(&game, kept, &**store);
            }
            // Another tab's save: merged into the page's.
            let heard = EventListener::new(&gloo::utils::window(), "storage", move |event| {
                let event: &web_sys::StorageEvent = event.unchecked_ref();
                let store = stores.iter().find(|s| event.key().as_deref() == Some(s.key()));
                if let Some((action, _)) = store.zip(event.new_value()).and_then(|(store, text)| store.read(&text)) {
                    game.dispatch(action);
                }
            });
            move || drop(heard)
        });
    }
    let game = game.clone();
    let copies = Copies(stores.iter().map(|s| s.copy()).collect());
    use_effect_with(copies, move |_| {
        for (store, kept) in stores.iter().zip(kept.borrow_mut().iter_mut()) {
            let copy = store.copy();
            if !kept.seen.replace(copy.clone()).is_some_and(|seen| Rc::ptr_eq(&seen, &copy)) {
                save(&game, kept, &**store);
            }
        }
    });
}

/// A notice about `about`, set or taken down.
fn notice(game: &GameHandle, about: &str, text: Option<String>) {
    game.dispatch(Action::Messages(MessageAction::Notice { about: about.into(), text }));
}

/// Reads a store at start-up into the page, with what this tab could not save before.
fn start(game: &GameHandle, kept: &mut StoreWrites, store: &dyn PageStore) {
    if browser_storage::local().is_none() {
        return;
    }
    if let Some(text) = browser_storage::read(browser_storage::local(), store.key()) {
        match store.read(&text) {
            Some((action, unread)) => {
                say_unread(game, store.key(), store.name(), unread);
                game.dispatch(action);
            }
            None => set_aside(game, kept, store.key(), store.name(), &text),
        }
    }
    let unsaved = browser_storage::read(browser_storage::session(), &unsaved_key(store.key()));
    if let Some((action, _)) = unsaved.and_then(|text| store.read(&text)) {
        // Merged into the page's copy, which the change then saves (or keeps waiting).
        kept.unsaved = true;
        game.dispatch(action);
    }
}

/// The notice of a store's parts kept unread (none when there are none).
fn say_unread(game: &GameHandle, key: &str, name: &str, unread: usize) {
    if unread == 0 {
        return;
    }
    let (parts, them) = if unread == 1 { ("1 part".to_string(), "it was") } else { (format!("{unread} parts"), "they were") };
    let text = format!("{parts} of {name} could not be read by this version of the game; kept as {them}, not shown.");
    notice(game, &format!("{key}/read"), Some(text));
}

/// A stored text that does not read: copied aside before anything is written over it, or, when
/// the copy cannot be made, left as it is (`StoreWrites::blocked`). Says which.
fn set_aside(game: &GameHandle, kept: &mut StoreWrites, key: &str, name: &str, text: &str) {
    let aside = set_aside_key(key);
    let said = match browser_storage::write(browser_storage::local(), &aside, text) {
        Ok(()) => format!(
            "{} could not be read and was set aside: a copy is kept in this browser ({aside}). New results are saved from now on.",
            capital(name)
        ),
        Err(why) => {
            kept.blocked = true;
            format!(
                "{} could not be read, and no copy of it could be kept aside ({why}): it is left as it is, and new results are kept in this tab only.",
                capital(name)
            )
        }
    };
    notice(game, &format!("{key}/read"), Some(said));
}

/// The page's copy written, with what is stored now merged in (`write`).
fn save(game: &GameHandle, kept: &mut StoreWrites, store: &dyn PageStore) {
    if browser_storage::local().is_none() {
        return; // said once at start-up
    }
    let stored = browser_storage::read(browser_storage::local(), store.key());
    let (text, readable) = store.merged(stored.as_deref());
    write(game, kept, store, stored, readable, text);
}

/// `text` written over `store`'s `stored` text (`readable` when it read): not when it is the
/// same; not over a text that does not read before a copy of it is set aside, nor over one that
/// could not be copied. A write refused is said, and `text` kept in the tab's sessionStorage
/// until a write succeeds.
fn write(game: &GameHandle, kept: &mut StoreWrites, store: &dyn PageStore, stored: Option<String>, readable: bool, text: String) {
    let (key, name) = (store.key(), store.name());
    if let Some(old) = stored.as_deref().filter(|_| !readable && !kept.blocked) {
        // Written unreadable since the start (by hand, or another version): set aside first.
        set_aside(game, kept, key, name, old);
    }
    let result = if kept.blocked {
        Err("what was stored could not be read, nor a copy of it kept".to_string())
    } else if stored.as_deref() == Some(text.as_str()) {
        Ok(())
    } else {
        browser_storage::write(browser_storage::local(), key, &text)
    };
    let about = format!("{key}/write");
    match result {
        Ok(()) => {
            if std::mem::take(&mut kept.unsaved) {
                browser_storage::remove(browser_storage::session(), &unsaved_key(key));
                notice(game, &about, Some(format!("{} is saved now.", capital(name))));
            }
        }
        Err(why) => {
            kept.unsaved = true;
            let in_tab = browser_storage::write(browser_storage::session(), &unsaved_key(key), &text).is_ok();
            let kept_where =
                if in_tab { "It is kept in this tab (a reload keeps it)" } else { "It is kept on this page until it is closed" };
            notice(
                game,
                &about,
                Some(format!(
                    "{} could not be saved: {why}. {kept_where}, and saved at the next change once there is room.",
                    capital(name)
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
