//! The engine's analysis of each new puzzle of the game, run by the engine worker: an optimal
//! plan from the start first when a short search finds one (hints and moves to go on its line at
//! once), then the analysis' progress and result, as actions (tagged with the puzzle's identity, so a late report of an
//! old puzzle is ignored). On a board whose cluster is too large for the page, an optimal plan is
//! searched from the position on the board whenever the player is off the last one. A new puzzle
//! cancels the work; so does "Stop analysis".

use crate::app::engine::analysis::{ClusterCallbacks, ClusterOutcome, analyse_after_start_plan, worker_memory_budget};
use crate::app::engine::solve::search_plan;
use crate::app::store::GameHandle;
use crate::game::state::{Action, Analysis, AnalysisAction};
use rush_hour_engine::model::rules::Metric;
use std::rc::Rc;
use yew::prelude::*;

#[hook]
pub fn use_game_analysis(game: &GameHandle) {
    let stopped = matches!(game.background.analysis, Analysis::Stopped);
    let memory_budget = *use_memo(game.background.memory_raised, |&raised| worker_memory_budget(raised));
    {
        let game = game.clone();
        use_effect_with((game.puzzle_id, stopped, memory_budget), move |&(puzzle_id, stopped, memory_budget)| {
            let run = (!stopped).then(|| {
                let (g1, g2, g3) = (game.clone(), game.clone(), game.clone());
                let on_start_plan =
                    Callback::from(move |line| g3.dispatch(Action::Analysis(AnalysisAction::LineFound { puzzle_id, line: Rc::new(line) })));
                let callbacks = ClusterCallbacks {
                    on_progress: Callback::from(move |positions| {
                        g1.dispatch(Action::Analysis(AnalysisAction::Progress { puzzle_id, positions }))
                    }),
                    on_done: Callback::from(move |outcome: ClusterOutcome| {
                        g2.dispatch(match outcome {
                            ClusterOutcome::Ready(cluster) => Action::Analysis(AnalysisAction::Ready { puzzle_id, cluster }),
                            ClusterOutcome::TooLarge(reason) => Action::Analysis(AnalysisAction::TooLarge { puzzle_id, reason }),
                            ClusterOutcome::Failed(failure) => Action::Analysis(AnalysisAction::Failed { puzzle_id, failure }),
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
    use_effect_with((game.puzzle_id, wanted, memory_budget), move |(puzzle_id, wanted, memory_budget)| {
        let (puzzle_id, memory_budget) = (*puzzle_id, *memory_budget);
        let job = wanted.as_ref().map(|from| {
            let (g1, g2) = (game.clone(), game.clone());
            let on_progress = Callback::from(move |(positions, depth)| {
                g1.dispatch(Action::Analysis(AnalysisAction::LineProgress { puzzle_id, positions, depth }))
            });
            let on_done = Callback::from(move |found| {
                g2.dispatch(match found {
                    Ok(line) => Action::Analysis(AnalysisAction::LineFound { puzzle_id, line: Rc::new(line) }),
                    Err(failure) => Action::Analysis(AnalysisAction::Failed { puzzle_id, failure }),
                })
            });
            search_plan(&game.play.board, from, memory_budget, on_progress, on_done)
        });
        move || drop(job)
    });
}
