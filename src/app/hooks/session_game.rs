//! The game in progress kept for the browser's tab (sessionStorage, `game::session`), so that a
//! reload, or Back from the tools page, finds it as it was: written whenever it changes and when
//! the page goes away (`pagehide`: a reload, a link followed, the tab closed; the clock read
//! then), and read once at start-up for the page's first puzzle (the link's, or on `#daily` the
//! day's once its pool is fetched), which resumes it when it is the same puzzle. The entry's text
//! is the game's to write and read; here it is only stored and handed back.

use crate::app::browser_storage;
use crate::app::daily::pool;
use crate::app::store::GameHandle;
use crate::app::time::now;
use crate::app::url;
use crate::game::session::{SESSION_KEY, entry};
use crate::game::state::{Action, MessageAction, PuzzleAction, State};
use gloo::events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

/// The entry written; why not, when the browser refuses it.
fn write(state: &State) -> Result<(), String> {
    browser_storage::write(browser_storage::session(), SESSION_KEY, &entry(state, now()))
}

#[hook]
pub fn use_session_game(game: &GameHandle) {
    // The entry read at start-up, until the page's first puzzle has been offered it; while it
    // waits, nothing is written over it.
    let pending = use_mut_ref(|| browser_storage::read(browser_storage::session(), SESSION_KEY));
    let opened_daily = *use_memo((), |_| url::current_fragment() == pool::FRAGMENT);
    // Opened on `#daily`, the first puzzle is the day's, once its pool is fetched (unless the
    // player plays the default puzzle before).
    let waiting = opened_daily && game.puzzle_id.is_first() && game.play.history.is_empty();
    // The state of the last render, for `pagehide` (its listener outlives every render).
    let latest = use_mut_ref(|| None::<Rc<State>>);
    *latest.borrow_mut() = Some(game.0.clone());
    let p = &game.play;
    let kept = (p.start_grid(), p.history.clone(), p.redo.clone(), p.hints_used, game.clock);
    {
        let (game, pending) = (game.clone(), pending.clone());
        use_effect_with(kept, move |_| {
            if waiting {
                return;
            }
            if let Some(text) = pending.borrow_mut().take() {
                // The render of the resumed game writes it (a refused entry stays until a change).
                return game.dispatch(Action::Puzzle(PuzzleAction::Resume(text)));
            }
            // A write refused is said (a reload would lose the game), and taken down once one
            // succeeds; a browser that gives no sessionStorage at all is said once, at start-up
            // (`kept_stores`).
            let refused = write(&game.0).err().filter(|_| browser_storage::session().is_some());
            let text =
                refused.map(|why| format!("The game in progress could not be kept for this tab: {why}. A reload would start it afresh."));
            game.dispatch(Action::Messages(MessageAction::Notice { about: SESSION_KEY.into(), text }));
        });
    }
    use_effect_with((), move |_| {
        let listener = EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
            if pending.borrow().is_none()
                && let Some(state) = latest.borrow().as_ref()
            {
                // The page is going: nothing is left to say a refusal in.
                let _ = write(state);
            }
        });
        move || drop(listener)
    });
}
