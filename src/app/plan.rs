//! The solver's plan in card notation with playback controls (play/pause, step, speed).

use super::use_game;
use yew::prelude::*;

#[function_component(PlanPanel)]
pub fn plan_panel() -> Html {
    let _game = use_game();
    html! {}
}
