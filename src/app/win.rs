//! The win banner: "Solved in N moves (optimal M)", a star rating with the line that says how
//! stars are earned (`rating::STARS_RULE_SHORT`), a note of the help the win had (hints, the
//! solver's moves), and Next puzzle (`next_puzzle`), Replay and Share.

use super::review_board::use_game_review;
use crate::app::copy_field::CopyField;
use crate::app::store::use_game;
use crate::app::url;
use crate::game::next_puzzle::next_puzzle;
use crate::game::rating::STARS_RULE_SHORT;
use crate::game::state::{Action, Analysis, PlayAction, PuzzleAction, ReviewAction};
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
    // Next: the next unsolved puzzle of this tier, then of the next tiers.
    let next_entry = next_puzzle(&game.play.start_grid(), game.optimal(), &game.progress);
    let next = {
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(entry) = next_entry
                && let Ok(puzzle) = grid::parse(entry.grid)
            {
                game.dispatch(Action::Puzzle(PuzzleAction::Load { puzzle, name: Some(entry.game_name()) }));
            }
        })
    };
    let helped = game.help_note();
    // The clock's time of a win the player made alone; the daily puzzle's streak, which a win
    // with hints does not extend.
    let time = game.clock.won_ms.map(|ms| format!("Time {}", crate::game::clock::format_time(ms)));
    let daily = game.daily.puzzle.as_ref().filter(|_| !game.play.assisted()).map(|p| {
        let streak = game.daily.log.streak_after_win(p.date, game.play.hints_used == 0);
        let days = if streak == 1 { "day" } else { "days" };
        if game.play.hints_used > 0 {
            format!("Daily puzzle of {} solved with help: it does not extend your streak ({streak} {days})", p.date)
        } else {
            format!("Daily puzzle of {} solved · streak {streak} {days}", p.date)
        }
    });
    html! {
        <section class="win" aria-labelledby="win-message" data-testid="win">
            // The live region of the page has announced the win already: no second one here.
            <p class="win-message" id="win-message" data-testid="win-message">{ game.win_message() }</p>
            <p class="stars" data-testid="rating" data-value={stars.to_string()} hidden={stars == 0}
               aria-label={format!("Rating: {stars} of 3 stars")} role="img">
                { for (0..3).map(|i| html! { <span class={if i < stars { "star on" } else { "star" }} aria-hidden="true">{ "★" }</span> }) }
            </p>
            <p class="stars-rule" data-testid="stars-rule">{ STARS_RULE_SHORT }</p>
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
                    { match &game.review.lines.failed {
                        None => "Reviewing your game: searching optimal plans from its positions…".to_string(),
                        Some(why) => format!("No review of this game: {why}."),
                    } }
                </p>
            }
            <div class="buttons">
                if let Some(entry) = next_entry {
                    <button type="button" class="primary" onclick={next} data-testid="next-puzzle" data-grid={entry.grid}
                            title={format!("Next: {}", entry.game_name())}>{ "Next puzzle" }</button>
                }
                <button type="button" onclick={ let g = game.clone(); move |_| g.dispatch(Action::Play(PlayAction::Reset)) }>{ "Replay" }</button>
                if review.is_some() {
                    <button type="button" onclick={ let g = game.clone(); move |_| g.dispatch(Action::Review(ReviewAction::Show(Some(0)))) }>{ "Review" }</button>
                }
                <button type="button" onclick={ let s = shares.clone(); move |_| s.set(*s + 1) }>{ "Share" }</button>
            </div>
            if *shares > 0 {
                <CopyField label="Your result" value={game.result_text(review.as_deref(), &url::link_to(&game.play.start_grid()), &url::link_to(crate::app::daily::pool::FRAGMENT))}
                           testid="win-share-link" copy_now={*shares} rows={if review.is_some() { 5 } else { 3 }} />
            }
        </section>
    }
}
