//! How the visualizer's search ended: the goal found and its plan (and the expansions when the
//! goal was generated), the cluster exhausted with no goal, or the budget reached.

use crate::app::count::count;
use crate::worker_protocol::LayersReport;
use rush_hour_engine::model::board::Board;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::search::layers::LayerStatus;
use rush_hour_engine::search::limits::thousands;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct LayerOutcomeProps {
    pub board: Rc<Board>,
    pub snapshot: LayersReport,
}

#[function_component(LayerOutcome)]
pub(super) fn layer_outcome(props: &LayerOutcomeProps) -> Html {
    let s = &props.snapshot;
    match (&s.status, &s.plan) {
        (LayerStatus::Found { depth }, Some(plan)) => html! {
            <div class="viz-found" data-testid="viz-found" data-depth={depth.to_string()}>
                <p><strong>{ format!("Goal found at depth {depth}!") }</strong>
                   { " The first layer that holds a goal position gives a shortest plan:" }</p>
                <p class="notation viz-plan" data-testid="viz-plan" data-moves={plan.len().to_string()}>
                    { for plan.iter().map(|&m| html! { <span class="card">{ format_move(&props.board, m, Style::Card) }</span> }) }
                </p>
                <p class="panel-note">{ count(plan.len(), "move", "moves") }</p>
                if let Some(at_goal) = s.expanded_to_goal.filter(|_| *depth > 0) {
                    <p class="panel-note" data-testid="viz-expanded-to-goal" data-expanded={at_goal.to_string()}>
                        { format!("BFS generated the goal while expanding position {}: a search that stops there, as the table's BFS below does, counts {} expanded. This view finishes layer {depth} to show all of it, so it has expanded every position of layers 0 to {}: {}.",
                            thousands(at_goal as usize), thousands(at_goal as usize), depth.saturating_sub(1), thousands(s.expanded as usize)) }
                    </p>
                }
            </div>
        },
        (LayerStatus::Exhausted, _) => html! {
            <p class="viz-found none" data-testid="viz-found">
                { format!("No goal: all {} positions were seen and none frees the red car.", thousands(s.discovered)) }
            </p>
        },
        (LayerStatus::Budget, _) => html! {
            <p class="viz-found none" data-testid="viz-found">
                { format!("Stopped at {} positions, the browser's budget for this demonstration.", thousands(s.discovered)) }
            </p>
        },
        _ => html! {},
    }
}
