//! The search visualizer: breadth-first search from the position on the board, one layer at a
//! time (`layers::LayeredBfs`, run in slices between frames). "Next layer" completes one layer,
//! "Run" one layer per animation tick until the goal, "Reset" starts again. Shown: the frontier
//! size per depth as a bar chart, positions discovered and expanded, up to 12 positions of the
//! current layer as small boards, the moment the goal is found and then the plan.

use super::picture::MiniBoard;
use super::{BarChart, count};
use crate::app::controls::thousands;
use crate::app::slices::{Next, for_a_slice, spawn};
use crate::app::use_game;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{Metric, Move};
use rush_hour_engine::search::layers::{LayerStatus, LayeredBfs};
use yew::prelude::*;

/// Positions the visualizer's search may discover (its tables stay well inside a tab's memory and
/// their growth never blocks long).
const BUDGET: usize = 600_000;
/// Pause between layers while running.
const TICK_MS: u32 = 450;
/// Positions of a layer drawn as boards.
const SAMPLE: usize = 12;
/// Expansions per chunk of a slice.
const CHUNK: usize = 256;

/// What the page shows of the search.
#[derive(Clone, PartialEq)]
struct Snapshot {
    sizes: Vec<usize>,
    discovered: usize,
    expanded: u64,
    sample: Vec<Position>,
    status: LayerStatus,
    plan: Option<Vec<Move>>,
}

impl Snapshot {
    fn of(bfs: &LayeredBfs) -> Snapshot {
        Snapshot {
            sizes: bfs.frontier_sizes().to_vec(),
            discovered: bfs.discovered(),
            expanded: bfs.expanded(),
            sample: bfs.layer_sample(SAMPLE),
            status: bfs.status(),
            plan: bfs.found(),
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Running {
    Idle,
    /// Until the next layer is complete.
    Layer,
    /// Layer after layer until the search is done.
    Run,
}

#[function_component(Visualizer)]
pub(super) fn visualizer() -> Html {
    let game = use_game();
    let key = (game.background.generation, game.play.position.clone());
    let bfs = use_mut_ref(|| None::<LayeredBfs>);
    let snap = use_state(|| None::<Snapshot>);
    let running = use_state_eq(|| Running::Idle);

    // A new puzzle or position: a new search (its first layer, the start, on show).
    {
        let (bfs, snap, running, board) = (bfs.clone(), snap.clone(), running.clone(), game.play.board.clone());
        use_effect_with(key.clone(), move |(_, position)| {
            let search = LayeredBfs::new(&board, position, Metric::Moves).with_budget(BUDGET);
            snap.set(Some(Snapshot::of(&search)));
            *bfs.borrow_mut() = Some(search);
            running.set(Running::Idle);
        });
    }
    // Running: slices until a layer is complete, then the next layer after a tick (Run).
    {
        let (bfs, snap, running_now) = (bfs.clone(), snap.clone(), running.clone());
        use_effect_with((*running, key), move |(mode, _)| {
            let mode = *mode;
            let task = (mode != Running::Idle).then(|| {
                spawn(0, move || {
                    let mut guard = bfs.borrow_mut();
                    let Some(search) = guard.as_mut() else { return Next::Done };
                    let mut status = LayerStatus::InProgress;
                    let complete = for_a_slice(|| {
                        status = search.step_layer(CHUNK);
                        status != LayerStatus::InProgress
                    });
                    if !complete {
                        return Next::After(0);
                    }
                    snap.set(Some(Snapshot::of(search)));
                    if mode == Running::Layer || search.done() {
                        running_now.set(Running::Idle);
                        Next::Done
                    } else {
                        Next::After(TICK_MS)
                    }
                })
            });
            move || drop(task)
        });
    }

    let Some(s) = (*snap).clone() else { return html! {} };
    let done = !matches!(s.status, LayerStatus::InProgress | LayerStatus::Layer { .. });
    let depth = s.sizes.len() - 1;
    let found_depth = match s.status {
        LayerStatus::Found { depth } => Some(depth),
        _ => None,
    };
    let set = |mode: Running| {
        let running = running.clone();
        Callback::from(move |_: MouseEvent| running.set(mode))
    };
    let on_reset = {
        let (bfs, snap, running, board, position) =
            (bfs.clone(), snap.clone(), running.clone(), game.play.board.clone(), game.play.position.clone());
        Callback::from(move |_: MouseEvent| {
            running.set(Running::Idle);
            let search = LayeredBfs::new(&board, &position, Metric::Moves).with_budget(BUDGET);
            snap.set(Some(Snapshot::of(&search)));
            *bfs.borrow_mut() = Some(search);
        })
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
            <h2>{ "Breadth-first search, layer by layer" }</h2>
            <p class="panel-note">
                { "Layer d holds the positions first reached in d moves from the board's position. BFS finishes a layer before it starts the next, so the first layer with a goal position is the shortest way out." }
            </p>
            <div class="buttons">
                <button type="button" onclick={set(Running::Layer)} disabled={done || *running != Running::Idle}>{ "Next layer" }</button>
                if *running == Running::Run {
                    <button type="button" onclick={set(Running::Idle)}>{ "Pause" }</button>
                } else {
                    <button type="button" onclick={set(Running::Run)} disabled={done}>{ "Run" }</button>
                }
                <button type="button" onclick={on_reset}>{ "Reset" }</button>
            </div>
            <p class="viz-stats" data-testid="viz-stats" data-depth={depth.to_string()} data-discovered={s.discovered.to_string()}
               data-expanded={s.expanded.to_string()}>
                <span>{ format!("Depth {depth}") }</span>
                <span>{ format!("frontier {}", thousands(frontier)) }</span>
                <span>{ format!("discovered {}", thousands(s.discovered)) }</span>
                <span>{ format!("expanded {}", thousands(s.expanded as usize)) }</span>
            </p>
            <BarChart values={s.sizes.clone()} axis="depth" mark={found_depth} testid="viz-chart" />
            { outcome }
            <h3>{ format!("Layer {depth}: {} of {} {}", s.sample.len(), thousands(frontier), if frontier == 1 { "position" } else { "positions" }) }</h3>
            <div class="viz-boards">{ for boards }</div>
        </section>
    }
}
