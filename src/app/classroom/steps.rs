//! Moves versus steps: a slide of any distance counts one move but as many steps as cells. The
//! puzzle's optimal plan in each metric and what it costs in the other, and the hardest position
//! of the cluster by each. The moves side is the game's analysis; the steps side is a second
//! cluster analysis in the steps metric (`engine::analysis`, as the editor's).

use super::picture::MiniBoard;
use crate::app::count::count;
use crate::app::engine::analysis::{ClusterCallbacks, analyse};
use crate::app::store::use_game;
use crate::engine_client::game_analysis::ClusterOutcome;
use gloo::timers::callback::Timeout;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::{Metric, Move};
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::limits::thousands;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The steps analysis starts this long after a new puzzle (the game's own analysis first).
const DELAY_MS: u32 = 100;

#[derive(Clone)]
enum StepsAnalysis {
    Running(usize),
    Ready(Rc<Summary>),
    Failed(String),
}

/// What a metric's column shows, computed once per analysis (the hardest position is a pass over
/// the whole cluster).
#[derive(PartialEq)]
struct Summary {
    metric: Metric,
    plan: Option<Vec<Move>>,
    hardest: Option<(Position, u16)>,
}

impl Summary {
    fn of(c: &Cluster, start: &Position) -> Summary {
        Summary { metric: c.metric(), plan: c.plan(start), hardest: c.hardest() }
    }
}

/// One metric's column: the optimal plan from the start and the hardest position.
fn column(board: &Rc<Board>, s: &Summary) -> Html {
    let (metric, plan) = (s.metric, &s.plan);
    let (moves, steps) = plan.as_ref().map_or((0, 0), |p| (Metric::Moves.cost(p), Metric::Steps.cost(p)));
    let name = metric.name();
    html! {
        <div class="metric-column" data-testid={format!("metric-{name}")} data-moves={moves.to_string()} data-steps={steps.to_string()}>
            <h3>{ format!("Fewest {name}") }</h3>
            if let Some(plan) = plan {
                <p class="metric-count"><strong>{ count(if metric == Metric::Moves { moves } else { steps }, &name[..name.len() - 1], name) }</strong>
                   { format!(" ({} in the other count)", if metric == Metric::Moves { count(steps, "step", "steps") } else { count(moves, "move", "moves") }) }</p>
                <p class="notation">{ format_plan(board, plan, Style::Card) }</p>
            } else {
                <p>{ "No plan: unsolvable." }</p>
            }
            if let Some((pos, d)) = &s.hardest {
                <figure class="hardest">
                    <MiniBoard board={board.clone()} position={pos.clone()} />
                    <figcaption>{ format!("Hardest position of the cluster by {name}: {d} {name}") }</figcaption>
                </figure>
            }
        </div>
    }
}

#[function_component(MovesSteps)]
pub(super) fn moves_steps() -> Html {
    let game = use_game();
    let steps = use_state(|| StepsAnalysis::Running(0));
    {
        let (steps, board, start) = (steps.clone(), game.play.board.clone(), game.play.start.clone());
        use_effect_with(game.puzzle_id, move |_| {
            steps.set(StepsAnalysis::Running(0));
            // The summary in a task of its own after the analysis's last slice.
            let summary = Rc::new(RefCell::new(None::<Timeout>));
            let callbacks = {
                let (s1, s2, summary, start) = (steps.clone(), steps.clone(), summary.clone(), start.clone());
                ClusterCallbacks {
                    on_progress: Callback::from(move |n| s1.set(StepsAnalysis::Running(n))),
                    on_done: Callback::from(move |outcome: ClusterOutcome| match outcome.into_result() {
                        Ok(c) => {
                            let (steps, start) = (s2.clone(), start.clone());
                            *summary.borrow_mut() = Some(Timeout::new(0, move || {
                                steps.set(StepsAnalysis::Ready(Rc::new(Summary::of(&c, &start))));
                            }));
                        }
                        Err(e) => s2.set(StepsAnalysis::Failed(e)),
                    }),
                }
            };
            let task = analyse(&board, &start, Metric::Steps, DELAY_MS, callbacks);
            move || {
                drop(task);
                drop(summary.borrow_mut().take());
            }
        });
    }
    // The moves side from the game's analysis, once per puzzle, in a task of its own.
    let moves = use_state(|| None::<Rc<Summary>>);
    {
        let (moves, cluster, start) = (moves.clone(), game.cluster().cloned(), game.play.start.clone());
        use_effect_with((game.puzzle_id, cluster.is_some()), move |_| {
            moves.set(None);
            let task = cluster.map(|c| {
                Timeout::new(0, move || {
                    moves.set(Some(Rc::new(Summary::of(&c, &start))));
                })
            });
            move || drop(task)
        });
    }
    let moves_side = match moves.as_deref() {
        Some(s) => column(&game.play.board, s),
        None => match game.background.analysis.why_no_cluster() {
            Some(why) => html! { <p class="panel-note" data-testid="moves-unavailable">{ why }</p> },
            None => html! { <p class="panel-note">{ "Waiting for the game's analysis…" }</p> },
        },
    };
    let steps_side = match &*steps {
        StepsAnalysis::Ready(s) => column(&game.play.board, s),
        StepsAnalysis::Running(n) => html! { <p class="panel-note">{ format!("Analysing in steps… {} positions", thousands(*n)) }</p> },
        StepsAnalysis::Failed(e) => html! { <p class="panel-note">{ format!("The steps analysis stopped: {e}") }</p> },
    };
    html! {
        <section class="panel classroom-panel moves-steps" aria-label="Moves versus steps" data-testid="moves-steps">
            <h2>{ "Moves or steps?" }</h2>
            <p class="panel-note">{ "A move slides one vehicle any distance; a step slides it one cell. The shortest plan in one count is not always the shortest in the other, and the hardest position can differ too." }</p>
            <div class="metric-columns">{ moves_side }{ steps_side }</div>
        </section>
    }
}
