//! The month's calendar of the daily puzzle: one cell a day, Monday first, the days solved marked
//! with their stars (a day won with hints marked apart: won with help, not in the streak), today
//! outlined.

use crate::game::daily::DailyLog;
use rush_hour_engine::daily::Date;
use yew::prelude::*;

/// The calendar (a plain function rather than a component: a component's machinery would cost
/// the game's download more than redrawing these few cells with the panel).
pub(super) fn daily_calendar(log: &DailyLog, today: Date) -> Html {
    let first = Date { day: 1, ..today };
    let days_in_month = (28..=31).rev().find(|&d| Date::new(today.year, today.month, d).is_some()).unwrap_or(28);
    let blanks = first.weekday();
    let cells = (1..=days_in_month).map(|d| {
        let date = Date { day: d, ..today };
        let result = log.get(date);
        let label = match result {
            Some(r) if r.helped() => format!("{date}: solved with help ({} hints), {} of 3 stars, not in the streak", r.hints, r.stars),
            Some(r) => format!("{date}: solved, {} of 3 stars", r.stars),
            None if date == today => format!("{date}: today"),
            None => date.to_string(),
        };
        html! {
            <li class={classes!("day", result.map(|r| format!("solved stars-{}", r.stars)), result.filter(|r| r.helped()).map(|_| "helped"), (date == today).then_some("today"))}
                data-date={date.to_string()} aria-label={label}>
                { d }
            </li>
        }
    });
    html! {
        <ol class="calendar" aria-label={format!("Daily puzzles of {}-{:02}", today.year, today.month)} data-testid="daily-calendar">
            { for ["M", "T", "W", "T", "F", "S", "S"].into_iter().map(|w| html! { <li class="weekday" aria-hidden="true">{ w }</li> }) }
            { for (0..blanks).map(|_| html! { <li class="blank" aria-hidden="true"></li> }) }
            { for cells }
        </ol>
    }
}
