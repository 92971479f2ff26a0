//! The board being edited, as SVG. A click on an empty cell places the chosen tool's piece; a
//! drag from an empty cell along a row or a column places a piece over the dragged cells (walls:
//! a wall per cell); a click on a piece selects it and a drag moves it anywhere it fits. For the
//! keyboard and screen readers the cells are also a WAI-ARIA grid over the drawing: one
//! `<rect class="edit-gridcell" role="gridcell">` per cell, named by what is on it, the one under
//! the editor's cursor the grid's only tab stop (a roving tabindex: the focus follows the cursor);
//! the keys are `game::editor::EditKey`'s. Every cell is a `<rect class="edit-cell" data-row
//! data-col>`, every piece a `<g class="piece" data-label data-row data-col>` (0-based), for tests.

use crate::app::board::drawing::{background, palette_class, vehicle_html, wall_html};
use crate::app::board::geometry::{Geometry, Rect};
use crate::app::store::use_editor;
use crate::game::editor::{EditAction, EditKey, Editor, Piece};
use crate::palette::{Palette, vehicle_colour};
use rush_hour_engine::model::board::Axis;
use wasm_bindgen::JsCast;
use web_sys::{Element, SvgElement};
use yew::prelude::*;

/// A pointer held down on the board: where it went down and where it is now (cells, may be off
/// the board), and the piece it grabbed.
#[derive(Clone, Copy, PartialEq)]
struct Press {
    pointer: i32,
    from: (i16, i16),
    to: (i16, i16),
    piece: Option<usize>,
}

/// The layout's grid, drawn as the game draws a board; the exit on the red car's line (the middle
/// one before there is a red car).
fn geometry(e: &Editor) -> Geometry {
    Geometry::new(e.width, e.height, e.exit, e.exit_line())
}

/// The grid's cell element at `(row, col)`, to be focused.
fn grid_cell(svg: &NodeRef, (row, col): (u8, u8)) -> Option<SvgElement> {
    let el = svg.cast::<Element>()?.query_selector(&format!(".edit-gridcell[data-row='{row}'][data-col='{col}']")).ok()??;
    el.dyn_into::<SvgElement>().ok()
}

/// The cells as a grid for the keyboard and screen readers, drawn over the board (the pointer goes
/// through it): rows of cells named by what is on them; the cursor's cell the only tab stop, ringed
/// when it has the keyboard's focus.
fn grid(e: &Editor, g: &Geometry) -> Html {
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

fn clamp_cell(e: &Editor, (r, c): (i16, i16)) -> (u8, u8) {
    (r.clamp(0, e.height as i16 - 1) as u8, c.clamp(0, e.width as i16 - 1) as u8)
}

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

/// What a press would do if released now, drawn under the pointer: the cells of a piece being
/// drawn, or the grabbed piece at its new place.
fn preview(e: &Editor, g: &Geometry, press: &Press) -> Html {
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

#[function_component(EditorBoard)]
pub fn editor_board() -> Html {
    let editor = use_editor();
    let palette = crate::app::store::use_game().settings.palette;
    let svg = use_node_ref();
    let press = use_state_eq(|| None::<Press>);
    let e = &*editor;
    let g = geometry(e);

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
    // The focus follows the cursor while it is on the grid (a roving tabindex).
    {
        let svg = svg.clone();
        use_effect_with(e.cursor, move |&cursor| {
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
            if let Some(p) = &*press {
                { preview(e, &g, p) }
            }
        </svg>
    }
}
