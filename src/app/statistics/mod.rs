//! The statistics page (full app only, feature `tools`; the game's page links to it): the
//! player's numbers from the progress and the daily log saved in this browser
//! (`game::statistics`), as a table per tier and small SVG charts, and the progress file that
//! moves them to another device (`transfer_panel`).
//!
//! - `tier_chart` — puzzles solved per tier against the library's count, perfect ones marked
//! - `over_optimum_chart` — best wins by moves over the optimum
//! - `streak_chart` — the daily puzzle's last twelve weeks and its streaks
//! - `transfer_panel` — export to a file, import from one

mod over_optimum_chart;
mod streak_chart;
mod tier_chart;
mod transfer_panel;

use super::daily::pool;
use crate::app::store::use_game;
use crate::game::clock::format_time;
use crate::game::rating::STARS_RULE;
use crate::game::statistics::{Statistics, TierRow};
use yew::prelude::*;

/// "+1.3", or "–" when there is no win to average.
fn mean_over(row: &TierRow) -> String {
    row.mean_over_optimum().map_or_else(|| "–".into(), |m| format!("+{m:.1}"))
}

fn time_or_dash(ms: Option<u64>) -> String {
    ms.map_or_else(|| "–".into(), format_time)
}

/// One summary figure: its value large, what it is under it.
fn tile(testid: &'static str, value: String, label: String) -> Html {
    html! {
        <div class="stat-tile" data-testid={testid}>
            <span class="stat-value">{ value }</span>
            <span class="stat-label">{ label }</span>
        </div>
    }
}

/// A row's heading: the tier's name, and its moves where the screen has room ("Beginner (≤ 10
/// moves)").
fn row_heading(row: &TierRow) -> Html {
    let short = row.tier.map_or("Other puzzles", |t| t.short_title());
    let range = row.title().strip_prefix(short).unwrap_or("");
    html! { <th scope="row">{ short }<span class="tier-range">{ range }</span></th> }
}

/// A row of the tiers' table: solved (of the library's), perfect, moves over the optimum, hints
/// (`–` where there is nothing to show).
fn tier_row(row: &TierRow) -> Html {
    let solved = match row.tier {
        Some(_) => format!("{} / {}", row.solved, row.in_library),
        None => row.solved.to_string(),
    };
    let perfect = if row.tier.is_some() { row.perfect.to_string() } else { "–".into() };
    html! {
        <tr data-testid="tier-row" data-tier={row.tier.map_or("other", |t| t.key())}>
            { row_heading(row) }
            <td class="solved">{ solved }</td>
            <td class="perfect">{ perfect }</td>
            <td class="over">{ mean_over(row) }</td>
            <td class="hints">{ row.hints }</td>
        </tr>
    }
}

/// A row of the times' table: the best and the median time of the best wins.
fn time_row(row: &TierRow) -> Html {
    html! {
        <tr data-testid="time-row" data-tier={row.tier.map_or("other", |t| t.key())}>
            { row_heading(row) }
            <td class="best-time">{ time_or_dash(row.best_time_ms()) }</td>
            <td class="median-time">{ time_or_dash(row.median_time_ms()) }</td>
            <td class="timed">{ row.times_ms.len() }</td>
        </tr>
    }
}

/// The word for a count of `n`: `one` for 1, else `many`.
fn plural<N: PartialEq + From<u8>>(n: N, one: &'static str, many: &'static str) -> &'static str {
    if n == N::from(1) { one } else { many }
}

#[function_component(StatisticsPage)]
pub(super) fn statistics_page() -> Html {
    let game = use_game();
    let today = pool::today();
    let stats =
        use_memo((game.progress.clone(), game.daily.log.clone(), today), |(progress, log, today)| Statistics::of(progress, log, *today));
    let total = stats.total();
    let other = stats.rows.last().map_or(0, |r| r.solved);
    let daily = &stats.daily;
    let days = |n: u32| if n == 1 { "1 day".to_string() } else { format!("{n} days") };
    html! {
        <section class="statistics" aria-label="Statistics" data-testid="statistics">
            <div class="statistics-intro">
                <h2>{ "Your statistics" }</h2>
                <p>{ "From the progress saved in this browser." }</p>
                <details class="stats-rules" data-testid="stats-rules">
                <summary>{ "How stars are earned, and what counts where" }</summary>
                <p>{ "A library puzzle counts in the tier of its optimal moves \
                      (the seed cards and records too, so a tier holds a few more puzzles than its pack in Levels); \
                      puzzles from links, the generator, the editor and the daily puzzle count as other puzzles, and are \
                      left out of perfect wins and moves over the optimum (their optimum is not kept). Perfect: a win in \
                      the fewest moves possible with no help (★★★, as in the levels and the library)." }</p>
                <p data-testid="stars-rule-statistics">{ STARS_RULE }</p>
                </details>
            </div>
            <div class="stat-tiles">
                { tile("stat-solved", total.solved.to_string(),
                       format!("{} solved ({} of {} in the library, {other} other)", plural(total.solved, "puzzle", "puzzles"), total.solved - other, total.in_library)) }
                { tile("stat-perfect", total.perfect.to_string(), format!("{} (★★★: the fewest moves, no help)", plural(total.perfect, "perfect win", "perfect wins"))) }
                { tile("stat-over", mean_over(&total), "moves over the optimum, on average".into()) }
                { tile("stat-hints", total.hints.to_string(), format!("{} used in best wins", plural(total.hints, "hint", "hints"))) }
                { tile("stat-streak", days(daily.current_streak), format!("daily streak (best {})", days(daily.best_streak))) }
            </div>
            <section class="panel stat-panel tiers-panel" aria-labelledby="stat-tiers">
                <h3 id="stat-tiers">{ "Solved per tier" }</h3>
                <tier_chart::TierChart stats={stats.clone()} />
                <div class="table-scroll">
                    <table class="stat-table" data-testid="tier-table">
                        <thead>
                            <tr>
                                <th scope="col">{ "Tier" }</th>
                                <th scope="col">{ "Solved" }</th>
                                <th scope="col">{ "Perfect" }</th>
                                <th scope="col"><abbr title="Mean moves over the optimum of the best wins">{ "Over opt." }</abbr></th>
                                <th scope="col">{ "Hints" }</th>
                            </tr>
                        </thead>
                        <tbody>{ for stats.rows.iter().map(tier_row) }</tbody>
                    </table>
                </div>
                <p class="panel-note">{ "A win with the solver's help counts as solved, with no moves or hints of its own." }</p>
            </section>
            <section class="panel stat-panel" aria-labelledby="stat-times">
                <h3 id="stat-times">{ "Times" }</h3>
                <div class="table-scroll">
                    <table class="stat-table" data-testid="times-table">
                        <thead>
                            <tr>
                                <th scope="col">{ "Tier" }</th>
                                <th scope="col">{ "Best" }</th>
                                <th scope="col">{ "Median" }</th>
                                <th scope="col">{ "Timed wins" }</th>
                            </tr>
                        </thead>
                        <tbody>{ for stats.rows.iter().map(time_row) }</tbody>
                    </table>
                </div>
                <p class="panel-note">{ "The time of each puzzle's best win, on its clock (from the first move; a win with the solver's help is not timed; wins saved before the clock have none)." }</p>
            </section>
            <section class="panel stat-panel" aria-labelledby="stat-over">
                <h3 id="stat-over">{ "Moves over the optimum" }</h3>
                <over_optimum_chart::OverOptimumChart stats={stats.clone()} />
                <p class="panel-note">{ "The best win of each library puzzle solved by your own moves." }</p>
            </section>
            <section class="panel stat-panel" aria-labelledby="stat-daily">
                <h3 id="stat-daily">{ "Daily puzzle" }</h3>
                <streak_chart::StreakChart stats={stats.clone()} today={today} />
            </section>
            <transfer_panel::TransferPanel />
        </section>
    }
}
