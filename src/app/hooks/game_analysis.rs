//! The engine's analysis of each new puzzle of the game, in slices between frames: its progress
//! and result come back as actions (tagged with the puzzle's generation, so a late report of an
//! old puzzle is ignored). A new puzzle cancels the run; so does "Stop analysis".

use crate::app::GameHandle;
use crate::app::cluster_analysis::{ClusterCallbacks, ClusterResult, analyse};
use crate::game::state::{Action, Analysis};
use rush_hour_engine::model::rules::Metric;
use yew::prelude::*;

#[hook]
pub fn use_game_analysis(game: &GameHandle) {
    let game = game.clone();
    let stopped = matches!(game.background.analysis, Analysis::Stopped);
    use_effect_with((game.background.generation, stopped), move |&(generation, stopped)| {
        let task = (!stopped).then(|| {
            let (g1, g2) = (game.clone(), game.clone());
            let callbacks = ClusterCallbacks {
                on_progress: Callback::from(move |positions| g1.dispatch(Action::AnalysisProgress { generation, positions })),
                on_done: Callback::from(move |result: ClusterResult| {
                    g2.dispatch(match result {
                        Ok(cluster) => Action::AnalysisReady { generation, cluster },
                        Err(message) => Action::AnalysisFailed { generation, message },
                    })
                }),
            };
            analyse(&game.play.board, &game.play.start, Metric::Moves, 0, callbacks)
        });
        move || drop(task)
    });
}
