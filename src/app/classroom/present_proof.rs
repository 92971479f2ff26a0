//! The proof of the optimum in Present, for the back of the room: the two bounds in large
//! figures ("no plan of ≤ k moves", "a plan of u moves"), the chart of the gap closing, the note
//! on the latest step, where the run stands, and its controls. It is the Classroom's proof (the
//! App's `ProofRun`): a run begun there goes on here, and the other way round.

use super::bounds_chart::BoundsChart;
use super::bounds_controls::BoundsControls;
use super::bounds_lesson::step_note;
use super::bounds_status::BoundsStatus;
use crate::app::count::count;
use crate::app::store::use_proof;
use crate::worker_protocol::{BoundsOutcome, BoundsReport};
use yew::prelude::*;

#[function_component(PresentProof)]
pub(in crate::app) fn present_proof() -> Html {
    let proof = use_proof();
    let run = proof.run();
    let proven = match run.end() {
        Some(BoundsOutcome::Optimal { moves, .. }) => Some(*moves),
        _ => None,
    };
    let lower = if run.answers.iter().any(|a| matches!(a.step, Some(BoundsReport::Lower { .. }))) {
        format!("no plan of ≤ {} moves", run.lower())
    } else {
        "not proven yet".to_string()
    };
    let upper = run.upper().map_or("no plan yet".to_string(), |u| format!("a plan of {}", count(u, "move", "moves")));
    let note = run.answers.iter().rev().find_map(|a| a.step.as_ref()).map(|s| step_note(s, run.upper()));
    html! {
        <div class="present-proof" data-testid="present-proof">
            <h2>{ "Proving the optimum" }</h2>
            if let Some(moves) = proven {
                <p class="present-proven" data-testid="present-proven">{ format!("Optimum proven: {}", count(moves, "move", "moves")) }</p>
            } else {
                <dl class="present-bounds">
                    <dt>{ "Lower bound" }</dt><dd data-testid="present-lower">{ lower }</dd>
                    <dt>{ "Upper bound" }</dt><dd data-testid="present-upper">{ upper }</dd>
                </dl>
            }
            // The controls before the figures that grow, so the focused button stays in view.
            <BoundsControls print={false} />
            <BoundsChart points={run.points()} testid="present-bounds-chart" />
            <BoundsStatus />
            if let Some(note) = note {
                <div class="bounds-note" aria-live="polite">{ note }</div>
            }
        </div>
    }
}
