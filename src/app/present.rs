//! Presentation mode: for a projector at the back of a classroom. A big board in a high-contrast
//! theme (`.present.hc` in static/classroom.css: black frame, white cells, thick outlines, large
//! labels), the optimal plan from the position in large card notation with the current move
//! highlighted and kept in view as the plan steps (the list scrolls, not the page; a long plan
//! is set smaller to be seen whole), a counter ("Move k of n", moves to go) and keyboard stepping through the plan:
//! → next move, ← back, Space play/pause, Home the plan's start, End its end, Q the QR code of
//! the puzzle's link, Escape closes the QR code or goes back to Play.
//!
//! The plan is the game's playback (`PlanAction::Solve` and the step actions); until one is on show,
//! the plan from the position is drawn from the cluster (or the plan line on a board too large
//! for one), and → or Home puts it on show paused.

use super::board::GameBoard;
use super::classroom::qr::QrView;
use super::hooks::use_page_keys;
use super::plan::keep_in_view;
use crate::app::count::count;
use crate::app::store::use_game;
use crate::app::url;
use crate::game::state::{Action, Analysis, Mode, PlanAction, SettingsAction};
use rush_hour_engine::model::notation::{Style, format_move};
use yew::prelude::*;

/// Moves above which the plan is set smaller and in more columns, so that a long plan (XTL card 40's
/// 51 moves) is seen whole at 1280×800.
const LONG_PLAN: usize = 24;

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

    // The keys (listened to anew with each new state, so they read the current one).
    {
        let (game, show_qr) = (game.clone(), show_qr.clone());
        use_page_keys((game.clone(), *show_qr), move |e| {
            // A focused vehicle's arrow keys move it (it prevents the default).
            if e.ctrl_key() || e.default_prevented() {
                return false;
            }
            match e.key().as_str() {
                "Escape" if *show_qr => show_qr.set(false),
                "Escape" => game.dispatch(Action::Settings(SettingsAction::SetMode(Mode::Play))),
                "q" | "Q" => show_qr.set(!*show_qr),
                k => match key_actions(k, game.playback.is_some()) {
                    Some(actions) => actions.into_iter().for_each(|a| game.dispatch(a)),
                    None => return false,
                },
            }
            true
        });
    }

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
    let qr_toggle = {
        let show_qr = show_qr.clone();
        Callback::from(move |_: MouseEvent| show_qr.set(!*show_qr))
    };

    html! {
        <section class="present hc" aria-label="Presentation" data-testid="present">
            <div class="present-board board-area">
                <GameBoard />
            </div>
            <aside class="present-side">
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
                    <button type="button" onclick={qr_toggle} aria-pressed={show_qr.to_string()} title="QR code of this puzzle (Q)">{ "QR code" }</button>
                </div>
                <p class="present-keys">{ "→ next · ← back · Space play/pause · Home · End · Q QR code · Esc back to Play" }</p>
            </aside>
            if *show_qr {
                <div class="qr-overlay" data-testid="present-qr" onclick={ let s = show_qr.clone(); move |_| s.set(false) }>
                    <QrView text={url::link_to(&game.play.start_grid())} />
                    <p>{ "Scan to play this puzzle · Esc or click to close" }</p>
                </div>
            }
        </section>
    }
}
