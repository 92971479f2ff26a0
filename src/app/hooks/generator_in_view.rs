//! A page opened by the game page's "New puzzle" link (`&new=1`) scrolls the generator into view,
//! once.

use yew::prelude::*;

#[hook]
pub fn use_generator_in_view(show: bool) {
    use_effect_with((), move |_| {
        if show && let Ok(Some(panel)) = gloo::utils::document().query_selector(".generator") {
            panel.scroll_into_view();
        }
    });
}
