//! The way through the reviewed game: the buttons to its start, the previous and the next move
//! and its end, and the same on the page's keys (the arrows, Home, End; Escape closes the review).

use super::line_player::Line;
use crate::app::hooks::use_page_keys;
use crate::app::plan::icon;
use crate::app::store::GameDispatcher;
use crate::game::state::{Action, ReviewAction};
use yew::prelude::*;

/// `at`: the position on show, after this many moves of `last`; `on_go`: show the position after
/// this many moves. A plain function, not a component (lighter in the game's download).
pub(super) fn review_nav(at: usize, last: usize, on_go: &Callback<usize>) -> Html {
    let go = |to: usize| on_go.reform(move |_: MouseEvent| to);
    html! {
        <div class="review-nav buttons">
            <button type="button" onclick={go(0)} disabled={at == 0} aria-label="The start">{ icon("M3 2h2v12H3zM14 2v12L6 8z") }</button>
            <button type="button" onclick={go(at.saturating_sub(1))} disabled={at == 0} aria-label="Previous move">{ icon("M12 2v12L4 8z") }</button>
            <button type="button" onclick={go(at + 1)} disabled={at == last} aria-label="Next move">{ icon("M4 2v12l8-6z") }</button>
            <button type="button" onclick={go(last)} disabled={at == last} aria-label="The end">{ icon("M11 2h2v12h-2zM2 2v12l8-6z") }</button>
        </div>
    }
}

/// The review's keys on the page: the arrows step, Home and End go to the start and the end
/// (the line being played stops), Escape closes the review.
#[hook]
pub(super) fn use_review_keys(at: usize, last: usize, dispatch: GameDispatcher, line: Line) {
    use_page_keys(at, move |e| {
        let to = match e.key().as_str() {
            "ArrowLeft" | "Left" => at.saturating_sub(1),
            "ArrowRight" | "Right" => (at + 1).min(last),
            "Home" => 0,
            "End" => last,
            "Escape" => {
                dispatch.dispatch(Action::Review(ReviewAction::Show(None)));
                return true;
            }
            _ => return false,
        };
        line.set(None);
        dispatch.dispatch(Action::Review(ReviewAction::Show(Some(to))));
        true
    });
}
