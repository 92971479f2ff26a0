//! Classroom tools for the puzzle on the board, one component per file:
//!
//! - `visualizer` — breadth-first search layer by layer: the frontier per depth as a bar chart,
//!   a sample of the layer as small boards, the goal and the plan
//! - `graph` — the cluster's state graph in columns by distance to the goal, with the current
//!   position, its optimal path and the player's own path; zoom and pan, a click on a node goes
//!   there; `graph_screen` is its canvas's live state, `graph_picture` paints it (canvas, PNG)
//!   and writes it as SVG
//! - `compare` — BFS, depth-limited DFS, IDDFS and A* with four heuristics on the puzzle: plan
//!   length, work, effective branching factor, time
//! - `steps` — moves versus steps: both optimal counts and plans, the hardest position in each
//! - `share` — the QR code of the puzzle's link, the board as an SVG and a PNG file, printable
//!   puzzle cards
//!
//! and what they share: `qr` (the QR code as SVG, also in presentation mode), `picture` (the small
//! read-only boards, downloads, PNG encoding through a canvas) and `BarChart`. Their searches run
//! in the engine's worker (`app::engine`), as the game's analysis does, so the page never blocks.

mod compare;
mod graph;
mod graph_picture;
mod graph_screen;
pub(super) mod picture;
pub(super) mod qr;
mod share;
mod steps;
mod visualizer;

use super::use_game;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct BarChartProps {
    /// One bar per value, left to right.
    values: Vec<usize>,
    /// What a bar's index is ("depth", "distance").
    axis: AttrValue,
    /// A bar to mark (the goal's layer, the current position's distance).
    #[prop_or_default]
    mark: Option<usize>,
    #[prop_or_default]
    testid: Option<AttrValue>,
}

/// A bar chart as SVG: bars scaled to the largest value, every bar's index under it where there
/// is room, the value over the tallest and the marked one.
#[function_component(BarChart)]
fn bar_chart(props: &BarChartProps) -> Html {
    let n = props.values.len().max(12);
    let (w, h, base) = (600.0, 220.0, 190.0);
    let bar = w / n as f64;
    let max = props.values.iter().copied().max().unwrap_or(1).max(1) as f64;
    let label_every = (n as f64 / 20.0).ceil().max(1.0) as usize;
    let bars = props.values.iter().enumerate().map(|(i, &v)| {
        let height = (v as f64 / max * 160.0).max(if v > 0 { 1.5 } else { 0.0 });
        let x = i as f64 * bar;
        let marked = props.mark == Some(i);
        let show_value = marked || v as f64 == max || props.values.len() <= 16;
        html! {
            <g class={classes!("bar", marked.then_some("marked"))} data-index={i.to_string()} data-value={v.to_string()}>
                <rect x={format!("{:.1}", x + bar * 0.1)} y={format!("{:.1}", base - height)} width={format!("{:.1}", bar * 0.8)}
                      height={format!("{height:.1}")}><title>{ format!("{} {i}: {v}", props.axis) }</title></rect>
                if show_value {
                    <text class="bar-value" x={format!("{:.1}", x + bar / 2.0)} y={format!("{:.1}", base - height - 5.0)}>{ v }</text>
                }
                if i % label_every == 0 {
                    <text class="bar-index" x={format!("{:.1}", x + bar / 2.0)} y={format!("{:.1}", base + 18.0)}>{ i }</text>
                }
            </g>
        }
    });
    html! {
        <svg class="bar-chart" viewBox={format!("0 0 {w} {h}")} role="img" data-testid={props.testid.clone()}
             aria-label={format!("Bar chart of positions by {}", props.axis)}>
            <line class="axis" x1="0" y1={base.to_string()} x2={w.to_string()} y2={base.to_string()} />
            { for bars }
        </svg>
    }
}

/// "1 move" / "3 moves" / "1,234 positions".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", super::controls::thousands(n), if n == 1 { one } else { many })
}

#[function_component(ClassroomPage)]
pub(super) fn classroom_page() -> Html {
    let game = use_game();
    let name = rush_hour_engine::library::name_of(&game.play.start_grid())
        .or_else(|| game.play.name.clone())
        .unwrap_or_else(|| "Custom puzzle".into());
    html! {
        <section class="classroom" aria-label="Classroom" data-testid="classroom">
            <div class="classroom-intro">
                <h2>{ "Classroom: " }{ name }</h2>
                <p class="panel-note">{ "How a computer solves the puzzle on the board. Load another puzzle in Play or Edit; the tools here follow it." }</p>
            </div>
            <visualizer::Visualizer />
            <graph::GraphPanel />
            <compare::Compare />
            <steps::MovesSteps />
            <share::SharePanel />
        </section>
    }
}
