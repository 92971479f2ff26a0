//! The state graph's canvas on the page: the graph laid out (`Drawn`) or why there is none
//! (`NoGraph`), and the canvas's live state (`Screen`: the view, the marks, a press of the
//! pointer), changed at frame rate without a render and painted at most once a frame (`redraw`),
//! with what tests and benchmarks read written onto the canvas element after each paint.

use super::graph_picture::{self as picture, GraphColours, GraphLayout, Marks, View, WIDTH};
use super::picture::context_2d;
use crate::app::time::now;
use gloo::render::{AnimationFrame, request_animation_frame};
use rush_hour_engine::teach::graph::StateGraph;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

/// How close to a dot a click or the pointer must be (CSS pixels).
const REACH_PX: f64 = 10.0;

/// A cluster's graph, laid out.
pub(super) struct Drawn {
    pub graph: StateGraph,
    pub layout: GraphLayout,
    /// The worker's time to build it, the page's to read it and lay it out.
    pub build_ms: f64,
    pub read_ms: f64,
}

/// Why there is no graph to draw.
pub(super) enum NoGraph {
    /// The cluster's size and histogram: too large to draw.
    TooLarge(usize, Vec<usize>),
    /// The worker could not build it.
    Failed(String),
}

/// The graph, or why there is none.
pub(super) type Built = Result<Rc<Drawn>, NoGraph>;

/// The canvas's live state, changed by the pointer at frame rate without a render.
#[derive(Default)]
pub(super) struct Screen {
    pub graph: Option<Rc<Drawn>>,
    /// `None`: fitted to the canvas (and refitted when it changes size).
    pub view: Option<View>,
    pub marks: Marks,
    /// A press on the canvas: the pointer's last point and how far it has moved in all.
    pub press: Option<((f64, f64), f64)>,
    pub frame: Option<AnimationFrame>,
}

pub(super) type ScreenRef = Rc<RefCell<Screen>>;

/// The view a canvas of `size` CSS pixels shows, and the zoom's bounds.
pub(super) fn view_of(s: &Screen, d: &Drawn, size: (f64, f64)) -> (View, (f64, f64)) {
    let fit = View::fit((WIDTH, d.layout.height), size);
    let range = (fit.scale * 0.75, (fit.scale * 8.0).max(16.0 / d.layout.row_h));
    (s.view.unwrap_or(fit), range)
}

pub(super) fn css_size(canvas: &HtmlCanvasElement) -> (f64, f64) {
    (canvas.client_width().max(1) as f64, canvas.client_height().max(1) as f64)
}

/// Paints the canvas now, and writes what tests read onto it.
pub(super) fn paint(canvas: &HtmlCanvasElement, screen: &ScreenRef) {
    let s = screen.borrow();
    let Some(d) = s.graph.clone() else { return };
    let size = css_size(canvas);
    let ratio = gloo::utils::window().device_pixel_ratio().max(1.0);
    let (w, h) = ((size.0 * ratio).round() as u32, (size.1 * ratio).round() as u32);
    if canvas.width() != w || canvas.height() != h {
        canvas.set_width(w);
        canvas.set_height(h);
    }
    let Some(ctx) = context_2d(canvas) else { return };
    let (view, _) = view_of(&s, &d, size);
    let t = now();
    let surface = picture::Surface { ctx: &ctx, size, ratio };
    picture::paint(surface, &d.graph, &d.layout, &s.marks, view, &GraphColours::of(canvas));
    let ms = now() - t;
    let at = |n: u32| {
        let (x, y) = view.to_screen(d.layout.xy[n as usize]);
        format!("{x:.1},{y:.1}")
    };
    let _ = canvas.set_attribute("data-draw-ms", &format!("{ms:.1}"));
    let _ = canvas.set_attribute("data-build-ms", &format!("{:.1}", d.build_ms));
    let _ = canvas.set_attribute("data-read-ms", &format!("{:.1}", d.read_ms));
    let _ = canvas.set_attribute("data-scale", &format!("{:.4}", view.scale));
    let _ = canvas.set_attribute("data-here", &s.marks.here.map(at).unwrap_or_default());
    let _ = canvas.set_attribute("data-best", &s.marks.best.iter().map(|&n| at(n)).collect::<Vec<_>>().join(" "));
}

/// Paints the canvas on the next frame (once, however often it is asked).
pub(super) fn redraw(canvas: &NodeRef, screen: &ScreenRef) {
    if screen.borrow().frame.is_some() {
        return;
    }
    let (canvas, again) = (canvas.clone(), screen.clone());
    let frame = request_animation_frame(move |_| {
        again.borrow_mut().frame = None;
        if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
            paint(&c, &again);
        }
    });
    screen.borrow_mut().frame = Some(frame);
}

/// Changes the view (zoom or pan) and repaints.
pub(super) fn change_view(canvas: &NodeRef, screen: &ScreenRef, change: impl FnOnce(View, (f64, f64), (f64, f64)) -> View) {
    let Some(c) = canvas.cast::<HtmlCanvasElement>() else { return };
    {
        let mut s = screen.borrow_mut();
        let Some(d) = s.graph.clone() else { return };
        let size = css_size(&c);
        let (view, range) = view_of(&s, &d, size);
        s.view = Some(change(view, size, range));
    }
    redraw(canvas, screen);
}

/// The node under a point of the canvas (CSS pixels), if any is within reach.
pub(super) fn node_at(screen: &ScreenRef, canvas: &HtmlCanvasElement, at: (f64, f64)) -> Option<u32> {
    let s = screen.borrow();
    let d = s.graph.as_ref()?;
    let (view, _) = view_of(&s, d, css_size(canvas));
    d.layout.node_at(view.to_world(at), REACH_PX / view.scale)
}
