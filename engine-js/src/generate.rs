//! `generate()`: a new puzzle whose optimal solution is in a range of moves, by the engine's
//! generator (rated random layouts and mutations of the library's hard puzzles).

use crate::convert::to_js;
use crate::fault::{self, Fault};
use crate::options::{OptionsObject, from_js};
use rush_hour_engine::generate::{GenerationSpec, Generator};
use rush_hour_engine::model::grid;
use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// What to generate: `moves` is the range of optimal move counts `[lo, hi]` (Expert is
/// `[36, 60]`); the board is `width`×`height` (default 6×6), with walls if `walls`; the same
/// `seed` (default 1) gives the same puzzle. `maxTries` layouts are rated before giving up
/// (default 20,000) and a layout whose cluster passes `clusterBudget` positions (default
/// 400,000) is passed over. `timeLimit` bounds the whole run in milliseconds (default 10,000):
/// past it, `generate` throws a `RushHourError` of kind `"generate"` naming the limit.
#[derive(Clone, Debug, Default, Deserialize, Tsify)]
#[tsify(rename = "GenerateOptions")]
#[serde(rename_all = "camelCase")]
pub struct GenerateOptions {
    pub moves: (u16, u16),
    #[tsify(optional)]
    #[serde(default)]
    pub width: Option<u8>,
    #[tsify(optional)]
    #[serde(default)]
    pub height: Option<u8>,
    #[tsify(optional)]
    #[serde(default)]
    pub walls: Option<bool>,
    #[tsify(optional)]
    #[serde(default)]
    pub seed: Option<u64>,
    #[tsify(optional)]
    #[serde(default)]
    pub max_tries: Option<usize>,
    #[tsify(optional)]
    #[serde(default)]
    pub cluster_budget: Option<usize>,
    #[tsify(optional)]
    #[serde(default)]
    pub time_limit: Option<f64>,
}

/// `generate`'s default time limit, in milliseconds.
pub const DEFAULT_TIME_LIMIT_MS: f64 = 10_000.0;

/// The generator's work between two looks at the clock: positions expanded (a few milliseconds).
const CHUNK: usize = 20_000;

impl OptionsObject for GenerateOptions {
    const FIELDS: &'static [&'static str] = &["moves", "width", "height", "walls", "seed", "maxTries", "clusterBudget", "timeLimit"];
}

/// A generated puzzle: its grid string, its optimal number of moves, the size of its cluster,
/// the layouts rated to find it and the milliseconds it took.
#[derive(Clone, Debug, Serialize, Tsify)]
#[tsify(rename = "Generated")]
#[serde(rename_all = "camelCase")]
pub struct GeneratedJs {
    pub grid: String,
    pub moves: u16,
    pub cluster_size: usize,
    pub tries: usize,
    pub millis: f64,
}

/// Generates one puzzle. Throws a `RushHourError` of kind `"generate"` for a bad size or range,
/// or when no puzzle was found within `maxTries` or `timeLimit` (default 10 s); of kind
/// `"options"` for a `timeLimit` that is not a number above 0. It runs to the end before
/// returning (seconds for Expert puzzles): in a web page, call it from a Worker.
#[wasm_bindgen(unchecked_return_type = "Generated")]
pub fn generate(#[wasm_bindgen(unchecked_param_type = "GenerateOptions")] options: JsValue) -> Result<JsValue, JsValue> {
    crate::host::report_panics();
    if options.is_undefined() || options.is_null() {
        return Err(fault::options("generate needs { moves: [lo, hi] }").into());
    }
    let o: GenerateOptions = from_js(options)?;
    let time_limit = o.time_limit.unwrap_or(DEFAULT_TIME_LIMIT_MS);
    if !(time_limit > 0.0 && time_limit.is_finite()) {
        return Err(fault::options(format!("timeLimit must be a number of milliseconds above 0, not {time_limit}")).into());
    }
    let (lo, hi) = o.moves;
    let mut request = GenerationSpec::new(o.width.unwrap_or(6), o.height.unwrap_or(6), lo..=hi);
    request.walls = o.walls.unwrap_or(false);
    if let Some(n) = o.max_tries {
        request.max_tries = n;
    }
    if let Some(n) = o.cluster_budget {
        request.cluster_budget = n;
    }
    // The library's hard puzzles seed the climbs, as in the game and the CLI (how Expert is reached quickly).
    let seeds = rush_hour_engine::generate::library_seeds();
    let started = crate::host::now();
    let mut generator = Generator::new(request, o.seed.unwrap_or(1)).map_err(|e| Fault::new("generate", e))?.with_seeds(seeds);
    // In chunks, the clock read between them.
    let generated = loop {
        if let Some(done) = generator.advance(CHUNK) {
            break done.map_err(|e| Fault::new("generate", e))?;
        }
        if crate::host::now() - started >= time_limit {
            let message = format!("no puzzle found within the time limit of {time_limit} ms ({} layouts rated)", generator.tries());
            return Err(Fault::new("generate", message).with("timeLimit", time_limit).into());
        }
    };
    Ok(to_js(&GeneratedJs {
        grid: grid::format(&generated.puzzle.board, &generated.puzzle.start),
        moves: generated.moves,
        cluster_size: generated.cluster_size,
        tries: generated.tries,
        millis: crate::host::now() - started,
    }))
}
