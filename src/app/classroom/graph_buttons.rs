//! The state graph's buttons: zoom in and out, fit, and the graph downloaded as a PNG (an A4 page
//! at 300 dots per inch) or an SVG file.

use super::graph_picture::{self as picture, GraphColours, Marks, View, WIDTH};
use super::graph_screen::{Drawn, ScreenRef, change_view, redraw};
use super::picture::{context_2d, download, download_canvas_png, new_canvas};
use rush_hour_engine::library::name_of;
use std::rc::Rc;
use yew::prelude::*;

/// The PNG's width: an A4 page in landscape at 300 dots per inch.
const PRINT_WIDTH: u32 = 3508;

/// "rush-hour-card-40" and the like, for file names.
fn file_stem(grid: &str) -> String {
    format!("rush-hour-{}", name_of(grid).unwrap_or_else(|| "puzzle".into()).replace([' ', '#'], "-"))
}

#[derive(Properties)]
pub(super) struct GraphButtonsProps {
    pub canvas: NodeRef,
    pub screen: ScreenRef,
    pub drawn: Rc<Drawn>,
    /// The puzzle's grid at its start, which names the files.
    pub start_grid: String,
}

impl PartialEq for GraphButtonsProps {
    fn eq(&self, other: &Self) -> bool {
        self.canvas == other.canvas
            && Rc::ptr_eq(&self.screen, &other.screen)
            && Rc::ptr_eq(&self.drawn, &other.drawn)
            && self.start_grid == other.start_grid
    }
}

#[function_component(GraphButtons)]
pub(super) fn graph_buttons(props: &GraphButtonsProps) -> Html {
    let GraphButtonsProps { canvas, screen, drawn, start_grid } = props;
    let zoom_by = |factor: f64| {
        let (canvas, screen) = (canvas.clone(), screen.clone());
        Callback::from(move |_: MouseEvent| {
            change_view(&canvas, &screen, |v, size, range| v.zoom(factor, (size.0 / 2.0, size.1 / 2.0), range))
        })
    };
    let on_fit = {
        let (canvas, screen) = (canvas.clone(), screen.clone());
        Callback::from(move |_: MouseEvent| {
            screen.borrow_mut().view = None;
            redraw(&canvas, &screen);
        })
    };
    let stem = file_stem(start_grid);
    let on_png = {
        let (drawn, screen, stem) = (drawn.clone(), screen.clone(), stem.clone());
        Callback::from(move |_: MouseEvent| {
            // Three device pixels a CSS pixel: the screen's strokes at print size.
            let (ratio, w) = (3.0, PRINT_WIDTH as f64 / 3.0);
            let h = (w * drawn.layout.height / WIDTH).round();
            let Some(c) = new_canvas(PRINT_WIDTH, (h * ratio) as u32) else { return };
            let Some(ctx) = context_2d(&c) else { return };
            let marks = Marks { hover: None, ..screen.borrow().marks.clone() };
            let view = View::fit((WIDTH, drawn.layout.height), (w, h));
            let surface = picture::Surface { ctx: &ctx, size: (w, h), ratio };
            picture::paint(surface, &drawn.graph, &drawn.layout, &marks, view, &GraphColours::print());
            download_canvas_png(&c, &format!("{stem}-graph.png"));
        })
    };
    let on_svg = {
        let (drawn, screen) = (drawn.clone(), screen.clone());
        Callback::from(move |_: MouseEvent| {
            let marks = Marks { hover: None, ..screen.borrow().marks.clone() };
            download(&format!("{stem}-graph.svg"), "image/svg+xml", &picture::svg_document(&drawn.graph, &drawn.layout, &marks));
        })
    };
    html! {
        <div class="buttons graph-buttons">
            <button type="button" onclick={zoom_by(1.5)} data-testid="graph-zoom-in" aria-label="Zoom in">{ "+" }</button>
            <button type="button" onclick={zoom_by(1.0 / 1.5)} data-testid="graph-zoom-out" aria-label="Zoom out">{ "−" }</button>
            <button type="button" onclick={on_fit} data-testid="graph-fit">{ "Fit" }</button>
            <button type="button" onclick={on_png} data-testid="graph-png">{ "Download the graph (PNG)" }</button>
            <button type="button" onclick={on_svg} data-testid="graph-svg">{ "(SVG)" }</button>
        </div>
    }
}
