//! The player's first gesture on the page (a pointer press or a key), which lets sound play.

use crate::app::sound;
use gloo::events::{EventListener, EventListenerOptions};
use yew::prelude::*;

#[hook]
pub fn use_first_gesture() {
    use_effect_with((), move |_| {
        let window = gloo::utils::window();
        let listen = |kind: &'static str| {
            EventListener::new_with_options(&window, kind, EventListenerOptions::run_in_capture_phase(), |_| sound::gestured())
        };
        let listeners = [listen("pointerdown"), listen("keydown")];
        move || drop(listeners)
    });
}
