//! Where the proof stands, in words: while a step searches, its progress (or that it waits its
//! turn in the worker); then how the run ended — the optimum proven, no plan, stopped at the
//! memory budget with what was proven, stopped by the class; and when the board has moved since
//! the proof began, that its figures are still of that position.

use crate::app::count::count;
use crate::app::engine::analysis::worker_memory_budget;
use crate::app::store::use_proof;
use crate::worker_protocol::BoundsOutcome;
use rush_hour_engine::search::limits::{bytes_text, thousands};
use yew::prelude::*;

#[function_component(BoundsStatus)]
pub(super) fn bounds_status() -> Html {
    let proof = use_proof();
    let run = proof.run();
    let working = match (&proof.asked, proof.progress) {
        (Some(_), Some((positions, depth, memory))) => html! {
            <p class="panel-note" data-testid="bounds-working" aria-live="polite">
                { format!("Searching: {} positions so far, depth {depth} (each k may use {} of this device's memory; the worker holds {} in all)…",
                          thousands(positions), bytes_text(worker_memory_budget(0)), bytes_text(memory)) }
            </p>
        },
        (Some(_), None) => html! {
            <p class="panel-note" data-testid="bounds-working">{ "Searching… (the engine's worker finishes the classroom's other searches first: on a big board, the game's analysis can take a minute)" }</p>
        },
        _ => html! {},
    };
    let (lower, upper) = (run.lower(), run.upper());
    let known = |sep: &str| upper.map_or(String::new(), |u| format!("{sep}a plan of {u} moves is known"));
    let outcome = match (run.end(), &run.failure, &run.stopped) {
        (_, Some(why), _) => html! {
            <p class="bounds-outcome stopped" data-testid="bounds-outcome" data-end="failed" role="status">
                { format!("The run stopped: {why}. Proven so far: no plan of ≤ {lower} moves{}.", known("; ")) }
            </p>
        },
        (Some(BoundsOutcome::Optimal { moves, met, .. }), _, _) => html! {
            <p class="bounds-outcome proven" data-testid="bounds-outcome" data-end="optimal" data-moves={moves.to_string()} role="status">
                <strong>{ format!("Optimum proven: {}. ", count(*moves, "move", "moves")) }</strong>
                { if *met { format!("No plan of {} moves or fewer exists, and a plan of {moves} is known: the bounds meet.", moves.saturating_sub(1)) }
                  else { format!("No plan of {} moves or fewer exists, and the search of k = {moves} found one.", moves.saturating_sub(1)) } }
            </p>
        },
        (Some(BoundsOutcome::Within { moves, .. }), _, _) => html! {
            <p class="bounds-outcome" data-testid="bounds-outcome" data-end="within" role="status">{ format!("A plan of at most {moves} moves exists.") }</p>
        },
        (Some(BoundsOutcome::NoPlan), _, _) => html! {
            <p class="bounds-outcome stopped" data-testid="bounds-outcome" data-end="no-plan" role="status">
                <strong>{ "No plan exists. " }</strong>
                { format!("The search of k = {lower} kept every position reachable from the start — the estimate pruned none — and none frees the red car.") }
            </p>
        },
        (Some(BoundsOutcome::MaxMoves), _, _) => html! {
            <p class="bounds-outcome" data-testid="bounds-outcome" data-end="max" role="status">{ format!("Proven: no plan of ≤ {lower} moves.") }</p>
        },
        (Some(BoundsOutcome::Stopped { why, memory }), _, _) => html! {
            <p class="bounds-outcome stopped" data-testid="bounds-outcome" data-end="stopped" data-lower={lower.to_string()} role="status">
                <strong>{ if *memory { format!("Stopped at this device's memory budget while searching k = {}. ", lower + 1) } else { format!("Stopped while searching k = {}. ", lower + 1) } }</strong>
                { format!("Proven here: no plan of ≤ {lower} moves{}. ({why})", upper.map_or(String::new(), |u| format!(", and a plan of {u} moves is known: the optimum is between {} and {u}", lower + 1))) }
            </p>
        },
        (None, None, Some(what)) => html! {
            <p class="bounds-outcome" data-testid="bounds-outcome" data-end="paused" role="status">
                { format!("Stopped by you while searching {what}. Proven so far: no plan of ≤ {lower} moves{}. Go on takes it from there.", known("; ")) }
            </p>
        },
        _ => html! {},
    };
    html! {
        <>
            if proof.moved {
                <p class="panel-note" data-testid="bounds-moved" role="status">
                    { "The board has moved since this proof began: its figures are of the position it began from. Start again proves the one on the board." }
                </p>
            }
            { working }
            { outcome }
        </>
    }
}
