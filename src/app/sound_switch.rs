//! The Sound switch (off until the player turns it on; remembered). Turning it on plays a slide,
//! so the player hears what it does. A plain function, not a component (the checkbox holds its
//! state; a component's machinery would weigh on the game's download).

use super::sound::{self, Cue};
use super::store::GameDispatcher;
use crate::game::state::{Action, MessageAction};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The switch; a write of it the browser refuses is said in a notice (`dispatch`).
pub(super) fn sound_switch(dispatch: GameDispatcher) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let on = e.target_unchecked_into::<HtmlInputElement>().checked();
        let text =
            sound::set_on(on).err().map(|why| format!("The sound switch could not be saved: {why}. It holds until the page is closed."));
        dispatch.dispatch(Action::Messages(MessageAction::Notice { about: "sound".into(), text }));
        sound::play(Cue::Slide);
    });
    html! {
        <label class="sound-switch">
            <input type="checkbox" data-testid="sound-toggle" checked={sound::is_on()} {onchange} />
            { "Sound" }
        </label>
    }
}
