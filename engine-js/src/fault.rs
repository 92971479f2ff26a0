//! The `Error`s the package throws: a plain JavaScript `Error` whose message is the engine's own
//! (the same words as the game and the CLI), with a `kind` and, where the engine names one, the
//! `place` of the fault; a search stopped at its budget carries its figures.

use crate::convert::{StatsJs, to_js};
use js_sys::{Error, Object, Reflect};
use rush_hour_engine::model::board::BoardError;
use rush_hour_engine::model::grid::GridError;
use rush_hour_engine::search::limits::SolveError;
use std::fmt::Display;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const RUSH_HOUR_ERROR: &str = r#"
/**
 * What the package throws (an `Error`): `message` is the engine's, naming the fault and its place.
 * - `kind`: `"argument"` (a wrong type, a missing argument, a text longer than
 *   `MAX_TEXT_LENGTH`, a freed object: found in JavaScript before any wasm runs; `argument`
 *   names the parameter, as the message does), `"grid"` (a grid string or paste), `"move"` (an
 *   illegal move), `"notation"` (a move or plan that cannot be read), `"position"` (a position of
 *   another board), `"options"`, `"budget"` (a search stopped at its budget: `limit` and `stats`
 *   say how far it went), `"generate"` (no puzzle found within `maxTries` or `timeLimit`, or a bad
 *   request).
 * - `place`: for grid faults, 1-based like the message: `index` (a character of the input), or
 *   `row` and `column` (a cell), or `row` alone.
 * - `moveIndex`: for a plan, the 0-based index of the move at fault.
 * - `timeLimit`: for `generate` stopped at its time limit, the limit in milliseconds.
 */
export interface RushHourError extends Error {
    kind: "argument" | "grid" | "move" | "notation" | "position" | "options" | "budget" | "generate";
    argument?: string;
    place?: { index?: number; row?: number; column?: number };
    moveIndex?: number;
    limit?: number;
    timeLimit?: number;
    stats?: Stats;
}

/** The longest text (grid, paste, move or plan, in UTF-16 units) or plan (in moves) a function takes: 100,000. */
export const MAX_TEXT_LENGTH: number;
"#;

/// An `Error` under construction.
pub struct Fault(Error);

impl Fault {
    pub fn new(kind: &str, message: impl Display) -> Fault {
        let e = Error::new(&message.to_string());
        set(&e, "kind", &kind.into());
        Fault(e)
    }
    /// Adds a property.
    pub fn with(self, key: &str, value: impl Into<JsValue>) -> Fault {
        set(&self.0, key, &value.into());
        self
    }
}

fn set(target: &JsValue, key: &str, value: &JsValue) {
    // Setting a property of a fresh Error or Object cannot fail.
    let _ = Reflect::set(target, &key.into(), value);
}

impl From<Fault> for JsValue {
    fn from(f: Fault) -> JsValue {
        f.0.into()
    }
}

/// `{ row, column }` (and `index`) as a place, 1-based.
fn place(entries: &[(&str, usize)]) -> Object {
    let o = Object::new();
    for &(k, v) in entries {
        set(&o, k, &(v as f64).into());
    }
    o
}

/// A grid string that does not parse.
pub fn grid(e: &GridError) -> Fault {
    let f = Fault::new("grid", e);
    let at = match e {
        GridError::UnknownChar { index, .. } => Some(place(&[("index", index + 1)])),
        GridError::RaggedRow { row, .. } => Some(place(&[("row", row + 1)])),
        GridError::NotStraight { row, col, .. }
        | GridError::Board(BoardError::OneCellVehicle { row, col, .. } | BoardError::Overlap { row, col, .. }) => {
            Some(place(&[("row", *row as usize + 1), ("column", *col as usize + 1)]))
        }
        _ => None,
    };
    match at {
        Some(p) => f.with("place", p),
        None => f,
    }
}

/// A search that stopped without an answer.
pub fn search(e: &SolveError) -> Fault {
    match e {
        SolveError::Budget { limit, stats } | SolveError::Memory { limit, stats } => {
            Fault::new("budget", e).with("limit", *limit as f64).with("stats", to_js(&StatsJs::of(stats, None)))
        }
        SolveError::Cancelled { stats } => Fault::new("budget", e).with("stats", to_js(&StatsJs::of(stats, None))),
    }
}

/// Options that do not fit their type (an unknown field, a wrong type, an unknown metric).
pub fn options(message: impl Display) -> Fault {
    // serde-wasm-bindgen's errors print as "Error: …".
    let message = message.to_string();
    Fault::new("options", format!("bad options: {}", message.strip_prefix("Error: ").unwrap_or(&message)))
}
