//! The solver's plan in card notation with playback controls: the moves already on the board,
//! the move just played highlighted (as its vehicle is on the board) and the next one marked, play/pause, step back/forward, speed and stop (which leaves the board
//! at that step, playable).

use crate::app::count::count;
use crate::app::store::use_game;
use crate::game::state::{Action, PlanAction, SPEEDS, SettingsAction};
use rush_hour_engine::model::notation::{Style, format_move};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A small icon for a button (16×16 path), hidden from assistive technology: the button's text
/// names it. (Media-control characters such as ⏮ are missing from many fonts.)
pub(super) fn icon(path: &'static str) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d={path} fill="currentColor" />
        </svg>
    }
}

/// Scrolls `list`, a list that scrolls on its own (positioned, so its items' `offsetTop` is
/// within it), to show its first item matching `selector` a third of the way down when that item
/// is out of view; the page and the panels around it do not scroll.
pub(super) fn keep_in_view(list: &NodeRef, selector: &str) {
    if let Some(ol) = list.cast::<web_sys::HtmlElement>()
        && let Ok(Some(item)) = ol.query_selector(selector)
        && let Ok(item) = item.dyn_into::<web_sys::HtmlElement>()
    {
        let (top, bottom) = (item.offset_top(), item.offset_top() + item.offset_height());
        if top < ol.scroll_top() || bottom > ol.scroll_top() + ol.client_height() {
            ol.set_scroll_top(top - ol.client_height() / 3);
        }
    }
}

/// `700` ms per move → `"0.7 s per move"`.
fn speed_words(ms: u32) -> String {
    format!("{}.{} s per move", ms / 1000, (ms % 1000) / 100)
}

#[function_component(PlanPanel)]
pub fn plan_panel() -> Html {
    let game = use_game();
    let list = use_node_ref();
    // Keep the current move in view inside the list (which scrolls on its own when the plan is
    // long), without scrolling the page or the panels.
    {
        let list = list.clone();
        let step = game.playback.as_ref().map(|p| p.step);
        use_effect_with(step, move |_| keep_in_view(&list, "li[aria-current]"));
    }
    let Some(pb) = game.playback.as_ref() else { return html! {} };
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };
    let total = pb.plan.len();
    let moves = pb.plan.iter().enumerate().map(|(i, &mv)| {
        // The move just played is the current one (its vehicle is ringed on the board); the one
        // after it is marked as next.
        let (class, current) = if i + 1 == pb.step {
            ("done current", Some("step"))
        } else if i < pb.step {
            ("done", None)
        } else if i == pb.step {
            ("next", None)
        } else {
            ("todo", None)
        };
        html! {
            <li class={class} aria-current={current}>{ format_move(&game.play.board, mv, Style::Card) }</li>
        }
    });
    // At the plan's end the red car is out: nothing is left to play on from, and Stop closes the
    // plan.
    let (stop_label, stop_title, stop_icon) = if pb.step == total {
        (
            "Close",
            "Close the plan; the board stays as it is",
            "M4.2 2.8L8 6.6l3.8-3.8 1.4 1.4L9.4 8l3.8 3.8-1.4 1.4L8 9.4l-3.8 3.8-1.4-1.4L6.6 8 2.8 4.2z",
        )
    } else {
        ("Stop", "Stop here and play on from this position", "M3 3h10v10H3z")
    };
    let status = if pb.step == total { "Done: the red car is out".to_string() } else { format!("Move {} of {}", pb.step + 1, total) };
    html! {
            <section class="panel plan-panel" aria-label="Solution" data-testid="plan">
                <h2>{ format!("Shortest way out: {}", count(total, "move", "moves")) }</h2>
                <ol ref={list} class="plan notation" data-step={pb.step.to_string()}>{ for moves }</ol>
                // On a phone the status and these controls stay at the bottom of the screen while
                // moves of the plan are left, under the board (panels.css); at its end the win
                // banner has room.
                <div class={classes!("plan-controls", (pb.step < total).then_some("pinned"))}>
                <p class="plan-status" data-testid="plan-status">{ status }</p>
                <div class="buttons playback">
                    <button type="button" disabled={pb.step == 0} onclick={on(Action::Plan(PlanAction::StepBack))}
                            >
                        { icon("M3 2h2v12H3zM14 2v12L6 8z") }{ "Step back" }
                    </button>
                    <button type="button" disabled={pb.step == total} onclick={on(Action::Plan(PlanAction::PlayPause))}
    >
                        { icon(if pb.playing { "M3 2h4v12H3zM9 2h4v12H9z" } else { "M3 2l11 6-11 6z" }) }
                        { if pb.playing { "Pause" } else { "Play" } }
                    </button>
                    <button type="button" disabled={pb.step == total} onclick={on(Action::Plan(PlanAction::StepForward))}
                            >
                        { "Step forward" }{ icon("M11 2h2v12h-2zM2 2v12l8-6z") }
                    </button>
                    <button type="button" onclick={on(Action::Plan(PlanAction::Stop))} title={stop_title}>
                        { icon(stop_icon) }{ stop_label }
                    </button>
                </div>
                <div class="buttons speed">
                    <button type="button" disabled={game.settings.speed == 0} onclick={on(Action::Settings(SettingsAction::Slower))}
                            >{ "Slower" }</button>
                    <span class="speed-value" data-testid="speed" data-value={game.settings.speed.to_string()}>
                        { speed_words(SPEEDS[game.settings.speed]) }
                    </span>
                    <button type="button" disabled={game.settings.speed + 1 == SPEEDS.len()} onclick={on(Action::Settings(SettingsAction::Faster))}
                            >{ "Faster" }</button>
                </div>
                </div>
            </section>
        }
}
