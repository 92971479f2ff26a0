//! The bindings in Node.js (`cargo test --target wasm32-unknown-unknown -p rush-hour-engine-js` with
//! `wasm-bindgen-test-runner`, run by scripts/test): what the
//! JavaScript side receives — values, plain objects, and the `Error`s thrown for bad input.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Error, Reflect};
use rush_hour_engine_js::generate::generate;
use rush_hour_engine_js::puzzle::PuzzleJs;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

/// The 51-move puzzle of Fogleman's database (cluster of 4,780 positions).
const P51: &str = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";
/// Seed card 1: 9 moves.
const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).unwrap()
}

fn number(v: &JsValue, key: &str) -> f64 {
    get(v, key).as_f64().unwrap_or_else(|| panic!("{key} is not a number"))
}

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        Reflect::set(&o, &(*k).into(), v).unwrap();
    }
    o.into()
}

/// The thrown value as an `Error`: its kind and message.
fn thrown(e: JsValue) -> (String, String, JsValue) {
    let error: &Error = e.dyn_ref().expect("an Error is thrown");
    (get(&e, "kind").as_string().unwrap(), String::from(error.message()), e.clone())
}

#[wasm_bindgen_test]
fn a_grid_string_gives_the_board_and_round_trips() {
    let p = PuzzleJs::parse(P51).unwrap();
    assert_eq!((p.width(), p.height(), p.exit()), (6, 6, "E".to_string()));
    assert_eq!(p.grid(), P51);
    assert_eq!(p.rows()[2], "GHIAAM");
    let vehicles = Array::from(&p.vehicles());
    assert_eq!(vehicles.length(), 13);
    let red = vehicles.get(0);
    assert_eq!(get(&red, "label").as_string().unwrap(), "A");
    assert_eq!(get(&red, "axis").as_string().unwrap(), "horizontal");
    assert_eq!((number(&red, "row"), number(&red, "column"), number(&red, "length")), (2.0, 3.0, 2.0));
    assert_eq!(Array::from(&PuzzleJs::parse("ooxoooooooooAAoooooooooooooooooooooo").unwrap().walls()).length(), 1);
    // A database line and a #GRID/51 fragment read as the same puzzle.
    assert_eq!(PuzzleJs::from_paste(&format!("51 {P51} 4780")).unwrap().grid(), P51);
    assert_eq!(PuzzleJs::from_paste(&format!("#{P51}/51")).unwrap().grid(), P51);
}

#[wasm_bindgen_test]
fn a_bad_grid_throws_the_engines_message_and_its_place() {
    let (kind, message, e) = thrown(PuzzleJs::parse("GBBoLoGHIoLMGHIAAMCCCKoMoo#KDDEEJFFo").err().unwrap());
    assert_eq!(kind, "grid");
    assert!(message.starts_with("unknown character '#' at position 27"), "{message}");
    assert_eq!(number(&get(&e, "place"), "index"), 27.0);

    let (_, message, e) = thrown(PuzzleJs::parse("AABBoo/ooBooo/oooooo").err().unwrap());
    assert!(message.contains("B") && message.contains("row 1, column 3"), "{message}");
    assert_eq!((number(&get(&e, "place"), "row"), number(&get(&e, "place"), "column")), (1.0, 3.0));

    let (kind, message, _) = thrown(PuzzleJs::parse("").err().unwrap());
    assert_eq!((kind.as_str(), message.as_str()), ("grid", "the grid is empty"));
    let (_, message, _) = thrown(PuzzleJs::parse("BBoooooooooooooooooooooooooooooooooo").err().unwrap());
    assert_eq!(message, "there is no red car: mark it with the letter A");
}

#[wasm_bindgen_test]
fn moves_apply_and_an_illegal_one_throws() {
    let p = PuzzleJs::parse(CARD1).unwrap();
    let moves = Array::from(&p.legal_moves(None).unwrap());
    let cards: Vec<String> = moves.iter().map(|m| get(&m, "card").as_string().unwrap()).collect();
    assert!(cards.contains(&"C←1".to_string()), "{cards:?}");
    // A Move object, card notation and Fogleman's notation are the same move.
    let c = moves.iter().find(|m| get(m, "card").as_string().unwrap() == "C←1").unwrap();
    let after = p.apply(c).unwrap().grid();
    assert_eq!(p.apply("C←1".into()).unwrap().grid(), after);
    assert_eq!(p.apply("C-1".into()).unwrap().grid(), after);
    assert_eq!(p.apply(object(&[("vehicle", "C".into()), ("delta", (-1).into())])).unwrap().grid(), after);

    let (kind, message, _) = thrown(p.apply("A→1".into()).err().unwrap());
    assert_eq!(kind, "move");
    assert_eq!(message, "A cannot go from 1 to 2: it can only reach 1–1 along its line");
    let (kind, message, _) = thrown(p.apply("Q→1".into()).err().unwrap());
    assert_eq!((kind.as_str(), message.as_str()), ("notation", "move 1: there is no vehicle Q on this board"));
    // The first illegal move of a plan: its index and the engine's reason.
    let (kind, message, e) = thrown(p.play("C←1 A→2".into()).err().unwrap());
    assert_eq!(kind, "move");
    assert!(message.starts_with("move 2 (A→2): A cannot go"), "{message}");
    assert_eq!(number(&e, "moveIndex"), 1.0);
}

#[wasm_bindgen_test]
fn solve_gives_an_optimal_plan_in_both_notations() {
    let p = PuzzleJs::parse(P51).unwrap();
    let s = p.solve(None).unwrap();
    assert_eq!(number(&s, "cost"), 51.0);
    assert_eq!(get(&s, "metric").as_string().unwrap(), "moves");
    assert_eq!(Array::from(&get(&s, "plan")).length(), 51);
    assert!(p.play(get(&s, "card")).unwrap().is_goal());
    assert!(p.play(get(&s, "fogleman")).unwrap().is_goal());
    assert!(p.play(get(&s, "plan")).unwrap().is_goal());
    let stats = get(&s, "stats");
    assert!(number(&stats, "discovered") > 51.0 && number(&stats, "millis") >= 0.0);

    let steps = PuzzleJs::parse(CARD1).unwrap().solve(Some(object(&[("metric", "steps".into())]))).unwrap();
    assert_eq!(get(&steps, "metric").as_string().unwrap(), "steps");
    assert_eq!(number(&steps, "cost"), number(&steps, "steps"));

    let hint = p.hint(None).unwrap();
    assert_eq!(number(&hint, "distanceAfter"), 50.0);
    // An unsolvable puzzle: a wall in the red car's way.
    let walled = PuzzleJs::parse("ooooooooooooAAooxooooooooooooooooooo").unwrap().solve(None).unwrap();
    assert_eq!(get(&walled, "solvable").as_bool(), Some(false));
    assert!(get(&walled, "cost").is_undefined());
}

#[wasm_bindgen_test]
fn a_budget_stop_and_bad_options_throw_with_their_figures() {
    let p = PuzzleJs::parse(P51).unwrap();
    let (kind, message, e) = thrown(p.solve(Some(object(&[("maxPositions", 100.into())]))).err().unwrap());
    assert_eq!(kind, "budget");
    assert!(message.starts_with("search stopped at its budget of 100 positions"), "{message}");
    assert_eq!(number(&e, "limit"), 100.0);
    assert!(number(&get(&e, "stats"), "discovered") >= 100.0);
    let (kind, _, _) = thrown(p.analyze(Some(object(&[("maxPositions", 1000.into())]))).err().unwrap());
    assert_eq!(kind, "budget");

    let (kind, message, _) = thrown(p.solve(Some(object(&[("maxPosition", 100.into())]))).err().unwrap());
    assert_eq!(kind, "options");
    assert!(message.contains("unknown field \"maxPosition\""), "{message}");
    let (_, message, _) = thrown(p.solve(Some(object(&[("metric", "jumps".into())]))).err().unwrap());
    assert!(message.contains("unknown variant `jumps`"), "{message}");
    let (_, message, _) = thrown(p.legal_moves(Some("jumps".into())).err().unwrap());
    assert_eq!(message, "bad options: unknown metric \"jumps\": use moves or steps");
}

#[wasm_bindgen_test]
fn a_cluster_answers_for_its_positions() {
    let p = PuzzleJs::parse(P51).unwrap();
    let c = p.analyze(None).unwrap();
    assert_eq!(c.size(), 4780);
    assert!(c.solvable());
    assert_eq!(c.distance(&p).unwrap(), Some(51));
    let hardest = c.hardest();
    assert_eq!((get(&hardest, "grid").as_string().unwrap(), number(&hardest, "distance")), (P51.to_string(), 51.0));
    let histogram = Array::from(&c.histogram());
    assert_eq!(histogram.length(), 52);
    let total: f64 = histogram.iter().map(|n| n.as_f64().unwrap()).sum::<f64>() + c.dead_positions() as f64;
    assert_eq!(total, 4780.0);
    // A later position given as a grid string (its vehicles listed in another order) is found.
    let hint = c.hint(&p).unwrap();
    let next = PuzzleJs::parse(&p.apply(get(&hint, "move")).unwrap().grid()).unwrap();
    assert_eq!(c.distance(&next).unwrap(), Some(50));
    assert_eq!(Array::from(&c.plan(&next).unwrap()).length(), 50);
    // A position of another board.
    let (kind, message, _) = thrown(c.distance(&PuzzleJs::parse(CARD1).unwrap()).err().unwrap());
    assert_eq!(kind, "position");
    assert!(message.starts_with("this position is not on the analysed board"), "{message}");
}

#[wasm_bindgen_test]
fn generate_gives_a_puzzle_of_the_asked_length_and_refuses_bad_requests() {
    let g = generate(object(&[("moves", Array::of2(&10.into(), &12.into()).into()), ("seed", 3.into())])).unwrap();
    let moves = number(&g, "moves");
    assert!((10.0..=12.0).contains(&moves), "{moves}");
    let p = PuzzleJs::parse(&get(&g, "grid").as_string().unwrap()).unwrap();
    assert_eq!(number(&p.solve(None).unwrap(), "cost"), moves);

    let (kind, message, _) =
        thrown(generate(object(&[("moves", Array::of2(&10.into(), &12.into()).into()), ("width", 13.into())])).err().unwrap());
    assert_eq!((kind.as_str(), message.as_str()), ("generate", "cannot generate on a 13×6 board: sides go from 3 to 12"));
    let (kind, _, _) = thrown(generate(JsValue::UNDEFINED).err().unwrap());
    assert_eq!(kind, "options");
}
