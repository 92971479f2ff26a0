//! The page's messages under its header: the alert (one at a time) and the notices, each with
//! its Dismiss button. A plain function, not a component: a component's machinery would weigh on
//! the game's download.

use super::store::GameHandle;
use crate::game::state::{Action, MessageAction};
use yew::prelude::*;

pub fn page_messages(game: &GameHandle) -> Html {
    html! {
        <>
            if let Some(alert) = &game.messages.alert {
                <p class="error" role="alert">
                    { alert }
                    <button class="dismiss" aria-label="Dismiss" onclick={ let g = game.clone(); move |_| g.dispatch(Action::Messages(MessageAction::DismissAlert)) }>{ "×" }</button>
                </p>
            }
            { for game.messages.notices.iter().map(|(about, text)| {
                let (g, about) = (game.clone(), about.clone());
                let dismiss = move |_| g.dispatch(Action::Messages(MessageAction::Notice { about: about.clone(), text: None }));
                html! {
                    <p class="notice" role="status">
                        { text }
                        <button class="dismiss" aria-label="Dismiss this notice" onclick={dismiss}>{ "×" }</button>
                    </p>
                }
            }) }
        </>
    }
}
