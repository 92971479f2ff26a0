//! The state graph's legend: what each mark means, and how many goal positions there are.

use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct GraphLegendProps {
    pub goals: usize,
}

#[function_component(GraphLegend)]
pub(super) fn graph_legend(props: &GraphLegendProps) -> Html {
    let goals = props.goals;
    html! {
        <p class="graph-legend">
            <span class="key here">{ "position on the board" }</span>
            <span class="key best">{ "its shortest way out" }</span>
            <span class="key mine">{ "your moves from the start" }</span>
            <span class="key goal">{ format!("{} goal position{}", thousands(goals), if goals == 1 { "" } else { "s" }) }</span>
        </p>
    }
}
