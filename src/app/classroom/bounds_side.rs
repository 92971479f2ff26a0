//! The three estimates side by side: the positions each expanded to prove each k, and in all,
//! which shows why a better admissible estimate matters.

use crate::app::store::use_proof;
use crate::game::proof_run::{ESTIMATES, Run};
use crate::worker_protocol::BoundsReport;
use rush_hour_engine::search::limits::thousands;
use std::collections::BTreeSet;
use yew::prelude::*;

/// A run's k, positions expanded and whether proven, per lower-bound step.
fn per_k(run: &Run) -> Vec<(usize, usize, bool)> {
    run.answers
        .iter()
        .filter_map(|a| match &a.step {
            Some(BoundsReport::Lower { k, expanded, proven, .. }) => Some((*k, *expanded, *proven)),
            _ => None,
        })
        .collect()
}

#[function_component(BoundsSideBySide)]
pub(super) fn bounds_side_by_side() -> Html {
    let proof = use_proof();
    let all: Vec<Vec<(usize, usize, bool)>> = proof.runs.iter().map(per_k).collect();
    let ks: BTreeSet<usize> = all.iter().flatten().map(|&(k, _, _)| k).collect();
    if ks.is_empty() {
        return html! { <p class="panel-note">{ "Run the proof with each estimate (or \"All three estimates\") to compare the positions each needs." }</p> };
    }
    let cell = |h: usize, k: usize| match all[h].iter().find(|&&(kk, _, _)| kk == k) {
        Some(&(_, e, _)) => html! { <td data-testid={format!("side-{}-{k}", ESTIMATES[h])}>{ thousands(e) }</td> },
        None => html! { <td>{ "·" }</td> },
    };
    let total = |h: usize| {
        let sum: usize = all[h].iter().map(|&(_, e, _)| e).sum();
        let done = proof.runs[h].done();
        html! { <td data-testid={format!("side-total-{}", ESTIMATES[h])} data-total={sum.to_string()} data-done={done.to_string()}>
        <strong>{ thousands(sum) }</strong>{ if done { "" } else { " (so far)" } }</td> }
    };
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-label="The three estimates side by side">
            <table class="bounds-side">
                <caption>{ "Positions expanded to prove each k, by estimate" }</caption>
                <thead><tr><th scope="col" class="text">{ "k" }</th>
                    { for ESTIMATES.iter().map(|n| html! { <th scope="col">{ *n }</th> }) }</tr></thead>
                <tbody>
                    { for ks.iter().map(|&k| html! { <tr><th scope="row">{ k }</th>{ cell(0, k) }{ cell(1, k) }{ cell(2, k) }</tr> }) }
                    <tr class="total"><th scope="row">{ "all k" }</th>{ total(0) }{ total(1) }{ total(2) }</tr>
                </tbody>
            </table>
        </div>
    }
}
