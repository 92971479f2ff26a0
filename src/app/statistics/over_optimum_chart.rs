//! The library puzzles' best wins by moves over the optimum, as bars: none over (optimal), 1–2,
//! 3–5, 6–10, 11–20, 21 or more.

use crate::game::statistics::{OVER_OPTIMUM_BUCKETS, Statistics};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct OverOptimumChartProps {
    pub stats: Rc<Statistics>,
}

/// A bucket's label: "0", "1–2", "21+".
fn bucket_label((first, last): (u32, u32)) -> String {
    match (first, last) {
        (a, b) if a == b => a.to_string(),
        (a, u32::MAX) => format!("{a}+"),
        (a, b) => format!("{a}–{b}"),
    }
}

#[function_component(OverOptimumChart)]
pub(super) fn over_optimum_chart(props: &OverOptimumChartProps) -> Html {
    let counts = props.stats.over_optimum;
    let (w, base, top) = (320.0, 120.0, 20.0);
    let slot = w / counts.len() as f64;
    let max = counts.iter().copied().max().unwrap_or(0).max(1) as f64;
    let summary =
        OVER_OPTIMUM_BUCKETS.iter().zip(counts).map(|(&b, n)| format!("{} over: {n}", bucket_label(b))).collect::<Vec<_>>().join(", ");
    let bars = OVER_OPTIMUM_BUCKETS.iter().zip(counts).enumerate().map(|(i, (&b, n))| {
        let height = n as f64 / max * (base - top);
        let x = i as f64 * slot;
        html! {
            <g class={classes!("over-bar", (i == 0).then_some("optimal"))} data-bucket={bucket_label(b)} data-value={n.to_string()}>
                <rect x={format!("{:.1}", x + slot * 0.15)} y={format!("{:.1}", base - height)} width={format!("{:.1}", slot * 0.7)} height={format!("{height:.1}")} />
                <text class="chart-value" x={format!("{:.1}", x + slot / 2.0)} y={format!("{:.1}", base - height - 5.0)}>{ n }</text>
                <text class="chart-axis" x={format!("{:.1}", x + slot / 2.0)} y={format!("{:.1}", base + 16.0)}>{ bucket_label(b) }</text>
            </g>
        }
    });
    html! {
        <svg class="stat-chart over-chart" viewBox={format!("0 0 {w} {}", base + 22.0)} role="img" data-testid="over-chart"
             aria-label={format!("Best wins by moves over the optimum: {summary}")}>
            <line class="axis" x1="0" y1={base.to_string()} x2={w.to_string()} y2={base.to_string()} />
            { for bars }
        </svg>
    }
}
