//! Before any move on a puzzle won before: the best win, and its review (it is replayed).

use crate::app::count::count;
use crate::app::store::GameHandle;
use crate::game::state::{Action, ReviewAction};
use yew::prelude::*;

/// The best win, when the puzzle on the board was won before and no move is made yet.
pub(super) fn best_win(game: &GameHandle) -> Html {
    let record = game.progress.get(&game.play.start_grid()).filter(|r| r.moves.is_some() && game.play.history.is_empty());
    let Some(best) = record.and_then(|r| r.best) else { return html! {} };
    html! {
        <p class="best-win" data-testid="best-win">
            { format!("Your best: {}", count(best as usize, "move", "moves")) }
            <button type="button" onclick={ let d = game.dispatcher(); move |_| d.dispatch(Action::Review(ReviewAction::BestWin)) }>
                { "Review it" }
            </button>
        </p>
    }
}
