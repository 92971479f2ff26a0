//! The UvA 12×12's proof as this project recorded it (`recorded_bounds`: the CLI's own output,
//! `puzzles/uva-12x12-bounds.txt`), clearly marked as recorded, with the commands that reproduce
//! it: each k's figures, the chart of the bounds, the beam's plan of 44 and the optimal plan of
//! 25, playable. Open by itself when the board is a 12×12; the live run above goes as far as the
//! device allows.

use super::bounds_chart::{BoundsChart, BoundsPoint};
use super::plan_player::PlanPlayer;
use crate::recorded_bounds::{RECORDED, read};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::parse_plan;
use rush_hour_engine::search::limits::thousands;
use std::rc::Rc;
use yew::prelude::*;

/// The beam's upper bound in the recorded run (docs/bounds.md: width 100,000, 44 moves).
const BEAM_MOVES: usize = 44;

#[derive(Properties, PartialEq)]
pub(super) struct RecordedProofProps {
    /// Open at first (the board on show is a 12×12).
    pub open: bool,
}

#[function_component(RecordedProof)]
pub(super) fn recorded_proof(props: &RecordedProofProps) -> Html {
    let proof = use_memo((), |_| read(RECORDED));
    let puzzle = proof.grid.as_deref().and_then(|g| grid::parse_paste(g).ok());
    let plan = match (&puzzle, &proof.plan) {
        (Some(p), Some((_, text))) => parse_plan(&p.board, text).ok(),
        _ => None,
    };
    let optimum = proof.plan.as_ref().map(|(m, _)| *m);
    let points: Vec<BoundsPoint> = proof
        .ks
        .iter()
        .map(|r| BoundsPoint {
            label: format!("k{}", r.k),
            at_least: if r.proven { r.k + 1 } else { r.k },
            at_most: Some(if r.proven { BEAM_MOVES } else { r.k }),
        })
        .collect();
    let opt = |v: Option<u64>| v.map_or("–".to_string(), |n| thousands(n as usize));
    let rows = proof.ks.iter().map(|r| {
        html! {
            <tr data-k={r.k.to_string()} data-kept={r.kept.map(|n| n.to_string())}>
                <th scope="row">{ r.k }</th>
                <td class="what">{ if r.proven { format!("no plan of ≤ {}", r.k) } else { format!("a plan of {}", r.k) } }</td>
                <td>{ opt(r.kept) }</td><td>{ opt(r.expanded) }</td><td>{ opt(r.pruned) }</td>
                <td>{ r.seconds.map_or("–".to_string(), |s| format!("{s:.1} s")) }</td>
                <td>{ r.search_peak.clone().unwrap_or_else(|| "–".into()) }</td>
            </tr>
        }
    });
    // The file's comments as paragraphs (an empty comment line between two), each command apart.
    let mut blocks: Vec<(bool, String)> = Vec::new();
    let mut open_text = false;
    for n in &proof.notes {
        if n.is_empty() {
            open_text = false;
        } else if n.starts_with("rushhour ") {
            blocks.push((true, n.clone()));
            open_text = false;
        } else if open_text {
            let last = blocks.last_mut().expect("a paragraph open");
            last.1.push(' ');
            last.1.push_str(n);
        } else {
            blocks.push((false, n.clone()));
            open_text = true;
        }
    }
    let notes = blocks.into_iter().map(|(command, text)| {
        if command {
            html! { <li class="command"><code>{ text }</code></li> }
        } else {
            html! { <li>{ text }</li> }
        }
    });
    html! {
        <details class="bounds-recorded" open={props.open} data-testid="bounds-recorded">
            <summary>{ format!("Recorded: the UvA 12×12's proof, {} moves (this project's own run, not live)", optimum.unwrap_or(25)) }</summary>
            <p class="recorded-mark"><strong>{ "Recorded, not run here." }</strong>
                { " These figures are the output of rushhour bounds on one machine of 2 cores and 24 GB (the last two k took 29 and 53 minutes and up to 11.6 GB). The live run above goes as far as this device's memory allows and says where it stopped." }</p>
            <ul class="recorded-notes">{ for notes }</ul>
            <BoundsChart points={points} testid="bounds-recorded-chart" />
            <div class="table-scroll" tabindex="0" role="region" aria-label="The 12×12's recorded steps">
                <table class="bounds-steps">
                    <caption>{ "Each k of the recorded proof (two-level estimate)" }</caption>
                    <thead><tr><th scope="col" class="text">{ "k" }</th><th scope="col" class="text">{ "result" }</th><th scope="col">{ "positions kept" }</th>
                        <th scope="col">{ "expanded" }</th><th scope="col">{ "pruned by h" }</th><th scope="col">{ "time" }</th><th scope="col">{ "search peak" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            if let (Some(p), Some(plan)) = (puzzle, plan) {
                <PlanPlayer board={Rc::new(p.board)} start={p.start} plan={plan} title="the recorded optimal plan of the 12×12" testid="bounds-recorded-player" />
            }
        </details>
    }
}
