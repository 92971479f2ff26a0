//! The board's SVG, drawn once for every use: the background (the board, its cells, its walls
//! with their cross, the frame with its gap and the exit's arrow), then what each use puts on it.
//! The game's board and the editor's put Yew markup on it (`background`); the classroom's small
//! boards and the SVG download are a standalone document with the colours inline
//! (`svg_document`), the same pieces as text.

use super::geometry::{Geometry, Rect, wall};
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
    use super::super::palette::vehicle_colour;
    use rush_hour_engine::model::board::{Board, Position};
    use std::fmt::Write;

    /// The light theme's colours (static/style.css), for a picture that carries its own.
    const BOARD: &str = "#8c7a66";
    const CELL_FILL: &str = "#e9e2d5";
    const FRAME: &str = "#4a3f35";
    const WALL: &str = "#57504a";
    const WALL_MARK: &str = "#cfc8bd";
    const EXIT: &str = "#c62828";
    const RED_CAR: &str = "#d32f2f";

    /// The board at a position as a standalone SVG document; `labels` writes each vehicle's letter.
    pub fn svg_document(board: &Board, pos: &Position, labels: bool, testid: Option<&str>) -> String {
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
        rect(&mut s, g.background(), 14, &format!("fill=\"{BOARD}\""));
        for r in 0..g.h {
            for c in 0..g.w {
                rect(&mut s, g.tile(r, c), 10, &format!("fill=\"{CELL_FILL}\""));
            }
        }
        for &(r, c) in board.walls() {
            let (block, cross) = wall(&g, r.into(), c.into());
            rect(&mut s, block, 10, &format!("fill=\"{WALL}\""));
            let _ = write!(s, "<path d=\"{cross}\" stroke=\"{WALL_MARK}\" stroke-width=\"7\" stroke-linecap=\"round\" fill=\"none\"/>");
        }
        let exit = g.exit_mark();
        let (cx, cy) = exit.centre;
        let _ = write!(
            s,
            "<path d=\"{}\" fill=\"none\" stroke=\"{FRAME}\" stroke-width=\"10\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\
             <path d=\"{}\" transform=\"rotate({} {cx} {cy})\" fill=\"{EXIT}\"/>",
            exit.frame, exit.arrow, exit.angle
        );
        for (i, (v, &offset)) in board.vehicles().iter().zip(pos.offsets()).enumerate() {
            let (row, col) = v.top_left(offset);
            let body = g.piece(row.into(), col.into(), v.axis, v.len);
            let fill = if i == 0 { RED_CAR.to_string() } else { vehicle_colour(i) };
            rect(&mut s, body, 14, &format!("fill=\"{fill}\" stroke=\"#222\" stroke-width=\"4\""));
            if labels {
                let ink = if i == 0 { "#fff" } else { "#111" };
                let _ = write!(
                    s,
                    "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"44\" font-weight=\"700\" text-anchor=\"middle\" \
                     dominant-baseline=\"central\" fill=\"{ink}\">{}</text>",
                    body.x + body.w as i32 / 2,
                    body.y + body.h as i32 / 2,
                    v.label
                );
            }
        }
        s.push_str("</svg>");
        s
    }
}
