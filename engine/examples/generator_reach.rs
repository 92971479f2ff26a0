//! What the page's generator reaches on each board size and tier, measured with the page's
//! settings (`GenerationSpec::for_page`, the library's hard puzzles as seeds): the figures behind
//! `src/game/generator_reach.rs` (docs/benchmarks.md, "The generator's reach").
//!
//! `cargo run --release -p rush-hour-engine --example generator_reach -- [--seeds N] [--limit S] [WxH[w]…]`
//!
//! For each board (default every size the page offers, without and with walls; `7x5w` is 7×5
//! with walls) and each tier, `--seeds` runs (default 5, generator seeds 1..=N), each stopped
//! after the page's 4,000 layouts or `--limit` seconds (default 30). One line a board and tier:
//! runs that found a puzzle, the median and worst time of those, the median layouts rated,
//! the moves found, the longest run that found none; then a line a board for the table in
//! `src/game/generator_reach.rs`. One thread, as the page's worker. The times are the thread's
//! CPU time (Linux's `/proc/thread-self/stat`, 10 ms ticks), so that a machine busy with other
//! work measures what an idle one would.

use rush_hour_engine::generate::{GenerateError, GenerationSpec, Generator, library_seeds};
use rush_hour_engine::library::Section;

/// This thread's CPU time (user and system) in seconds.
fn cpu_secs() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("Linux's /proc");
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    let rest = &stat[stat.rfind(')').expect("a stat line") + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: f64 = fields[11].parse::<f64>().expect("utime") + fields[12].parse::<f64>().expect("stime");
    ticks / 100.0
}

const SIZES: [(u8, u8); 6] = [(4, 4), (5, 5), (6, 6), (7, 7), (8, 8), (7, 5)];

/// One run: found after `secs` and `tries` layouts with `moves`, or not (`moves` 0).
struct GeneratorRun {
    secs: f64,
    tries: usize,
    moves: u16,
}

fn run(size: (u8, u8), walls: bool, tier: Section, seed: u64, limit: f64) -> GeneratorRun {
    let spec = GenerationSpec::for_page(size.0, size.1, tier.generator_moves(), walls);
    let mut generator = Generator::new(spec, seed).expect("a size the page offers").with_seeds(library_seeds());
    let start = cpu_secs();
    loop {
        let secs = cpu_secs() - start;
        if secs > limit {
            return GeneratorRun { secs, tries: generator.tries(), moves: 0 };
        }
        match generator.advance(1 << 14) {
            None => {}
            Some(Ok(g)) => return GeneratorRun { secs: cpu_secs() - start, tries: g.tries, moves: g.moves },
            Some(Err(GenerateError::NotFound { tries })) => return GeneratorRun { secs: cpu_secs() - start, tries, moves: 0 },
            Some(Err(e)) => panic!("{e}"),
        }
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() { f64::NAN } else { (v[(v.len() - 1) / 2] + v[v.len() / 2]) / 2.0 }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str, default: f64| {
        args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).map_or(default, |v| v.parse().expect("a number"))
    };
    let (seeds, limit) = (value("--seeds", 5.0) as u64, value("--limit", 30.0));
    let mut boards: Vec<((u8, u8), bool)> = Vec::new();
    let mut skip = false;
    for a in &args {
        if std::mem::take(&mut skip) {
            continue;
        }
        if a.starts_with("--") {
            skip = true;
            continue;
        }
        let walls = a.ends_with('w');
        let (w, h) = a.trim_end_matches('w').split_once('x').expect("WxH");
        boards.push(((w.parse().expect("a width"), h.parse().expect("a height")), walls));
    }
    if boards.is_empty() {
        boards = SIZES.iter().flat_map(|&s| [(s, false), (s, true)]).collect();
    }
    println!("board      tier          found  median s  worst s  median layouts  moves   none found: longest s");
    for (size, walls) in boards {
        let mut table = Vec::new();
        for tier in Section::TIERS {
            let runs: Vec<GeneratorRun> = (1..=seeds).map(|seed| run(size, walls, tier, seed, limit)).collect();
            let found: Vec<&GeneratorRun> = runs.iter().filter(|r| r.moves > 0).collect();
            let secs = median(found.iter().map(|r| r.secs).collect());
            let worst = found.iter().map(|r| r.secs).fold(0.0, f64::max);
            let tries = median(found.iter().map(|r| r.tries as f64).collect());
            let (lo, hi) = (found.iter().map(|r| r.moves).min().unwrap_or(0), found.iter().map(|r| r.moves).max().unwrap_or(0));
            let given_up = runs.iter().filter(|r| r.moves == 0).map(|r| r.secs).fold(0.0, f64::max);
            let board = format!("{}×{}{}", size.0, size.1, if walls { " walls" } else { "" });
            println!(
                "{board:<10} {:<13} {:>2}/{:<2}  {secs:>8.2}  {worst:>7.2}  {tries:>14.0}  {:<7} {given_up:.2}",
                tier.key(),
                found.len(),
                runs.len(),
                format!("{lo}–{hi}"),
            );
            table.push(format!("({}, {}, {:.2})", found.len(), runs.len(), if found.is_empty() { 0.0 } else { secs }));
        }
        println!("  (({}, {}), {walls}): [{}]", size.0, size.1, table.join(", "));
    }
}
