//! The search visualizer: breadth-first search from the position on the board, one layer at a
//! time, run by the engine worker (`engine::layers`: the worker keeps the search between layers, so
//! the page only draws). "Next layer" completes one layer, "Run" one layer per tick until the
//! goal, "Reset" starts again. Shown: the frontier size per depth as a bar chart, positions
//! seen and expanded (and, at the goal, the expansions when it was generated: the comparison
//! table's BFS count, which stops there), up to 12 positions of the current layer as small boards, the moment
//! the goal is found and then the plan.

use super::bar_chart::BarChart;
use super::picture::MiniBoard;
use crate::app::count::count;
use crate::app::engine::layers::{LayerSnapshot, search_layers};
use crate::app::engine::worker::EngineJob;
use crate::app::store::use_game;
use gloo::timers::callback::Timeout;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::search::layers::LayerStatus;
use rush_hour_engine::search::limits::thousands;
use std::rc::Rc;
use yew::prelude::*;

/// Positions the visualizer's search may discover (its counts and samples come back a layer at a
/// time; the largest 6×6 cluster, 541,934 positions, fits).
const BUDGET: usize = 600_000;
/// Pause between layers while running.
const TICK_MS: u32 = 450;
/// Positions of a layer drawn as boards.
const SAMPLE: usize = 12;

#[function_component(Visualizer)]
pub(super) fn visualizer() -> Html {
    let game = use_game();
    let key = (game.puzzle_id, game.play.position.clone());
    // The last answer of the worker (or why there is none), whether a layer is being searched and
    // its progress, whether Run is on, and the job (dropping it cancels the search).
    let snap = use_state(|| None::<Result<LayerSnapshot, String>>);
    let pending = use_state_eq(|| false);
    let progress = use_state_eq(|| None::<(usize, usize)>);
    let running = use_state_eq(|| false);
    let resets = use_state(|| 0u32);
    let job = use_mut_ref(|| None::<EngineJob>);

    // Asks the worker for the search up to layer `depth` of the position on the board.
    let ask: Rc<dyn Fn(usize)> = {
        let (board, position) = (game.play.board.clone(), game.play.position.clone());
        let (snap, pending, progress, job) = (snap.clone(), pending.clone(), progress.clone(), job.clone());
        Rc::new(move |depth: usize| {
            pending.set(true);
            progress.set(None);
            let on_progress = {
                let progress = progress.clone();
                Callback::from(move |p: (usize, usize)| progress.set(Some(p)))
            };
            let on_done = {
                let (snap, pending) = (snap.clone(), pending.clone());
                Callback::from(move |result: Result<LayerSnapshot, String>| {
                    snap.set(Some(result));
                    pending.set(false);
                })
            };
            *job.borrow_mut() = Some(search_layers(&board, &position, depth, BUDGET, SAMPLE, on_progress, on_done));
        })
    };
    let shown = match &*snap {
        Some(Ok(s)) => Some(s.sizes.len() - 1),
        _ => None,
    };
    let done = match &*snap {
        Some(Ok(s)) => !matches!(s.status, LayerStatus::InProgress | LayerStatus::Layer { .. }),
        Some(Err(_)) => true,
        None => false,
    };

    // A new puzzle or position, or Reset: a new search, its first layer (the start) on show.
    {
        let (ask, snap, running) = (ask.clone(), snap.clone(), running.clone());
        use_effect_with((key.clone(), *resets), move |_| {
            running.set(false);
            snap.set(None);
            ask(0);
        });
    }
    // Running: the next layer a tick after the last one came; off once the search is done.
    {
        let (ask, running) = (ask.clone(), running.clone());
        use_effect_with((*running, *pending, shown, done), move |&(on, pending, shown, done)| {
            let next = match shown {
                Some(depth) if on && !pending && !done => Some(Timeout::new(TICK_MS, move || ask(depth + 1))),
                _ => None,
            };
            if on && done {
                running.set(false);
            }
            move || drop(next)
        });
    }

    let idle = !*pending && !*running;
    let on_next = {
        let ask = ask.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(depth) = shown {
                ask(depth + 1)
            }
        })
    };
    let on_run = {
        let (ask, running) = (ask.clone(), running.clone());
        Callback::from(move |_: MouseEvent| {
            running.set(true);
            if let (Some(depth), true) = (shown, idle) {
                ask(depth + 1)
            }
        })
    };
    let on_pause = {
        let running = running.clone();
        Callback::from(move |_: MouseEvent| running.set(false))
    };
    let on_reset = {
        let resets = resets.clone();
        Callback::from(move |_: MouseEvent| resets.set(*resets + 1))
    };
    let buttons = html! {
        <div class="buttons">
            <button type="button" onclick={on_next} disabled={done || !idle || shown.is_none()}>{ "Next layer" }</button>
            if *running {
                <button type="button" onclick={on_pause}>{ "Pause" }</button>
            } else {
                <button type="button" onclick={on_run} disabled={done || shown.is_none()}>{ "Run" }</button>
            }
            <button type="button" onclick={on_reset}>{ "Reset" }</button>
        </div>
    };
    let heading = html! {
        <>
            <h2>{ "Breadth-first search, layer by layer" }</h2>
            <p class="panel-note">
                { "Layer d holds the positions first reached in d moves from the board's position. BFS finishes a layer before it starts the next, so the first layer with a goal position is the shortest way out." }
            </p>
        </>
    };
    let working = match (*pending, *progress) {
        (true, Some((positions, depth))) => html! {
            <p class="panel-note" data-testid="viz-working">{ format!("Building layer {depth}: {} positions so far…", thousands(positions)) }</p>
        },
        _ => html! {},
    };
    let s = match (*snap).clone() {
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
    let outcome = match (&s.status, &s.plan) {
        (LayerStatus::Found { depth }, Some(plan)) => html! {
            <div class="viz-found" data-testid="viz-found" data-depth={depth.to_string()}>
                <p><strong>{ format!("Goal found at depth {depth}!") }</strong>
                   { " The first layer that holds a goal position gives a shortest plan:" }</p>
                <p class="notation viz-plan" data-testid="viz-plan" data-moves={plan.len().to_string()}>
                    { for plan.iter().map(|&m| html! { <span class="card">{ format_move(&game.play.board, m, Style::Card) }</span> }) }
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
    };
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
            { outcome }
            <h3>{ format!("Layer {depth}: {} of {} {}", s.sample.len(), thousands(frontier), if frontier == 1 { "position" } else { "positions" }) }</h3>
            <div class="viz-boards">{ for boards }</div>
        </section>
    }
}
