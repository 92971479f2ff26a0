//! The classroom's small read-only boards (`MiniBoard`: the board's standalone SVG document,
//! `board::drawing::svg_document`, put into the page as markup, cheap enough for a dozen boards
//! per frame), and the handouts' downloads: `download` saves a text as a file through a Blob URL
//! and a clicked `<a download>` (the board or the graph as SVG), `download_canvas_png` a canvas
//! as a PNG file (the browser's own encoder, `toBlob`: no encoder in the wasm), and
//! `download_svg_as_png` an SVG document drawn on a canvas at a print resolution first (the board
//! as PNG: the same drawing as the SVG).

use crate::app::board::drawing::svg_document;
use rush_hour_engine::model::board::{Board, Position};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

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
    let palette = crate::app::store::use_palette();
    let svg = svg_document(&props.board, &props.position, props.labels, palette, props.testid.as_deref());
    Html::from_html_unchecked(AttrValue::from(svg))
}

/// A text as a Blob of type `mime`.
fn text_blob(mime: &str, text: &str) -> Option<web_sys::Blob> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()
}

/// Saves `text` as a file named `name` of type `mime` (the browser's download).
pub fn download(name: &str, mime: &str, text: &str) {
    if let Some(blob) = text_blob(mime, text) {
        download_blob(name, &blob);
    }
}

/// Saves what `canvas` shows as a PNG file named `name`.
pub fn download_canvas_png(canvas: &web_sys::HtmlCanvasElement, name: &str) {
    let name = name.to_string();
    let done = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
        if let Some(blob) = blob {
            download_blob(&name, &blob);
        }
    });
    let _ = canvas.to_blob(done.unchecked_ref());
}

/// Saves the SVG document `svg` (its viewBox `view` user units) as a PNG file `width` pixels
/// wide, on white: the document is loaded as an image, drawn on a canvas of that size and
/// encoded by the browser.
pub fn download_svg_as_png(svg: &str, view: (u32, u32), width: u32, name: &str) {
    let Some(blob) = text_blob("image/svg+xml", svg) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let Ok(image) = web_sys::HtmlImageElement::new() else { return };
    let height = (width as f64 * view.1 as f64 / view.0.max(1) as f64).round() as u32;
    let name = name.to_string();
    let (loaded, src) = (image.clone(), url.clone());
    let on_load = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
        let Some(canvas) = new_canvas(width, height) else { return };
        if let Some(ctx) = context_2d(&canvas) {
            ctx.set_fill_style_str("#ffffff");
            ctx.fill_rect(0.0, 0.0, width as f64, height as f64);
            let _ = ctx.draw_image_with_html_image_element_and_dw_and_dh(&loaded, 0.0, 0.0, width as f64, height as f64);
            download_canvas_png(&canvas, &name);
        }
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_src(&src);
}

/// A canvas of `width` × `height` pixels, not in the page.
pub fn new_canvas(width: u32, height: u32) -> Option<web_sys::HtmlCanvasElement> {
    let canvas: web_sys::HtmlCanvasElement = gloo::utils::document().create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    Some(canvas)
}

/// A canvas's 2D context.
pub fn context_2d(canvas: &web_sys::HtmlCanvasElement) -> Option<web_sys::CanvasRenderingContext2d> {
    canvas.get_context("2d").ok().flatten()?.dyn_into().ok()
}

/// Saves a Blob as a file named `name` (the browser's download).
pub fn download_blob(name: &str, blob: &web_sys::Blob) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else { return };
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
