//! The state graph of the puzzle's cluster (`graph::build`, run by the engine worker:
//! `engine::tool_requests`; `use_built_graph`) on a canvas (`graph_picture`): every
//! position a dot, every pair of positions one move apart a thin line, in columns by distance to
//! the goal (the farthest on the left, the goals on the right, dead positions last). Over it: the
//! position on the board ringed, its optimal path to the goal, and the player's own path from the
//! start (`use_graph_marks`). The wheel (or + and −, or the buttons) zooms about the pointer, a
//! drag pans, a click on a dot goes to that position (`graph_canvas`), and the dot under the
//! pointer is shown as a board (`graph_hover`). Clusters up to `MAX_NODES` positions are drawn
//! (Fogleman's 4,780-position cluster and far larger ones); larger clusters get a histogram of
//! positions by distance to the goal.
//!
//! The canvas is painted outside Yew's renders, at most once a frame, from `Screen` (the view and
//! the marks); its element carries what tests and benchmarks read: the last paint's time
//! (`data-draw-ms`), the graph's build time in the worker (`data-build-ms`) and the page's time to
//! read it and lay it out (`data-read-ms`), the zoom (`data-scale`), where the
//! position on the board is (`data-here`) and the points of its shortest way out (`data-best`),
//! in CSS pixels from the canvas's corner.

use super::bar_chart::BarChart;
use super::graph_build::{MAX_NODES, use_built_graph};
use super::graph_buttons::GraphButtons;
use super::graph_canvas::GraphCanvas;
use super::graph_hover::GraphHover;
use super::graph_legend::GraphLegend;
use super::graph_marks::use_graph_marks;
use super::graph_screen::{NoGraph, Screen};
use crate::app::count::count;
use crate::app::store::use_game;
use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

#[function_component(GraphPanel)]
pub(super) fn graph_panel() -> Html {
    let game = use_game();
    let canvas = use_node_ref();
    let screen = use_mut_ref(Screen::default);
    let hover = use_state_eq(|| None::<u32>);
    let built = use_built_graph(&game, &screen);
    let drawn = built.as_deref().and_then(|b| b.as_ref().ok()).cloned();
    use_graph_marks(&game, drawn.clone(), *hover, &canvas, &screen);

    let body = match built.as_deref() {
        None => match game.background.analysis.why_no_cluster() {
            Some(why) => html! {
                <p class="panel-note" data-testid="graph-unavailable">
                    { why }{ " The state graph is drawn from it; the layer-by-layer search above and the algorithm table below work without it." }
                </p>
            },
            None => html! { <p class="panel-note">{ "Waiting for the analysis of the puzzle…" }</p> },
        },
        Some(Err(NoGraph::Failed(e))) => {
            html! { <p class="panel-note" data-testid="graph-failed">{ format!("The graph could not be built: {e}") }</p> }
        }
        Some(Err(NoGraph::TooLarge(size, histogram))) => {
            let here = game.to_go().map(usize::from);
            html! {
                <>
                    <p class="panel-note" data-testid="graph-too-large">
                        { format!("This cluster has {} positions, too many to draw one by one (the graph is drawn up to {}). Here is how many positions lie at each distance from the goal; the marked bar is the position on the board.", thousands(*size), thousands(MAX_NODES)) }
                    </p>
                    <BarChart values={histogram.clone()} axis="distance to the goal" mark={here} testid="graph-histogram" />
                </>
            }
        }
        Some(Ok(d)) => {
            let g = &d.graph;
            let goals = g.nodes.iter().filter(|n| n.distance == Some(0)).count();
            let under = hover.and_then(|n| g.nodes.get(n as usize)).cloned();
            html! {
                <>
                    <GraphLegend {goals} />
                    <div class="graph-box">
                        <GraphCanvas canvas={canvas.clone()} screen={screen.clone()} hover={hover.clone()} drawn={d.clone()} />
                        <GraphHover board={game.play.board.clone()} {under} />
                    </div>
                    <GraphButtons canvas={canvas.clone()} screen={screen.clone()} drawn={d.clone()} start_grid={game.play.start_grid()} />
                    <p class="panel-note">
                        { format!("{} and {} between them, in columns by distance to the goal: the farthest on the left, the goal on the right{}. Scroll over it (or use + and −) to zoom, drag to pan; click a dot to go to that position.",
                            count(g.nodes.len(), "position", "positions"), count(g.edges.len(), "move", "moves"), if g.dead_column().is_some() { ", dead ends (no way out) in the last column" } else { "" }) }
                    </p>
                </>
            }
        }
    };
    html! {
        <section class="panel classroom-panel state-graph" aria-label="State graph" data-testid="state-graph">
            <h2>{ "The state graph" }</h2>
            { body }
        </section>
    }
}
