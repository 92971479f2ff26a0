//! The link follows the puzzle: the fragment shows the start of the puzzle on the board (`#daily`
//! while it is today's daily puzzle; each puzzle picked a history entry of its own, see
//! `url::show_in_fragment`), and a changed link (`hashchange`: the player edits the address, Back
//! or Forward, a link to another puzzle) loads its puzzle; `#daily` loads today's; a link that
//! does not read, a bare `#` and the puzzle's own link written another way (`:e`) get the kept
//! puzzle's link back, as the page writes it. On the tools page the query says the page on show
//! (`url::show_mode`).

use crate::app::daily::pool;
use crate::app::store::GameHandle;
use crate::app::url;
use crate::game::state::{Action, PuzzleAction, Source};
use gloo::events::EventListener;
use rush_hour_engine::model::grid;
use yew::prelude::*;

#[hook]
pub fn use_url_sync(game: &GameHandle) {
    // Read at the first render, before the effect below puts the default puzzle's grid there.
    let opened_daily = *use_memo((), |_| url::current_fragment() == pool::FRAGMENT);
    let today = game.daily.puzzle.as_ref().is_some_and(|p| p.date == pool::today());
    let fragment = if today { pool::FRAGMENT.to_string() } else { game.play.start_grid() };
    // The link of the puzzle on the board, for the listener below (which outlives every render).
    let shown = use_mut_ref(String::new);
    shown.borrow_mut().clone_from(&fragment);
    let board_grid = use_mut_ref(String::new);
    *board_grid.borrow_mut() = game.play.start_grid();
    use_effect_with(fragment, move |fragment| url::show_in_fragment(fragment));
    // (A `let`: the hook macro takes a statement with an attribute, not an expression.)
    #[cfg(feature = "tools")]
    let () = use_effect_with(game.settings.mode, |mode| url::show_mode(*mode));
    let game = game.clone();
    use_effect_with((), move |_| {
        // The very link of the puzzle on the board followed again (the address bar's Enter, a
        // link clicked): no `hashchange`, but Chromium and WebKit fire `popstate` (Firefox
        // nothing). It takes a bad link's alert down, as the link written another way does.
        let again = {
            let (game, board_grid) = (game.clone(), board_grid.clone());
            EventListener::new(&gloo::utils::window(), "popstate", move |_| {
                let text = url::current_fragment();
                if grid::parse_paste(&text).is_ok_and(|p| grid::format(&p.board, &p.start) == *board_grid.borrow()) {
                    game.dispatch(Action::Puzzle(PuzzleAction::LoadText { text, source: Source::Url }));
                }
            })
        };
        if opened_daily {
            pool::load_today(game.dispatcher());
        }
        // Only dispatch here: this closure lives as long as the page, so the state it could
        // read would be the first render's; the reducer ignores a link to the puzzle on the
        // board.
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let text = url::current_fragment();
            if text == pool::FRAGMENT {
                return pool::load_today(game.dispatcher());
            }
            // A bare `#` names no puzzle: the address gets the puzzle's link back.
            if text.trim().is_empty() {
                return url::put_back_fragment(&shown.borrow());
            }
            // The puzzle on the board, written another way (`:e`, ` : E`, `/9`)?
            let same = grid::parse_paste(&text).ok().map(|p| grid::format(&p.board, &p.start) == *board_grid.borrow());
            game.dispatch(Action::Puzzle(PuzzleAction::LoadText { text, source: Source::Url }));
            // A link that does not read leaves the game as it was (with an alert); the puzzle's
            // own link keeps it too (and takes such an alert down): either way the address bar
            // gets the kept puzzle's link back, as the page writes it, so a reload or a copied
            // address keeps it.
            if same != Some(false) {
                url::put_back_fragment(&shown.borrow());
            }
        });
        move || drop((listener, again))
    });
}
