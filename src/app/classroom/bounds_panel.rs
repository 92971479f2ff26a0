//! The Bounds view: the optimum of the puzzle on the board proven as the two bounds meet, step by
//! step in the engine's worker (`search::bounds_run` with the classroom's settings, the code
//! `rushhour bounds` runs, so the numbers are the CLI's). The upper bound falls as beams of 10,
//! 100 and 1,000 find plans (`bounds_plans`: each playable on a small board); the lower bound
//! rises k by k, "no plan of ≤ k moves", with each k's positions kept, expanded, pruned by the
//! estimate, and time (`bounds_steps`); a chart draws both, the gap closing (`bounds_chart`).
//! "Optimum proven" when they meet (`bounds_status`), and its plan plays. The controls
//! (`bounds_controls`): Next step, Run, Stop (the worker ends, the steps stay; Go on takes it
//! from there), Start again, the estimate (none, blocking or two-level, each run kept, side by
//! side in `bounds_side`), and Print this proof (the handout). The note beside the latest step
//! and the lesson under it explain it for a class (`bounds_lesson`); the UvA 12×12's recorded
//! proof comes with it (`bounds_record`).
//!
//! The run is the App's (`game::proof_run`, its trips to the worker in `proof_worker`), so
//! Present shows the same proof (`present_proof`) and it goes on while the mode changes.

use super::bounds_chart::BoundsChart;
use super::bounds_controls::BoundsControls;
use super::bounds_lesson::{BoundsLesson, step_note};
use super::bounds_plans::BoundsPlans;
use super::bounds_record::RecordedProof;
use super::bounds_side::BoundsSideBySide;
use super::bounds_status::BoundsStatus;
use super::bounds_steps::BoundsSteps;
use crate::app::engine::analysis::worker_memory_budget;
use crate::app::store::{use_game, use_proof};
use crate::game::proof_run::ESTIMATES;
use yew::prelude::*;

#[function_component(BoundsPanel)]
pub(super) fn bounds_panel() -> Html {
    let (game, proof) = (use_game(), use_proof());
    let run = proof.run();
    let note = run.answers.iter().rev().find_map(|a| a.step.as_ref()).map(|s| {
        html! { <div class="bounds-note" data-testid="bounds-note" aria-live="polite">{ step_note(s, run.upper()) }</div> }
    });
    let twelve = game.play.board.width() == 12 && game.play.board.height() == 12;
    html! {
        <section class="panel classroom-panel bounds" aria-label="Bounds: proving the optimum" data-testid="bounds"
                 data-estimate={ESTIMATES[proof.estimate as usize]} data-budget={worker_memory_budget(0).to_string()}>
            <h2>{ "Proving the optimum: lower bound against upper bound" }</h2>
            <p class="panel-note">
                { "A plan found is an upper bound: the optimum is no longer. A search that proves \"no plan of ≤ k moves\" is a lower bound: the optimum is longer. When the two meet, the optimum is proven — the way this project proved the UvA 12×12's 25 moves." }
            </p>
            <BoundsControls />
            <BoundsStatus />
            <BoundsChart points={run.points()} testid="bounds-chart" />
            { for note }
            <BoundsSteps />
            <BoundsPlans />
            <h3>{ "The three estimates side by side" }</h3>
            <BoundsSideBySide />
            <BoundsLesson />
            <RecordedProof open={twelve} />
        </section>
    }
}
