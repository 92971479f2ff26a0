//! Present's plan: the counter ("Move k of n", moves to go), the plan in large card notation with
//! the current move highlighted and kept in view (the list scrolls, not the page; a long plan is
//! set smaller to be seen whole) and its buttons: Start, Back, Play/Pause, Next, End, the QR
//! code and the proof (`classroom::present_proof`, in its place).
//!
//! The plan is the game's playback (`PlanAction::Solve` and the step actions); until one is on
//! show, the plan from the position is drawn from the cluster (or the plan line on a board too
//! large for one), and Next or Home puts it on show paused.

use super::plan::keep_in_view;
use crate::app::count::count;
use crate::app::store::use_game;
use crate::game::state::{Action, Analysis, Mode, PlanAction, SettingsAction};
use rush_hour_engine::model::notation::{Style, format_move};
use yew::prelude::*;

/// Moves above which the plan is set smaller and in more columns, so that a long plan (XTL card 40's
/// 51 moves) is seen whole at 1280×800.
const LONG_PLAN: usize = 24;

#[derive(Properties, PartialEq)]
pub(super) struct PresentPlanProps {
    /// The QR code is on show (its button is pressed).
    pub show_qr: bool,
    pub on_qr: Callback<MouseEvent>,
    /// The proof in place of the plan.
    pub on_proof: Callback<MouseEvent>,
}

#[function_component(PresentPlan)]
pub(super) fn present_plan(props: &PresentPlanProps) -> Html {
    let game = use_game();
    // The plan on show, else the plan from here (not started): from the cluster, or on a board
    // too large for one, from the plan searched from the position.
    let (plan, step, playing) = game.plan_to_show();
    let total = plan.len();
    // The current move (the next one at the start) kept in view inside the plan's list, which
    // scrolls on its own: the page does not move.
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with((step, total), move |_| keep_in_view(&list, "li.current, li.next"));
    }
    let on = |actions: Vec<Action>| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| actions.iter().for_each(|a| g.dispatch(a.clone())))
    };
    let cards = plan.iter().enumerate().map(|(i, &mv)| {
        let class = if i + 1 == step {
            "done current"
        } else if i < step {
            "done"
        } else if i == step {
            "next"
        } else {
            "todo"
        };
        html! { <li class={class} aria-current={(i + 1 == step).then_some("step")}>{ format_move(&game.play.board, mv, Style::Card) }</li> }
    });
    let unavailable = game.background.analysis.why_unavailable();
    let (counter, to_go) = if game.play.won() {
        ("Solved: the red car is out".to_string(), String::new())
    } else if unavailable.is_some() {
        ("No plan to show".to_string(), String::new())
    } else if game.playback.is_none() && !game.answers_here() {
        let searching = matches!(game.background.analysis, Analysis::Lines { .. });
        ((if searching { "Searching for a plan…" } else { "Analysing the puzzle…" }).to_string(), String::new())
    } else if total == 0 {
        ("No way out from here".to_string(), String::new())
    } else if step == 0 {
        (format!("Start: a plan of {}", count(total, "move", "moves")), format!("{total} to go"))
    } else {
        (format!("Move {step} of {total}"), format!("{} to go", total - step))
    };
    let has_plan = game.playback.is_some();
    let next = if has_plan {
        vec![Action::Plan(PlanAction::StepForward)]
    } else {
        vec![Action::Plan(PlanAction::Start), Action::Plan(PlanAction::StepForward)]
    };
    let play = if has_plan { vec![Action::Plan(PlanAction::PlayPause)] } else { vec![Action::Plan(PlanAction::Solve)] };
    html! {
        <>
            <p class="present-counter" data-testid="present-counter" data-step={step.to_string()} data-total={total.to_string()}
               aria-live="polite">{ counter }</p>
            if !to_go.is_empty() {
                <p class="present-to-go" data-testid="present-to-go">{ to_go }</p>
            }
            if let Some(why) = unavailable {
                <p class="present-note" data-testid="present-unavailable" role="status">
                    { why }{ " The plan needs it; the board can still be played here, and the Classroom's layer-by-layer search and algorithm table work without it. " }
                    <button type="button" onclick={on(vec![Action::Settings(SettingsAction::SetMode(Mode::Classroom))])}>{ "Open the Classroom" }</button>
                </p>
            }
            <ol ref={list} class={classes!("present-plan", "notation", (total > LONG_PLAN).then_some("long"))} data-testid="present-plan"
                tabindex="0" aria-label="The plan, move by move">{ for cards }</ol>
            <div class="present-buttons">
                <button type="button" onclick={on(vec![Action::Plan(PlanAction::Start)])} disabled={total == 0} title="The plan's start (Home)">{ "|← Start" }</button>
                <button type="button" onclick={on(vec![Action::Plan(PlanAction::StepBack)])} disabled={step == 0} title="Back one move (←)">{ "← Back" }</button>
                <button type="button" onclick={on(play)} disabled={total == 0 || step == total}
                        title="Play or pause (Space)">{ if playing { "Pause" } else { "Play" } }</button>
                <button type="button" onclick={on(next)} disabled={total == 0 || step == total} title="Next move (→)">{ "Next →" }</button>
                <button type="button" onclick={on(vec![Action::Plan(PlanAction::End)])} disabled={total == 0 || step == total} title="The plan's end (End)">{ "End →|" }</button>
                <button type="button" onclick={props.on_qr.clone()} aria-pressed={props.show_qr.to_string()} title="QR code of this puzzle (Q)">{ "QR code" }</button>
                <button type="button" onclick={props.on_proof.clone()} aria-pressed="false" data-testid="present-proof-toggle"
                        title="The proof of the optimum, lower bound against upper bound (B)">{ "Proof" }</button>
            </div>
        </>
    }
}
