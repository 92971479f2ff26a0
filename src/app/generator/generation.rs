//! A run of the generator in the engine's worker (`engine::tool_requests`): started by Generate, its
//! progress and outcome (`Status`), ended by Stop, a new run or leaving the page.

use crate::app::engine::tool_requests::generate;
use crate::app::engine::worker::EngineJob;
use crate::app::library_panel::random_seed;
use crate::app::time::now;
use crate::engine_client::tool_questions::{GeneratorQuestion, NewPuzzle};
use crate::game::generator_reach;
use rush_hour_engine::library::Section;
use rush_hour_engine::model::board::Puzzle;
use yew::prelude::*;

/// The outcome shown under the button.
#[derive(Clone, PartialEq)]
pub(super) enum Status {
    Idle,
    /// Layouts rated so far, in `millis` since the click.
    Running {
        tries: usize,
        millis: f64,
    },
    Found {
        moves: u16,
        millis: f64,
        tries: usize,
        cluster: usize,
    },
    Failed(String),
}

/// The run's outcome, the runs started and the buttons' callbacks.
pub(super) struct Generation {
    pub(super) status: Status,
    /// Generations started, on the status line (a benchmark tells one result from the next).
    pub(super) runs: u32,
    pub(super) on_generate: Callback<MouseEvent>,
    pub(super) on_cancel: Callback<MouseEvent>,
}

#[hook]
pub(super) fn use_generation(on_puzzle: Callback<(Puzzle, String)>, tier: Section, size: (u8, u8), walls: bool) -> Generation {
    let status = use_state_eq(|| Status::Idle);
    let runs = use_state_eq(|| 0u32);
    let job = use_mut_ref(|| None::<EngineJob>);
    // Leaving the page (another mode) cancels a generation in progress.
    {
        let job = job.clone();
        use_effect_with((), move |_| move || drop(job.borrow_mut().take()));
    }
    let on_generate = {
        let (job, status, runs) = (job.clone(), status.clone(), runs.clone());
        Callback::from(move |_: MouseEvent| {
            let started = now();
            runs.set(*runs + 1);
            status.set(Status::Running { tries: 0, millis: 0.0 });
            let on_rated = {
                let status = status.clone();
                Callback::from(move |tries| status.set(Status::Running { tries, millis: now() - started }))
            };
            let (status, on_puzzle) = (status.clone(), on_puzzle.clone());
            let on_done = Callback::from(move |generated| match generated {
                Ok(NewPuzzle::Found { puzzle, moves, cluster, tries }) => {
                    // From the click to the puzzle (the worker's start included).
                    let millis = now() - started;
                    gloo::console::log!(format!("generated: {moves} moves in {millis:.0} ms, {tries} layouts"));
                    status.set(Status::Found { moves, millis, tries, cluster });
                    let name = format!("New {} puzzle ({moves} moves)", tier.short_title());
                    on_puzzle.emit((puzzle, name));
                }
                Ok(NewPuzzle::NotFound { tries }) => status.set(Status::Failed(generator_reach::not_found(tier, size, walls, tries))),
                Err(failure) => status.set(Status::Failed(format!("No puzzle found: {failure}"))),
            });
            // A generation still running stops.
            let question = GeneratorQuestion { size, moves: tier.generator_moves(), walls, seed: random_seed() as u32 };
            let generation = generate(question, on_rated, on_done);
            drop(job.borrow_mut().replace(generation));
        })
    };
    let on_cancel = {
        let (job, status) = (job.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            drop(job.borrow_mut().take());
            status.set(Status::Idle);
        })
    };
    Generation { status: (*status).clone(), runs: *runs, on_generate, on_cancel }
}
