//! The editor's board as a grid: its geometry (drawn as the game draws a board), its cells for
//! the keyboard and screen readers (a WAI-ARIA grid, one `<rect class="edit-gridcell">` a cell),
//! and the focus that follows the editor's cursor on it (a roving tabindex).

use crate::app::board::geometry::{Geometry, Rect};
use crate::game::editor::Editor;
use wasm_bindgen::JsCast;
use web_sys::{Element, SvgElement};
use yew::prelude::*;

/// The layout's grid, drawn as the game draws a board; the exit on the red car's line (the middle
/// one before there is a red car).
pub(super) fn geometry(e: &Editor) -> Geometry {
    Geometry::new(e.width, e.height, e.exit, e.exit_line())
}

pub(super) fn clamp_cell(e: &Editor, (r, c): (i16, i16)) -> (u8, u8) {
    (r.clamp(0, e.height as i16 - 1) as u8, c.clamp(0, e.width as i16 - 1) as u8)
}

/// The grid's cell element at `(row, col)`, to be focused.
pub(super) fn grid_cell(svg: &NodeRef, (row, col): (u8, u8)) -> Option<SvgElement> {
    let el = svg.cast::<Element>()?.query_selector(&format!(".edit-gridcell[data-row='{row}'][data-col='{col}']")).ok()??;
    el.dyn_into::<SvgElement>().ok()
}

/// The cells as a grid for the keyboard and screen readers, drawn over the board (the pointer goes
/// through it): rows of cells named by what is on them; the cursor's cell the only tab stop, ringed
/// when it has the keyboard's focus.
pub(super) fn grid(e: &Editor, g: &Geometry) -> Html {
    let rows = (0..e.height).map(|row| {
        let cells = (0..e.width).map(|col| {
            let Rect { x, y, w, h } = g.tile(row.into(), col.into());
            let here = e.cursor == (row, col);
            html! {
                <rect class="edit-gridcell" role="gridcell" x={x.to_string()} y={y.to_string()} width={w.to_string()} height={h.to_string()}
                      rx="10" tabindex={if here { "0" } else { "-1" }} aria-label={e.cell_name(row, col)}
                      data-row={row.to_string()} data-col={col.to_string()} />
            }
        });
        html! { <g role="row" aria-label={format!("Row {}", row + 1)}>{ for cells }</g> }
    });
    html! {
        <g class="edit-grid" role="grid" aria-label={format!("Board, {} by {}", e.width, e.height)} aria-describedby="edit-keys-help"
           data-testid="editor-grid">
            { for rows }
        </g>
    }
}

/// The focus follows the cursor while it is on the grid (a roving tabindex).
#[hook]
pub(super) fn use_focus_on_cursor(svg: &NodeRef, cursor: (u8, u8)) {
    {
        let svg = svg.clone();
        use_effect_with(cursor, move |&cursor| {
            let inside = svg.cast::<Element>().zip(web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element()));
            let Some((board, active)) = inside else { return };
            let (active, cell) = (active.unchecked_into::<web_sys::Node>(), grid_cell(&svg, cursor));
            if board.contains(Some(&active))
                && let Some(cell) = cell
                && !active.is_same_node(Some(cell.unchecked_ref()))
            {
                let _ = cell.focus();
            }
        });
    }
}
