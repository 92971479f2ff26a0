//! The puzzle library: seed cards, records, graded packs and a random puzzle of a tier.

use super::use_game;
use yew::prelude::*;

#[function_component(LibraryPanel)]
pub fn library_panel() -> Html {
    let _game = use_game();
    html! {}
}
