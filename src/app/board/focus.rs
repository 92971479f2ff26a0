//! The keyboard's focus on the game's board: the neighbouring vehicle an arrow key across a
//! vehicle's axis goes to, and an element of the board focused.

use super::vehicle::Dir;
use rush_hour_engine::model::board::{Axis, Board, Position};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The vehicle to focus when an arrow key points across `from`'s axis: the nearest one that way,
/// preferring those in line with it.
pub(super) fn neighbour(board: &Board, pos: &Position, from: usize, dir: Dir) -> Option<usize> {
    // A vehicle's span of rows and columns, in cells.
    let span = |i: usize| {
        let v = board.vehicle(i);
        let (r, c) = v.top_left(pos.offset(i));
        let (r, c, n) = (f64::from(r), f64::from(c), f64::from(v.len) - 1.0);
        match v.axis {
            Axis::Horizontal => ((r, r), (c, c + n)),
            Axis::Vertical => ((r, r + n), (c, c)),
        }
    };
    let centre = |((r0, r1), (c0, c1)): ((f64, f64), (f64, f64))| ((r0 + r1) / 2.0, (c0 + c1) / 2.0);
    let gap = |(a0, a1): (f64, f64), (b0, b1): (f64, f64)| (b0 - a1).max(a0 - b1).max(0.0);
    let me = span(from);
    let (mr, mc) = centre(me);
    (0..board.vehicles().len())
        .filter(|&i| i != from)
        .filter_map(|i| {
            let s = span(i);
            let (r, c) = centre(s);
            let (ahead, across) = match dir {
                Dir::Up => (mr - r, gap(me.1, s.1)),
                Dir::Down => (r - mr, gap(me.1, s.1)),
                Dir::Left => (mc - c, gap(me.0, s.0)),
                Dir::Right => (c - mc, gap(me.0, s.0)),
            };
            (ahead > 0.25).then_some((i, ahead + 3.0 * across))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// Focuses the element `selector` finds in `root` (a vehicle, a cell of the grid).
pub(super) fn focus_in(root: &NodeRef, selector: &str) {
    let found = root.cast::<web_sys::Element>().and_then(|root| root.query_selector(selector).ok().flatten());
    if let Some(el) = found.and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}
