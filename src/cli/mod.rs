//! The native command-line tool (not in the wasm).

pub fn main(_args: Vec<String>) -> i32 {
    0
}
