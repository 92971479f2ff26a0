//! The game's buttons: Undo, Redo, Reset, Hint, Solve and Share (which opens the share box).

use crate::app::store::GameHandle;
use crate::game::state::{Action, PlanAction, PlayAction};
use yew::prelude::*;

/// `shares`: Share's clicks (each copies the link again); `described`: the id of what Hint and
/// Solve wait for, while they wait.
pub(super) fn game_buttons(game: &GameHandle, shares: &UseStateHandle<u32>, described: Option<&'static str>) -> Html {
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };
    // Hint and Solve have an answer here: from the cluster, or from a plan line through here.
    let ready = game.answers_here();
    let won = game.play.won();
    let stuck = game.unsolvable_here();
    html! {
        <div class="buttons">
            <button type="button" disabled={game.play.history.is_empty()} onclick={on(Action::Play(PlayAction::Undo))}
                    title="Undo the last move (U, Ctrl+Z)">{ "Undo" }</button>
            <button type="button" disabled={game.play.redo.is_empty()} onclick={on(Action::Play(PlayAction::Redo))}
                    title="Redo (Ctrl+Shift+Z)">{ "Redo" }</button>
            <button type="button" disabled={game.play.history.is_empty()} onclick={on(Action::Play(PlayAction::Reset))}
                    title="Back to the start (R)">{ "Reset" }</button>
            <button type="button" disabled={!ready || won || stuck} onclick={on(Action::Play(PlayAction::Hint))}
                    aria-describedby={described} title="Show an optimal next move">{ "Hint" }</button>
            <button type="button" disabled={!ready || won || stuck || game.playback.is_some()} aria-describedby={described}
                    onclick={on(Action::Plan(PlanAction::Solve))} title="Play the shortest way out from here">{ "Solve" }</button>
            <button type="button" aria-expanded={(**shares > 0).to_string()}
                    onclick={ let s = shares.clone(); move |_| s.set(*s + 1) }
                    title="Copy a link to this puzzle">{ "Share" }</button>
        </div>
    }
}
