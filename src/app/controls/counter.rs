//! The counter's first line: the clock at its right end, the moves made and, when they are on
//! show, the moves to go (or why there are none: searching, stopped, failed, unsolvable).

use crate::app::clock_view::clock_view;
use crate::app::count::count;
use crate::app::store::GameHandle;
use crate::game::state::Analysis;
use yew::prelude::*;

/// `busy`: the engine is working on what Hint and Solve wait for.
pub(super) fn counter(game: &GameHandle, busy: bool) -> Html {
    let stuck = game.unsolvable_here();
    let to_go = game.to_go();
    let n = game.play.moves();
    let to_go_view = if game.settings.show_to_go {
        let (state, value, text) = match &game.background.analysis {
            Analysis::Failed(_) => ("failed", None, "to go: unknown".to_string()),
            Analysis::Stopped => ("stopped", None, "analysis stopped".to_string()),
            analysis => match to_go {
                Some(m) => ("ready", Some(m.to_string()), format!("{m} to go")),
                None if stuck => ("unsolvable", None, "unsolvable from here".to_string()),
                None if matches!(analysis, Analysis::Lines { .. }) => ("searching", None, "searching…".to_string()),
                None if matches!(analysis, Analysis::Pending { .. }) => ("pending", None, "analysing…".to_string()),
                None => ("unsolvable", None, "unsolvable from here".to_string()),
            },
        };
        // What answers: the whole cluster, or one optimal plan's line.
        let source = match &game.background.analysis {
            Analysis::Ready(_) => Some("cluster"),
            _ if value.is_some() => Some("line"),
            _ => None,
        };
        html! {
            <>
                // " · " on the screen, ", " to a screen reader (panels.css: generated content
                // with alternative text), so the counter is read "9 moves, 0 to go".
                <span class="sep"></span>
                <span data-testid="to-go" data-state={state} data-value={value} data-source={source} class={classes!("to-go", state)}
                      aria-busy={busy.then_some("true")}>{ text }</span>
            </>
        }
    } else {
        html! {}
    };
    html! {
        <p class="counter">
            // The clock at the right end of the counter's first line.
            { clock_view(game) }
            <span data-testid="moves" data-value={n.to_string()}>
                { count(n, "move", "moves") }
            </span>
            { to_go_view }
        </p>
    }
}
