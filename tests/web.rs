//! Browser tests of the Yew app (wasm-bindgen-test in headless Chromium; `scripts/test` runs them
//! with `cargo test --target wasm32-unknown-unknown --test web`). Natively this file is empty.
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

// ---- The game's board, played (the App with its context) ----

/// Seed card 1: C (row 0, columns 4–5), B (column 2, rows 0–2), A (row 2, columns 0–1),
/// D (row 3, columns 0–2), E (column 5, rows 3–5). 9 moves.
const CARD_1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

/// Runs a bit of JavaScript with `args` bound to `a` and `b` (events need init dictionaries that
/// this crate's web-sys features do not include).
fn js(code: &str, a: &wasm_bindgen::JsValue, b: &wasm_bindgen::JsValue) -> wasm_bindgen::JsValue {
    js_sys::Function::new_with_args("a, b", code).call2(&wasm_bindgen::JsValue::NULL, a, b).expect("the script runs")
}

fn vehicle(root: &Element, label: char) -> Element {
    root.query_selector(&format!("svg.board .vehicle[data-car=\"{label}\"]")).unwrap().unwrap_or_else(|| panic!("vehicle {label}"))
}

fn place(root: &Element, label: char) -> (String, String) {
    let v = vehicle(root, label);
    (attr(&v, "data-row"), attr(&v, "data-col"))
}

fn moves(root: &Element) -> String {
    attr(&root.query_selector("[data-testid=moves]").unwrap().expect("the move counter"), "data-value")
}

/// Lets the app run: timers, the engine worker's replies, renders.
async fn settle(ms: u64) {
    yew::platform::time::sleep(std::time::Duration::from_millis(ms)).await;
    yew::scheduler::flush().await;
}

fn key(el: &Element, key: &str) {
    js("a.dispatchEvent(new KeyboardEvent('keydown', { key: b, bubbles: true, cancelable: true }))", el, &key.into());
}

/// A synthetic pointer event of the mouse at client (x, y) pixels.
fn pointer(el: &Element, kind: &str, x: f64, y: f64) {
    let init = js_sys::Array::of3(&kind.into(), &x.into(), &y.into());
    js(
        "a.dispatchEvent(new PointerEvent(b[0], { clientX: b[1], clientY: b[2], pointerId: 1, pointerType: 'mouse', \
         isPrimary: true, button: 0, buttons: b[0] === 'pointerup' ? 0 : 1, bubbles: true, cancelable: true }))",
        el,
        &init,
    );
}

#[wasm_bindgen_test]
async fn vehicles_are_focusable_buttons_with_names() {
    let (root, app) = render_app_at(CARD_1).await;
    let svg = root.query_selector("svg.board").unwrap().unwrap();
    assert_eq!(attr(&svg, "role"), "group", "not an img: its vehicles are controls");
    let all = svg.query_selector_all(".vehicle").unwrap();
    assert_eq!(all.length(), 5);
    for i in 0..all.length() {
        let v: Element = all.item(i).unwrap().dyn_into().unwrap();
        assert_eq!(attr(&v, "tabindex"), "0");
        assert_eq!(attr(&v, "role"), "button");
    }
    assert_eq!(attr(&vehicle(&root, 'A'), "aria-label"), "Red car A, horizontal, row 3, columns 1–2");
    assert_eq!(attr(&vehicle(&root, 'B'), "aria-label"), "Blue truck B, vertical, column 3, rows 1–3");
    assert_eq!(attr(&vehicle(&root, 'C'), "aria-label"), "Amber car C, horizontal, row 1, columns 5–6");
    // The red car keeps its marker.
    assert!(vehicle(&root, 'A').query_selector("circle.marker").unwrap().is_some());
    app.destroy();
}

#[wasm_bindgen_test]
async fn arrow_keys_slide_the_focused_vehicle_and_join_into_one_move() {
    let (root, app) = render_app_at(CARD_1).await;
    let e = vehicle(&root, 'E');
    e.clone().dyn_into::<web_sys::SvgElement>().unwrap().focus().unwrap();
    settle(0).await;
    key(&e, "ArrowUp");
    settle(0).await;
    key(&e, "ArrowUp");
    settle(0).await;
    assert_eq!(place(&root, 'E'), ("1".into(), "5".into()));
    assert_eq!(moves(&root), "1", "two presses on one vehicle are one move");
    // The same element, still focused, now named by its new place.
    let active = gloo::utils::document().active_element().expect("a focused element");
    assert_eq!(attr(&active, "data-car"), "E");
    assert!(attr(&active, "aria-label").ends_with("column 6, rows 2–4"));
    // Across its axis an arrow key moves the focus, not the truck: left of E on rows 1–3 is B.
    key(&e, "ArrowLeft");
    settle(0).await;
    assert_eq!(attr(&gloo::utils::document().active_element().unwrap(), "data-car"), "B");
    assert_eq!(place(&root, 'E'), ("1".into(), "5".into()));
    assert_eq!(moves(&root), "1");
    app.destroy();
}

#[wasm_bindgen_test]
async fn a_pointer_drag_slides_clamped_and_snapped() {
    let (root, app) = render_app_at(CARD_1).await;
    let svg = root.query_selector("svg.board").unwrap().unwrap();
    let cell = svg.get_bounding_client_rect().width() * 100.0 / 684.0;
    // A to the right: B blocks it at once, so however far the pointer goes it is no move.
    let a = vehicle(&root, 'A');
    let r = a.get_bounding_client_rect();
    let (x, y) = (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0);
    pointer(&a, "pointerdown", x, y);
    pointer(&a, "pointermove", x + 3.0 * cell, y);
    assert!(a.get_bounding_client_rect().right() <= vehicle(&root, 'B').get_bounding_client_rect().left() + 0.5);
    pointer(&a, "pointerup", x + 3.0 * cell, y);
    settle(0).await;
    assert_eq!(place(&root, 'A'), ("2".into(), "0".into()));
    assert_eq!(moves(&root), "0");
    // C left by 0.7 of a cell snaps to column 3.
    let c = vehicle(&root, 'C');
    let r = c.get_bounding_client_rect();
    let (x, y) = (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0);
    pointer(&c, "pointerdown", x, y);
    pointer(&c, "pointermove", x - 0.7 * cell, y + 20.0);
    let moved = c.get_bounding_client_rect();
    assert!((moved.x() - (r.x() - 0.7 * cell)).abs() < 1.0, "C follows the pointer along its row");
    assert!((moved.y() - r.y()).abs() < 0.5, "and only along its row");
    pointer(&c, "pointerup", x - 0.7 * cell, y + 20.0);
    settle(0).await;
    assert_eq!(place(&root, 'C'), ("0".into(), "3".into()));
    assert_eq!(moves(&root), "1");
    app.destroy();
}

// The hint on the board (ghost, arrow, a click applies it) is tested end to end in
// tests/e2e/play.test.mjs: it needs the engine's worker, whose files the wasm-bindgen test
// runner's page does not serve.

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
