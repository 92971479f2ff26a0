//! A pointer pressed on the editor's board: where it went down and where it is now, what a
//! release would do drawn under it (`preview`), and on release a piece placed over the dragged
//! cells or the grabbed piece moved.

use super::edit_grid::{clamp_cell, geometry, grid_cell};
use crate::app::board::geometry::{Geometry, Rect};
use crate::app::store::EditorHandle;
use crate::game::editor::{EditAction, Editor};
use rush_hour_engine::model::board::Axis;
use web_sys::Element;
use yew::prelude::*;

/// A pointer held down on the board: where it went down and where it is now (cells, may be off
/// the board), and the piece it grabbed.
#[derive(Clone, Copy, PartialEq)]
pub(super) struct Press {
    pointer: i32,
    from: (i16, i16),
    to: (i16, i16),
    piece: Option<usize>,
}

/// The cell under a pointer, from the SVG's viewBox and its drawn box (`meet`: centred, the larger
/// ratio in use).
fn cell_at(svg: &Element, client_x: f64, client_y: f64, g: &Geometry) -> (i16, i16) {
    let rect = svg.get_bounding_client_rect();
    let (vw, vh) = g.view();
    let scale = (vw as f64 / rect.width()).max(vh as f64 / rect.height());
    let x = (client_x - rect.left() - (rect.width() - vw as f64 / scale) / 2.0) * scale;
    let y = (client_y - rect.top() - (rect.height() - vh as f64 / scale) / 2.0) * scale;
    g.cell_at(x, y)
}

/// What a press would do if released now, drawn under the pointer: the cells of a piece being
/// drawn, or the grabbed piece at its new place.
pub(super) fn preview(e: &Editor, g: &Geometry, press: &Press) -> Html {
    let (dr, dc) = (press.to.0 - press.from.0, press.to.1 - press.from.1);
    let rect = match press.piece {
        Some(i) if (dr, dc) != (0, 0) => {
            let p = e.pieces[i];
            Some(g.piece(p.row as i16 + dr, p.col as i16 + dc, p.axis, p.len))
        }
        None if (dr, dc) != (0, 0) && (dr == 0 || dc == 0) => {
            let (r0, c0) = clamp_cell(e, press.from);
            let (r1, c1) = clamp_cell(e, press.to);
            let (axis, len) = if r0 == r1 { (Axis::Horizontal, c0.abs_diff(c1) + 1) } else { (Axis::Vertical, r0.abs_diff(r1) + 1) };
            Some(g.piece(r0.min(r1) as i16, c0.min(c1) as i16, axis, len))
        }
        _ => None,
    };
    match rect {
        Some(Rect { x, y, w, h }) => html! {
            <rect class="edit-preview" x={x.to_string()} y={y.to_string()} width={w.to_string()} height={h.to_string()} rx="14" />
        },
        None => Html::default(),
    }
}

/// The press in progress and the board's pointer handlers.
pub(super) struct PressHandlers {
    pub(super) press: Option<Press>,
    pub(super) on_pointerdown: Callback<PointerEvent>,
    pub(super) on_pointermove: Callback<PointerEvent>,
    pub(super) on_pointerup: Callback<PointerEvent>,
    pub(super) on_pointercancel: Callback<PointerEvent>,
}

#[hook]
pub(super) fn use_press(editor: &EditorHandle, svg: &NodeRef) -> PressHandlers {
    let press = use_state_eq(|| None::<Press>);
    let on_pointerdown = {
        let (editor, svg, press) = (editor.clone(), svg.clone(), press.clone());
        Callback::from(move |ev: PointerEvent| {
            if ev.button() != 0 {
                return;
            }
            let Some(el) = svg.cast::<Element>() else { return };
            let cell = cell_at(&el, ev.client_x() as f64, ev.client_y() as f64, &geometry(&editor));
            if cell.0 < 0 || cell.1 < 0 || cell.0 >= editor.height as i16 || cell.1 >= editor.width as i16 {
                return;
            }
            ev.prevent_default();
            let _ = el.set_pointer_capture(ev.pointer_id());
            // The keyboard goes on from the pressed cell: the cursor and the focus move there.
            let (row, col) = (cell.0 as u8, cell.1 as u8);
            if let Some(t) = grid_cell(&svg, (row, col)) {
                let _ = t.focus();
            }
            editor.dispatch(EditAction::SetCursor { row, col });
            let piece = editor.piece_at(cell.0 as u8, cell.1 as u8);
            press.set(Some(Press { pointer: ev.pointer_id(), from: cell, to: cell, piece }));
        })
    };
    let on_pointermove = {
        let (editor, svg, press) = (editor.clone(), svg.clone(), press.clone());
        Callback::from(move |ev: PointerEvent| {
            let Some(p) = *press else { return };
            let Some(el) = svg.cast::<Element>() else { return };
            if ev.pointer_id() != p.pointer {
                return;
            }
            let to = cell_at(&el, ev.client_x() as f64, ev.client_y() as f64, &geometry(&editor));
            press.set(Some(Press { to, ..p }));
        })
    };
    let on_pointerup = {
        let (editor, press) = (editor.clone(), press.clone());
        Callback::from(move |ev: PointerEvent| {
            let Some(p) = *press else { return };
            if ev.pointer_id() != p.pointer {
                return;
            }
            press.set(None);
            match p.piece {
                Some(i) => {
                    editor.dispatch(EditAction::Select(Some(i)));
                    let piece = editor.pieces[i];
                    let (row, col) = (piece.row as i16 + p.to.0 - p.from.0, piece.col as i16 + p.to.1 - p.from.1);
                    if (row, col) != (piece.row as i16, piece.col as i16) && row >= 0 && col >= 0 {
                        editor.dispatch(EditAction::MoveTo { row: row as u8, col: col as u8 });
                    }
                }
                None => editor.dispatch(EditAction::Place { from: clamp_cell(&editor, p.from), to: clamp_cell(&editor, p.to) }),
            }
        })
    };
    let on_pointercancel = {
        let press = press.clone();
        Callback::from(move |_: PointerEvent| press.set(None))
    };
    PressHandlers { press: *press, on_pointerdown, on_pointermove, on_pointerup, on_pointercancel }
}
