//! The classroom's small read-only boards (`MiniBoard`: the board's standalone SVG document,
//! `board::drawing::svg_document`, put into the page as markup, cheap enough for a dozen boards
//! per frame), and `download`: saves a text as a file through a Blob URL and a clicked
//! `<a download>` (the board as an SVG file).

use crate::app::board::drawing::svg_document;
use rush_hour_engine::model::board::{Board, Position};
use std::rc::Rc;
use wasm_bindgen::JsCast;
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
    let svg = svg_document(&props.board, &props.position, props.labels, props.testid.as_deref());
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
