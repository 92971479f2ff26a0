//! The native command-line tool (not in the wasm): five subcommands, one module each: `solve`,
//! `analyze`, `bench`, `generate`, `compare`. This file holds the entry point, the options and
//! what the commands share (reading a puzzle from a line).

mod analyze;
mod bench;
mod compare;
mod generate;
mod solve;

pub use bench::peak_memory;

use rush_hour_engine::board::Puzzle;
use rush_hour_engine::grid;
use rush_hour_engine::rules::Metric;
use std::io::{BufRead, Write};

pub const USAGE: &str = "\
usage: rushhour <command> [options]

  solve [--metric moves|steps] [--check] [--max-positions N] [GRID...]
      Solve each GRID, or each line of stdin (a database line like `51 GRID 4780` works: its
      first token that is a grid is used). Prints one line per puzzle:
      `<optimal count or unsolvable> <canonical grid> <plan in card notation>`.
      --check: where a line starts with a number, compare it with the optimal count; list the
      mismatches on stderr and exit 1 if there are any.
  analyze [--metric moves|steps] [--max-positions N] GRID
      Cluster size, hardest position and its distance, histogram of positions by distance.
  generate --moves LO..HI [--count N] [--size WxH] [--walls] [--seed S]
      Generate N puzzles (default 1) whose optimal solution takes LO to HI moves, on a WxH board
      (default 6x6), with walls if asked; one line each: `MOVES GRID`. Deterministic for a seed.
  bench [--metric moves|steps] [--max-positions N] FILE
      Solve every puzzle of FILE (one per line) on one thread; print count, total, median, p99
      and maximum time per puzzle, positions per second and peak memory.
  compare [--metric moves|steps] [--max-expanded N] [FILE|GRID...]
      Run the classroom's search algorithms (BFS; DFS with a depth limit of 50 moves or 200
      steps; IDDFS; A* with the blocking heuristic) on every puzzle of the FILEs and GRIDs given,
      or of stdin. One row per puzzle: its name (a line's last field, else its line), the optimal
      count, and for each algorithm the cost of the plan it found (`none`: no plan exists,
      `limit`: none within the depth limit, `budget`: stopped at the budget), the positions it
      expanded and its time in ms; then the totals. An optimal algorithm whose plan is longer
      than the optimum is reported on stderr (exit 1).

--max-positions N stops a search that discovers more than N positions (by default a search stops
where its tables would pass 3.5 GB) and reports the line as an error. --max-expanded N stops each
of compare's algorithms after N expanded positions (default 5000000).

A bad input line is reported on stderr with its line number and skipped; the exit status is 1
when any line was bad or (with --check) any count differed, 2 on a usage error.
";

/// Runs the CLI; returns the process exit status.
pub fn main(args: Vec<String>) -> i32 {
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let stdin = std::io::stdin();
    let status = run(&args, &mut stdin.lock(), &mut out, &mut std::io::stderr());
    let _ = out.flush();
    status
}

pub(crate) struct Options {
    pub(crate) metric: Metric,
    pub(crate) check: bool,
    pub(crate) moves: Option<String>,
    pub(crate) count: usize,
    pub(crate) size: String,
    pub(crate) walls: bool,
    pub(crate) seed: u64,
    /// Position budget per search (default: as many as 3.5 GB of tables hold).
    pub(crate) max_positions: usize,
    /// Expansion budget of each of compare's algorithms.
    pub(crate) max_expanded: u64,
    pub(crate) rest: Vec<String>,
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        metric: Metric::Moves,
        check: false,
        moves: None,
        count: 1,
        size: "6x6".into(),
        walls: false,
        seed: 1,
        max_positions: usize::MAX,
        max_expanded: 5_000_000,
        rest: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--metric" => o.metric = it.next().ok_or("--metric needs moves or steps")?.parse()?,
            "--check" => o.check = true,
            "--walls" => o.walls = true,
            "--moves" => o.moves = Some(it.next().ok_or("--moves needs a range like 36..60")?.clone()),
            "--size" => o.size = it.next().ok_or("--size needs WxH, like 6x6")?.clone(),
            "--count" => {
                let n = it.next().ok_or("--count needs a number")?;
                o.count = n.parse().map_err(|_| format!("--count: {n:?} is not a number"))?;
            }
            "--seed" => {
                let n = it.next().ok_or("--seed needs a number")?;
                o.seed = n.parse().map_err(|_| format!("--seed: {n:?} is not a number"))?;
            }
            "--max-positions" => {
                let n = it.next().ok_or("--max-positions needs a number")?;
                o.max_positions = n.parse().map_err(|_| format!("--max-positions: {n:?} is not a number"))?;
            }
            "--max-expanded" => {
                let n = it.next().ok_or("--max-expanded needs a number")?;
                o.max_expanded = n.parse().map_err(|_| format!("--max-expanded: {n:?} is not a number"))?;
            }
            s if s.starts_with("--metric=") => o.metric = s["--metric=".len()..].parse()?,
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            s => o.rest.push(s.to_string()),
        }
    }
    Ok(o)
}

/// The CLI over explicit streams (so tests can drive it).
pub fn run(args: &[String], input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let Some((cmd, rest)) = args.split_first() else {
        let _ = write!(err, "{USAGE}");
        return 2;
    };
    let opts = match options(rest) {
        Ok(o) => o,
        Err(e) => {
            let _ = writeln!(err, "rushhour: {e}\n\n{USAGE}");
            return 2;
        }
    };
    let result = match cmd.as_str() {
        "solve" => solve::run(&opts, input, out, err),
        "analyze" => analyze::run(&opts, out),
        "bench" => bench::run(&opts, out, err),
        "generate" => generate::run(&opts, out, err),
        "compare" => compare::run(&opts, input, out, err),
        "help" | "--help" | "-h" => {
            let _ = write!(out, "{USAGE}");
            Ok(0)
        }
        other => Err(format!("unknown command {other:?}")),
    };
    match result {
        Ok(status) => status,
        Err(e) => {
            let _ = writeln!(err, "rushhour: {e}\n\n{USAGE}");
            2
        }
    }
}

/// A line of input: the puzzle (first token that is a grid) and a leading number, if any.
pub(crate) fn read_line(line: &str) -> Result<(Option<usize>, Puzzle), grid::GridError> {
    let expected = line.split_whitespace().next().and_then(|t| t.parse().ok());
    let puzzle = grid::parse_paste(line)?;
    Ok((expected, puzzle))
}
