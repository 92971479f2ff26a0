//! The options objects of the API (`SearchOptions`, `GenerateOptions`'s reader): read from
//! JavaScript, with a misspelt field refused by name, and turned into the engine's limits.

use crate::convert::MetricJs;
use crate::fault::{self, Fault};
use rush_hour_engine::search::limits::Limits;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use tsify::Tsify;
use wasm_bindgen::{JsCast, JsValue};

/// Options of `solve`, `hint` and `analyze`: the metric (default `"moves"`) and a budget of
/// positions (default: whatever fits the engine's memory budget, 512 MB in wasm). A search that
/// reaches its budget throws a `RushHourError` of kind `"budget"`.
#[derive(Clone, Debug, Default, Deserialize, Tsify)]
#[tsify(rename = "SearchOptions")]
#[serde(rename_all = "camelCase")]
pub struct SearchOptions {
    #[tsify(optional, type = "Metric")]
    #[serde(default)]
    pub metric: Option<MetricJs>,
    #[tsify(optional)]
    #[serde(default)]
    pub max_positions: Option<usize>,
}

/// An options object: its fields' names as JavaScript spells them.
pub trait OptionsObject: DeserializeOwned + Default {
    const FIELDS: &'static [&'static str];
}

impl OptionsObject for SearchOptions {
    const FIELDS: &'static [&'static str] = &["metric", "maxPositions"];
}

/// Reads an options object; `undefined` or `null` give the defaults. A field the type does not
/// have is refused (a misspelt `maxPosition` would otherwise be ignored without a word).
pub fn from_js<T: OptionsObject>(value: JsValue) -> Result<T, Fault> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    if !value.is_object() || js_sys::Array::is_array(&value) {
        return Err(fault::options(format!("expected an object with the fields {}", T::FIELDS.join(", "))));
    }
    for key in js_sys::Object::keys(value.unchecked_ref::<js_sys::Object>()).iter().filter_map(|k| k.as_string()) {
        if !T::FIELDS.contains(&key.as_str()) {
            return Err(fault::options(format!("unknown field {key:?}; the fields are {}", T::FIELDS.join(", "))));
        }
    }
    serde_wasm_bindgen::from_value(value).map_err(fault::options)
}

/// The engine's limits for the options: its defaults, with the position budget if one is given.
pub(crate) fn limits(options: &SearchOptions) -> Limits<'static> {
    let mut limits = Limits::default();
    if let Some(n) = options.max_positions {
        limits.max_positions = n;
    }
    limits
}
