//! The page–worker messages' codec timed in wasm under node (V8), the counterpart of
//! `examples/protocol-bench.rs` (docs/benchmarks.md, "The worker's messages"): at the worker's
//! profile and at the page's,
//!   CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner cargo test --release \
//!     --target wasm32-unknown-unknown --test protocol_timing -- --nocapture
//!   (the same with `--profile wasm-release` instead of `--release`)
//! It prints the figures and checks only that each message reads back as written. Natively this
//! file is empty. Its version beside the text lines (b211459's sources) gave the figures there;
//! since, boards and plans travel as the engine's types, not as grid and Fogleman text.
#![cfg(all(target_arch = "wasm32", target_os = "unknown"))]

use rush_hour::worker_protocol::{Analysed, LayersReport, Reply, Request, decode, encode};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::layers::LayeredBfs;
use std::hint::black_box;
use wasm_bindgen_test::*;

/// The fastest of five rounds of 100,000 encodings and decodings of `message`, in microseconds
/// each (`Date.now()` counts milliseconds: 100,000 runs make it 0.01 µs).
fn measure<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(name: &str, message: &T) {
    assert_eq!(decode::<T>(&encode(message)).as_ref(), Ok(message));
    let micros = (0..5)
        .map(|_| {
            let started = js_sys::Date::now();
            for _ in 0..100_000 {
                drop(black_box(decode::<T>(&encode(black_box(message)))));
            }
            (js_sys::Date::now() - started) * 1e3 / 100_000.0
        })
        .fold(f64::INFINITY, f64::min);
    console_log!("{name}: {} B, {micros:.3} µs (encode + decode, wasm)", encode(message).len());
}

/// The messages of `examples/protocol-bench.rs`: the 541,934-position cluster's puzzle.
#[wasm_bindgen_test]
fn the_largest_messages_timed() {
    const GRID: &str = "BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo";
    let p = grid::parse(GRID).expect("the cluster's puzzle");
    let (memory_budget, hand_over) = (384 << 20, 1_000_000);
    measure("Analyse request", &Request::Analyse { puzzle: p.clone(), steps: false, memory_budget, hand_over, start_plan: true });
    measure("Cluster reply", &Reply::Analysed(Analysed::Cluster { size: 541_934, memory: 21 << 20, millis: 343 }));
    let mut bfs = LayeredBfs::new(&p.board, &p.start, Metric::Moves);
    while !bfs.done() {
        bfs.next_layer();
    }
    let plan = bfs.found();
    let (sizes, discovered, expanded) = (bfs.frontier_sizes().to_vec(), bfs.discovered(), bfs.expanded());
    measure(
        "Layers reply at the goal",
        &Reply::Layers(LayersReport {
            sizes,
            discovered,
            expanded,
            expanded_to_goal: bfs.expanded_to_goal(),
            sample: bfs.layer_sample(12),
            status: bfs.status(),
            plan,
        }),
    );
}
