//! The board being edited, as SVG. A click on an empty cell places the chosen tool's piece; a
//! drag from an empty cell along a row or a column places a piece over the dragged cells (walls:
//! a wall per cell); a click on a piece selects it and a drag moves it anywhere it fits. For the
//! keyboard and screen readers the cells are also a WAI-ARIA grid over the drawing: one
//! `<rect class="edit-gridcell" role="gridcell">` per cell, named by what is on it, the one under
//! the editor's cursor the grid's only tab stop (a roving tabindex: the focus follows the cursor);
//! the keys are `game::editor::EditKey`'s. Every cell is a `<rect class="edit-cell" data-row
//! data-col>`, every piece a `<g class="piece" data-label data-row data-col>` (0-based), for tests.

use super::edit_grid::{geometry, grid, use_focus_on_cursor};
use super::press::{PressHandlers, preview, use_press};
use crate::app::board::drawing::{background, palette_class, vehicle_html, wall_html};
use crate::app::board::geometry::{Geometry, Rect};
use crate::app::store::use_editor;
use crate::game::editor::{EditAction, EditKey, Editor, Piece};
use crate::palette::{Palette, vehicle_colour};
use rush_hour_engine::model::board::Axis;
use web_sys::Element;
use yew::prelude::*;

fn piece_view(e: &Editor, g: &Geometry, i: usize, p: &Piece, colour_index: usize, palette: Palette) -> Html {
    let selected = e.selected == Some(i);
    let Rect { x, y, w, h } = g.piece(p.row as i16, p.col as i16, p.axis, p.len);
    let class = classes!("piece", p.is_wall().then_some("wall"), selected.then_some("selected"));
    let body = if p.is_wall() {
        wall_html(g, p.row.into(), p.col.into())
    } else {
        vehicle_html(Rect { x, y, w, h }, vehicle_colour(colour_index, palette).into(), p.is_red(), Some(p.label))
    };
    html! {
        <g class={class} data-label={p.label.to_string()} data-row={p.row.to_string()} data-col={p.col.to_string()}
           data-axis={if p.axis == Axis::Horizontal { "h" } else { "v" }} data-len={p.len.to_string()}>
            { body }
            if selected {
                <rect class="select-ring" x={(x - 2).to_string()} y={(y - 2).to_string()} width={(w + 4).to_string()} height={(h + 4).to_string()} rx="16" />
            }
        </g>
    }
}

#[function_component(EditorBoard)]
pub fn editor_board() -> Html {
    let editor = use_editor();
    let palette = crate::app::store::use_game().settings.palette;
    let svg = use_node_ref();
    let PressHandlers { press, on_pointerdown, on_pointermove, on_pointerup, on_pointercancel } = use_press(&editor, &svg);
    use_focus_on_cursor(&svg, editor.cursor);
    let e = &*editor;
    let g = geometry(e);

    let on_keydown = {
        let editor = editor.clone();
        Callback::from(move |ev: KeyboardEvent| {
            if ev.alt_key() {
                return;
            }
            let Some(key) = EditKey::from_key(&ev.key(), ev.ctrl_key() || ev.meta_key()) else { return };
            ev.prevent_default();
            editor.dispatch(EditAction::Key(key));
        })
    };
    // A cell given the focus otherwise (the skip link, a script) becomes the cursor's.
    let on_focusin = {
        let editor = editor.clone();
        Callback::from(move |ev: FocusEvent| {
            let Some(el) = ev.target_dyn_into::<Element>() else { return };
            let at = |name: &str| el.get_attribute(name).and_then(|v| v.parse::<u8>().ok());
            if el.class_list().contains("edit-gridcell")
                && let (Some(row), Some(col)) = (at("data-row"), at("data-col"))
            {
                editor.dispatch(EditAction::SetCursor { row, col });
            }
        })
    };
    // Vehicles are coloured as on the game's board: the red car, then the others in order.
    let mut next_colour = 0;
    let pieces = e.pieces.iter().enumerate().map(|(i, p)| {
        let colour = if p.is_red() || p.is_wall() {
            0
        } else {
            next_colour += 1;
            next_colour
        };
        piece_view(e, &g, i, p, colour, palette)
    });
    let pieces: Html = pieces.collect();
    html! {
        <svg ref={svg} class={classes!("board", "editing", palette_class(palette))} viewBox={g.view_box()} role="group" aria-label="Puzzle editor"
             style={g.aspect_style()} data-testid="editor-board"
             data-width={e.width.to_string()} data-height={e.height.to_string()}
             onpointerdown={on_pointerdown} onpointermove={on_pointermove} onpointerup={on_pointerup}
             onpointercancel={on_pointercancel} onkeydown={on_keydown} onfocusin={on_focusin}>
            <g aria-hidden="true">
                { background(&g, &[], true) }
                { pieces }
            </g>
            { grid(e, &g) }
            if let Some(p) = &press {
                { preview(e, &g, p) }
            }
        </svg>
    }
}
