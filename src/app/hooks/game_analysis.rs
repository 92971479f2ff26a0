//! The engine's analysis of each new puzzle of the game, run by the engine worker: an optimal
//! plan from the start first when a short search finds one (hints and moves to go on its line at
//! once), then the analysis' progress and result, as actions (tagged with the puzzle's generation, so a late report of an
//! old puzzle is ignored). On a board whose cluster is too large for the page, an optimal plan is
//! searched from the position on the board whenever the player is off the last one. A new puzzle
//! cancels the work; so does "Stop analysis".

use crate::app::engine::analysis::{ClusterCallbacks, ClusterOutcome, analyse_after_start_plan, worker_memory_budget};
use crate::app::engine::solve::search_plan;
use crate::app::store::GameHandle;
use crate::game::state::{Action, Analysis};
use rush_hour_engine::model::rules::Metric;
use std::rc::Rc;
use yew::prelude::*;

#[hook]
pub fn use_game_analysis(game: &GameHandle) {
    let stopped = matches!(game.background.analysis, Analysis::Stopped);
    let memory_budget = *use_memo(game.background.memory_raised, |&raised| worker_memory_budget(raised));
    {
        let game = game.clone();
        use_effect_with((game.background.generation, stopped, memory_budget), move |&(generation, stopped, memory_budget)| {
            let run = (!stopped).then(|| {
                let (g1, g2, g3) = (game.clone(), game.clone(), game.clone());
                let on_start_plan = Callback::from(move |line| g3.dispatch(Action::LineFound { generation, line: Rc::new(line) }));
                let callbacks = ClusterCallbacks {
                    on_progress: Callback::from(move |positions| g1.dispatch(Action::AnalysisProgress { generation, positions })),
                    on_done: Callback::from(move |outcome: ClusterOutcome| {
                        g2.dispatch(match outcome {
                            ClusterOutcome::Ready(cluster) => Action::AnalysisReady { generation, cluster },
                            ClusterOutcome::TooLarge(reason) => Action::AnalysisTooLarge { generation, reason },
                            ClusterOutcome::Failed(failure) => Action::AnalysisFailed { generation, failure },
                        })
                    }),
                };
                analyse_after_start_plan(
                    &game.play.board,
                    &game.play.start,
                    Metric::Moves,
                    0,
                    memory_budget,
                    callbacks,
                    Some(on_start_plan),
                )
            });
            move || drop(run)
        });
    }
    let wanted = game.line_wanted().cloned();
    let game = game.clone();
    use_effect_with((game.background.generation, wanted, memory_budget), move |(generation, wanted, memory_budget)| {
        let (generation, memory_budget) = (*generation, *memory_budget);
        let job = wanted.as_ref().map(|from| {
            let (g1, g2) = (game.clone(), game.clone());
            let on_progress = Callback::from(move |(positions, depth)| g1.dispatch(Action::LineProgress { generation, positions, depth }));
            let on_done = Callback::from(move |found| {
                g2.dispatch(match found {
                    Ok(line) => Action::LineFound { generation, line: Rc::new(line) },
                    Err(failure) => Action::AnalysisFailed { generation, failure },
                })
            });
            search_plan(&game.play.board, from, memory_budget, on_progress, on_done)
        });
        move || drop(job)
    });
}
