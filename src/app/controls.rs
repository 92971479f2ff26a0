//! The move counter ("N moves · M to go") and the Undo, Redo, Reset, Hint, Solve and Share buttons.

use super::use_game;
use crate::game::state::Action;
use yew::prelude::*;

#[function_component(Controls)]
pub fn controls() -> Html {
    let game = use_game();
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };
    let to_go = game.to_go();
    html! {
        <section class="controls">
            <p class="counter">
                <span data-testid="moves" data-value={game.moves().to_string()}>{ format!("{} moves", game.moves()) }</span>
                if game.show_to_go {
                    <span data-testid="to-go" data-value={to_go.map(|m| m.to_string()).unwrap_or_default()}>
                        { match to_go { Some(m) => format!(" · {m} to go"), None => " · …".into() } }
                    </span>
                }
            </p>
            <div class="buttons">
                <button onclick={on(Action::Undo)}>{ "Undo" }</button>
                <button onclick={on(Action::Redo)}>{ "Redo" }</button>
                <button onclick={on(Action::Reset)}>{ "Reset" }</button>
                <button onclick={on(Action::Hint)}>{ "Hint" }</button>
                <button onclick={on(Action::Solve)}>{ "Solve" }</button>
            </div>
        </section>
    }
}
