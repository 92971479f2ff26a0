//! The Bounds view's chart: after each step of the run, the lower bound (the optimum is at least
//! this: the largest k proven, plus one) and the upper bound (the shortest plan found so far) in
//! moves, the gap between them shaded, closing as the run goes; a point where they meet is marked.

pub(super) use crate::game::proof_run::BoundsPoint;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct BoundsChartProps {
    pub points: Vec<BoundsPoint>,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

#[function_component(BoundsChart)]
pub(super) fn bounds_chart(props: &BoundsChartProps) -> Html {
    let (w, h, left, base, top) = (600.0, 240.0, 44.0, 200.0, 14.0);
    let n = props.points.len().max(8);
    let step_w = (w - left - 8.0) / n as f64;
    let max = props.points.iter().map(|p| p.at_most.unwrap_or(p.at_least).max(p.at_least)).max().unwrap_or(10).max(4) as f64;
    let y = |v: usize| base - (v as f64 / max) * (base - top);
    let x = |i: usize| left + (i as f64 + 0.5) * step_w;
    // Steps of the two lines (a bound holds from its step to the next).
    let line = |value: &dyn Fn(&BoundsPoint) -> Option<usize>| {
        let mut d = String::new();
        let mut on = false;
        for (i, p) in props.points.iter().enumerate() {
            match value(p) {
                Some(v) => {
                    let (x0, x1, yv) = (x(i) - step_w / 2.0, x(i) + step_w / 2.0, y(v));
                    d.push_str(&format!("{}{x0:.1} {yv:.1} L{x1:.1} {yv:.1} ", if on { "L" } else { "M" }));
                    on = true;
                }
                None => on = false,
            }
        }
        d
    };
    let lower = line(&|p| Some(p.at_least));
    let upper = line(&|p| p.at_most);
    let gaps = props.points.iter().enumerate().filter_map(|(i, p)| {
        let top = p.at_most?;
        (top > p.at_least).then(|| {
            html! { <rect class="gap" x={format!("{:.1}", x(i) - step_w / 2.0)} y={format!("{:.1}", y(top))} width={format!("{step_w:.1}")} height={format!("{:.1}", y(p.at_least) - y(top))} /> }
        })
    });
    let met = props.points.iter().position(|p| p.at_most == Some(p.at_least));
    let ticks = {
        let every = ((max / 5.0).ceil() as usize).max(1);
        (0..=max as usize).step_by(every).map(|v| html! {
            <g class="tick">
                <line x1={format!("{:.1}", left - 4.0)} x2={format!("{left:.1}")} y1={format!("{:.1}", y(v))} y2={format!("{:.1}", y(v))} />
                <text class="tick-label" x={format!("{:.1}", left - 7.0)} y={format!("{:.1}", y(v) + 4.0)}>{ v }</text>
            </g>
        }).collect::<Html>()
    };
    let label_every = (props.points.len() as f64 / 12.0).ceil().max(1.0) as usize;
    let labels = props.points.iter().enumerate().filter(|(i, _)| i % label_every == 0).map(|(i, p)| {
        html! {
            <text class="step-label" x={format!("{:.1}", x(i))} y={format!("{:.1}", base + 16.0)}>{ p.label.clone() }</text>
        }
    });
    let summary = match props.points.last() {
        None => "No step yet.".to_string(),
        Some(p) => match (p.at_most, met) {
            (Some(u), Some(_)) => format!("After {} steps both bounds are {u} moves: the optimum is proven.", props.points.len()),
            (Some(u), None) => format!("After {} steps: at least {} moves, at most {u}.", props.points.len(), p.at_least),
            (None, _) => format!("After {} steps: at least {} moves, no plan found yet.", props.points.len(), p.at_least),
        },
    };
    html! {
        <figure class="bounds-figure">
            <svg class="bounds-chart" viewBox={format!("0 0 {w} {h}")} role="img" data-testid={props.testid.clone()}
                 aria-label={format!("Chart of the lower bound against the upper bound, step by step. {summary}")}>
                { for gaps }
                <line class="axis" x1={left.to_string()} y1={base.to_string()} x2={w.to_string()} y2={base.to_string()} />
                <line class="axis" x1={left.to_string()} y1={top.to_string()} x2={left.to_string()} y2={base.to_string()} />
                { ticks }
                { for labels }
                <path class="upper" d={upper} />
                <path class="lower" d={lower} />
                if let Some(i) = met {
                    <circle class="met" cx={format!("{:.1}", x(i))} cy={format!("{:.1}", y(props.points[i].at_least))} r="7" />
                }
                <text class="axis-title" x="6" y={format!("{:.1}", top - 2.0)}>{ "moves" }</text>
            </svg>
            <figcaption class="bounds-legend">
                <span class="key upper">{ "upper bound: the shortest plan found" }</span>
                <span class="key lower">{ "lower bound: no plan shorter exists" }</span>
                <span class="key gap">{ "the gap: where the optimum may be" }</span>
            </figcaption>
        </figure>
    }
}
