//! The paste box: a grid string, a database line or a board drawn one row per line.

use super::use_game;
use yew::prelude::*;

#[function_component(PastePanel)]
pub fn paste_panel() -> Html {
    let _game = use_game();
    html! {}
}
