//! The Sound switch (off until the player turns it on; remembered). Turning it on plays a slide,
//! so the player hears what it does. A plain function, not a component (the checkbox holds its
//! state; a component's machinery would weigh on the game's download).

use super::sound::{self, Cue};
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub(super) fn sound_switch() -> Html {
    let onchange = Callback::from(move |e: Event| {
        let on = e.target_unchecked_into::<HtmlInputElement>().checked();
        sound::set_on(on);
        sound::play(Cue::Slide);
    });
    html! {
        <label class="sound-switch">
            <input type="checkbox" data-testid="sound-toggle" checked={sound::is_on()} {onchange} />
            { "Sound" }
        </label>
    }
}
