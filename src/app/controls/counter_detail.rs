//! The counter's second line: the help this game had (the hints used) and the optimum; while the
//! engine works, what Hint and Solve wait for, its progress and Stop, in the same room (as tall as
//! a button from the first paint, room for two lines of words), so nothing moves when they come
//! or go.

use crate::app::count::count;
use crate::app::store::GameHandle;
use crate::game::state::{Action, Analysis, AnalysisAction};
use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

/// What Hint and Solve wait for while the engine works, whatever the settings, and its progress in
/// words.
pub(super) fn engine_wait(game: &GameHandle) -> Option<(&'static str, Option<String>)> {
    let stuck = game.unsolvable_here();
    let to_go = game.to_go();
    match &game.background.analysis {
        Analysis::Pending { positions, .. } if to_go.is_none() && !stuck => Some((
            "Hint and Solve wait for the engine's analysis",
            (*positions > 0).then(|| format!("{} positions", thousands(*positions))),
        )),
        Analysis::Lines { positions, depth, .. } if to_go.is_none() && !stuck => Some((
            "Hint and Solve wait for a plan from here",
            (*positions > 0).then(|| format!("{} positions, depth {depth}", thousands(*positions))),
        )),
        _ => None,
    }
}

/// The engine has worked on the analysis and has no answer here yet: its Stop button may come.
pub(super) fn analysing(game: &GameHandle) -> bool {
    matches!(game.background.analysis, Analysis::Pending { .. } | Analysis::Lines { .. })
        && game.to_go().is_none()
        && !game.unsolvable_here()
}

/// `offer_stop`: the engine has worked long enough for its wait to show, in place of the hints
/// used and the optimum.
pub(super) fn counter_detail(game: &GameHandle, wait: Option<(&'static str, Option<String>)>, offer_stop: bool) -> Html {
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };
    // It comes once the engine has worked a while (the 6×6 puzzles are answered before), in place
    // of the hints used and the optimum, which come back with the answer.
    let wait_view = wait.filter(|_| offer_stop).map(|(why, progress)| {
        html! {
            <span key="engine-wait" class="engine-wait" id="engine-wait" data-testid="engine-wait" aria-busy="true">
                <span class="engine-wait-words">
                    <span class="engine-wait-why">{ why }</span>
                    if let Some(p) = progress {
                        { ": " }<span class="search-progress" data-testid="search-progress">{ p }</span>
                    }
                </span>
                <button type="button" class="stop-analysis" onclick={on(Action::Analysis(AnalysisAction::Stop))}
                        aria-label="Stop analysis" title="Stop analysing this puzzle (hints and moves to go stay off)">{ "Stop" }</button>
            </span>
        }
    });
    let optimal = match game.optimal() {
        Some(m) => format!("optimal {}", count(m as usize, "move", "moves")),
        None if game.cluster().is_some() => "no solution".into(),
        None => String::new(),
    };
    html! {
        // The help this game had, by its count of moves, and the optimum; while the engine
        // works, what Hint and Solve wait for.
        // Keyed, so that the wait and the help each come as elements of their own: the same
        // element reused for the other moved, and counted as a layout shift (first-paint.test.mjs).
        <p class="counter-detail">
            if let Some(wait) = wait_view {
                { wait }
            } else {
                <span key="hints-used" class="hints-used" data-testid="hints-used" data-value={game.play.hints_used.to_string()}>
                    { format!("Hints used: {}", game.play.hints_used) }
                </span>
                // The optimum, shown whether or not moves to go are (the stars are earned
                // against it).
                <span key="optimal" class="optimal" hidden={optimal.is_empty()}><span class="sep"></span>{ optimal }</span>
            }
        </p>
    }
}
