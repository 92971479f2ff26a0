//! The puzzle's clock driven with the page's time: after every render where the game says the
//! clock should run and it does not (or the other way round) it is synced at `performance.now()`,
//! and the page's `visibilitychange` (its tab hidden or shown) is passed on. The clock's element
//! (`app::clock_view`) is rewritten straight into the DOM whenever the clock changes (Reset, a new
//! puzzle, a stop) and, while it runs, four times a second.

use crate::app::clock_view::{CLOCK_ID, reading};
use crate::app::store::GameHandle;
use crate::app::time::now;
use crate::game::clock::{Clock, format_time};
use crate::game::state::{Action, ClockAction};
use gloo::events::EventListener;
use gloo::timers::callback::Interval;
use yew::prelude::*;

/// The clock's element rewritten with its reading now: the text node Yew rendered keeps its place
/// (its text changed in place), so the next render's diff still finds it.
fn show(clock: &Clock) {
    let Some(el) = gloo::utils::document().get_element_by_id(CLOCK_ID) else { return };
    let (ms, state) = reading(clock, now());
    let text = format!("Time {}", format_time(ms));
    match el.first_child() {
        Some(node) if node.next_sibling().is_none() => node.set_node_value(Some(&text)),
        _ => el.set_text_content(Some(&text)),
    }
    let _ = el.set_attribute("data-ms", &ms.to_string());
    let _ = el.set_attribute("data-state", state);
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
                game.dispatch(Action::Clock(ClockAction::Sync { now: now() }));
            }
            let clock = *clock;
            // At once: a render may have left the element as the ticks last wrote it (its text
            // is what Yew last rendered, so a new clock's "0:00" after "0:00" changes nothing).
            show(&clock);
            let ticking = clock.running().then(|| Interval::new(250, move || show(&clock)));
            move || drop(ticking)
        });
    }
    let game = game.clone();
    use_effect_with((), move |_| {
        if page_hidden() {
            game.dispatch(Action::Clock(ClockAction::PageVisible { visible: false, now: now() }));
        }
        let listener = EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
            game.dispatch(Action::Clock(ClockAction::PageVisible { visible: !page_hidden(), now: now() }));
        });
        move || drop(listener)
    });
}
