//! Whether a condition has held for a while: what waits before it shows, so that a state that
//! ends at once never flashes into the page.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// True once `on` has been true for `ms` milliseconds without a break; false whenever it is false.
#[hook]
pub fn use_held_for(on: bool, ms: u32) -> bool {
    let held = use_state_eq(|| false);
    {
        let held = held.clone();
        use_effect_with(on, move |&on| {
            held.set(false);
            let timeout = on.then(|| Timeout::new(ms, move || held.set(true)));
            move || drop(timeout)
        });
    }
    on && *held
}
