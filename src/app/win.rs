//! The win banner: "Solved in N moves (optimal M)", a star rating, a note when the solver's
//! animation helped, and Next puzzle, Replay and Share.

use super::controls::CopyField;
use super::library::random_seed;
use super::review::use_game_review;
use super::{url, use_game};
use crate::game::review::Review;
use crate::game::state::{Action, Analysis, State};
use rush_hour_engine::library::{self, Section};
use rush_hour_engine::model::grid;
use yew::prelude::*;

#[function_component(WinBanner)]
pub fn win_banner() -> Html {
    let game = use_game();
    let shares = use_state_eq(|| 0u32);
    let review = use_game_review();
    if !game.play.won() {
        return html! {};
    }
    let stars = game.rating().min(3);
    let optimal = game.optimal();
    // Next: the tier above after a clean optimal win, else another of the same tier.
    let tier = Section::tier_of(optimal.unwrap_or(1));
    let next_tier = if stars == 3 && !game.play.assisted() {
        Section::TIERS.into_iter().skip_while(|t| *t != tier).nth(1).unwrap_or(tier)
    } else {
        tier
    };
    let next = {
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let current = game.play.start_grid();
            let pick = library::pick(next_tier, random_seed(), &current).or_else(|| library::pick(tier, random_seed(), &current));
            if let Some(entry) = pick
                && let Ok(puzzle) = grid::parse(entry.grid)
            {
                game.dispatch(Action::Load { puzzle, name: Some(entry.game_name()) });
            }
        })
    };
    let helped = if game.play.assisted() {
        Some("The solver's animation made some of these moves, so this win does not count as your best.".to_string())
    } else if game.play.hints_used > 0 {
        Some(format!("With {} {}.", game.play.hints_used, if game.play.hints_used == 1 { "hint" } else { "hints" }))
    } else {
        None
    };
    // The clock's time of a win the player made alone; the daily puzzle's streak.
    let time = game.clock.won_ms.map(|ms| format!("Time {}", crate::game::clock::format_time(ms)));
    let daily = game.daily.puzzle.as_ref().filter(|_| !game.play.assisted()).map(|p| {
        let streak = game.daily.log.streak(p.date);
        format!("Daily puzzle of {} solved · streak {streak} {}", p.date, if streak == 1 { "day" } else { "days" })
    });
    html! {
        <section class="win" aria-labelledby="win-message" data-testid="win">
            // The live region of the page has announced the win already: no second one here.
            <p class="win-message" id="win-message" data-testid="win-message">{ game.win_message() }</p>
            <p class="stars" data-testid="rating" data-value={stars.to_string()} hidden={stars == 0}
               aria-label={format!("Rating: {stars} of 3 stars")} role="img">
                { for (0..3).map(|i| html! { <span class={if i < stars { "star on" } else { "star" }} aria-hidden="true">{ "★" }</span> }) }
            </p>
            if let Some(time) = time {
                <p class="win-time" data-testid="win-time">{ time }</p>
            }
            if let Some(daily) = daily {
                <p class="win-daily" data-testid="win-daily">{ daily }</p>
            }
            if let Some(note) = helped {
                <p class="win-note" data-testid="assisted">{ note }</p>
            }
            if let Some(r) = &review {
                <p class="win-review" data-testid="win-review">
                    <span class="strip" aria-hidden="true">{ r.strip() }</span>
                    <span>{ r.summary() }</span>
                </p>
            } else if game.cluster().is_none() && matches!(game.background.analysis, Analysis::Lines { .. }) {
                <p class="win-note" data-testid="win-review-pending">
                    { match &game.review_lines.failed {
                        None => "Reviewing your game: searching optimal plans from its positions…".to_string(),
                        Some(why) => format!("No review of this game: {why}."),
                    } }
                </p>
            }
            <div class="buttons">
                <button type="button" class="primary" onclick={next}
                        title={format!("A random {} puzzle", next_tier.title())}>{ "Next puzzle" }</button>
                <button type="button" onclick={ let g = game.clone(); move |_| g.dispatch(Action::Reset) }>{ "Replay" }</button>
                if review.is_some() {
                    <button type="button" onclick={ let g = game.clone(); move |_| g.dispatch(Action::ShowReview(Some(0))) }>{ "Review" }</button>
                }
                <button type="button" onclick={ let s = shares.clone(); move |_| s.set(*s + 1) }>{ "Share" }</button>
            </div>
            if *shares > 0 {
                <CopyField label="Your result" value={result_text(&game, review.as_deref())}
                           testid="win-share-link" copy_now={*shares} rows={if review.is_some() { 5 } else { 3 }} />
            }
        </section>
    }
}

/// The result a player shares: the game and the puzzle (named as the game's panel names it), the
/// count against the optimum, the stars, the review's
/// marks as squares (which tell nothing of the moves) and the link to the puzzle.
fn result_text(game: &State, review: Option<&Review>) -> String {
    let name = format!("Rush Hour · {}", game.play.title());
    let stars: String = (0..3).map(|i| if i < game.rating() { '★' } else { '☆' }).collect();
    let mut text = format!("{name}\n{} {stars}\n", game.win_message());
    if let Some(r) = review {
        text += &format!("{}\n{}\n", r.strip(), r.summary());
    }
    text + &url::link_to(&game.play.start_grid())
}
