//! "Skip to the board": the page's first link, hidden until it has the keyboard's focus, which it
//! moves past the header to the board (its first focusable part: the red car in Play and Present,
//! the editor's board in Edit). A link to a fragment would not do: the page's fragment is the
//! puzzle.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The board's first focusable part, on whichever page is shown.
const BOARD_FOCUS: &str = "main svg.board[tabindex], main svg.board [tabindex]";

fn focus_board() {
    let Some(target) = gloo::utils::document().query_selector(BOARD_FOCUS).ok().flatten() else { return };
    if let Some(el) = target.dyn_ref::<web_sys::HtmlElement>() {
        let _ = el.focus();
    } else if let Some(el) = target.dyn_ref::<web_sys::SvgElement>() {
        let _ = el.focus();
    }
}

/// The link (a plain function, not a component: cheaper in the game's download).
pub(super) fn skip_link() -> Html {
    let onclick = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        focus_board();
    });
    html! { <a class="skip-link" href="#" onclick={onclick} data-testid="skip-to-board">{ "Skip to the board" }</a> }
}
