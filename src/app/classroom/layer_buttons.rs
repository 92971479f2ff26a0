//! The visualizer's buttons: Next layer, Run (Pause while it runs) and Reset.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct LayerButtonsProps {
    pub running: bool,
    /// Next layer cannot be asked for now (the search ended, a layer is coming, none is shown).
    pub next_disabled: bool,
    /// Run cannot start (the search ended, no layer is shown).
    pub run_disabled: bool,
    pub on_next: Callback<MouseEvent>,
    pub on_run: Callback<MouseEvent>,
    pub on_pause: Callback<MouseEvent>,
    pub on_reset: Callback<MouseEvent>,
}

#[function_component(LayerButtons)]
pub(super) fn layer_buttons(props: &LayerButtonsProps) -> Html {
    html! {
        <div class="buttons">
            <button type="button" onclick={props.on_next.clone()} disabled={props.next_disabled}>{ "Next layer" }</button>
            if props.running {
                <button type="button" onclick={props.on_pause.clone()}>{ "Pause" }</button>
            } else {
                <button type="button" onclick={props.on_run.clone()} disabled={props.run_disabled}>{ "Run" }</button>
            }
            <button type="button" onclick={props.on_reset.clone()}>{ "Reset" }</button>
        </div>
    }
}
