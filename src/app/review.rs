//! The review of a won game (`game::review`), in place of the game's board: the board at any
//! position of the game, each move marked optimal, wasted or away in a strip of the moves, the
//! best move where the player's was not, and the optimal line from the position on show, played
//! on the board on request. `use_game_review` gives the review (when the puzzle's cluster is
//! known); the game's state says whether it is open, and at which position (`State::review`).

use super::board::BoardView;
use super::hooks::use_page_keys;
use super::plan::icon;
use crate::app::count::count;
use crate::app::store::use_game;
use crate::game::review::{Mark, ReviewedGame};
use crate::game::state::{Action, ReviewAction, State};
use gloo::timers::callback::Interval;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::notation::{Style, format_move, format_plan};
use rush_hour_engine::model::rules::{self, Move};
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds between two moves of the optimal line played on the review's board.
const LINE_MS: u32 = 650;

/// The optimal moves left from `pos`: from the cluster, else from a plan searched for the review
/// or the game's last plan line (a board too large to analyse whole).
fn distance(state: &State, pos: &Position) -> Option<u16> {
    match state.cluster() {
        Some(c) => c.distance(pos),
        None => state.review.lines.distance(pos).or_else(|| state.plan_line()?.distance(pos)),
    }
}

/// An optimal plan from `pos`, from the same sources as `distance`.
fn plan_from(state: &State, pos: &Position) -> Vec<Move> {
    let plan = match state.cluster() {
        Some(c) => c.plan(pos),
        None => state.review.lines.line_at(pos).or(state.plan_line().map(|l| &**l)).and_then(|l| l.plan(pos)),
    };
    plan.unwrap_or_default()
}

/// The review of the game on the board once it is won, when every distance is known (on a board
/// too large to analyse whole, once the plans `hooks::review_searches` asks for have come).
#[hook]
pub fn use_game_review() -> Option<Rc<ReviewedGame>> {
    let game = use_game();
    let moves: Vec<_> = game.play.history.iter().map(|p| p.mv).collect();
    let key = (game.play.start_grid(), moves, game.play.won(), game.cluster().map(|c| c.size()), game.review.lines.lines.len());
    let state: Rc<State> = game.0.clone();
    let review = use_memo(key, move |(_, moves, won, _, _)| {
        if !won {
            return None;
        }
        ReviewedGame::of(&state.play.board, &state.play.start, moves, |p| distance(&state, p)).map(Rc::new)
    });
    (*review).clone()
}

/// What the review says of the position it shows.
fn caption(review: &ReviewedGame, step: usize) -> String {
    let Some(m) = step.checked_sub(1).and_then(|i| review.moves.get(i)) else {
        let first = review.moves.first().map_or(0, |m| m.before);
        return format!("The start: {first} to go.");
    };
    let n = review.moves.len();
    match m.mark {
        Mark::Optimal => format!("Move {step} of {n}, {}: optimal, {} to go.", m.text, m.after),
        Mark::Wasted => format!("Move {step} of {n}, {}: wasted, still {} to go.", m.text, m.after),
        Mark::Away => format!("Move {step} of {n}, {}: away, {} to go, one more than before.", m.text, m.after),
    }
}

/// The glyph beside a move in the strip (the mark is never told by colour alone).
fn glyph(mark: Mark) -> &'static str {
    match mark {
        Mark::Optimal => "✓",
        Mark::Wasted => "=",
        Mark::Away => "✗",
    }
}

#[function_component(ReviewBoard)]
pub fn review_board() -> Html {
    let game = use_game();
    let review = use_game_review();
    // The optimal line from the position on show, being played on the board: its positions and
    // how many of them are shown.
    let line = use_state_eq(|| None::<(Rc<Vec<Position>>, usize)>);
    {
        let line = line.clone();
        use_effect_with((*line).clone(), move |current| {
            let timer = current.as_ref().filter(|(positions, shown)| *shown + 1 < positions.len()).map(|(positions, shown)| {
                let (positions, shown) = (positions.clone(), *shown);
                Interval::new(LINE_MS, move || line.set(Some((positions.clone(), shown + 1))))
            });
            move || drop(timer)
        });
    }
    let (Some(review), Some(at)) = (review, game.review.at) else {
        return html! {};
    };
    let last = review.moves.len();
    let at = at.min(last);
    let here = &review.positions[at];
    let plan = plan_from(&game, here);
    let go = {
        let (dispatch, line) = (game.dispatcher(), line.clone());
        move |to: usize| {
            let (dispatch, line) = (dispatch.clone(), line.clone());
            Callback::from(move |_: MouseEvent| {
                line.set(None);
                dispatch.dispatch(Action::Review(ReviewAction::Show(Some(to.min(last)))));
            })
        }
    };
    {
        let (dispatch, line) = (game.dispatcher(), line.clone());
        use_page_keys(at, move |e| {
            let to = match e.key().as_str() {
                "ArrowLeft" | "Left" => at.saturating_sub(1),
                "ArrowRight" | "Right" => (at + 1).min(last),
                "Home" => 0,
                "End" => last,
                "Escape" => {
                    dispatch.dispatch(Action::Review(ReviewAction::Show(None)));
                    return true;
                }
                _ => return false,
            };
            line.set(None);
            dispatch.dispatch(Action::Review(ReviewAction::Show(Some(to))));
            true
        });
    }
    let play_line = {
        let (line, plan, here, board) = (line.clone(), plan.clone(), here.clone(), game.play.board.clone());
        Callback::from(move |_: MouseEvent| {
            let mut positions = vec![here.clone()];
            for &mv in &plan {
                let Ok(next) = rules::apply(&board, positions.last().expect("the start"), mv) else { return };
                positions.push(next);
            }
            line.set(Some((Rc::new(positions), 0)));
        })
    };
    let shown = match &*line {
        Some((positions, k)) => positions[*k].clone(),
        None => here.clone(),
    };
    // Where the move on show was not optimal: what was.
    let best_instead = at.checked_sub(1).and_then(|i| {
        let m = &review.moves[i];
        (m.mark != Mark::Optimal).then(|| plan_from(&game, &review.positions[i])).and_then(|best| {
            let first = *best.first()?;
            Some(format!("Best was {} ({} to go after it).", format_move(&game.play.board, first, Style::Card), best.len() - 1))
        })
    });
    let slip = match review.first_slip() {
        Some(i) => format!("You left the optimal line at move {}, {}.", i + 1, review.moves[i].text),
        None => "Every move was optimal.".to_string(),
    };
    let strip = review.moves.iter().enumerate().map(|(i, m)| {
        let selected = at == i + 1;
        html! {
            <li>
                <button type="button" class={classes!("review-move", m.mark.name())} onclick={go(i + 1)}
                        aria-current={selected.then_some("step")}
                        aria-label={format!("Move {}, {}, {}", i + 1, m.text, m.mark.name())}
                        data-mark={m.mark.name()}>
                    <span class="glyph" aria-hidden="true">{ glyph(m.mark) }</span>{ m.text.clone() }
                </button>
            </li>
        }
    });
    let line_on = line.is_some();
    html! {
        <section class="review" aria-labelledby="review-title" data-testid="review" data-step={at.to_string()}>
            <h2 id="review-title">{ "Review: " }<span data-testid="review-summary">{ review.summary() }</span></h2>
            <BoardView board={game.play.board.clone()} position={shown} />
            <p class="review-caption" data-testid="review-caption" aria-live="polite">
                { if line_on { "The optimal line from here, played on the board.".to_string() } else { caption(&review, at) } }
                if let (false, Some(best)) = (line_on, best_instead) {
                    { " " }<span data-testid="review-best">{ best }</span>
                }
            </p>
            <div class="review-nav buttons">
                <button type="button" onclick={go(0)} disabled={at == 0} aria-label="The start">{ icon("M3 2h2v12H3zM14 2v12L6 8z") }</button>
                <button type="button" onclick={go(at.saturating_sub(1))} disabled={at == 0} aria-label="Previous move">{ icon("M12 2v12L4 8z") }</button>
                <button type="button" onclick={go(at + 1)} disabled={at == last} aria-label="Next move">{ icon("M4 2v12l8-6z") }</button>
                <button type="button" onclick={go(last)} disabled={at == last} aria-label="The end">{ icon("M11 2h2v12h-2zM2 2v12l8-6z") }</button>
            </div>
            <ol class="review-moves" data-testid="review-moves">{ for strip }</ol>
            <p class="review-slip">{ slip }</p>
            if !plan.is_empty() {
                <p class="review-line" data-testid="review-line">
                    { format!("Optimal from here ({}): {}", count(plan.len(), "move", "moves"),
                              format_plan(&game.play.board, &plan, Style::Card)) }
                </p>
            }
            <div class="buttons">
                if line_on {
                    <button type="button" onclick={ let l = line.clone(); move |_| l.set(None) }>{ "Back to your game" }</button>
                } else if !plan.is_empty() {
                    <button type="button" onclick={play_line}>{ "Play the optimal line" }</button>
                }
                <button type="button" class="primary" onclick={ let d = game.dispatcher(); move |_| d.dispatch(Action::Review(ReviewAction::Show(None))) }>{ "Close the review" }</button>
            </div>
        </section>
    }
}
