//! The puzzle editor and the generator.

use yew::prelude::*;

#[function_component(EditorPage)]
pub(super) fn editor_page() -> Html {
    html! { <section class="editor"><p>{ "The editor is coming." }</p></section> }
}
