//! The page–worker messages' codec timed natively (docs/benchmarks.md, "The worker's messages"):
//!   cargo run --release --example protocol-bench
//! For the 541,934-position cluster's puzzle: the `Analyse` request, the `Cluster` reply that
//! carries its cluster's bytes beside it, and the classroom's `Layers` reply once its search
//! reaches the goal (the largest structured message), each encoded and decoded; then the
//! cluster's bytes themselves (`Cluster::to_bytes` and read back), which travel beside the
//! message in a transferred `ArrayBuffer`, and, for comparison, those bytes inside the message.
//! Its version at commit b211459 timed the hand-written text lines beside postcard (and, with
//! `codec.rs` swapped, serde_json and bincode): the figures in docs/benchmarks.md. Since, the
//! puzzle and the plan travel as the engine's types, not as grid and Fogleman text.

use rush_hour::worker_protocol::{Analysed, LayersReport, Reply, Request, decode, encode};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::layers::LayeredBfs;
use std::hint::black_box;
use std::time::Instant;

const GRID: &str = "BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo";

/// The fastest of five rounds of `runs` calls, in microseconds a call.
fn time(runs: u32, mut f: impl FnMut()) -> f64 {
    (0..5)
        .map(|_| {
            let started = Instant::now();
            for _ in 0..runs {
                f();
            }
            started.elapsed().as_secs_f64() * 1e6 / runs as f64
        })
        .fold(f64::INFINITY, f64::min)
}

/// Prints the size of `message`'s bytes and the time to encode and decode it.
fn measure<T>(name: &str, message: &T, runs: u32)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let bytes = encode(message);
    assert_eq!(decode::<T>(&bytes).as_ref(), Ok(message));
    let micros = time(runs, || drop(black_box(decode::<T>(&encode(black_box(message))))));
    println!("{name}: {} B, {micros:.3} µs (encode + decode)", bytes.len());
}

fn main() {
    let p = grid::parse(GRID).expect("the cluster's puzzle");
    let analyse = Request::Analyse { puzzle: p.clone(), steps: false, memory_budget: 384 << 20, hand_over: 1_000_000, start_plan: true };
    measure("Analyse request", &analyse, 100_000);

    let started = Instant::now();
    let cluster = Cluster::analyze(&p.board, &p.start, Metric::Moves).expect("the cluster fits");
    let millis = started.elapsed().as_millis() as u32;
    let reply = Reply::Analysed(Analysed::Cluster { size: cluster.size(), memory: 21 << 20, millis });
    measure(&format!("Cluster reply ({} positions)", cluster.size()), &reply, 100_000);

    let mut bfs = LayeredBfs::new(&p.board, &p.start, Metric::Moves);
    while !bfs.done() {
        bfs.next_layer();
    }
    let plan = bfs.found();
    let layers = Reply::Layers(LayersReport {
        sizes: bfs.frontier_sizes().to_vec(),
        discovered: bfs.discovered(),
        expanded: bfs.expanded(),
        expanded_to_goal: bfs.expanded_to_goal(),
        sample: bfs.layer_sample(12),
        status: bfs.status(),
        plan,
    });
    measure(&format!("Layers reply at the goal ({} layers, 12 positions)", bfs.frontier_sizes().len()), &layers, 100_000);

    let bytes = cluster.to_bytes();
    let to_bytes_ms = time(1, || drop(black_box(cluster.to_bytes()))) / 1e3;
    let from_bytes_ms = time(1, || drop(black_box(Cluster::from_bytes(&p.board, &bytes).expect("read back")))) / 1e3;
    println!(
        "the cluster's bytes beside the message: {} B; Cluster::to_bytes {to_bytes_ms:.2} ms, from_bytes {from_bytes_ms:.2} ms",
        bytes.len()
    );
    let inside = encode(&(&reply, &bytes));
    assert_eq!(decode::<(Reply, Vec<u8>)>(&inside), Ok((reply.clone(), bytes.clone())));
    let inside_ms = time(1, || drop(black_box(decode::<(Reply, Vec<u8>)>(&encode(&(&reply, black_box(&bytes))))))) / 1e3;
    println!("those bytes inside the postcard message instead: {} B, {inside_ms:.2} ms (encode + decode)", inside.len());
}
