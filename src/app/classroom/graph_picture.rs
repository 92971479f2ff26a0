//! The state graph's picture, for the screen's canvas, the PNG and the SVG download alike:
//! where each node sits (`GraphLayout`, in world units `WIDTH` wide, columns by distance to the
//! goal), which part of it is shown (`View`: zoom and pan), what is drawn over it (`Marks`: the
//! player's path, the shortest way out, the rings) and how it is painted on a 2D canvas or
//! written as SVG. One canvas for thousands of dots and lines: an SVG element per node made the
//! 4,780-position cluster too slow to draw; the canvas paints 25,000 nodes and their edges in
//! one pass.

use rush_hour_engine::teach::graph::StateGraph;
use std::fmt::Write;
use wasm_bindgen::JsValue;
use web_sys::CanvasRenderingContext2d;

/// The world's width and height: about the canvas's shape on a wide screen, so the fitted graph
/// fills it (columns far apart, a tall column's rows close together until zoomed).
pub const WIDTH: f64 = 1000.0;
const HEIGHT: f64 = 450.0;
const PAD: f64 = 20.0;

/// Where the nodes are drawn (world units) and the dot radius.
pub struct GraphLayout {
    pub height: f64,
    pub radius: f64,
    /// The distance between two rows of the tallest column.
    pub row_h: f64,
    pub xy: Vec<(f64, f64)>,
}

impl GraphLayout {
    pub fn of(g: &StateGraph) -> GraphLayout {
        let columns = g.columns.len().max(1);
        let tallest = g.columns.iter().map(Vec::len).max().unwrap_or(1).max(1);
        let col_w = (WIDTH - 2.0 * PAD) / columns as f64;
        let height = HEIGHT;
        let row_h = (height - 2.0 * PAD) / tallest as f64;
        let radius = (col_w.min(row_h) * 0.32).clamp(0.3, 9.0);
        let xy = g
            .nodes
            .iter()
            .map(|n| {
                let len = g.columns[n.column].len() as f64;
                let top = PAD + (tallest as f64 - len) * row_h / 2.0;
                (PAD + (n.column as f64 + 0.5) * col_w, top + (n.row as f64 + 0.5) * row_h)
            })
            .collect();
        GraphLayout { height, radius, row_h, xy }
    }

    /// The node nearest a world point, if one lies within `reach` world units.
    pub fn node_at(&self, (x, y): (f64, f64), reach: f64) -> Option<u32> {
        let d2 = |&(nx, ny): &(f64, f64)| (nx - x).powi(2) + (ny - y).powi(2);
        let (i, best) = self.xy.iter().enumerate().map(|(i, p)| (i, d2(p))).min_by(|a, b| a.1.total_cmp(&b.1))?;
        (best <= reach * reach).then_some(i as u32)
    }
}

/// Which part of the world the canvas shows: `scale` CSS pixels per world unit, (`x`, `y`) the
/// world point at the canvas's top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub scale: f64,
    pub x: f64,
    pub y: f64,
}

impl View {
    /// The whole world, centred, in a `w` × `h` box.
    pub fn fit(world: (f64, f64), (w, h): (f64, f64)) -> View {
        let scale = (w / world.0).min(h / world.1).max(1e-6);
        View { scale, x: -(w / scale - world.0) / 2.0, y: -(h / scale - world.1) / 2.0 }
    }
    pub fn to_screen(self, (x, y): (f64, f64)) -> (f64, f64) {
        ((x - self.x) * self.scale, (y - self.y) * self.scale)
    }
    pub fn to_world(self, (sx, sy): (f64, f64)) -> (f64, f64) {
        (self.x + sx / self.scale, self.y + sy / self.scale)
    }
    /// Zoomed by `factor` about the screen point `at` (which stays where it is), the scale kept
    /// within `range`.
    pub fn zoom(&self, factor: f64, at: (f64, f64), range: (f64, f64)) -> View {
        let scale = (self.scale * factor).clamp(range.0, range.1);
        let (wx, wy) = self.to_world(at);
        View { scale, x: wx - at.0 / scale, y: wy - at.1 / scale }
    }
    /// Moved with the pointer by (`dx`, `dy`) screen pixels.
    pub fn pan(&self, dx: f64, dy: f64) -> View {
        View { scale: self.scale, x: self.x - dx / self.scale, y: self.y - dy / self.scale }
    }
}

/// What is drawn over the graph (node numbers).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The player's positions from the start.
    pub mine: Vec<u32>,
    /// The shortest way out from the position on the board.
    pub best: Vec<u32>,
    pub here: Option<u32>,
    pub start: Option<u32>,
    /// The node under the pointer.
    pub hover: Option<u32>,
}

/// The picture's colours (CSS colour strings).
pub struct GraphColours {
    pub background: Option<String>,
    pub edge: String,
    pub node: String,
    pub goal: String,
    pub dead: String,
    pub here: String,
    pub best: String,
    pub mine: String,
}

impl GraphColours {
    /// The light theme's colours (static/classroom.css) on white: for print.
    pub fn print() -> GraphColours {
        GraphColours {
            background: Some("#ffffff".into()),
            edge: "rgba(90, 80, 70, 0.28)".into(),
            node: "#6b5e50".into(),
            goal: "#2e7d32".into(),
            dead: "#b0a89e".into(),
            here: "#0b57d0".into(),
            best: "#2e7d32".into(),
            mine: "#e65100".into(),
        }
    }

    /// The page's colours: the `--graph-*` properties of `element` (the theme), the print colours
    /// where one is missing; a transparent background.
    pub fn of(element: &web_sys::Element) -> GraphColours {
        let style = gloo::utils::window().get_computed_style(element).ok().flatten();
        let get = |name: &str, fallback: String| {
            style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
                .unwrap_or(fallback)
        };
        let p = GraphColours::print();
        GraphColours {
            background: None,
            edge: get("--graph-edge", p.edge),
            node: get("--graph-node", p.node),
            goal: get("--graph-goal", p.goal),
            dead: get("--graph-dead", p.dead),
            here: get("--graph-here", p.here),
            best: get("--graph-best", p.best),
            mine: get("--graph-mine", p.mine),
        }
    }
}

/// A canvas to paint on: its context, its size in CSS pixels, and device pixels a CSS pixel.
pub struct Surface<'a> {
    pub ctx: &'a CanvasRenderingContext2d,
    pub size: (f64, f64),
    pub ratio: f64,
}

/// Paints the graph on `surface` as `view` shows it. Edges and dots wholly outside the view are
/// skipped.
pub fn paint(surface: Surface, g: &StateGraph, l: &GraphLayout, marks: &Marks, view: View, palette: &GraphColours) {
    let Surface { ctx, size: (w, h), ratio } = surface;
    let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
    ctx.clear_rect(0.0, 0.0, w, h);
    if let Some(bg) = &palette.background {
        ctx.set_fill_style_str(bg);
        ctx.fill_rect(0.0, 0.0, w, h);
    }
    let k = ratio * view.scale;
    let _ = ctx.set_transform(k, 0.0, 0.0, k, -view.x * k, -view.y * k);
    // One CSS pixel in world units; what is visible, with a margin of a dot.
    let px = 1.0 / view.scale;
    let r = l.radius.max(1.2 * px);
    let (x0, y0) = (view.x - r, view.y - r);
    let (x1, y1) = (view.x + w * px + r, view.y + h * px + r);
    let visible = |&(x, y): &(f64, f64)| x >= x0 && x <= x1 && y >= y0 && y <= y1;

    ctx.begin_path();
    for &(a, b) in &g.edges {
        let ((xa, ya), (xb, yb)) = (l.xy[a as usize], l.xy[b as usize]);
        if xa.max(xb) < x0 || xa.min(xb) > x1 || ya.max(yb) < y0 || ya.min(yb) > y1 {
            continue;
        }
        ctx.move_to(xa, ya);
        ctx.line_to(xb, yb);
    }
    // Many edges fade so the columns' dots stay visible through them.
    ctx.set_global_alpha((20_000.0 / g.edges.len().max(1) as f64).clamp(0.25, 1.0));
    ctx.set_line_width(if g.edges.len() > 20_000 { 0.6 * px } else { px });
    ctx.set_stroke_style_str(&palette.edge);
    ctx.stroke();
    ctx.set_global_alpha(1.0);

    // Dots: squares while they are a few pixels across (much faster), circles when zoomed in.
    let round = r / px >= 2.5;
    for (kind, colour) in [(Some(true), &palette.node), (Some(false), &palette.goal), (None, &palette.dead)] {
        ctx.begin_path();
        for (i, n) in g.nodes.iter().enumerate() {
            let is = match n.distance {
                Some(0) => Some(false),
                Some(_) => Some(true),
                None => None,
            };
            let p = l.xy[i];
            if is != kind || !visible(&p) {
                continue;
            }
            if round {
                ctx.move_to(p.0 + r, p.1);
                let _ = ctx.arc(p.0, p.1, r, 0.0, std::f64::consts::TAU);
            } else {
                ctx.rect(p.0 - r, p.1 - r, 2.0 * r, 2.0 * r);
            }
        }
        ctx.set_fill_style_str(colour);
        ctx.fill();
    }

    // The marks, in screen-sized strokes.
    let line = |nodes: &[u32], colour: &str, width: f64, dash: &[f64], alpha: f64| {
        if nodes.len() < 2 {
            return;
        }
        ctx.begin_path();
        for (j, &n) in nodes.iter().enumerate() {
            let (x, y) = l.xy[n as usize];
            if j == 0 { ctx.move_to(x, y) } else { ctx.line_to(x, y) }
        }
        let dashes = dash.iter().map(|d| JsValue::from_f64(d * px)).collect::<js_sys::Array>();
        let _ = ctx.set_line_dash(&dashes);
        ctx.set_global_alpha(alpha);
        ctx.set_line_width(width * px);
        ctx.set_line_cap("round");
        ctx.set_line_join("round");
        ctx.set_stroke_style_str(colour);
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_sys::Array::new());
        ctx.set_global_alpha(1.0);
    };
    line(&marks.mine, &palette.mine, 5.0, &[], 0.8);
    line(&marks.best, &palette.best, 4.0, &[10.0, 6.0], 1.0);
    let ring = |n: Option<u32>, colour: &str, size: f64, width: f64| {
        let Some(n) = n else { return };
        let (x, y) = l.xy[n as usize];
        ctx.begin_path();
        let _ = ctx.arc(x, y, (r * size).max(size * 3.0 * px), 0.0, std::f64::consts::TAU);
        ctx.set_line_width(width * px);
        ctx.set_stroke_style_str(colour);
        ctx.stroke();
    };
    ring(marks.start, &palette.mine, 1.6, 3.0);
    ring(marks.here, &palette.here, 2.2, 4.0);
    ring(marks.hover, &palette.here, 1.6, 2.0);
}

/// The graph and its marks as a standalone SVG document in the print colours.
pub fn svg_document(g: &StateGraph, l: &GraphLayout, marks: &Marks) -> String {
    let p = GraphColours::print();
    let mut s = String::with_capacity(64 * g.nodes.len() + 24 * g.edges.len() + 1024);
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {h:.0}\" width=\"{WIDTH}\" height=\"{h:.0}\">\
         <rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" d=\"",
        p.edge,
        if g.edges.len() > 20_000 { 0.4 } else { 0.8 },
        h = l.height
    );
    for &(a, b) in &g.edges {
        let ((x1, y1), (x2, y2)) = (l.xy[a as usize], l.xy[b as usize]);
        let _ = write!(s, "M{x1:.1} {y1:.1}L{x2:.1} {y2:.1}");
    }
    s.push_str("\"/>");
    for (i, n) in g.nodes.iter().enumerate() {
        let (x, y) = l.xy[i];
        let fill = match n.distance {
            Some(0) => &p.goal,
            Some(_) => &p.node,
            None => &p.dead,
        };
        let _ = write!(s, "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{:.2}\" fill=\"{fill}\"/>", l.radius);
    }
    let points =
        |nodes: &[u32]| nodes.iter().map(|&n| format!("{:.1},{:.1}", l.xy[n as usize].0, l.xy[n as usize].1)).collect::<Vec<_>>().join(" ");
    let r = l.radius.max(1.5);
    if marks.mine.len() > 1 {
        let _ = write!(
            s,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"5\" stroke-opacity=\"0.8\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
            points(&marks.mine),
            p.mine
        );
    }
    if marks.best.len() > 1 {
        let _ = write!(
            s,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"4\" stroke-dasharray=\"10 6\" stroke-linecap=\"round\"/>",
            points(&marks.best),
            p.best
        );
    }
    for (n, colour, size, width) in [(marks.start, &p.mine, 1.6, 3.0), (marks.here, &p.here, 2.2, 4.0)] {
        if let Some(n) = n {
            let (x, y) = l.xy[n as usize];
            let _ = write!(
                s,
                "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{:.1}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\"/>",
                (r * size).max(size * 3.0)
            );
        }
    }
    s.push_str("</svg>");
    s
}
