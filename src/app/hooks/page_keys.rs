//! The page's keys: the one way a part of the app listens to keys pressed anywhere on the page
//! (the game's shortcuts, Present's stepping). A key typed into a text field, or pressed with Alt
//! or Meta, is the browser's and never reaches a handler.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// True when a key event comes from a text field (shortcuts must not fire while typing).
fn typing(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// Gives `on_key` every key pressed on the page (see the module's docs), listening anew whenever
/// `deps` change; a handler that returns true has used the key, whose default is then prevented.
#[hook]
pub fn use_page_keys<D, F>(deps: D, on_key: F)
where
    D: PartialEq + 'static,
    F: Fn(&KeyboardEvent) -> bool + 'static,
{
    use_effect_with(deps, move |_| {
        let listener = EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |e| {
                let e = e.dyn_ref::<KeyboardEvent>().expect("keydown is a KeyboardEvent");
                if !typing(e) && !e.alt_key() && !e.meta_key() && on_key(e) {
                    e.prevent_default();
                }
            },
        );
        move || drop(listener)
    });
}
