//! A board as a standalone SVG document (colours inline, no CSS variables), built from the
//! engine's data: the frame with its exit, cells, walls, vehicles and their labels. It is what
//! "Download SVG" saves and what the small read-only boards of the classroom draw (`MiniBoard`:
//! the same text put into the page as markup, cheap enough for a dozen boards per frame).
//!
//! Also `download`: saves a text as a file through a Blob URL and a clicked `<a download>`.

use crate::app::board_view::vehicle_colour;
use rush_hour_engine::model::board::{Axis, Board, Exit, Position};
use std::fmt::Write;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

const CELL: u32 = 100;
const MARGIN: u32 = 24;
const RED: &str = "#d32f2f";

/// The board at a position as an SVG document; `labels` writes each vehicle's letter on it.
pub fn board_svg(board: &Board, pos: &Position, labels: bool, testid: Option<&str>) -> String {
    let (w, h) = (u32::from(board.width()), u32::from(board.height()));
    let (vw, vh) = (w * CELL + 2 * MARGIN, h * CELL + 2 * MARGIN);
    let mut s = String::with_capacity(4096);
    let id = testid.map(|t| format!(" data-testid=\"{t}\"")).unwrap_or_default();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mini-board\" viewBox=\"0 0 {vw} {vh}\" role=\"img\" \
         aria-label=\"Rush Hour board {}×{}\"{id}>",
        w, h
    );
    let _ = write!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"14\" fill=\"#8c7a66\" stroke=\"#4a3f35\" stroke-width=\"10\"/>",
        MARGIN - 8,
        MARGIN - 8,
        w * CELL + 16,
        h * CELL + 16
    );
    for r in 0..h {
        for c in 0..w {
            let _ = write!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"88\" height=\"88\" rx=\"10\" fill=\"#e9e2d5\"/>",
                MARGIN + c * CELL + 6,
                MARGIN + r * CELL + 6
            );
        }
    }
    for &(r, c) in board.walls() {
        let (x, y) = (MARGIN + u32::from(c) * CELL, MARGIN + u32::from(r) * CELL);
        let _ = write!(
            s,
            "<rect x=\"{}\" y=\"{}\" width=\"92\" height=\"92\" rx=\"10\" fill=\"#57504a\"/><path d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"#cfc8bd\" stroke-width=\"7\"/>",
            x + 4,
            y + 4,
            x + 30,
            y + 30,
            x + 70,
            y + 70,
            x + 70,
            y + 30,
            x + 30,
            y + 70
        );
    }
    exit(&mut s, board, w, h);
    for (i, (v, &offset)) in board.vehicles().iter().zip(pos.offsets()).enumerate() {
        let (r, c) = v.top_left(offset);
        let (x, y) = (MARGIN + u32::from(c) * CELL + 4, MARGIN + u32::from(r) * CELL + 4);
        let len = u32::from(v.len) * CELL - 8;
        let (vw, vh) = if v.axis == Axis::Horizontal { (len, CELL - 8) } else { (CELL - 8, len) };
        let fill = if i == 0 { RED.to_string() } else { vehicle_colour(i) };
        let _ = write!(
            s,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{vw}\" height=\"{vh}\" rx=\"14\" fill=\"{fill}\" stroke=\"#222\" stroke-width=\"4\"/>"
        );
        if labels {
            let ink = if i == 0 { "#fff" } else { "#111" };
            let _ = write!(
                s,
                "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"44\" font-weight=\"700\" text-anchor=\"middle\" \
                 dominant-baseline=\"central\" fill=\"{ink}\">{}</text>",
                x + vw / 2,
                y + vh / 2,
                v.label
            );
        }
    }
    s.push_str("</svg>");
    s
}

/// A red bar over the frame at the exit and a red triangle outside it.
fn exit(s: &mut String, board: &Board, w: u32, h: u32) {
    let line = u32::from(board.vehicles()[0].line);
    let (x0, y0, x1, y1) = (MARGIN - 8, MARGIN - 8, MARGIN + w * CELL + 8, MARGIN + h * CELL + 8);
    let a = MARGIN + line * CELL + 14;
    let b = a + CELL - 28;
    let mid = (a + b) / 2;
    let (bar, tri) = match board.exit() {
        Exit::East => ((x1, a, x1, b), format!("{} {} {} {} {} {}", x1 + 4, mid - 12, x1 + 4, mid + 12, x1 + 16, mid)),
        Exit::West => ((x0, a, x0, b), format!("{} {} {} {} {} {}", x0 - 4, mid - 12, x0 - 4, mid + 12, x0 - 16, mid)),
        Exit::South => ((a, y1, b, y1), format!("{} {} {} {} {} {}", mid - 12, y1 + 4, mid + 12, y1 + 4, mid, y1 + 16)),
        Exit::North => ((a, y0, b, y0), format!("{} {} {} {} {} {}", mid - 12, y0 - 4, mid + 12, y0 - 4, mid, y0 - 16)),
    };
    let _ = write!(
        s,
        "<path d=\"M{} {}L{} {}\" stroke=\"#c62828\" stroke-width=\"12\"/><polygon points=\"{tri}\" fill=\"#c62828\"/>",
        bar.0, bar.1, bar.2, bar.3
    );
}

#[derive(Properties, PartialEq)]
pub struct MiniBoardProps {
    pub board: Rc<Board>,
    pub position: Position,
    #[prop_or(true)]
    pub labels: bool,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A small read-only board.
#[function_component(MiniBoard)]
pub fn mini_board(props: &MiniBoardProps) -> Html {
    let svg = board_svg(&props.board, &props.position, props.labels, props.testid.as_deref());
    Html::from_html_unchecked(AttrValue::from(svg))
}

/// Saves `text` as a file named `name` of type `mime` (the browser's download).
pub fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let document = gloo::utils::document();
    if let Ok(a) = document.create_element("a")
        && let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>()
    {
        a.set_href(&url);
        a.set_download(name);
        let _ = gloo::utils::body().append_child(&a);
        a.click();
        a.remove();
    }
    // The download has its own copy of the data once clicked; free the URL on the next turn.
    gloo::timers::callback::Timeout::new(1000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}
