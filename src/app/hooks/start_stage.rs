//! The app's first render in stages: the header and the board in the task that starts the app,
//! then one group of panels per task after it. Rendered at once, the whole page was one task after
//! the first paint (a median of 161 ms over 12 loads in headless Chromium here; in stages, with
//! the wasm compiled beforehand, the longest task 110 ms): docs/benchmarks.md, "The start-up
//! in three tasks". Between the tasks the browser may paint and handle input.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// The stage reached, from 0 (the first render) to `last`: each render of a stage below `last`
/// asks for the next one in a new task (a timer of 0 ms), so the browser may paint and handle
/// input between them.
#[hook]
pub fn use_start_stage(last: u8) -> u8 {
    let stage = use_state_eq(|| 0u8);
    {
        let next = stage.clone();
        use_effect_with(*stage, move |&now| {
            let timeout = (now < last).then(|| Timeout::new(0, move || next.set(now + 1)));
            move || drop(timeout)
        });
    }
    *stage
}
