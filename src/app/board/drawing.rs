//! The board's SVG, drawn once for every use: the background (the board, its cells, its walls
//! with their cross, the frame with its gap and the exit's arrow) and the vehicles (a body, the
//! red car's marker, a letter). The game's board, Present's and the editor's are Yew markup
//! (`background`, `vehicle_html`) coloured by the page's stylesheets; the classroom's small
//! boards and the SVG download are a standalone document (`svg_document`): the same elements as
//! text, with the light theme's colours inline. Every colour comes from `palette`.

use super::geometry::{Geometry, Rect, wall};
use crate::palette::Palette;
use rush_hour_engine::model::board::Board;
use yew::prelude::*;

fn rect_html(r: Rect, rx: u32) -> Html {
    html! { <rect x={r.x.to_string()} y={r.y.to_string()} width={r.w.to_string()} height={r.h.to_string()} rx={rx.to_string()} /> }
}

/// A wall's block and cross (the editor's wall pieces draw the same).
pub fn wall_html(g: &Geometry, row: u32, col: u32) -> Html {
    let (block, cross) = wall(g, row, col);
    html! { <>{ rect_html(block, 10) }<path d={cross} /></> }
}

/// Puts the board's colours (`palette::board_css`) in the page's head (once, before the app's
/// first render).
pub fn install_board_css() {
    let document = gloo::utils::document();
    if let Ok(style) = document.create_element("style") {
        style.set_id("board-colours");
        style.set_text_content(Some(&crate::palette::board_css()));
        let _ = gloo::utils::head().append_child(&style);
    }
}

/// The class of a board drawn in `palette` (the colour-blind palette's red car).
pub fn palette_class(palette: Palette) -> Option<&'static str> {
    (palette == Palette::ColourBlind).then_some("palette-colour-blind")
}

/// A vehicle in the box `r`: its body in `colour`, the red car's marker, and its letter when
/// `label` is given (the game's vehicles, the editor's pieces and `svg_document` draw the same).
pub fn vehicle_html(r: Rect, colour: AttrValue, red: bool, label: Option<char>) -> Html {
    let (cx, cy) = r.centre();
    html! {
        <>
            <rect class="body" x={r.x.to_string()} y={r.y.to_string()} width={r.w.to_string()} height={r.h.to_string()} rx="14" fill={colour} />
            if red {
                <circle class="marker" cx={cx.to_string()} cy={cy.to_string()} r={MARKER_RADIUS.to_string()} />
            }
            if let Some(label) = label {
                <text class="label" x={cx.to_string()} y={cy.to_string()}>{ label }</text>
            }
        </>
    }
}

/// The red car's marker, a disc under its letter.
const MARKER_RADIUS: u32 = 27;

/// Everything under the pieces: the board, its cells (`edit-cell`s with their row and column when
/// `editing`), the walls and the exit.
pub fn background(g: &Geometry, walls: &[(u8, u8)], editing: bool) -> Html {
    let bg = g.background();
    let cells = (0..g.h).flat_map(|r| (0..g.w).map(move |c| (r, c))).map(|(r, c)| {
        let t = g.tile(r, c);
        let (row, col) = editing.then(|| (r.to_string(), c.to_string())).unzip();
        html! { <rect class={classes!("cell", editing.then_some("edit-cell"))} data-row={row} data-col={col}
        x={t.x.to_string()} y={t.y.to_string()} width={t.w.to_string()} height={t.h.to_string()} rx="10" /> }
    });
    let walls = walls.iter().map(|&(r, c)| {
        html! { <g class="wall" data-row={r.to_string()} data-col={c.to_string()}>{ wall_html(g, r.into(), c.into()) }</g> }
    });
    let exit = g.exit_mark();
    let (cx, cy) = exit.centre;
    html! {
        <>
            <rect class="board-bg" x={bg.x.to_string()} y={bg.y.to_string()} width={bg.w.to_string()} height={bg.h.to_string()} rx="14" />
            { for cells }
            { for walls }
            <g class="exit" data-exit={g.exit.letter().to_string()}>
                <path class="frame" d={exit.frame} />
                <path class="exit-arrow" d={exit.arrow} transform={format!("rotate({} {cx} {cy})", exit.angle)}>
                    <title>{ format!("exit ({} side)", g.exit.name()) }</title>
                </path>
            </g>
        </>
    }
}

/// "Rush Hour board, 6 by 6, 8 vehicles, exit on the east side".
pub fn board_label(board: &Board) -> String {
    format!(
        "Rush Hour board, {} by {}, {} vehicles, exit on the {} side",
        board.width(),
        board.height(),
        board.vehicles().len(),
        board.exit().name()
    )
}

#[cfg(feature = "tools")]
pub use document::svg_document;

/// The board as a standalone SVG document (the classroom's pages only).
#[cfg(feature = "tools")]
mod document {
    use super::super::geometry::{Geometry, Rect, wall};
    use super::MARKER_RADIUS;
    use crate::palette::{LIGHT, MARKER, OUTLINE, Palette, red_car_ink, red_car_light, vehicle_colour};
    use rush_hour_engine::model::board::{Board, Position};
    use std::fmt::Write;

    /// The board at a position as a standalone SVG document in `palette`; `labels` writes each
    /// vehicle's letter.
    pub fn svg_document(board: &Board, pos: &Position, labels: bool, palette: Palette, testid: Option<&str>) -> String {
        let g = Geometry::of(board);
        let (vw, vh) = g.view();
        let mut s = String::with_capacity(4096);
        let id = testid.map(|t| format!(" data-testid=\"{t}\"")).unwrap_or_default();
        let _ = write!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mini-board\" viewBox=\"0 0 {vw} {vh}\" role=\"img\" \
             aria-label=\"Rush Hour board {}×{}\"{id}>",
            g.w, g.h
        );
        let rect = |s: &mut String, r: Rect, rx: u32, style: &str| {
            let _ = write!(s, "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{rx}\" {style}/>", r.x, r.y, r.w, r.h);
        };
        let colours = LIGHT;
        rect(&mut s, g.background(), 14, &format!("fill=\"{}\"", colours.board));
        for r in 0..g.h {
            for c in 0..g.w {
                rect(&mut s, g.tile(r, c), 10, &format!("fill=\"{}\"", colours.cell));
            }
        }
        for &(r, c) in board.walls() {
            let (block, cross) = wall(&g, r.into(), c.into());
            rect(&mut s, block, 10, &format!("fill=\"{}\"", colours.wall));
            let _ = write!(
                s,
                "<path d=\"{cross}\" stroke=\"{}\" stroke-width=\"7\" stroke-linecap=\"round\" fill=\"none\"/>",
                colours.wall_mark
            );
        }
        let exit = g.exit_mark();
        let (cx, cy) = exit.centre;
        let _ = write!(
            s,
            "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"10\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\
             <path d=\"{}\" transform=\"rotate({} {cx} {cy})\" fill=\"{}\"/>",
            exit.frame, colours.frame, exit.arrow, exit.angle, colours.exit
        );
        for (i, (v, &offset)) in board.vehicles().iter().zip(pos.offsets()).enumerate() {
            let (row, col) = v.top_left(offset);
            let body = g.piece(row.into(), col.into(), v.axis, v.len);
            let fill = if i == 0 { red_car_light(palette).to_string() } else { vehicle_colour(i, palette) };
            rect(&mut s, body, 14, &format!("fill=\"{fill}\" stroke=\"{OUTLINE}\" stroke-width=\"3\""));
            let (cx, cy) = body.centre();
            if v.is_red() {
                let _ = write!(
                    s,
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{MARKER_RADIUS}\" fill=\"{MARKER}\" stroke=\"rgb(0 0 0 / 0.25)\" stroke-width=\"3\"/>"
                );
            }
            if labels {
                let ink = if v.is_red() { red_car_ink(palette) } else { colours.label };
                let _ = write!(
                    s,
                    "<text x=\"{cx}\" y=\"{cy}\" font-family=\"sans-serif\" font-size=\"40\" font-weight=\"700\" text-anchor=\"middle\" \
                     dominant-baseline=\"central\" fill=\"{ink}\">{}</text>",
                    v.label
                );
            }
        }
        s.push_str("</svg>");
        s
    }
}
