//! The answer after a move on the UvA 9×9 boards, measured against a search from scratch in the
//! same run (issue 62; figures in docs/benchmarks.md, "Answers after a move").
//!
//! `cargo run --release -p rush-hour-engine --example after_move -- [NAME…] [--moves N] [--scratch N] [--seed S] [--slack N] [--cap N] [--budget N] [--lookups N]`
//!
//! For each board (default uva-9x9-4, -5, -6 of puzzles/large-boards.txt): the lean solver from
//! the start, then the first search that keeps its layers (`KnownLayers::search`); then a walk of
//! `--moves` random legal moves from the start (none along the plan, none to the goal), each
//! position answered from the kept layers (`after_move`) and, for the first `--scratch` of them,
//! by the lean solver from scratch too, whose distance must agree. With `--budget N`, an answer
//! that would keep more than N positions stops there and the lean solver answers (the time
//! counted is both). `--slack`: the first search's slack (`KnownLayers::search_with_slack`, default
//! `DEFAULT_SLACK`), cut to what `--cap` positions hold (`KnownLayers::search_within`).
//! `--lookups N`: before the walk, the positions of a random walk of N moves from the start
//! (any legal move) each looked up in the kept layers (`layer_of_position`), the time a look-up
//! reported. One thread; every time is the process's CPU time (on Linux), not the wall clock's,
//! so that a loaded machine's figures still compare.

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, Move, apply, is_goal, legal_moves};
use rush_hour_engine::search::frontier::solve_lean;
use rush_hour_engine::search::known_layers::{DEFAULT_SLACK, KnownLayers, KnownStart};
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::Outcome;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str, default: u64| {
        args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).map_or(default, |v| v.parse().expect("a number"))
    };
    let (moves, scratch, seed) = (value("--moves", 20) as usize, value("--scratch", 5) as usize, value("--seed", 1));
    let budget = value("--budget", u64::MAX) as usize;
    let slack = value("--slack", DEFAULT_SLACK as u64) as usize;
    let cap = value("--cap", u64::MAX) as usize;
    let lookups = value("--lookups", 0) as usize;
    let mut names: Vec<&str> = Vec::new();
    let mut skip = false;
    for a in &args {
        if skip {
            skip = false;
        } else if a.starts_with("--") {
            skip = true;
        } else {
            names.push(a);
        }
    }
    if names.is_empty() {
        names = vec!["uva-9x9-4", "uva-9x9-5", "uva-9x9-6"];
    }
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/large-boards.txt")).expect("puzzles");
    for name in names {
        let line = text.lines().find(|l| l.split_whitespace().nth(2) == Some(name)).expect("a board of large-boards.txt");
        let p: Puzzle = grid::parse(line.split_whitespace().nth(1).unwrap()).unwrap();
        run(name, &p, moves, scratch, seed, budget, slack, cap, lookups);
    }
}

/// A reading of the process's CPU time (on Linux; elsewhere the wall clock): the machines these
/// figures come from are shared, and one thread's CPU time is what a search costs.
#[derive(Clone, Copy)]
struct Instant(f64);

impl Instant {
    fn now() -> Instant {
        #[cfg(target_os = "linux")]
        {
            let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
            // SAFETY: `clock_gettime` writes the `timespec` it is given and nothing else.
            unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
            Instant(t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9)
        }
        #[cfg(not(target_os = "linux"))]
        {
            use std::sync::OnceLock;
            static ORIGIN: OnceLock<std::time::Instant> = OnceLock::new();
            Instant(ORIGIN.get_or_init(std::time::Instant::now).elapsed().as_secs_f64())
        }
    }
}

/// Seconds of CPU time since `t`.
fn secs(t: Instant) -> f64 {
    Instant::now().0 - t.0
}

fn plan_of(outcome: &Outcome) -> Vec<Move> {
    match outcome {
        Outcome::Solved(plan) => plan.clone(),
        Outcome::Unsolvable => panic!("unsolvable"),
    }
}

#[allow(clippy::too_many_arguments)]
fn run(name: &str, p: &Puzzle, moves: usize, scratch: usize, seed: u64, budget: usize, slack: usize, cap: usize, lookups: usize) {
    let t = Instant::now();
    let lean = solve_lean(&p.board, &p.start, Metric::Moves, &mut Limits::default()).unwrap();
    let lean_s = secs(t);
    let t = Instant::now();
    let KnownStart::Kept(known, report) = KnownLayers::search_within(&p.board, &p.start, slack, cap, &mut Limits::default()).unwrap()
    else {
        panic!("{name}: no layers kept")
    };
    let known_s = secs(t);
    let mut plan = plan_of(&report.outcome);
    assert_eq!(Some(plan.len()), lean.cost(Metric::Moves));
    println!(
        "{name}, slack {} (asked {slack}): {} moves; lean solver from the start {lean_s:.2} s (peak {} MB); kept layers {known_s:.2} s ({:.2}x), {} positions, {} MB held, peak {} MB",
        known.slack(),
        plan.len(),
        lean.stats.peak_memory_bytes >> 20,
        known_s / lean_s,
        known.positions(),
        known.bytes() >> 20,
        report.stats.peak_memory_bytes >> 20
    );
    let mut rng = seed | 1;
    let mut next_random = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    if lookups > 0 {
        // A generator of its own, so that the walk below is the same with or without.
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut at = p.start.clone();
        let mut walk = Vec::with_capacity(lookups);
        for _ in 0..lookups {
            let options = legal_moves(&p.board, &at, Metric::Moves);
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            at = apply(&p.board, &at, options[(rng % options.len() as u64) as usize]).unwrap();
            walk.push(at.clone());
        }
        // The best of five passes: the machines these figures come from are shared.
        let (mut kept, mut best) = (0, f64::MAX);
        for _ in 0..5 {
            let t = Instant::now();
            kept = walk.iter().filter(|pos| known.layer_of_position(pos).is_some()).count();
            best = best.min(secs(t));
        }
        println!("{name}: {lookups} look-ups ({kept} kept), {:.0} ns each (the best of 5 passes)", best * 1e9 / lookups as f64);
    }
    let mut here = p.start.clone();
    let (mut times, mut ratios) = (Vec::new(), Vec::new());
    let mut fallbacks = 0;
    for step in 0..moves {
        let options: Vec<Move> = legal_moves(&p.board, &here, Metric::Moves)
            .into_iter()
            .filter(|&m| m != plan[0] && !is_goal(&p.board, &apply(&p.board, &here, m).unwrap()))
            .collect();
        if options.is_empty() {
            break;
        }
        let m = options[next_random(options.len())];
        let next = apply(&p.board, &here, m).unwrap();
        let t = Instant::now();
        let (got, mut line) = match known.after_move(&p.board, &here, &plan, &next, &mut Limits::budget(budget)) {
            Ok(answer) => {
                let got = plan_of(&answer.outcome);
                let line = format!(
                    "  move {:2}: {} -> {} moves, after_move {:.3} s ({} positions)",
                    step + 1,
                    plan.len(),
                    got.len(),
                    secs(t),
                    answer.stats.discovered
                );
                (got, line)
            }
            Err(e) => {
                let stopped = secs(t);
                let fresh = solve_lean(&p.board, &next, Metric::Moves, &mut Limits::default()).unwrap();
                let got = plan_of(&fresh.outcome);
                fallbacks += 1;
                let line = format!(
                    "  move {:2}: {} -> {} moves, after_move stopped after {stopped:.3} s ({e}), then the lean solver: {:.3} s in all",
                    step + 1,
                    plan.len(),
                    got.len(),
                    secs(t)
                );
                (got, line)
            }
        };
        let after_s = secs(t);
        if step < scratch {
            let t = Instant::now();
            let fresh = solve_lean(&p.board, &next, Metric::Moves, &mut Limits::default()).unwrap();
            let fresh_s = secs(t);
            assert_eq!(fresh.cost(Metric::Moves), Some(got.len()), "{name}: step {step}");
            line += &format!(", from scratch {fresh_s:.3} s ({} positions): {:.3}x", fresh.stats.discovered, after_s / fresh_s);
            ratios.push(after_s / fresh_s);
        }
        println!("{line}");
        times.push(after_s);
        (here, plan) = (next, got);
    }
    times.sort_by(f64::total_cmp);
    ratios.sort_by(f64::total_cmp);
    if !times.is_empty() {
        println!(
            "{name}: after a move, {} answers ({fallbacks} by the lean solver after the budget): median {:.3} s, worst {:.3} s; against scratch ({}): median {:.3}x, worst {:.3}x",
            times.len(),
            times[times.len() / 2],
            times[times.len() - 1],
            ratios.len(),
            ratios.get(ratios.len() / 2).copied().unwrap_or(f64::NAN),
            ratios.last().copied().unwrap_or(f64::NAN)
        );
    }
}
