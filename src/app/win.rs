//! The win banner: "Solved in N moves (optimal M)", a rating, next puzzle, replay and share.

use super::use_game;
use yew::prelude::*;

#[function_component(WinBanner)]
pub fn win_banner() -> Html {
    let game = use_game();
    if !game.won() {
        return html! {};
    }
    html! { <section class="win" role="status"><p>{ game.win_message() }</p></section> }
}
