//! "↓ Today's puzzle" and "↓ Levels" beside the mode switch in Play: the two ways into play one
//! click from the first screen, on a desktop (where the panels scroll in the side column) as on a
//! phone (where they come after the board and the controls). Each button scrolls its panel into
//! view and moves the keyboard's focus to the panel's heading. Buttons, not links to fragments:
//! the page's fragment is the puzzle.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Scrolls the panel `selector` to the top of its view (its border and heading whole) and focuses
/// its heading (made focusable by script only, `tabindex="-1"`, so Tab does not stop on it).
fn show_panel(selector: &str) {
    let document = gloo::utils::document();
    let heading = document.query_selector(&format!("{selector} h2")).ok().flatten();
    let Some(heading) = heading.and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok()) else { return };
    let _ = heading.set_attribute("tabindex", "-1");
    if let Ok(Some(panel)) = document.query_selector(selector) {
        panel.scroll_into_view();
    }
    let _ = heading.focus();
}

/// The buttons (a plain function, not a component: cheaper in the game's download).
pub(super) fn jump_links() -> Html {
    let button = |selector: &'static str, text: &'static str, testid: &'static str| {
        html! {
            <button type="button" class="jump" data-testid={testid} onclick={move |_: MouseEvent| show_panel(selector)}>
                <span aria-hidden="true">{ "↓ " }</span>{ text }
            </button>
        }
    };
    html! {
        <nav class="jump-links" aria-label="Jump to">
            { button("[data-testid=daily]", "Today's puzzle", "jump-daily") }
            { button("[data-testid=climb]", "Levels", "jump-levels") }
        </nav>
    }
}
