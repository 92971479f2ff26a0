//! The switch between the app's pages: Play, Edit, Classroom and Present, as tabs (so "Play" the
//! page is not confused with "Play" the plan's playback button).

use super::use_game;
use crate::game::state::{Action, Mode};
use yew::prelude::*;

#[function_component(ModeSwitch)]
pub(super) fn mode_switch() -> Html {
    let game = use_game();
    html! {
        <nav class="modes" aria-label="Mode" role="tablist">
            { for Mode::ALL.iter().map(|&mode| {
                let g = game.clone();
                html! {
                    <button class="mode" role="tab" aria-selected={ (game.mode == mode).to_string() }
                        data-testid={ format!("mode-{}", mode.name().to_lowercase()) }
                        onclick={ move |_| g.dispatch(Action::SetMode(mode)) }>{ mode.name() }</button>
                }
            }) }
        </nav>
    }
}
