//! The browser's storage as the page may have it: `localStorage` (the progress, the settings, the
//! daily log, the sound switch) and `sessionStorage` (the tab's game in progress, the editor's
//! layout, a store the tab could not save). A browser whose player blocks sites' data (cookies
//! blocked in its settings) or a frame that may keep none throws on the first touch of either, or
//! gives none: then nothing is read or written, the game plays on without saving, and
//! `hooks::use_kept_stores` says so. Every write is checked: a write the browser refuses (its
//! quota full) comes back as an error in words for the page to say (`write`).

use web_sys::Storage;

/// `localStorage`, or `None` where the browser gives the page none.
pub fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// `sessionStorage`, or `None` where the browser gives the page none.
pub fn session() -> Option<Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The text stored under `key`, if the storage is there and has it.
pub fn read(storage: Option<Storage>, key: &str) -> Option<String> {
    storage?.get_item(key).ok().flatten()
}

/// `value` stored under `key`; when the storage is not there or refuses it, why, in words that
/// finish "could not be saved: …" ("this browser's storage for this site is full").
pub fn write(storage: Option<Storage>, key: &str, value: &str) -> Result<(), String> {
    let Some(storage) = storage else { return Err("this browser lets this page keep nothing".into()) };
    storage.set_item(key, value).map_err(|e| {
        // A DOMException's `name` (read as a property: not every engine's is an `Error`).
        let name = js_sys::Reflect::get(&e, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
        // Chromium and WebKit name it QuotaExceededError, Firefox NS_ERROR_DOM_QUOTA_REACHED.
        // (Compared whole: a substring search would bring the two-way string search into the
        // game's page, 2 KB.)
        if matches!(name.as_str(), "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED") {
            "this browser's storage for this site is full".to_string()
        } else {
            format!("the browser refused to store it ({})", if name.is_empty() { "no reason given" } else { &name })
        }
    })
}

/// `key` removed, where the storage is there (a removal frees space: it does not fail for want
/// of it).
pub fn remove(storage: Option<Storage>, key: &str) {
    if let Some(storage) = storage {
        let _ = storage.remove_item(key);
    }
}
