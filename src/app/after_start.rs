//! `AfterStart`: its children, mounted one a task after the app's first render. The panels below
//! the game's own (the library, the daily puzzle, the levels, the paste box, typed moves) come
//! this way, so that the start-up is not one long task: the first render is the board and its
//! buttons, and the page answers between the panels' tasks. Each is appended below what is
//! drawn, so nothing in view moves (docs/benchmarks.md, first paint).

use gloo::timers::callback::Timeout;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AfterStartProps {
    pub children: Children,
}

#[function_component(AfterStart)]
pub fn after_start(props: &AfterStartProps) -> Html {
    // How many children are mounted: one more after each render, in a task of its own (a
    // timeout set once the last one is drawn: Yew's scheduler runs the renders of a task
    // together, so the children's own timeouts would not keep them apart).
    let shown = use_state_eq(|| 0);
    let all = props.children.len();
    {
        let shown = shown.clone();
        use_effect_with(*shown, move |&now| {
            let timeout = (now < all).then(|| Timeout::new(0, move || shown.set(now + 1)));
            move || drop(timeout)
        });
    }
    html! { { for props.children.iter().take(*shown) } }
}
