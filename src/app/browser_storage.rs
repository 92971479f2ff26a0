//! The browser's storage as the page may have it: `localStorage` (the progress, the settings, the
//! daily log, the sound switch) and `sessionStorage` (the tab's game in progress). A browser whose
//! player blocks sites' data (cookies blocked in its settings) or a frame that may keep none
//! throws on the first touch of either, or gives none: then nothing is read or written, the game
//! plays on without saving, and `hooks::use_saved_progress` says so. A write the browser refuses
//! (its quota full) is dropped the same way: the game never stops for its storage.

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

/// `value` stored under `key`, if the storage is there and takes it.
pub fn write(storage: Option<Storage>, key: &str, value: &str) {
    if let Some(storage) = storage {
        let _ = storage.set_item(key, value);
    }
}
