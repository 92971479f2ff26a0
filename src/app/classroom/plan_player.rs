//! A plan played on a small board of its own (the Bounds view's plans: each beam's, the
//! optimum's): the position after each move, with Start, Back, Play/Pause, Forward and End
//! (buttons and keys), the move list with the current move marked, and the move said aloud
//! (`aria-live`). The game's board is left alone.

use super::picture::MiniBoard;
use gloo::timers::callback::Timeout;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{Move, apply};
use std::rc::Rc;
use yew::prelude::*;

/// Pause between two moves while playing.
const MOVE_MS: u32 = 600;

#[derive(Properties, PartialEq)]
pub(super) struct PlanPlayerProps {
    pub board: Rc<Board>,
    pub start: Position,
    pub plan: Vec<Move>,
    /// What the plan is ("the beam of width 100's plan").
    pub title: AttrValue,
    /// Start playing at once.
    #[prop_or_default]
    pub autoplay: bool,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

#[function_component(PlanPlayer)]
pub(super) fn plan_player(props: &PlanPlayerProps) -> Html {
    // Every position along the plan, the start first (a move the rules refuse ends it there).
    let positions = use_memo((props.board.clone(), props.start.clone(), props.plan.clone()), |(board, start, plan)| {
        let mut at = vec![start.clone()];
        for &m in plan {
            match apply(board, at.last().expect("the start"), m) {
                Ok(next) => at.push(next),
                Err(_) => break,
            }
        }
        at
    });
    let step = use_state_eq(|| 0usize);
    let playing = use_state_eq(|| props.autoplay);
    let last = positions.len() - 1;
    // A new plan: back to its start.
    {
        let (step, playing, autoplay) = (step.clone(), playing.clone(), props.autoplay);
        use_effect_with(props.plan.clone(), move |_| {
            step.set(0);
            playing.set(autoplay);
        });
    }
    {
        let (step, playing) = (step.clone(), playing.clone());
        use_effect_with((*playing, *step, last), move |&(on, at, last)| {
            let next = (on && at < last).then(|| Timeout::new(MOVE_MS, move || step.set(at + 1)));
            if on && at >= last {
                playing.set(false);
            }
            move || drop(next)
        });
    }
    let go = |to: usize| {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            playing.set(false);
            step.set(to.min(last));
        })
    };
    let on_play = {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            if !*playing && *step >= last {
                step.set(0);
            }
            playing.set(!*playing);
        })
    };
    let on_key = {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowRight" => (*step + 1).min(last),
                "ArrowLeft" => step.saturating_sub(1),
                "Home" => 0,
                "End" => last,
                _ => return,
            };
            e.prevent_default();
            playing.set(false);
            step.set(to);
        })
    };
    let at = (*step).min(last);
    let said = match at {
        0 => format!("Start of {}: {} moves.", props.title, props.plan.len()),
        n => format!("Move {n} of {}: {}.", props.plan.len(), format_move(&props.board, props.plan[n - 1], Style::Card)),
    };
    let moves = props.plan.iter().enumerate().map(|(i, &m)| {
        let current = i + 1 == at;
        html! { <span class={classes!("card", current.then_some("current"))} aria-current={current.then_some("step")}>{ format_move(&props.board, m, Style::Card) }</span> }
    });
    html! {
        <div class="plan-player" data-testid={props.testid.clone()} data-moves={props.plan.len().to_string()} data-step={at.to_string()}
             role="group" aria-label={format!("Play {}", props.title)} onkeydown={on_key}>
            <div class="plan-player-board">
                <MiniBoard board={props.board.clone()} position={positions[at].clone()} />
            </div>
            <div class="plan-player-side">
                <p class="plan-player-said" aria-live="polite">{ said }</p>
                <div class="buttons">
                    <button type="button" onclick={go(0)} disabled={at == 0} aria-label="Plan start (Home)">{ "|←" }</button>
                    <button type="button" onclick={go(at.saturating_sub(1))} disabled={at == 0} aria-label="Back one move (←)">{ "←" }</button>
                    <button type="button" onclick={on_play} disabled={last == 0}>{ if *playing { "Pause the plan" } else { "Play the plan" } }</button>
                    <button type="button" onclick={go(at + 1)} disabled={at >= last} aria-label="Forward one move (→)">{ "→" }</button>
                    <button type="button" onclick={go(last)} disabled={at >= last} aria-label="Plan end (End)">{ "→|" }</button>
                </div>
                <p class="notation plan-player-moves">{ for moves }</p>
            </div>
        </div>
    }
}
