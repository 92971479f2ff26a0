//! The Sound switch (off until the player turns it on; remembered). Turning it on plays a slide,
//! so the player hears what it does.

use super::sound::{self, Cue};
use yew::prelude::*;

#[function_component(SoundSwitch)]
pub(super) fn sound_switch() -> Html {
    let on = use_state_eq(sound::is_on);
    let onchange = {
        let on = on.clone();
        Callback::from(move |_: Event| {
            sound::set_on(!*on);
            on.set(!*on);
            sound::play(Cue::Slide);
        })
    };
    html! {
        <label class="sound-switch">
            <input type="checkbox" data-testid="sound-toggle" checked={*on} {onchange} />
            { "Sound" }
        </label>
    }
}
