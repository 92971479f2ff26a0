//! The puzzle's clock on the page: the time so far, redrawn four times a second while it runs;
//! after a win the player made alone, the win's time.

use super::hooks::now;
use super::use_game;
use crate::game::clock::format_time;
use gloo::timers::callback::Interval;
use yew::prelude::*;

#[function_component(ClockView)]
pub(super) fn clock_view() -> Html {
    let game = use_game();
    let redraw = use_force_update();
    let running = game.clock.running();
    use_effect_with(running, move |running| {
        let interval = running.then(|| Interval::new(250, move || redraw.force_update()));
        move || drop(interval)
    });
    let ms = game.clock.won_ms.unwrap_or_else(|| game.clock.elapsed_ms(now()) as u64);
    let state = if running {
        "running"
    } else if game.clock.started {
        "stopped"
    } else {
        "waiting"
    };
    let title = match state {
        "waiting" => "The clock starts with your first move",
        "running" => "Time on this puzzle",
        _ => "The clock waits while the page is hidden or the solver's plan is on show",
    };
    html! {
        <p class="clock" data-testid="clock" data-ms={ms.to_string()} data-state={state} {title}>
            <span class="visually-hidden">{ "Time: " }</span>
            <span aria-hidden="true">{ "⏱ " }</span>{ format_time(ms) }
        </p>
    }
}
