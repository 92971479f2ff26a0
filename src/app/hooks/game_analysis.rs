//! The engine's analysis of each new puzzle of the game, run by the engine worker: an optimal
//! plan from the start first when a short search finds one (hints and moves to go on its line at
//! once), then the analysis' progress and result, as actions (tagged with the puzzle's identity, so a late report of an
//! old puzzle is ignored). On a board whose cluster is too large for the page, an optimal plan is
//! searched from the position on the board whenever the player is off the last one. A new puzzle
//! cancels the work; so does "Stop analysis".
//!
//! Above 8×8, once the analysis has given way, the engine worker keeps the layers of the search
//! from the start (`known::keep_layers`); from then on a position one move from the last line
//! is answered from them (`known::after_move`), and searched from scratch as before when they
//! cannot answer it within their budget.

use crate::app::engine::analysis::{ClusterCallbacks, ClusterOutcome, analyse_after_start_plan, worker_memory_budget};
use crate::app::engine::known::{after_move, keep_layers};
use crate::app::engine::solve::{PlanSearch, search_plan};
use crate::app::engine::split::split_over;
use crate::app::engine::worker::EngineJob;
use crate::app::store::GameHandle;
use crate::game::puzzle_id::PuzzleId;
use crate::game::state::{Action, Analysis, AnalysisAction};
use rush_hour_engine::model::rules::Metric;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The layers the engine worker keeps: the puzzle they are of, once kept, and the job keeping
/// them.
#[derive(Default)]
struct Kept {
    puzzle: Option<PuzzleId>,
    job: Option<EngineJob>,
}

/// The work for a position off the line: an answer from the layers kept, or a search.
enum LineWork {
    Known { _job: EngineJob },
    Search { _search: PlanSearch },
}

#[hook]
pub fn use_game_analysis(game: &GameHandle) {
    let stopped = matches!(game.background.analysis, Analysis::Stopped);
    let memory_budget = *use_memo(game.background.memory_raised, |&raised| worker_memory_budget(raised));
    let kept = use_mut_ref(Kept::default);
    {
        let game = game.clone();
        let kept = kept.clone();
        use_effect_with((game.puzzle_id, stopped, memory_budget), move |&(puzzle_id, stopped, memory_budget)| {
            let kept_now = kept.clone();
            let (board, start) = (game.play.board.clone(), game.play.start.clone());
            let run = (!stopped).then(|| {
                let (g1, g2, g3) = (game.clone(), game.clone(), game.clone());
                let on_start_plan =
                    Callback::from(move |line| g3.dispatch(Action::Analysis(AnalysisAction::LineFound { puzzle_id, line: Rc::new(line) })));
                let callbacks = ClusterCallbacks {
                    on_progress: Callback::from(move |positions| {
                        g1.dispatch(Action::Analysis(AnalysisAction::Progress { puzzle_id, positions }))
                    }),
                    on_done: Callback::from(move |outcome: ClusterOutcome| {
                        // Where the page splits its searches (a device with cores and memory to
                        // spare): on one core, the engine worker's searches would wait for it.
                        let keep = matches!(outcome, ClusterOutcome::TooLarge(_)) && split_over(&board, memory_budget).is_some();
                        g2.dispatch(match outcome {
                            ClusterOutcome::Ready(cluster) => Action::Analysis(AnalysisAction::Ready { puzzle_id, cluster }),
                            ClusterOutcome::TooLarge(reason) => Action::Analysis(AnalysisAction::TooLarge { puzzle_id, reason }),
                            ClusterOutcome::Failed(failure) => Action::Analysis(AnalysisAction::Failed { puzzle_id, failure }),
                        });
                        if keep {
                            let slot = kept_now.clone();
                            let on_kept = Callback::from(move |found: Result<_, _>| match found {
                                Ok(_) => slot.borrow_mut().puzzle = Some(puzzle_id),
                                Err(failure) => gloo::console::log!(format!("layers not kept: {failure}")),
                            });
                            kept_now.borrow_mut().job = Some(keep_layers(&board, &start, memory_budget, on_kept));
                        }
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
            move || {
                drop(run);
                // The layers of this puzzle are no use to the next (ending a running job ends
                // its worker; its memory goes back).
                let old = std::mem::take(&mut *kept.borrow_mut());
                drop(old);
            }
        });
    }
    let wanted = game.line_wanted().cloned();
    let game = game.clone();
    let kept = kept.clone();
    use_effect_with((game.puzzle_id, wanted, memory_budget), move |(puzzle_id, wanted, memory_budget)| {
        let (puzzle_id, memory_budget) = (*puzzle_id, *memory_budget);
        let done = Rc::new(Cell::new(false));
        let work = wanted.as_ref().map(|from| {
            let (g1, g2, finished) = (game.clone(), game.clone(), done.clone());
            let on_progress = Callback::from(move |(positions, depth)| {
                g1.dispatch(Action::Analysis(AnalysisAction::LineProgress { puzzle_id, positions, depth }))
            });
            let on_done = Callback::from(move |found| {
                finished.set(true);
                g2.dispatch(match found {
                    Ok(line) => Action::Analysis(AnalysisAction::LineFound { puzzle_id, line: Rc::new(line) }),
                    Err(failure) => Action::Analysis(AnalysisAction::Failed { puzzle_id, failure }),
                })
            });
            let board = &game.play.board;
            // From the layers kept (the worker finds the line's position one move away).
            match game.plan_line().filter(|_| kept.borrow().puzzle == Some(puzzle_id)) {
                Some(line) => LineWork::Known { _job: after_move(board, from, line, memory_budget, on_progress, on_done) },
                None => LineWork::Search { _search: search_plan(board, from, memory_budget, on_progress, on_done) },
            }
        });
        move || {
            // A job cancelled while it runs ends the engine worker, and the layers with it: the
            // next positions are searched as before.
            if matches!(work, Some(LineWork::Known { .. })) && !done.get() {
                kept.borrow_mut().puzzle = None;
            }
            drop(work)
        }
    });
}
