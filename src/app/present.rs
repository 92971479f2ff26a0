//! Presentation mode: for a projector at the back of a classroom. A big board in a high-contrast
//! theme (`.present.hc` in static/classroom.css: black frame, white cells, thick outlines, large
//! labels), beside it the optimal plan from the position (`present_plan`) or the proof of the
//! optimum, and keyboard stepping through the plan:
//! → next move, ← back, Space play/pause, Home the plan's start, End its end, Q the QR code of
//! the puzzle's link, B the proof of the optimum in place of the plan (the Classroom's Bounds
//! view, `classroom::present_proof`: the same run), Escape closes the QR code or goes back to
//! Play.

use super::board::GameBoard;
use super::classroom::present_proof::PresentProof;
use super::classroom::qr::QrView;
use super::hooks::use_page_keys;
use super::present_plan::PresentPlan;
use crate::app::store::use_game;
use crate::app::url;
use crate::game::state::{Action, Mode, PlanAction, SettingsAction};
use yew::prelude::*;

/// What a key does here, given whether a plan is on show.
fn key_actions(key: &str, playing_plan: bool) -> Option<Vec<Action>> {
    Some(match (key, playing_plan) {
        ("ArrowRight", true) => vec![Action::Plan(PlanAction::StepForward)],
        ("ArrowRight", false) => vec![Action::Plan(PlanAction::Start), Action::Plan(PlanAction::StepForward)],
        ("ArrowLeft", true) => vec![Action::Plan(PlanAction::StepBack)],
        (" ", true) => vec![Action::Plan(PlanAction::PlayPause)],
        (" ", false) => vec![Action::Plan(PlanAction::Solve)],
        ("Home", _) => vec![Action::Plan(PlanAction::Start)],
        ("End", _) => vec![Action::Plan(PlanAction::End)],
        _ => return None,
    })
}

#[function_component(Presentation)]
pub(super) fn presentation() -> Html {
    let game = use_game();
    let show_qr = use_state_eq(|| false);
    let show_proof = use_state_eq(|| false);

    // The keys (listened to anew with each new state, so they read the current one).
    {
        let (game, show_qr, show_proof) = (game.clone(), show_qr.clone(), show_proof.clone());
        use_page_keys((game.clone(), *show_qr, *show_proof), move |e| {
            // A focused vehicle's arrow keys move it (it prevents the default).
            if e.ctrl_key() || e.default_prevented() {
                return false;
            }
            match e.key().as_str() {
                "Escape" if *show_qr => show_qr.set(false),
                "Escape" => game.dispatch(Action::Settings(SettingsAction::SetMode(Mode::Play))),
                "q" | "Q" => show_qr.set(!*show_qr),
                "b" | "B" => show_proof.set(!*show_proof),
                k => match key_actions(k, game.playback.is_some()) {
                    Some(actions) => actions.into_iter().for_each(|a| game.dispatch(a)),
                    None => return false,
                },
            }
            true
        });
    }
    let toggle = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.set(!*state))
    };

    html! {
        <section class="present hc" aria-label="Presentation" data-testid="present">
            <div class="present-board board-area">
                <GameBoard />
            </div>
            <aside class="present-side">
                if *show_proof {
                    <PresentProof />
                    <div class="present-buttons">
                        <button type="button" onclick={toggle(&show_proof)} aria-pressed="true" data-testid="present-proof-toggle"
                                title="Back to the plan (B)">{ "Proof" }</button>
                    </div>
                } else {
                    <PresentPlan show_qr={*show_qr} on_qr={toggle(&show_qr)} on_proof={toggle(&show_proof)} />
                }
                <p class="present-keys">{ "→ next · ← back · Space play/pause · Home · End · Q QR code · B proof · Esc back to Play" }</p>
            </aside>
            if *show_qr {
                <div class="qr-overlay" data-testid="present-qr" onclick={toggle(&show_qr)}>
                    <QrView text={url::link_to(&game.play.start_grid())} />
                    <p>{ "Scan to play this puzzle · Esc or click to close" }</p>
                </div>
            }
        </section>
    }
}
