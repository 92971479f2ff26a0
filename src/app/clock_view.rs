//! The puzzle's clock on the page: the time so far (the clock hook rewrites it four times a
//! second while it runs, without a render); after a win the player made alone, the win's time.
//! A plain function, not a component: a component's machinery would weigh on the game's download.

use crate::app::store::GameHandle;
use crate::app::time::now;
use crate::game::clock::{Clock, format_time};
use yew::prelude::*;

/// The element's id, for the hook that updates it.
pub const CLOCK_ID: &str = "clock";

/// What the clock shows at `now`: milliseconds and whether it waits, runs or has stopped.
pub fn reading(clock: &Clock, now: f64) -> (u64, &'static str) {
    let ms = clock.won_ms.unwrap_or_else(|| clock.elapsed_ms(now) as u64);
    let state = if clock.running() {
        "running"
    } else if clock.started {
        "stopped"
    } else {
        "waiting"
    };
    (ms, state)
}

pub(super) fn clock_view(game: &GameHandle) -> Html {
    let (ms, state) = reading(&game.clock, now());
    html! {
        <span class="clock" id={CLOCK_ID} data-testid="clock" data-ms={ms.to_string()} data-state={state}
           title="The clock starts with your first move and waits while the page is hidden, another page than Play is open or the solver's plan is on show">
            { format!("Time {}", format_time(ms)) }
        </span>
    }
}
