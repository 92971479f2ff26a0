//! The daily puzzle's panel: today's puzzle (the same for everyone on this calendar day, easiest
//! on Monday, hardest on Sunday), today's result with a text to share that spoils nothing, the
//! streak, the best streak and the month's calendar. `pool` fetches the puzzles; `calendar` draws
//! the month.

mod calendar;
pub mod pool;

use crate::app::copy_field::CopyField;
use crate::app::store::GameHandle;
use crate::app::url;
use crate::game::clock::format_time;
use crate::game::daily::share_text;
use calendar::daily_calendar;
use yew::prelude::*;

/// The panel (a plain function, not a component: a component's machinery would weigh on the
/// game's download).
pub(super) fn daily_panel(game: &GameHandle) -> Html {
    let today = pool::today();
    let log = game.daily.log.clone();
    let streak = log.streak(today);
    let best = log.best_streak();
    let playing = game.daily.puzzle.as_ref().is_some_and(|p| p.date == today);
    let play = {
        let dispatch = game.dispatcher();
        Callback::from(move |_: MouseEvent| pool::load_today(dispatch.clone()))
    };
    let days = |n: u32| if n == 1 { "day" } else { "days" };
    let result = log.get(today).copied();
    html! {
        <section class="panel daily" aria-label="Daily puzzle" data-testid="daily">
            <h2>{ "Daily puzzle" }</h2>
            <p class="panel-note">
                { format!("{} {today}: the same puzzle for everyone today; Monday's is the week's easiest, Sunday's the hardest.", today.weekday_name()) }
            </p>
            if let Some(r) = result {
                <p class="daily-result" data-testid="daily-result" data-helped={r.helped().to_string()}>
                    { format!("Solved today: {} in {} moves (optimal {}), {}", "★".repeat(r.stars.into()), r.moves, r.optimal, format_time(r.time_ms)) }
                    { match r.hints {
                        0 => ".".to_string(),
                        n => format!(", with {n} {}: won with help, which does not extend the streak.", if n == 1 { "hint" } else { "hints" }),
                    } }
                </p>
            }
            <div class="buttons">
                if !playing {
                    <button type="button" class="primary" data-testid="daily-play" onclick={play}>
                        { if result.is_some() { "Play today's puzzle again" } else { "Play today's puzzle" } }
                    </button>
                }
            </div>
            if let Some(r) = result {
                <CopyField label="Share your result" value={share_text(today, &r, streak, &url::link_to(pool::FRAGMENT))} testid="daily-share" />
            }
            <p class="streak" data-testid="daily-streak" data-value={streak.to_string()} data-best={best.to_string()}>
                { format!("Streak: {streak} {} · best {best} {}", days(streak), days(best)) }
            </p>
            <p class="panel-note">{ "The streak counts the days won without hints." }</p>
            { daily_calendar(&log, today) }
        </section>
    }
}
