//! The plans of the proof's run, each playable on a small board: every beam's that found one,
//! and the end's (the optimum's plan plays at once when it is proven).

use super::plan_player::PlanPlayer;
use crate::app::store::{use_game, use_proof};
use crate::game::proof_run::{ProofAction, ShownPlan};
use crate::worker_protocol::BoundsReport;
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

#[function_component(BoundsPlans)]
pub(super) fn bounds_plans() -> Html {
    let (game, proof) = (use_game(), use_proof());
    let run = proof.run();
    let mut plans: Vec<(String, Vec<Move>)> = run
        .answers
        .iter()
        .filter_map(|a| match (&a.step, &a.step_plan) {
            (Some(BoundsReport::Upper { width, .. }), Some(p)) => {
                Some((format!("the beam of width {}'s plan, {} moves", thousands(*width), p.len()), p.clone()))
            }
            _ => None,
        })
        .collect();
    if let Some(p) = run.answers.last().and_then(|a| a.end_plan.clone())
        && !plans.iter().any(|(_, q)| *q == p)
    {
        plans.push((format!("the plan the search of k = {} found, {} moves", p.len(), p.len()), p));
    }
    let buttons = plans.into_iter().map(|(title, plan)| {
        let proof = proof.clone();
        let label = format!("Play {title}");
        let show = Callback::from(move |_: MouseEvent| {
            proof.dispatch(ProofAction::Show(ShownPlan { title: title.clone(), plan: plan.clone(), autoplay: true }))
        });
        html! { <button type="button" onclick={show}>{ label }</button> }
    });
    // The plans are of the position the proof began from.
    let start = proof.origin.as_ref().map_or_else(|| game.play.position.clone(), |(_, p)| p.clone());
    html! {
        <>
            <div class="buttons bounds-plans">{ for buttons }</div>
            if let Some(ShownPlan { title, plan, autoplay }) = proof.shown.clone() {
                <PlanPlayer board={game.play.board.clone()} {start} {plan} {title} {autoplay} testid="bounds-player" />
            }
        </>
    }
}
