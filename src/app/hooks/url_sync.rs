//! The link follows the puzzle: the fragment shows the start of the puzzle on the board, and a
//! changed link (`hashchange`: the player edits the address, a link to another puzzle) loads its
//! puzzle.

use crate::app::{GameHandle, url};
use crate::game::state::{Action, Source};
use gloo::events::EventListener;
use yew::prelude::*;

#[hook]
pub fn use_url_sync(game: &GameHandle) {
    let grid = game.play.start_grid();
    use_effect_with(grid, move |grid| url::show_in_fragment(grid));
    let game = game.clone();
    use_effect_with((), move |_| {
        // Only dispatch here: this closure lives as long as the page, so the state it could
        // read would be the first render's; the reducer ignores a link to the puzzle on the
        // board.
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let text = url::current_fragment();
            if !text.trim().is_empty() {
                game.dispatch(Action::LoadText { text, source: Source::Url });
            }
        });
        move || drop(listener)
    });
}
