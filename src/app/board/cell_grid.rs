//! The game's board's cells as an ARIA grid over the drawing (`cell_grid`) and its cursor
//! (`use_cell_cursor`).

use super::focus::focus_in;
use super::geometry::Geometry;
use crate::game::board_words::cell_name;
use crate::palette::Palette;
use rush_hour_engine::model::board::{Board, Position};
use std::rc::Rc;
use yew::prelude::*;

/// The board's cells as an ARIA grid over the drawing, for a screen reader and the keyboard (the
/// WAI-ARIA grid pattern): a `row` of `gridcell`s for each row, each named by what is on it
/// (`board_words::cell_name`), the cursor's cell the one Tab stop (roving tabindex). The cells are
/// transparent and take no pointer: drags and taps reach the drawing under them; the focused
/// cell's ring is drawn over the vehicles.
pub(super) fn cell_grid(
    g: &Geometry,
    board: &Board,
    pos: &Position,
    palette: Palette,
    cursor: (u8, u8),
    onkeydown: Callback<KeyboardEvent>,
) -> Html {
    let cells = board.cells(pos);
    let rows = (0..board.height()).map(|r| {
        let row = (0..board.width()).map(|c| {
            let t = g.tile(r.into(), c.into());
            html! {
                <rect role="gridcell" tabindex={if (r, c) == cursor { "0" } else { "-1" }} aria-label={cell_name(board, &cells, r, c, palette)}
                      data-row={r.to_string()} data-col={c.to_string()}
                      x={t.x.to_string()} y={t.y.to_string()} width={t.w.to_string()} height={t.h.to_string()} rx="10" />
            }
        });
        html! { <g role="row" aria-label={format!("Row {}", r + 1)}>{ for row }</g> }
    });
    html! { <g class="cell-grid" role="grid" aria-label="The board's cells" {onkeydown}>{ for rows }</g> }
}

/// The grid's cell at `(row, column)`.
fn cell_selector((row, col): (u8, u8)) -> String {
    format!("[role=gridcell][data-row=\"{row}\"][data-col=\"{col}\"]")
}

/// The cells' grid's cursor (one Tab stop), moved by the arrow keys, Home and End; Enter or Space
/// takes the focus to the vehicle there, and Escape on a vehicle brings it back.
pub(super) struct CellCursor {
    pub(super) at: (u8, u8),
    pub(super) on_grid_key: Callback<KeyboardEvent>,
    /// Escape on vehicle `i`: the cursor to its top-left cell, focused.
    pub(super) on_escape: Callback<usize>,
}

#[hook]
pub(super) fn use_cell_cursor(svg: &NodeRef, board: &Rc<Board>, position: &Position) -> CellCursor {
    let cursor = use_state_eq(|| (0u8, 0u8));
    let (w, h) = (board.width(), board.height());
    let (row, col) = (cursor.0.min(h - 1), cursor.1.min(w - 1));
    let on_grid_key = {
        let (cursor, svg, cells) = (cursor.clone(), svg.clone(), board.cells(position));
        Callback::from(move |e: KeyboardEvent| {
            if e.alt_key() || e.meta_key() {
                return;
            }
            let to = match (e.key().as_str(), e.ctrl_key()) {
                ("ArrowLeft", _) => (row, col.saturating_sub(1)),
                ("ArrowRight", _) => (row, (col + 1).min(w - 1)),
                ("ArrowUp", _) => (row.saturating_sub(1), col),
                ("ArrowDown", _) => ((row + 1).min(h - 1), col),
                ("Home", true) => (0, 0),
                ("End", true) => (h - 1, w - 1),
                ("Home", false) => (row, 0),
                ("End", false) => (row, w - 1),
                ("Enter" | " ", _) => {
                    e.prevent_default();
                    if let Some(label) = cells[usize::from(row)][usize::from(col)].filter(|&c| c != 'x') {
                        focus_in(&svg, &format!("[data-car=\"{label}\"].vehicle"));
                    }
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            cursor.set(to);
            focus_in(&svg, &cell_selector(to));
        })
    };
    let on_escape = {
        let (board, position, svg) = (board.clone(), position.clone(), svg.clone());
        Callback::from(move |i: usize| {
            let at = board.vehicle(i).top_left(position.offset(i));
            cursor.set(at);
            focus_in(&svg, &cell_selector(at));
        })
    };
    CellCursor { at: (row, col), on_grid_key, on_escape }
}
