//! The tap layer of the game's board (tap to move): the tapped vehicle, chosen by a tap until a
//! move on the board, a second tap on it or a tap elsewhere, and the cells of its line to tap.

use super::geometry::{CELL, Geometry};
use rush_hour_engine::model::board::{Axis, Board, Position};
use rush_hour_engine::model::rules;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The vehicle chosen by a tap (none once the puzzle is won) and its callbacks.
pub(super) struct TapToMove {
    pub(super) tapped: Option<usize>,
    /// A tap on a vehicle: chosen, or no longer chosen when it was.
    pub(super) on_tap: Callback<usize>,
    /// A click on the board: off a vehicle, a cell of the line or the hint, the choice is dropped.
    pub(super) on_board_click: Callback<MouseEvent>,
    /// `on_slide` and `on_step` that drop the choice (a move on the board).
    pub(super) on_slide: Callback<(usize, u8)>,
    pub(super) on_step: Callback<(usize, i8)>,
}

#[hook]
pub(super) fn use_tap_to_move(won: bool, on_slide: Callback<(usize, u8)>, on_step: Callback<(usize, i8)>) -> TapToMove {
    let tapped = use_state_eq(|| None::<usize>);
    let on_tap = {
        let tapped = tapped.clone();
        Callback::from(move |i: usize| tapped.set(if *tapped == Some(i) { None } else { Some(i) }))
    };
    let on_slide = {
        let tapped = tapped.clone();
        on_slide.reform(move |slide: (usize, u8)| {
            tapped.set(None);
            slide
        })
    };
    let on_step = {
        let tapped = tapped.clone();
        on_step.reform(move |step: (usize, i8)| {
            tapped.set(None);
            step
        })
    };
    let on_board_click = {
        let tapped = tapped.clone();
        Callback::from(move |e: MouseEvent| {
            let on_piece = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest(".vehicle, .tap-cell, .hint-ghost").ok().flatten())
                .is_some();
            if !on_piece {
                tapped.set(None);
            }
        })
    };
    TapToMove { tapped: (*tapped).filter(|_| !won), on_tap, on_board_click, on_slide, on_step }
}

/// Tap to move: the cells of the tapped vehicle `v`'s line beside it, each a target for a tap,
/// those it can reach marked with a dot. A tap on a cell slides the vehicle to cover it, or as far
/// as it can that way, with a blocked drag's bump when it cannot go all the way.
pub(super) fn tap_layer(g: &Geometry, board: &Board, pos: &Position, v: usize, on_slide: Callback<(usize, u8)>) -> Html {
    let vehicle = board.vehicle(v);
    let (offset, len) = (pos.offset(v), vehicle.len);
    let (min, max) = rules::legal_range(board, pos, v);
    let cells = match vehicle.axis {
        Axis::Horizontal => board.width(),
        Axis::Vertical => board.height(),
    };
    let targets = (0..cells).filter(|&t| t < offset || t >= offset + len).map(|t| {
        let (row, col) = match vehicle.axis {
            Axis::Horizontal => (vehicle.line, t),
            Axis::Vertical => (t, vehicle.line),
        };
        let reachable = t >= min && t < max + len;
        let (x, y) = g.cell(row, col);
        let onclick = {
            let on_slide = on_slide.clone();
            Callback::from(move |_: MouseEvent| {
                let wanted = if t > offset { t + 1 - len } else { t };
                let to = wanted.clamp(min, max);
                if to != wanted {
                    crate::app::sound::play(crate::app::sound::Cue::Bump);
                }
                on_slide.emit((v, to));
            })
        };
        html! {
            <g class={classes!("tap-cell", reachable.then_some("reach"))} data-row={row.to_string()} data-col={col.to_string()} {onclick}>
                <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                if reachable {
                    <circle cx={(x + CELL / 2).to_string()} cy={(y + CELL / 2).to_string()} r="13" />
                }
            </g>
        }
    });
    html! { <g class="tap-line" data-car={vehicle.label.to_string()} aria-hidden="true">{ for targets }</g> }
}
