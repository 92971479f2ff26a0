//! A bar chart as SVG (the visualizer's frontier per depth, the state graph's positions per
//! distance to the goal).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct BarChartProps {
    /// One bar per value, left to right.
    pub values: Vec<usize>,
    /// What a bar's index is ("depth", "distance").
    pub axis: AttrValue,
    /// A bar to mark (the goal's layer, the current position's distance).
    #[prop_or_default]
    pub mark: Option<usize>,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A bar chart as SVG: bars scaled to the largest value, every bar's index under it where there
/// is room, the value over the tallest and the marked one.
#[function_component(BarChart)]
pub(super) fn bar_chart(props: &BarChartProps) -> Html {
    let n = props.values.len().max(12);
    let (w, h, base) = (600.0, 220.0, 190.0);
    let bar = w / n as f64;
    let max = props.values.iter().copied().max().unwrap_or(1).max(1) as f64;
    let label_every = (n as f64 / 20.0).ceil().max(1.0) as usize;
    let bars = props.values.iter().enumerate().map(|(i, &v)| {
        let height = (v as f64 / max * 160.0).max(if v > 0 { 1.5 } else { 0.0 });
        let x = i as f64 * bar;
        let marked = props.mark == Some(i);
        let show_value = marked || v as f64 == max || props.values.len() <= 16;
        html! {
            <g class={classes!("bar", marked.then_some("marked"))} data-index={i.to_string()} data-value={v.to_string()}>
                <rect x={format!("{:.1}", x + bar * 0.1)} y={format!("{:.1}", base - height)} width={format!("{:.1}", bar * 0.8)}
                      height={format!("{height:.1}")}><title>{ format!("{} {i}: {v}", props.axis) }</title></rect>
                if show_value {
                    <text class="bar-value" x={format!("{:.1}", x + bar / 2.0)} y={format!("{:.1}", base - height - 5.0)}>{ v }</text>
                }
                if i % label_every == 0 {
                    <text class="bar-index" x={format!("{:.1}", x + bar / 2.0)} y={format!("{:.1}", base + 18.0)}>{ i }</text>
                }
            </g>
        }
    });
    html! {
        <svg class="bar-chart" viewBox={format!("0 0 {w} {h}")} role="img" data-testid={props.testid.clone()}
             aria-label={format!("Bar chart of positions by {}", props.axis)}>
            <line class="axis" x1="0" y1={base.to_string()} x2={w.to_string()} y2={base.to_string()} />
            { for bars }
        </svg>
    }
}
