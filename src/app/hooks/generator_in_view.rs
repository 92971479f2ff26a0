//! A page opened by the game page's "New puzzle" link (`&new=1`) scrolls the generator into view,
//! once, when the app has drawn it (its panels come in the tasks after the board's: `start_stage`).

use yew::prelude::*;

/// `show`: the page was opened by "New puzzle" and its panels are drawn.
#[hook]
pub fn use_generator_in_view(show: bool) {
    use_effect_with(show, move |&show| {
        if show && let Ok(Some(panel)) = gloo::utils::document().query_selector(".generator") {
            panel.scroll_into_view();
        }
    });
}
