//! The hint in words under the buttons: the move in card notation, the moves to go after it when
//! they are on show, and Apply.

use crate::app::store::GameHandle;
use crate::game::state::{Action, PlayAction};
use rush_hour_engine::model::notation::{Style, format_move};
use yew::prelude::*;

pub(super) fn hint_line(game: &GameHandle) -> Option<Html> {
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };
    game.play.hint.map(|h| {
        let words = format_move(&game.play.board, h.mv, Style::Card);
        let after = if game.settings.show_to_go { format!(" — {} to go after it", h.distance_after) } else { String::new() };
        html! {
            <p class="hint" data-testid="hint">
                { "Hint: " }<strong class="notation">{ words }</strong>{ after }
                <button type="button" onclick={on(Action::Play(PlayAction::ApplyHint))}>{ "Apply" }</button>
            </p>
        }
    })
}
