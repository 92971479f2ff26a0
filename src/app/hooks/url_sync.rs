//! The link follows the puzzle: the fragment shows the start of the puzzle on the board (`#daily`
//! while it is today's daily puzzle), and a changed link (`hashchange`: the player edits the
//! address, a link to another puzzle) loads its puzzle; `#daily` loads today's.

use crate::app::daily::pool;
use crate::app::{GameHandle, url};
use crate::game::state::{Action, Source};
use gloo::events::EventListener;
use yew::prelude::*;

#[hook]
pub fn use_url_sync(game: &GameHandle) {
    // Read at the first render, before the effect below puts the default puzzle's grid there.
    let opened_daily = *use_memo((), |_| url::current_fragment() == pool::FRAGMENT);
    let today = game.daily.puzzle.as_ref().is_some_and(|p| p.date == pool::today());
    let fragment = if today { pool::FRAGMENT.to_string() } else { game.play.start_grid() };
    use_effect_with(fragment, move |fragment| url::show_in_fragment(fragment));
    let game = game.clone();
    use_effect_with((), move |_| {
        if opened_daily {
            pool::load_today(game.dispatcher());
        }
        // Only dispatch here: this closure lives as long as the page, so the state it could
        // read would be the first render's; the reducer ignores a link to the puzzle on the
        // board.
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let text = url::current_fragment();
            if text == pool::FRAGMENT {
                pool::load_today(game.dispatcher());
            } else if !text.trim().is_empty() {
                game.dispatch(Action::LoadText { text, source: Source::Url });
            }
        });
        move || drop(listener)
    });
}
