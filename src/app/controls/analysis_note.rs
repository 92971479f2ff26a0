//! The note under the buttons about the analysis: why there is none (with a search again with
//! more memory where it stopped at its budget), a board too large to analyse in full, a puzzle or
//! a position with no way out. It comes with the engine's answer, below everything it would move.

use crate::app::engine::analysis::worker_memory_budget;
use crate::app::store::GameHandle;
use crate::game::engine_failure::EngineFailure;
use crate::game::memory_budget::can_raise;
use crate::game::state::{Action, Analysis, AnalysisAction};
use rush_hour_engine::search::limits::bytes_text;
use yew::prelude::*;

pub(super) fn analysis_note(game: &GameHandle) -> Option<Html> {
    let stuck = game.unsolvable_here();
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };
    match &game.background.analysis {
        Analysis::Failed(msg) => {
            // A search that stopped at the worker's memory budget can be given more.
            let budget = worker_memory_budget(game.background.memory_raised);
            let raise = (matches!(msg, EngineFailure::MemoryBudget { .. }) && can_raise(budget)).then(|| {
                let more = bytes_text(worker_memory_budget(game.background.memory_raised + 1));
                html! {
                    <button type="button" data-testid="raise-memory" onclick={on(Action::Analysis(AnalysisAction::RaiseMemoryBudget))}>
                        { format!("Search again with up to {more}") }
                    </button>
                }
            });
            Some(html! {
                <p class="panel-note" role="status" data-testid="analysis-failed">
                    { format!("No analysis for this puzzle: {msg}. You can still play it; Hint, Solve and the moves-to-go count are unavailable.") }
                    { for raise }
                </p>
            })
        }
        Analysis::Lines { reason, .. } => Some(html! {
            <p class="panel-note" role="status" data-testid="plan-only">
                { format!("This board is too large to analyse in full here ({reason}): Hint, Solve and moves to go follow an optimal plan searched from the position on the board, and a new one is searched when you leave it.") }
            </p>
        }),
        Analysis::Ready(_) if game.optimal().is_none() => Some(html! {
            <p class="panel-note" role="status" data-testid="unsolvable">
                { "This puzzle cannot be solved: no sequence of moves frees the red car." }
            </p>
        }),
        Analysis::Ready(_) if stuck => Some(html! {
            <p class="panel-note" role="status" data-testid="unsolvable">
                { "The red car cannot get out from this position: undo or reset." }
            </p>
        }),
        _ => None,
    }
}
