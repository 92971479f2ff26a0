//! The page's messages under its header: the alert (one at a time) and the notices, each with
//! its Dismiss button.

use super::store::use_game;
use crate::game::state::{Action, MessageAction};
use yew::prelude::*;

#[function_component(PageMessages)]
pub fn page_messages() -> Html {
    let game = use_game();
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
