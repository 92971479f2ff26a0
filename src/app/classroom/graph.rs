//! The state graph of the puzzle's cluster (`graph::build`): every position a dot, every pair of
//! positions one move apart a thin line, in columns by distance to the goal (the farthest on the
//! left, the goals on the right, dead positions last). Over it: the position on the board ringed,
//! its optimal path to the goal, and the player's own path from the start. A click on a dot goes
//! to that position (`Action::JumpTo`). Clusters over `MAX_NODES` positions get a histogram of
//! positions by distance to the goal instead.
//!
//! The graph is drawn twice over the same viewBox: the dots and lines once per puzzle, as one
//! piece of markup (thousands of elements, built as a string: cheap to parse, no diffing), and
//! the few marks that follow the game as a Yew SVG on top.

use super::{BarChart, count};
use crate::app::controls::thousands;
use crate::app::slices::{Next, spawn};
use crate::app::use_game;
use crate::game::state::Action;
use rush_hour_engine::model::rules::{self, Metric};
use rush_hour_engine::search::solver::plan_between;
use rush_hour_engine::teach::graph::{self, StateGraph};
use std::fmt::Write;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The largest cluster drawn as a graph.
const MAX_NODES: usize = 3000;
/// ViewBox width; the height follows from the tallest column.
const WIDTH: f64 = 1000.0;
const PAD: f64 = 20.0;

/// Where the nodes are drawn, and the dot radius.
struct GraphLayout {
    height: f64,
    radius: f64,
    xy: Vec<(f64, f64)>,
}

/// The graph with its layout and markup, or the cluster's size and histogram when too large.
type Drawn = Result<(StateGraph, GraphLayout, AttrValue), (usize, Vec<usize>)>;

fn layout(g: &StateGraph) -> GraphLayout {
    let columns = g.columns.len().max(1);
    let tallest = g.columns.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let col_w = (WIDTH - 2.0 * PAD) / columns as f64;
    let height = (tallest as f64 * 16.0).clamp(320.0, 1600.0);
    let row_h = (height - 2.0 * PAD) / tallest as f64;
    let radius = (col_w.min(row_h) * 0.32).clamp(1.5, 9.0);
    let xy = g
        .nodes
        .iter()
        .map(|n| {
            let len = g.columns[n.column].len() as f64;
            let top = PAD + (tallest as f64 - len) * row_h / 2.0;
            (PAD + (n.column as f64 + 0.5) * col_w, top + (n.row as f64 + 0.5) * row_h)
        })
        .collect();
    GraphLayout { height, radius, xy }
}

/// The dots and lines as one SVG document.
fn base_svg(g: &StateGraph, l: &GraphLayout) -> String {
    let mut s = String::with_capacity(64 * g.nodes.len() + 24 * g.edges.len());
    let _ = write!(
        s,
        "<svg class=\"graph-base\" viewBox=\"0 0 {WIDTH} {:.0}\" aria-hidden=\"true\"><path class=\"graph-edges\" d=\"",
        l.height
    );
    for &(a, b) in &g.edges {
        let ((x1, y1), (x2, y2)) = (l.xy[a as usize], l.xy[b as usize]);
        let _ = write!(s, "M{x1:.1} {y1:.1}L{x2:.1} {y2:.1}");
    }
    s.push_str("\"/>");
    for (i, n) in g.nodes.iter().enumerate() {
        let (x, y) = l.xy[i];
        let class = match n.distance {
            Some(0) => "node goal",
            Some(_) => "node",
            None => "node dead",
        };
        let d = n.distance.map_or("dead".to_string(), |d| d.to_string());
        let _ = write!(
            s,
            "<circle class=\"{class}\" data-testid=\"graph-node\" data-node=\"{i}\" data-distance=\"{d}\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{:.1}\"/>",
            l.radius
        );
    }
    s.push_str("</svg>");
    s
}

fn polyline(l: &GraphLayout, nodes: &[u32]) -> String {
    nodes.iter().map(|&n| format!("{:.1},{:.1}", l.xy[n as usize].0, l.xy[n as usize].1)).collect::<Vec<_>>().join(" ")
}

#[function_component(GraphPanel)]
pub(super) fn graph_panel() -> Html {
    let game = use_game();
    let cluster = game.cluster().cloned();
    // Built in a task of its own after the page is drawn (a few milliseconds for the largest
    // graph, or the histogram of a large cluster).
    let drawn = use_state(|| None::<Rc<Drawn>>);
    {
        let (drawn, cluster) = (drawn.clone(), cluster.clone());
        use_effect_with((game.background.generation, cluster.is_some()), move |_| {
            drawn.set(None);
            let task = cluster.map(|c| {
                spawn(0, move || {
                    drawn.set(Some(Rc::new(match graph::build(&c, MAX_NODES) {
                        Ok(g) => {
                            let l = layout(&g);
                            let svg = AttrValue::from(base_svg(&g, &l));
                            Ok((g, l, svg))
                        }
                        Err(size) => Err((size, c.histogram())),
                    })));
                    Next::Done
                })
            });
            move || drop(task)
        });
    }
    let body = match drawn.as_deref() {
        None => match game.background.analysis.why_no_cluster() {
            Some(why) => html! {
                <p class="panel-note" data-testid="graph-unavailable">
                    { why }{ " The state graph is drawn from it; the layer-by-layer search above and the algorithm table below work without it." }
                </p>
            },
            None => html! { <p class="panel-note">{ "Waiting for the analysis of the puzzle…" }</p> },
        },
        Some(Err((size, histogram))) => {
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
        Some(Ok((g, l, svg))) => {
            // The player's path: the positions of the history from the start.
            let mut pos = game.play.start.clone();
            let mut mine = vec![g.index_of(&pos)];
            for p in &game.play.history {
                pos = rules::apply(&game.play.board, &pos, p.mv).unwrap_or(pos);
                mine.push(g.index_of(&pos));
            }
            let mine: Vec<u32> = mine.into_iter().flatten().collect();
            let here = g.index_of(&game.play.position);
            let best = cluster
                .as_ref()
                .and_then(|c| c.plan(&game.play.position))
                .and_then(|plan| g.path(&game.play.position, &plan))
                .unwrap_or_default();
            let start = g.index_of(&game.play.start);
            let on_click = {
                let game = game.clone();
                let positions: Vec<_> = g.nodes.iter().map(|n| n.position.clone()).collect();
                Callback::from(move |e: MouseEvent| {
                    let node = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .and_then(|el| el.get_attribute("data-node"))
                        .and_then(|n| n.parse::<usize>().ok());
                    if let Some(p) = node.and_then(|n| positions.get(n)) {
                        let path = plan_between(&game.play.board, &game.play.start, p, Metric::Moves);
                        game.dispatch(Action::JumpTo { target: p.clone(), path: path.unwrap_or_default() });
                    }
                })
            };
            let ring = |n: Option<u32>, class: &'static str, r: f64| {
                n.map(|n| {
                    let (x, y) = l.xy[n as usize];
                    html! { <circle class={class} cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={format!("{r:.1}")} /> }
                })
            };
            let goals = g.nodes.iter().filter(|n| n.distance == Some(0)).count();
            html! {
                <>
                    <p class="graph-legend">
                        <span class="key here">{ "position on the board" }</span>
                        <span class="key best">{ "its shortest way out" }</span>
                        <span class="key mine">{ "your moves from the start" }</span>
                        <span class="key goal">{ count(goals, "goal position", "goal positions") }</span>
                    </p>
                    <div class="graph-scroll">
                    <div class="graph-wrap" style={format!("aspect-ratio: {WIDTH} / {:.0}", l.height)} onclick={on_click}
                         data-testid="graph" data-nodes={g.nodes.len().to_string()} data-edges={g.edges.len().to_string()}>
                        { Html::from_html_unchecked(svg.clone()) }
                        <svg class="graph-over" viewBox={format!("0 0 {WIDTH} {:.0}", l.height)} aria-hidden="true">
                            if mine.len() > 1 { <polyline class="path mine" points={polyline(l, &mine)} /> }
                            if best.len() > 1 { <polyline class="path best" points={polyline(l, &best)} /> }
                            { for ring(start, "start", l.radius * 1.6) }
                            { for ring(here, "here", l.radius * 2.2) }
                        </svg>
                    </div>
                    </div>
                    <p class="panel-note">
                        { format!("{} and {} between them, in columns by distance to the goal: the farthest on the left, the goal on the right{}. Click a dot to go to that position.",
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
