//! Browser tests of the Yew app (wasm-bindgen-test in headless Chromium; `scripts/test` runs them
//! with `cargo test --target wasm32-unknown-unknown --test web`). Natively this file is empty.
//!
//! Only what the end-to-end tests (tests/e2e/, tests/engines/) cannot check from outside the
//! page: the board component rendered alone from its props, the labels switch's effect on the
//! vehicles' drawing, and the link's handoff query read and written by the app's own functions.
//! Drawing a link's puzzle, a bad link, keys, drag and accessible names are the e2e suites'.
#![cfg(target_arch = "wasm32")]

use rush_hour::app::{App, BoardProps, BoardView};
use rush_hour_engine::model::grid;
use std::rc::Rc;
use wasm_bindgen::JsCast;
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

/// Renders the whole app with the page's URL fragment set to `fragment`; returns its root once
/// the app has started: it draws the board first and its panels in the tasks after it, with
/// `aria-busy` on its `main` until then (src/app/hooks/start_stage.rs).
async fn render_app_at(fragment: &str) -> (Element, yew::AppHandle<App>) {
    // The runner's own page may carry a fragment: every app test sets the one it needs.
    gloo::utils::window().location().set_hash(fragment).unwrap();
    let root = mount_point();
    let app = yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    for _ in 0..500 {
        if root.query_selector("main.app").unwrap().is_some() && root.query_selector("main.app[aria-busy]").unwrap().is_none() {
            return (root, app);
        }
        settle(10).await;
    }
    panic!("the app did not draw its panels within 5 s (its main still aria-busy)");
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

// ---- The game's board in the app (with its context) ----

/// Seed card 1: C (row 0, columns 4–5), B (column 2, rows 0–2), A (row 2, columns 0–1),
/// D (row 3, columns 0–2), E (column 5, rows 3–5). 9 moves.
const CARD_1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

fn vehicle(root: &Element, label: char) -> Element {
    root.query_selector(&format!("svg.board .vehicle[data-car=\"{label}\"]")).unwrap().unwrap_or_else(|| panic!("vehicle {label}"))
}

/// Lets the app run: timers, the engine worker's replies, renders.
async fn settle(ms: u64) {
    yew::platform::time::sleep(std::time::Duration::from_millis(ms)).await;
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn labels_follow_the_show_labels_switch() {
    let (root, app) = render_app_at(CARD_1).await;
    assert_eq!(root.query_selector_all("svg.board .vehicle text.label").unwrap().length(), 5);
    let labels = root.query_selector_all("label").unwrap();
    let switch: web_sys::HtmlElement = (0..labels.length())
        .filter_map(|i| labels.item(i))
        .find(|l| l.text_content().is_some_and(|t| t.contains("Show labels")))
        .expect("the Show labels switch")
        .dyn_into()
        .unwrap();
    switch.click();
    settle(0).await;
    assert_eq!(root.query_selector_all("svg.board .vehicle text.label").unwrap().length(), 0);
    assert!(vehicle(&root, 'A').query_selector("circle.marker").unwrap().is_some(), "the red car keeps its marker");
    switch.click();
    settle(0).await;
    assert_eq!(root.query_selector_all("svg.board .vehicle text.label").unwrap().length(), 5);
    app.destroy();
}

// ---- The URL's query: a game handed over from the game's page to the tools page ----

#[wasm_bindgen_test]
fn the_handoff_query_is_written_and_read_back() {
    use rush_hour::app::url::{Handoff, handoff_query, parse_handoff};
    use rush_hour::game::state::Mode;
    let q = handoff_query(Mode::Edit, "C-1,E-3", false);
    assert_eq!(q, "mode=edit&moves=C-1,E-3");
    assert_eq!(parse_handoff(&q), Handoff { mode: Some(Mode::Edit), moves: "C-1,E-3".into(), new_puzzle: false });
    // A forward move is percent-encoded and read back; "New puzzle" adds its flag.
    let q = handoff_query(Mode::Present, "C-1,E+1", false);
    assert!(q.ends_with("E%2B1"), "{q}");
    assert_eq!(parse_handoff(&q).moves, "C-1,E+1");
    assert_eq!(handoff_query(Mode::Play, "", true), "mode=play&new=1");
    assert!(parse_handoff("mode=play&new=1").new_puzzle);
    // Bad parts are ignored or kept as they are.
    let h = parse_handoff("mode=nowhere&moves=Q%2B9,zz&x=%G1");
    assert_eq!((h.mode, h.moves.as_str()), (None, "Q+9,zz"));
    assert_eq!(parse_handoff("moves=a%2Bb%2cc%").moves, "a+b,c%");
}
