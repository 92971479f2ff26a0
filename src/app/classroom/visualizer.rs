//! The search visualizer: breadth-first search from the position on the board, one layer at a
//! time, run by the engine worker (`layer_search`: the worker keeps the search between layers, so
//! the page only draws). "Next layer" completes one layer, "Run" one layer per tick until the
//! goal, "Reset" starts again (`layer_buttons`). Shown: the frontier size per depth as a bar
//! chart, positions seen and expanded (and, at the goal, the expansions when it was generated:
//! the comparison table's BFS count, which stops there), up to 12 positions of the current layer
//! as small boards, the moment the goal is found and then the plan (`layer_outcome`).

use super::bar_chart::BarChart;
use super::layer_buttons::LayerButtons;
use super::layer_outcome::LayerOutcome;
use super::layer_search::{LayerSearch, use_layer_search};
use super::picture::MiniBoard;
use crate::app::store::use_game;
use rush_hour_engine::search::layers::LayerStatus;
use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

#[function_component(Visualizer)]
pub(super) fn visualizer() -> Html {
    let game = use_game();
    let LayerSearch { snap, pending, progress, running, shown, done, on_next, on_run, on_pause, on_reset } = use_layer_search(&game);
    let idle = !pending && !running;
    let buttons = html! {
        <LayerButtons {running} next_disabled={done || !idle || shown.is_none()} run_disabled={done || shown.is_none()}
                      {on_next} {on_run} {on_pause} {on_reset} />
    };
    let heading = html! {
        <>
            <h2>{ "Breadth-first search, layer by layer" }</h2>
            <p class="panel-note">
                { "Layer d holds the positions first reached in d moves from the board's position. BFS finishes a layer before it starts the next, so the first layer with a goal position is the shortest way out." }
            </p>
        </>
    };
    let working = match (pending, progress) {
        (true, Some((positions, depth))) => html! {
            <p class="panel-note" data-testid="viz-working">{ format!("Building layer {depth}: {} positions so far…", thousands(positions)) }</p>
        },
        _ => html! {},
    };
    let s = match snap {
        Some(Ok(s)) => s,
        Some(Err(message)) => {
            return html! {
                <section class="panel classroom-panel visualizer" aria-label="Search visualizer" data-testid="visualizer">
                    { heading }
                    { buttons }
                    <p class="viz-found none" data-testid="viz-failed">{ format!("The engine could not run this search: {message}.") }</p>
                </section>
            };
        }
        None => {
            return html! {
                <section class="panel classroom-panel visualizer" aria-label="Search visualizer" data-testid="visualizer">
                    { heading }
                    { buttons }
                    <p class="panel-note">{ "Starting the search…" }</p>
                </section>
            };
        }
    };
    let depth = s.sizes.len() - 1;
    let found_depth = match s.status {
        LayerStatus::Found { depth } => Some(depth),
        _ => None,
    };
    let frontier = *s.sizes.last().unwrap_or(&0);
    let boards = s.sample.iter().enumerate().map(|(i, p)| {
        let goal = found_depth.is_some() && i == 0;
        html! {
            <figure class={classes!("viz-board", goal.then_some("goal"))}>
                <MiniBoard board={game.play.board.clone()} position={p.clone()} labels={false} testid={Some(AttrValue::from("viz-board"))} />
                if goal { <figcaption>{ "goal" }</figcaption> }
            </figure>
        }
    });
    html! {
        <section class="panel classroom-panel visualizer" aria-label="Search visualizer" data-testid="visualizer">
            { heading }
            { buttons }
            <p class="viz-stats" data-testid="viz-stats" data-depth={depth.to_string()} data-discovered={s.discovered.to_string()}
               data-expanded={s.expanded.to_string()}>
                <span>{ format!("Depth {depth}") }</span>
                <span>{ format!("frontier {}", thousands(frontier)) }</span>
                <span>{ format!("seen {}", thousands(s.discovered)) }</span>
                <span>{ format!("expanded {}", thousands(s.expanded as usize)) }</span>
            </p>
            <p class="panel-note viz-counts">
                { "Seen: positions reached so far, every layer. Expanded: positions whose moves were generated." }
            </p>
            <BarChart values={s.sizes.clone()} axis="depth" mark={found_depth} testid="viz-chart" />
            { working }
            <LayerOutcome board={game.play.board.clone()} snapshot={s.clone()} />
            <h3>{ format!("Layer {depth}: {} of {} {}", s.sample.len(), thousands(frontier), if frontier == 1 { "position" } else { "positions" }) }</h3>
            <div class="viz-boards">{ for boards }</div>
        </section>
    }
}
