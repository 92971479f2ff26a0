//! Criterion benchmarks of the engine's hot paths. The whole-database figure comes from
//! `rushhour bench puzzles/rush18k.txt` (docs/benchmarks.md).

use criterion::{Criterion, criterion_group, criterion_main};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::frontier::solve_lean;
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::solve;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let hardest_wall_free = grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
    let hardest = grid::parse("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM").unwrap();
    let largest = grid::parse("BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo").unwrap();
    c.bench_function("solve 51-move puzzle (moves)", |b| {
        b.iter(|| solve(black_box(&hardest_wall_free.board), &hardest_wall_free.start, Metric::Moves).unwrap())
    });
    c.bench_function("solve 60-move puzzle (moves)", |b| {
        b.iter(|| solve(black_box(&hardest.board), &hardest.start, Metric::Moves).unwrap())
    });
    c.bench_function("solve 51-move puzzle (steps)", |b| {
        b.iter(|| solve(black_box(&hardest_wall_free.board), &hardest_wall_free.start, Metric::Steps).unwrap())
    });
    c.bench_function("cluster of the 51-move puzzle (4,780 positions)", |b| {
        b.iter(|| Cluster::analyze(black_box(&hardest_wall_free.board), &hardest_wall_free.start, Metric::Moves).unwrap())
    });
    let mut g = c.benchmark_group("large");
    g.sample_size(10);
    g.bench_function("cluster of 541,934 positions", |b| {
        b.iter(|| Cluster::analyze(black_box(&largest.board), &largest.start, Metric::Moves).unwrap())
    });
    // UvA 9×9 #4 (27 moves, 202,788 positions): both solvers (the larger 9×9 boards take
    // seconds each: `rushhour solve --search lean|full`, see docs/cli-and-npm.md).
    let nine = grid::parse("CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV").unwrap();
    g.bench_function("solve 9x9 #4 (full)", |b| b.iter(|| solve(black_box(&nine.board), &nine.start, Metric::Moves).unwrap()));
    g.bench_function("solve 9x9 #4 (lean)", |b| {
        b.iter(|| solve_lean(black_box(&nine.board), &nine.start, Metric::Moves, &mut Limits::default()).unwrap())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
