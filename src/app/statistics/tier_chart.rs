//! Puzzles solved per tier against the library's count: one bar a tier, its perfect wins the
//! darker part of it.

use crate::game::statistics::Statistics;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct TierChartProps {
    pub stats: Rc<Statistics>,
}

#[function_component(TierChart)]
pub(super) fn tier_chart(props: &TierChartProps) -> Html {
    let rows: Vec<_> = props.stats.rows.iter().filter(|r| r.tier.is_some()).collect();
    let (label_w, bar_w, row_h) = (96.0, 150.0, 28.0);
    let height = rows.len() as f64 * row_h + 4.0;
    let share = |n: usize, of: usize| if of == 0 || n == 0 { 0.0 } else { (n as f64 / of as f64 * bar_w).max(2.0) };
    let summary = rows
        .iter()
        .map(|r| format!("{} {} of {} ({} perfect)", r.tier.map_or("", |t| t.short_title()), r.solved, r.in_library, r.perfect))
        .collect::<Vec<_>>()
        .join(", ");
    let bars = rows.iter().enumerate().map(|(i, r)| {
        let y = i as f64 * row_h + 4.0;
        let key = r.tier.map_or("other", |t| t.key());
        html! {
            <g class="tier-bar" data-tier={key}>
                <text class="chart-label" x="0" y={format!("{:.1}", y + 14.0)}>{ r.tier.map_or("", |t| t.short_title()) }</text>
                <rect class="track" x={label_w.to_string()} y={y.to_string()} width={bar_w.to_string()} height="18" rx="3" />
                <rect class="solved" x={label_w.to_string()} y={y.to_string()} width={format!("{:.1}", share(r.solved, r.in_library))} height="18" rx="3" />
                <rect class="perfect" x={label_w.to_string()} y={y.to_string()} width={format!("{:.1}", share(r.perfect, r.in_library))} height="18" rx="3" />
                <text class="chart-value" x={format!("{:.1}", label_w + bar_w + 6.0)} y={format!("{:.1}", y + 14.0)}>
                    { format!("{} / {}", r.solved, r.in_library) }
                </text>
            </g>
        }
    });
    html! {
        <svg class="stat-chart tier-chart" viewBox={format!("0 0 320 {height}")} role="img" data-testid="tier-chart"
             aria-label={format!("Library puzzles solved per tier: {summary}")}>
            { for bars }
        </svg>
    }
}
