//! The review of a won game (`game::review`), in place of the game's board: the board at any
//! position of the game, each move marked optimal, wasted or away in a strip of the moves, the
//! best move where the player's was not, and the optimal line from the position on show, played
//! on the board on request. `use_game_review` gives the review (when the puzzle's cluster is
//! known: `game_review`); the game's state says whether it is open, and at which position
//! (`State::review`). Its parts: `review_nav` (the buttons and keys through the game),
//! `move_strip` (the moves, marked), `line_player` (the optimal line played on the board).

mod game_review;
mod line_player;
mod move_strip;
mod review_nav;

pub use game_review::use_game_review;

use super::board::BoardView;
use crate::app::count::count;
use crate::app::store::use_game;
use crate::game::review::{Mark, ReviewedGame};
use crate::game::state::{Action, ReviewAction};
use game_review::plan_from;
use line_player::{play_line, use_line_player};
use move_strip::move_strip;
use review_nav::{review_nav, use_review_keys};
use rush_hour_engine::model::notation::{Style, format_move, format_plan};
use yew::prelude::*;

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

#[function_component(ReviewBoard)]
pub fn review_board() -> Html {
    let game = use_game();
    let review = use_game_review();
    let line = use_line_player();
    let (Some(review), Some(at)) = (review, game.review.at) else {
        return html! {};
    };
    let last = review.moves.len();
    let at = at.min(last);
    let here = &review.positions[at];
    let plan = plan_from(&game, here);
    let on_go = {
        let (dispatch, line) = (game.dispatcher(), line.clone());
        Callback::from(move |to: usize| {
            line.set(None);
            dispatch.dispatch(Action::Review(ReviewAction::Show(Some(to.min(last)))));
        })
    };
    use_review_keys(at, last, game.dispatcher(), line.clone());
    let play_line = play_line(&line, plan.clone(), here.clone(), game.play.board.clone());
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
            { review_nav(at, last, &on_go) }
            { move_strip(&review, at, &on_go) }
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
