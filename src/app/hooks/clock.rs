//! The puzzle's clock driven with the page's time: after every render where the game says the
//! clock should run and it does not (or the other way round) it is synced at `performance.now()`,
//! and the page's `visibilitychange` (its tab hidden or shown) is passed on. While the clock runs,
//! its element (`app::clock`) is rewritten four times a second, straight into the DOM.

use crate::app::GameHandle;
use crate::app::clock::{CLOCK_ID, reading};
use crate::game::clock::format_time;
use crate::game::state::Action;
use gloo::events::EventListener;
use gloo::timers::callback::Interval;
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
        use_effect_with((game.clock_should_run(), game.clock), move |(should, clock)| {
            if *should != clock.running() {
                game.dispatch(Action::ClockSync { now: now() });
            }
            let clock = *clock;
            let ticking = clock.running().then(|| {
                Interval::new(250, move || {
                    if let Some(el) = gloo::utils::document().get_element_by_id(CLOCK_ID) {
                        let (ms, _) = reading(&clock, now());
                        el.set_text_content(Some(&format!("Time {}", format_time(ms))));
                        let _ = el.set_attribute("data-ms", &ms.to_string());
                    }
                })
            });
            move || drop(ticking)
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
