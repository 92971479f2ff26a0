//! What the pages keep in the browser's localStorage, and the one way both pages read and write
//! it. Each kept store (the progress, the daily log, the settings) is a [`KeptStore`]: its key,
//! its reader and writer, and its merge. The app's one hook for them (`app::hooks::kept_stores`)
//! reads each at start-up, writes it when the page's copy changes, with what is stored by then
//! merged in, and checks every write.
//!
//! The rule both pages keep: a page never writes back less than it read. A field or a record
//! this version does not understand (a newer version's, or damaged) is kept as it was and written
//! back unchanged, and said in a notice; a store that does not read at all is copied aside before
//! anything is written over it, and left alone when the copy cannot be made.

/// A kept store: what a page keeps of it, read from and written to one localStorage key.
pub trait KeptStore: Clone + PartialEq + Default + 'static {
    /// Its localStorage key.
    const KEY: &'static str;
    /// The store in a notice: "your progress".
    const NAME: &'static str;
    /// Reads a stored text, JSON read by `json` (on the page, the browser's parser); `None` when
    /// it does not read at all.
    fn read(text: &str, json: ParseJson) -> Option<Self>;
    /// How many of its parts it keeps without reading them (written back as they were).
    fn unread(&self) -> usize;
    /// The text stored: what was read, unread parts and all, with this page's changes.
    fn to_text(&self) -> String;
    /// What is stored now (`stored`: another tab's save, or the store as it is before a write)
    /// merged into this page's copy, so that neither loses what the other has. True when this
    /// copy changed.
    fn merge_stored(&mut self, stored: &Self) -> bool;
}

/// The key where a copy of a store that could not be read is kept (one copy, the latest).
pub fn set_aside_key(key: &str) -> String {
    format!("{key}/set-aside")
}

/// The sessionStorage key where a store this tab could not save waits for a write that succeeds
/// (read back after a reload of the tab, merged in, and saved then).
pub fn unsaved_key(key: &str) -> String {
    format!("{key}/unsaved")
}

/// A JSON parser: the browser's on the page (`JSON.parse`), serde_json's in the tests.
pub type ParseJson = fn(&str) -> Option<StoredJson>;

/// A JSON value as a kept store reads it: objects to the depth a store looks into, every value
/// deeper (and every array, boolean and number that is not a whole one) as its JSON text, kept to
/// be written back as it was.
#[derive(Clone, Debug, PartialEq)]
pub enum StoredJson {
    Null,
    /// A whole number of at most 2^53 either way (exact in JSON and in f64): written as an
    /// integer, so that the game's page carries no float formatting (about 25 KB gzipped).
    Number(f64),
    Text(String),
    /// An object's fields, in their order.
    Object(Vec<(String, StoredJson)>),
    /// Any other value, as JSON text.
    Raw(String),
}

/// How deep `StoredJson` reads objects: the progress is `{"puzzles": {grid: {field: value}}}`.
pub const JSON_DEPTH: usize = 3;

/// Whether a parsed number is a `StoredJson::Number` (a whole one, exact), not kept as text.
pub fn is_whole(n: f64) -> bool {
    n.fract() == 0.0 && n.abs() <= 2f64.powi(53)
}

impl StoredJson {
    /// The field `name` of an object (`None` for a value that is no object, or has no such field).
    pub fn field(&self, name: &str) -> Option<&StoredJson> {
        match self {
            StoredJson::Object(fields) => fields.iter().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The value as JSON text.
    pub fn write(&self, out: &mut String) {
        match self {
            StoredJson::Null => out.push_str("null"),
            StoredJson::Number(n) => out.push_str(&(*n as i64).to_string()),
            StoredJson::Text(text) => json_string(out, text),
            StoredJson::Object(fields) => {
                out.push('{');
                for (i, (name, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    json_string(out, name);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
            StoredJson::Raw(text) => out.push_str(text),
        }
    }
}

/// `text` as a JSON string, escaped as serde_json escapes it.
pub fn json_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// serde_json's parser, for the native tests and the tools page's progress file.
pub fn parse_with_serde(text: &str) -> Option<StoredJson> {
    Some(from_serde(&serde_json::from_str(text).ok()?, 0))
}

/// A serde_json value as a kept store reads it, `depth` objects down.
pub fn from_serde(value: &serde_json::Value, depth: usize) -> StoredJson {
    use serde_json::Value;
    match value {
        Value::Null => StoredJson::Null,
        Value::Number(n) => n.as_f64().filter(|&f| is_whole(f)).map_or_else(|| StoredJson::Raw(n.to_string()), StoredJson::Number),
        Value::String(s) => StoredJson::Text(s.clone()),
        Value::Object(fields) if depth < JSON_DEPTH => {
            StoredJson::Object(fields.iter().map(|(k, v)| (k.clone(), from_serde(v, depth + 1))).collect())
        }
        other => StoredJson::Raw(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_is_written_back_as_it_was_read() {
        for text in [
            r#"{"puzzles":{"g":{"best":9,"hints":0,"new":[1,{"a":true}],"deep":{"x":{"y":1}}}},"version":9}"#,
            r#"{"a":-0.5,"b":1e21,"c":"é \" \\ \u0001","d":null,"e":-9007199254740992,"f":12}"#,
        ] {
            let read = parse_with_serde(text).unwrap();
            let mut out = String::new();
            read.write(&mut out);
            let again: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(again, serde_json::from_str::<serde_json::Value>(text).unwrap(), "{out}");
        }
        assert_eq!(parse_with_serde("not json"), None);
    }
}
