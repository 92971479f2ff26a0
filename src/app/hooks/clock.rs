//! The puzzle's clock driven with the page's time: after every render where the game says the
//! clock should run and it does not (or the other way round) it is synced at `performance.now()`,
//! and the page's `visibilitychange` (its tab hidden or shown) is passed on.

use crate::app::GameHandle;
use crate::game::state::Action;
use gloo::events::EventListener;
use yew::prelude::*;

/// The page's time in milliseconds.
pub fn now() -> f64 {
    gloo::utils::window().performance().map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

fn page_hidden() -> bool {
    gloo::utils::document().hidden()
}

#[hook]
pub fn use_clock(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((game.clock_should_run(), game.clock.running()), move |(should, running)| {
            if should != running {
                game.dispatch(Action::ClockSync { now: now() });
            }
        });
    }
    let game = game.clone();
    use_effect_with((), move |_| {
        if page_hidden() {
            game.dispatch(Action::PageVisible { visible: false, now: now() });
        }
        let listener = EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
            game.dispatch(Action::PageVisible { visible: !page_hidden(), now: now() });
        });
        move || drop(listener)
    });
}
