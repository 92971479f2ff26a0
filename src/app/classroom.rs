//! Classroom tools: the search visualizer, the state graph and the algorithm comparison.

use yew::prelude::*;

#[function_component(ClassroomPage)]
pub(super) fn classroom_page() -> Html {
    html! { <section class="classroom"><p>{ "Classroom tools are coming." }</p></section> }
}
