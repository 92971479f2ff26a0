//! The app's first render in stages, one task each: the header and the board's frame in the task
//! after the one that starts the app (src/main.rs), then the vehicles, then the cells' grid and
//! the panels beside the board, then the other panels in two groups. Between the tasks the browser
//! may paint and handle input. Rendered at once, the whole page was one task after the first
//! paint (a median of 161 ms over 12 loads in headless Chromium here); the stages and their tasks
//! are measured in docs/benchmarks.md, "The start-up in stages".

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How far the app's first render has got, in order. The app gives it to the parts drawn in a
/// later stage (the game's board: its vehicles and cells' grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum StartStage {
    /// The header and the board's frame and cells: the first render, in the task after `main`'s.
    Board,
    /// The vehicles on the board.
    Vehicles,
    /// The board's cells as a grid for a screen reader; the win banner, the counter and the
    /// buttons, the plan.
    Controls,
    /// New puzzle, the library and the daily puzzle.
    Panels,
    /// The other panels (the levels, paste a puzzle, type a move): the page is whole.
    Whole,
}

impl StartStage {
    /// The stage after this one; none after `Whole`.
    fn next(self) -> Option<Self> {
        match self {
            Self::Board => Some(Self::Vehicles),
            Self::Vehicles => Some(Self::Controls),
            Self::Controls => Some(Self::Panels),
            Self::Panels => Some(Self::Whole),
            Self::Whole => None,
        }
    }
}

/// The stage reached, from `Board` to `Whole`: each render of a stage before `Whole` asks for the
/// next one in a new task (a timer of 0 ms).
#[hook]
pub fn use_start_stage() -> StartStage {
    let stage = use_state_eq(|| StartStage::Board);
    {
        let set = stage.clone();
        use_effect_with(*stage, move |&now| {
            let timeout = now.next().map(|next| Timeout::new(0, move || set.set(next)));
            move || drop(timeout)
        });
    }
    *stage
}
