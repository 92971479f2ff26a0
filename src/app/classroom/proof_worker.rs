//! The proof's trips to the engine's worker (the App runs this hook, so a proof goes on while
//! the mode changes): the step the proof asks for (`ProofRun::asked`) is sent, its progress and
//! its answer handed back; a step no longer asked (Stop, a new puzzle) ends its job. And the
//! proof is told of the puzzle and the position on the board.

use crate::app::engine::analysis::worker_memory_budget;
use crate::app::engine::tool_requests;
use crate::app::engine::worker::EngineJob;
use crate::app::store::{GameHandle, ProofHandle};
use crate::engine_client::tool_questions::{BoundsQuestion, JobProgress};
use crate::game::proof_run::{BoundsAnswer, ProofAction};
use yew::prelude::*;

#[hook]
pub(in crate::app) fn use_proof_worker(game: &GameHandle, proof: &ProofHandle) {
    {
        let proof = proof.clone();
        use_effect_with((game.puzzle_id, game.play.position.clone()), move |(id, position)| {
            proof.dispatch(ProofAction::Board(*id, position.clone()));
        });
    }
    let job = use_mut_ref(|| None::<EngineJob>);
    let (board, origin, handle) = (game.play.board.clone(), proof.origin.clone(), proof.clone());
    use_effect_with(proof.asked.clone(), move |asked| {
        // The step before, if still on its way, is no longer wanted: its job ends.
        job.borrow_mut().take();
        if let (Some(ask), Some((_, position))) = (asked, origin) {
            let serial = ask.serial;
            let on_progress = {
                let proof = handle.clone();
                Callback::from(move |p: JobProgress| {
                    proof.dispatch(ProofAction::Progress { serial, positions: p.positions, depth: p.depth, memory: p.memory })
                })
            };
            let on_done = Callback::from(move |result: Result<BoundsAnswer, String>| {
                handle.dispatch(match result {
                    Ok(answer) => ProofAction::Answer { serial, answer },
                    Err(why) => ProofAction::Failed { serial, why },
                })
            });
            let (heuristic, memory_budget, skip) = (ask.estimate, worker_memory_budget(0), ask.skip);
            let question = BoundsQuestion { board: (*board).clone(), start: position.clone(), heuristic, memory_budget, skip };
            *job.borrow_mut() = Some(tool_requests::ask(question, Some(on_progress), on_done));
        }
    });
}
