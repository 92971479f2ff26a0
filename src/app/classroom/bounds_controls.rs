//! The Bounds view's controls: the estimate (three pressed-or-not buttons: none, blocking,
//! two-level), Next step, Run the proof / Stop the proof / Go on, All three estimates, Start
//! again and, in the Classroom, Print this proof (the view printed alone: the handout).

use crate::app::store::use_proof;
use crate::game::proof_run::{ESTIMATES, ProofAction, Run};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct BoundsControlsProps {
    /// With "Print this proof" (the Classroom; not Present).
    #[prop_or(true)]
    pub print: bool,
}

#[function_component(BoundsControls)]
pub(super) fn bounds_controls(props: &BoundsControlsProps) -> Html {
    let proof = use_proof();
    let on = |action: ProofAction| {
        let proof = proof.clone();
        Callback::from(move |_: MouseEvent| proof.dispatch(action.clone()))
    };
    let (run, busy) = (proof.run(), proof.busy());
    let choices = ESTIMATES.iter().enumerate().map(|(n, name)| {
        html! {
            <button type="button" aria-pressed={(n == proof.estimate as usize).to_string()} onclick={on(ProofAction::Estimate(n as u8))}
                    data-testid={format!("bounds-estimate-{name}")}>{ *name }</button>
        }
    });
    html! {
        <>
            <div class="bounds-estimates" role="group" aria-labelledby="bounds-estimate-label">
                <span id="bounds-estimate-label">{ "Estimate h of the moves still needed:" }</span>
                { for choices }
            </div>
            <div class="buttons">
                <button type="button" onclick={on(ProofAction::Next)} disabled={busy || run.done()}>{ "Next step" }</button>
                if busy {
                    <button type="button" onclick={on(ProofAction::Stop)} data-testid="bounds-stop">{ "Stop the proof" }</button>
                } else {
                    <button type="button" onclick={on(ProofAction::Run)} disabled={run.done()} data-testid="bounds-run">
                        { if run.answers.is_empty() { "Run the proof" } else { "Go on" } }
                    </button>
                }
                <button type="button" onclick={on(ProofAction::AllThree)} disabled={busy || proof.runs.iter().all(Run::done)}
                        data-testid="bounds-all">{ "All three estimates" }</button>
                <button type="button" onclick={on(ProofAction::StartAgain)}>{ "Start again" }</button>
                if props.print {
                    <button type="button" onclick={Callback::from(|_: MouseEvent| print_proof())} data-testid="bounds-print">{ "Print this proof" }</button>
                }
            </div>
        </>
    }
}

/// The handout: the view printed alone (static/classroom.css, `html.print-bounds`).
fn print_proof() {
    let root = gloo::utils::document().document_element();
    if let Some(root) = &root {
        let _ = root.class_list().add_1("print-bounds");
    }
    let _ = gloo::utils::window().print();
    if let Some(root) = &root {
        let _ = root.class_list().remove_1("print-bounds");
    }
}
