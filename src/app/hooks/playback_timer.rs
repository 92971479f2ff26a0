//! The plan's playback: one move per tick (at the chosen speed) while playing.

use crate::app::store::GameHandle;
use crate::game::state::{Action, PlanAction, SPEEDS};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

#[hook]
pub fn use_playback_timer(game: &GameHandle) {
    let game = game.clone();
    let key = game.playback.as_ref().map(|p| (p.playing, p.step));
    let speed = game.settings.speed;
    use_effect_with((key, speed, game.puzzle_id), move |(key, speed, _)| {
        let timer = match key {
            Some((true, _)) => Some(Timeout::new(SPEEDS[*speed], move || game.dispatch(Action::Plan(PlanAction::Tick)))),
            _ => None,
        };
        move || drop(timer)
    });
}
