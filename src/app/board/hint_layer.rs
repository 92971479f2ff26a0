//! The hint layer of the game's board: the vehicle's ghost at its target and the arrow to it.

use super::geometry::{CELL, Geometry, INSET};
use crate::decimal::fixed;
use crate::palette::{Palette, vehicle_colour};
use rush_hour_engine::model::board::{Axis, Board, Position};
use rush_hour_engine::search::cluster::Hint;
use yew::prelude::*;

/// The hint on the board: a dashed ghost of the vehicle at its target (under the vehicles, a click
/// on it applies the hint) and an arrow from the vehicle's leading edge to the ghost's (over them).
pub(super) fn hint_layer(
    g: &Geometry,
    board: &Board,
    pos: &Position,
    hint: Hint,
    palette: Palette,
    apply: Callback<MouseEvent>,
) -> (Html, Html) {
    let i = hint.mv.vehicle as usize;
    let v = board.vehicle(i);
    let from = pos.offset(i);
    let to = (i16::from(from) + i16::from(hint.mv.delta)).clamp(0, 255) as u8;
    let (row, col) = v.top_left(to);
    let ghost = g.piece(row.into(), col.into(), v.axis, v.len);
    let len = u32::from(v.len);
    let forward = hint.mv.delta > 0;
    // The leading edge along the axis (user units), now and at the target.
    let (lo, line_mid) = match v.axis {
        Axis::Horizontal => (g.x, g.y + u32::from(v.line) * CELL + CELL / 2),
        Axis::Vertical => (g.y, g.x + u32::from(v.line) * CELL + CELL / 2),
    };
    let edge = |offset: u8| -> f64 {
        let start = f64::from(lo + u32::from(offset) * CELL);
        if forward { start + f64::from(len * CELL - INSET) } else { start + f64::from(INSET) }
    };
    let (a, b) = (edge(from), edge(to));
    let sign = if forward { 1.0 } else { -1.0 };
    // Shaft from just past the vehicle to the head, which ends just inside the ghost's edge.
    let (tail, tip) = (a + sign * 10.0, b - sign * 6.0);
    let head = 30.0_f64.min((tip - tail).abs() * 0.6);
    let neck = tip - sign * head;
    let (half, head_half) = (8.0, 22.0);
    let m = f64::from(line_mid);
    let pts =
        [(tail, m - half), (neck, m - half), (neck, m - head_half), (tip, m), (neck, m + head_half), (neck, m + half), (tail, m + half)];
    let path = pts
        .iter()
        .enumerate()
        .map(|(k, &(along, across))| {
            let (px, py) = match v.axis {
                Axis::Horizontal => (along, across),
                Axis::Vertical => (across, along),
            };
            format!("{}{} {}", if k == 0 { 'M' } else { 'L' }, fixed(px, 1), fixed(py, 1))
        })
        .collect::<String>()
        + "Z";
    let under = html! {
        <g class="hint-ghost" data-car={v.label.to_string()} data-row={row.to_string()} data-col={col.to_string()}
           onclick={apply} aria-hidden="true">
            <rect x={ghost.x.to_string()} y={ghost.y.to_string()} width={ghost.w.to_string()} height={ghost.h.to_string()}
                  rx="14" fill={vehicle_colour(i, palette)} />
        </g>
    };
    let over = html! { <path class="hint-arrow" d={path} aria-hidden="true" /> };
    (under, over)
}
