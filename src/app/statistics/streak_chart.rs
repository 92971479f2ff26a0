//! The daily puzzle's history: the last twelve weeks as a strip of days (a column a week, Monday
//! on top; a solved day shaded by its stars, a day won with hints hatched, today outlined), the
//! streaks in numbers and the latest runs of consecutive days won without help.

use crate::game::statistics::Statistics;
use rush_hour_engine::daily::Date;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct StreakChartProps {
    pub stats: Rc<Statistics>,
    pub today: Date,
}

/// The latest runs listed.
const RUNS_SHOWN: usize = 5;

#[function_component(StreakChart)]
pub(super) fn streak_chart(props: &StreakChartProps) -> Html {
    let h = &props.stats.daily;
    let offset = h.strip.first().map_or(0, |d| d.date.weekday());
    let columns = (offset + h.strip.len()).div_ceil(7);
    let (cell, gap) = (14.0, 3.0);
    let step = cell + gap;
    let cells = h.strip.iter().enumerate().map(|(i, day)| {
        let (date, stars) = (day.date, day.stars);
        let (col, row) = ((offset + i) / 7, (offset + i) % 7);
        let label = match stars {
            0 => format!("{date}: not solved"),
            s if day.helped => format!("{date}: solved with help, {s} of 3 stars, not in a streak"),
            s => format!("{date}: solved, {s} of 3 stars"),
        };
        html! {
            <rect class={classes!("day", format!("stars-{stars}"), day.helped.then_some("helped"), (date == props.today).then_some("today"))}
                  x={format!("{:.0}", col as f64 * step)} y={format!("{:.0}", row as f64 * step)}
                  width={cell.to_string()} height={cell.to_string()} rx="2" data-date={date.to_string()} data-stars={stars.to_string()}>
                <title>{ label }</title>
            </rect>
        }
    });
    let solved_in_strip = h.strip.iter().filter(|d| d.stars > 0).count();
    let days = |n: u32| if n == 1 { "1 day".to_string() } else { format!("{n} days") };
    let runs = h.runs.iter().rev().take(RUNS_SHOWN).map(|r| {
        let last = Date::from_days(r.first.days() + i64::from(r.days) - 1);
        let span = if r.days == 1 { r.first.to_string() } else { format!("{} – {last}", r.first) };
        html! { <li data-testid="streak-run">{ format!("{span}: {}", days(r.days)) }</li> }
    });
    html! {
        <div class="streak-chart">
            <svg class="stat-chart strip-chart" viewBox={format!("0 0 {:.0} {:.0}", columns as f64 * step - gap, 7.0 * step - gap)}
                 role="img" data-testid="streak-strip"
                 aria-label={format!("Daily puzzles of the last 12 weeks: {solved_in_strip} days solved; streak {}, best {}",
                                     days(h.current_streak), days(h.best_streak))}>
                { for cells }
            </svg>
            <p class="panel-note">{ "A column a week, Monday on top; the more stars, the stronger the colour; a day won with hints outlined dashed (not in a streak); today outlined." }</p>
            <dl class="streak-numbers" data-testid="streak-numbers">
                <dt>{ "Days solved" }</dt><dd data-testid="days-solved">{ h.days_solved }</dd>
                <dt>{ "Of them with hints" }</dt><dd data-testid="days-helped">{ h.days_helped }</dd>
                <dt>{ "Current streak" }</dt><dd>{ days(h.current_streak) }</dd>
                <dt>{ "Best streak" }</dt><dd>{ days(h.best_streak) }</dd>
                <dt>{ "Stars (★★★ / ★★ / ★)" }</dt><dd data-testid="daily-stars">{ format!("{} / {} / {}", h.stars[2], h.stars[1], h.stars[0]) }</dd>
            </dl>
            if !h.runs.is_empty() {
                <h4>{ "Latest streaks" }</h4>
                <ul class="streak-runs">{ for runs }</ul>
            }
        </div>
    }
}
