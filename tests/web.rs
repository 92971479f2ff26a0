//! Browser tests of the Yew app (wasm-bindgen-test in headless Chromium; `scripts/test` runs them
//! with `cargo test --target wasm32-unknown-unknown --test web`). Natively this file is empty.
#![cfg(target_arch = "wasm32")]

use rush_hour::app::{App, BoardProps, BoardView};
use rush_hour::engine::grid;
use std::rc::Rc;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element appended to the test page's body, to render into.
fn mount_point() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

fn attr(el: &Element, name: &str) -> String {
    el.get_attribute(name).unwrap_or_else(|| panic!("missing attribute {name}"))
}

/// Renders the whole app with the page's URL fragment set to `fragment`; returns its root.
async fn render_app_at(fragment: &str) -> (Element, yew::AppHandle<App>) {
    // The runner's own page may carry a fragment: every app test sets the one it needs.
    gloo::utils::window().location().set_hash(fragment).unwrap();
    let root = mount_point();
    let app = yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    (root, app)
}

#[wasm_bindgen_test]
async fn app_draws_the_puzzle_in_the_url_fragment() {
    let (root, app) = render_app_at("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").await;
    let svg = root.query_selector("svg.board").unwrap().expect("the board's SVG");
    let red = svg.query_selector("[data-car=\"A\"]").unwrap().expect("the red car A in the SVG");
    // Row 2 is `GHIAAM`: A covers columns 3 and 4.
    assert_eq!((attr(&red, "data-row").as_str(), attr(&red, "data-col").as_str()), ("2", "3"));
    assert_eq!(svg.query_selector_all("[data-car]").unwrap().length(), 13);
    assert!(root.query_selector("[role=alert]").unwrap().is_none(), "no alert for a valid fragment");
    app.destroy();
}

#[wasm_bindgen_test]
async fn app_with_a_bad_fragment_shows_an_alert_and_the_default_board() {
    let (root, app) = render_app_at("ooo").await;
    let alert = root.query_selector("[role=alert]").unwrap().expect("an alert");
    assert!(alert.text_content().unwrap().contains("could not be read"));
    let red = root.query_selector("svg.board [data-car=\"A\"]").unwrap().expect("the red car A");
    // Seed card 1: row 2 is `AABooo`.
    assert_eq!((attr(&red, "data-row").as_str(), attr(&red, "data-col").as_str()), ("2", "0"));
    assert_eq!(root.query_selector_all("svg.board [data-car]").unwrap().length(), 5);
    app.destroy();
}

#[wasm_bindgen_test]
async fn board_view_places_every_vehicle_at_its_top_left_cell() {
    let grid_string = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";
    let puzzle = grid::parse(grid_string).unwrap();
    let root = mount_point();
    let props = BoardProps { board: Rc::new(puzzle.board.clone()), position: puzzle.start.clone() };
    let view = yew::Renderer::<BoardView>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;

    let cars = root.query_selector_all("svg [data-car]").unwrap();
    assert_eq!(cars.length() as usize, puzzle.board.vehicles().len());
    assert_eq!(cars.length(), 13);
    for (i, v) in puzzle.board.vehicles().iter().enumerate() {
        let (row, col) = v.top_left(puzzle.start.offset(i));
        let el = root.query_selector(&format!("[data-car=\"{}\"]", v.label)).unwrap().unwrap();
        assert_eq!(attr(&el, "data-row"), row.to_string(), "row of {}", v.label);
        assert_eq!(attr(&el, "data-col"), col.to_string(), "column of {}", v.label);
    }
    let red = root.query_selector("[data-car=\"A\"]").unwrap().unwrap();
    assert_eq!((attr(&red, "data-row").as_str(), attr(&red, "data-col").as_str()), ("2", "3"));
    assert!(attr(&red, "class").split_whitespace().any(|c| c == "red"));
    view.destroy();
}
