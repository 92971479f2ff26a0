//! Another tab's save of a localStorage key: the `storage` event, which every other tab of the
//! site hears (never the tab that wrote), hands the key's new text to `on_text` for the page to
//! merge (`saved_progress`, `daily_log`).

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::StorageEvent;
use yew::prelude::*;

#[hook]
pub fn use_saved_elsewhere<F: Fn(String) + 'static>(key: &'static str, on_text: F) {
    use_effect_with((), move |_| {
        let listener = EventListener::new(&gloo::utils::window(), "storage", move |event| {
            let event: &StorageEvent = event.unchecked_ref();
            if event.key().as_deref() == Some(key)
                && let Some(text) = event.new_value()
            {
                on_text(text);
            }
        });
        move || drop(listener)
    });
}
