//! Presentation mode: a big board and the plan in large card notation, for a projector.

use yew::prelude::*;

#[function_component(Presentation)]
pub(super) fn presentation() -> Html {
    html! { <section class="present"><p>{ "Presentation mode is coming." }</p></section> }
}
