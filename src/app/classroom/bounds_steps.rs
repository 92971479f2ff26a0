//! The Bounds view's table of the run's steps: each beam's plan, and each k's result with the
//! positions kept, expanded and pruned by the estimate, and its time.

use crate::app::store::use_proof;
use crate::game::proof_run::{BoundsAnswer, ESTIMATES};
use crate::worker_protocol::BoundsReport;
use rush_hour_engine::search::limits::{millis_text, thousands};
use yew::prelude::*;

#[function_component(BoundsSteps)]
pub(super) fn bounds_steps() -> Html {
    let proof = use_proof();
    let run = proof.run();
    if run.answers.is_empty() {
        return html! {};
    }
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label="Steps of the run">
            <table class="bounds-steps">
                <caption>{ format!("Steps with the estimate {}", ESTIMATES[proof.estimate as usize]) }</caption>
                <thead><tr>
                    <th scope="col">{ "#" }</th><th scope="col" class="text">{ "step" }</th><th scope="col" class="text">{ "result" }</th>
                    <th scope="col">{ "positions kept" }</th><th scope="col">{ "expanded" }</th>
                    <th scope="col">{ "pruned by h" }</th><th scope="col">{ "time" }</th>
                </tr></thead>
                <tbody>{ for run.answers.iter().enumerate().map(|(i, a)| step_row(i, a)) }</tbody>
            </table>
        </div>
    }
}

/// A step's row of the table.
fn step_row(i: usize, a: &BoundsAnswer) -> Html {
    let Some(step) = &a.step else { return html! {} };
    let time = millis_text(a.millis);
    match step {
        BoundsReport::Upper { width, found, shortened, memory_stop, .. } => {
            let result = match (found, shortened, memory_stop) {
                (Some(f), Some(s), _) if f != s => format!("a plan of {f} moves, shortened to {s}"),
                (_, Some(s), _) => format!("a plan of {s} moves"),
                (_, _, Some(layers)) => format!("stopped at the memory budget after {layers} layers"),
                _ => "no plan".into(),
            };
            html! {
                <tr data-testid="bounds-step" data-kind="upper" data-width={width.to_string()} data-moves={shortened.map(|s| s.to_string())}>
                    <td>{ i + 1 }</td><th scope="row">{ format!("beam, width {}", thousands(*width)) }</th>
                    <td class="what">{ result }</td><td>{ "–" }</td><td>{ "–" }</td><td>{ "–" }</td><td>{ time }</td>
                </tr>
            }
        }
        BoundsReport::Lower { k, proven, layers, expanded, pruned, .. } => {
            let kept: usize = layers.iter().sum();
            let result = if *proven { format!("no plan of ≤ {k} moves") } else { format!("a plan of {k} moves") };
            html! {
                <tr data-testid="bounds-step" data-kind="lower" data-k={k.to_string()} data-proven={proven.to_string()}
                    data-kept={kept.to_string()} data-expanded={expanded.to_string()} data-pruned={pruned.to_string()}>
                    <td>{ i + 1 }</td><th scope="row">{ format!("k = {k}") }</th>
                    <td class="what">{ result }</td><td>{ thousands(kept) }</td><td>{ thousands(*expanded) }</td><td>{ thousands(*pruned) }</td><td>{ time }</td>
                </tr>
            }
        }
    }
}
