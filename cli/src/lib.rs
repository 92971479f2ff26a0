//! The native command-line tool (not in the wasm): `solve`, `analyze`, `bench`, `generate`,
//! `compare`.
//!
//! Arguments are parsed by hand: four subcommands with a couple of flags each do not need a
//! parser crate, and the usage text below is the whole interface.

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::{Outcome, solve_with};
use rush_hour_engine::teach::algorithms::{self as algorithms, Algorithm, SearchReport};
use std::io::{BufRead, Write};
use std::time::Instant;

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

struct Options {
    metric: Metric,
    check: bool,
    moves: Option<String>,
    count: usize,
    size: String,
    walls: bool,
    seed: u64,
    /// Position budget per search (default: as many as 3.5 GB of tables hold).
    max_positions: usize,
    /// Expansion budget of each of compare's algorithms.
    max_expanded: u64,
    rest: Vec<String>,
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
        "solve" => cmd_solve(&opts, input, out, err),
        "analyze" => cmd_analyze(&opts, out),
        "bench" => cmd_bench(&opts, out, err),
        "generate" => cmd_generate(&opts, out, err),
        "compare" => cmd_compare(&opts, input, out, err),
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
fn read_line(line: &str) -> Result<(Option<usize>, Puzzle), grid::GridError> {
    let expected = line.split_whitespace().next().and_then(|t| t.parse().ok());
    let puzzle = grid::parse_paste(line)?;
    Ok((expected, puzzle))
}

fn cmd_solve(o: &Options, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, String> {
    let lines: Box<dyn Iterator<Item = std::io::Result<String>>> =
        if o.rest.is_empty() { Box::new(input.lines()) } else { Box::new(o.rest.clone().into_iter().map(Ok)) };
    let (mut bad, mut mismatches) = (0usize, Vec::new());
    for (n, line) in lines.enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        if line.trim().is_empty() {
            continue;
        }
        let (expected, p) = match read_line(&line) {
            Ok(x) => x,
            Err(e) => {
                let _ = writeln!(err, "line {}: {e}", n + 1);
                bad += 1;
                continue;
            }
        };
        let canonical = grid::format(&p.board, &p.start);
        match solve_with(&p.board, &p.start, o.metric, &mut Limits::budget(o.max_positions)) {
            Ok(report) => {
                let (count, plan) = match &report.outcome {
                    Outcome::Solved(plan) => (o.metric.cost(plan).to_string(), format_plan(&p.board, plan, Style::Card)),
                    Outcome::Unsolvable => ("unsolvable".to_string(), String::new()),
                };
                writeln!(out, "{count} {canonical} {plan}").map_err(|e| e.to_string())?;
                if let (true, Some(exp)) = (o.check, expected)
                    && count != exp.to_string()
                {
                    mismatches.push(format!("line {}: {canonical}: expected {exp}, found {count}", n + 1));
                }
            }
            Err(e) => {
                let _ = writeln!(err, "line {}: {canonical}: {e}", n + 1);
                bad += 1;
            }
        }
    }
    for m in &mismatches {
        let _ = writeln!(err, "mismatch: {m}");
    }
    if o.check {
        let _ = writeln!(err, "{} mismatches", mismatches.len());
    }
    Ok(if bad > 0 || !mismatches.is_empty() { 1 } else { 0 })
}

fn cmd_analyze(o: &Options, out: &mut dyn Write) -> Result<i32, String> {
    let [g] = o.rest.as_slice() else { return Err("analyze takes one grid".into()) };
    let p = grid::parse_paste(g).map_err(|e| e.to_string())?;
    let t = Instant::now();
    let c = Cluster::analyze_with(&p.board, &p.start, o.metric, &mut Limits::budget(o.max_positions)).map_err(|e| e.to_string())?;
    let secs = t.elapsed().as_secs_f64();
    let w = |out: &mut dyn Write, s: String| writeln!(out, "{s}").map_err(|e| e.to_string());
    w(out, format!("grid {}", grid::format(&p.board, &p.start)))?;
    w(out, format!("metric {}", o.metric.name()))?;
    w(out, format!("cluster size {}", c.size()))?;
    match c.distance(&p.start) {
        Some(d) => w(out, format!("start distance {d}"))?,
        None => w(out, "start distance unsolvable".into())?,
    }
    match c.hardest() {
        Some((pos, d)) => w(out, format!("hardest {d} {}", grid::format(&p.board, &pos)))?,
        None => w(out, "hardest none (no position of the cluster frees the red car)".into())?,
    }
    let hist = c.histogram();
    let cells: Vec<String> = hist.iter().enumerate().map(|(d, n)| format!("{d}:{n}")).collect();
    w(out, format!("histogram {}", cells.join(" ")))?;
    w(out, format!("dead positions {}", c.dead_positions()))?;
    w(out, format!("time {:.1} ms", secs * 1e3))?;
    Ok(0)
}

/// Peak resident memory of this process in bytes (Linux), if known.
pub fn peak_memory() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse::<u64>().ok().map(|kb| kb * 1024)
}

fn cmd_bench(o: &Options, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, String> {
    let [file] = o.rest.as_slice() else { return Err("bench takes one file".into()) };
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let mut puzzles = Vec::new();
    let mut bad = 0;
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        match read_line(line) {
            Ok((_, p)) => puzzles.push(p),
            Err(e) => {
                let _ = writeln!(err, "line {}: {e}", n + 1);
                bad += 1;
            }
        }
    }
    let mut times = Vec::with_capacity(puzzles.len());
    let mut positions = 0usize;
    let total = Instant::now();
    for p in &puzzles {
        let t = Instant::now();
        match solve_with(&p.board, &p.start, o.metric, &mut Limits::budget(o.max_positions)) {
            Ok(r) => positions += r.stats.discovered,
            Err(e) => {
                let _ = writeln!(err, "{}: {e}", grid::format(&p.board, &p.start));
                bad += 1;
            }
        }
        times.push(t.elapsed().as_secs_f64());
    }
    let total = total.elapsed().as_secs_f64();
    times.sort_by(f64::total_cmp);
    let pick = |q: f64| times.get(((times.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0) * 1e3;
    let w = |out: &mut dyn Write, s: String| writeln!(out, "{s}").map_err(|e| e.to_string());
    w(out, format!("puzzles {}", times.len()))?;
    w(out, format!("total {total:.3} s"))?;
    w(out, format!("median {:.3} ms", pick(0.5)))?;
    w(out, format!("p99 {:.3} ms", pick(0.99)))?;
    w(out, format!("max {:.3} ms", pick(1.0)))?;
    w(out, format!("positions {positions} ({:.1} million per second)", positions as f64 / total / 1e6))?;
    if let Some(m) = peak_memory() {
        w(out, format!("peak memory {:.1} MB", m as f64 / 1e6))?;
    }
    Ok(if bad > 0 { 1 } else { 0 })
}

/// `LO..HI` (or `LO..=HI`, or one number) as an inclusive range of moves.
fn parse_range(s: &str) -> Result<std::ops::RangeInclusive<u16>, String> {
    let bad = || format!("--moves: {s:?} is not a range like 36..60");
    let (lo, hi) = match s.split_once("..") {
        Some((lo, hi)) => (lo, hi.trim_start_matches('=')),
        None => (s, s),
    };
    let lo: u16 = lo.trim().parse().map_err(|_| bad())?;
    let hi: u16 = if hi.trim().is_empty() { u16::MAX } else { hi.trim().parse().map_err(|_| bad())? };
    if lo > hi {
        return Err(format!("--moves: {s:?} is empty"));
    }
    Ok(lo..=hi)
}

fn parse_size(s: &str) -> Result<(u8, u8), String> {
    let bad = || format!("--size: {s:?} is not WxH, like 6x6");
    let (w, h) = s.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    Ok((w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?))
}

fn cmd_generate(o: &Options, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, String> {
    use rush_hour_engine::generate::{Generator, Request};
    let moves = parse_range(o.moves.as_deref().ok_or("generate needs --moves LO..HI")?)?;
    let (w, h) = parse_size(&o.size)?;
    let mut request = Request::new(w, h, moves);
    request.walls = o.walls;
    // The library's hard puzzles seed the climbs on 6×6 (mutating known hard puzzles is how
    // Expert is reached quickly).
    let seeds = rush_hour_engine::library::entries().iter().filter(|e| e.moves >= 21).filter_map(|e| grid::parse(e.grid).ok()).collect();
    let mut g = Generator::new(request, o.seed).map_err(|e| e.to_string())?.with_seeds(seeds);
    for _ in 0..o.count {
        let t = Instant::now();
        match g.next_puzzle() {
            Ok(p) => {
                writeln!(out, "{} {}", p.moves, grid::format(&p.puzzle.board, &p.puzzle.start)).map_err(|e| e.to_string())?;
                let _ = writeln!(
                    err,
                    "# {} moves, cluster of {} positions, {} layouts rated, {:.0} ms",
                    p.moves,
                    p.cluster_size,
                    p.tries,
                    t.elapsed().as_secs_f64() * 1e3
                );
            }
            Err(e) => {
                let _ = writeln!(err, "rushhour: {e}");
                return Ok(1);
            }
        }
    }
    Ok(0)
}

/// One puzzle of `compare`: where it came from (for messages), its name in the table, the puzzle.
struct Entry {
    place: String,
    name: String,
    puzzle: Puzzle,
}

/// The puzzles of compare's arguments (files and grids) or of stdin; bad lines reported.
fn compare_entries(o: &Options, input: &mut dyn BufRead, err: &mut dyn Write) -> Result<(Vec<Entry>, usize), String> {
    // (where, line number, text) of every non-empty line.
    let mut lines: Vec<(String, usize, String)> = Vec::new();
    if o.rest.is_empty() {
        for (n, line) in input.lines().enumerate() {
            lines.push((String::new(), n + 1, line.map_err(|e| e.to_string())?));
        }
    }
    for (n, arg) in o.rest.iter().enumerate() {
        if std::path::Path::new(arg).is_file() {
            let text = std::fs::read_to_string(arg).map_err(|e| format!("{arg}: {e}"))?;
            lines.extend(text.lines().enumerate().map(|(i, l)| (format!("{arg} "), i + 1, l.to_string())));
        } else {
            lines.push((String::new(), n + 1, arg.clone()));
        }
    }
    let (mut entries, mut bad) = (Vec::new(), 0);
    for (file, n, line) in lines.into_iter().filter(|(_, _, l)| !l.trim().is_empty()) {
        let place = format!("{file}line {n}");
        match read_line(&line) {
            Ok((_, puzzle)) => {
                // A line's last field names it (`card-01`), unless it is the grid or a number.
                let last = line.split_whitespace().last().unwrap_or("");
                let named = line.split_whitespace().count() > 1 && last.parse::<f64>().is_err() && grid::parse(last).is_err();
                let name = if named { last.to_string() } else { place.clone() };
                entries.push(Entry { place, name, puzzle });
            }
            Err(e) => {
                let _ = writeln!(err, "{place}: {e}");
                bad += 1;
            }
        }
    }
    Ok((entries, bad))
}

/// A report's plan column: the cost, or why there is none.
fn plan_cell(r: &SearchReport, budget: u64) -> String {
    match (r.cost, &r.stopped) {
        (Some(c), _) => c.to_string(),
        (None, Some(_)) if r.expanded >= budget => "budget".into(),
        (None, Some(_)) => "limit".into(),
        (None, None) => "none".into(),
    }
}

fn cmd_compare(o: &Options, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, String> {
    let (entries, mut bad) = compare_entries(o, input, err)?;
    let algorithms = Algorithm::all(o.metric);
    let width = entries.iter().map(|e| e.name.chars().count()).max().unwrap_or(0).max(6);
    let w = |out: &mut dyn Write, s: String| writeln!(out, "{}", s.trim_end()).map_err(|e| e.to_string());
    w(out, format!("# metric {}, at most {} expanded positions per run", o.metric.name(), o.max_expanded))?;
    let names: String = algorithms.iter().map(|a| format!(" | {:<24}", a.name())).collect();
    w(out, format!("{:width$} {:>4}{names}", "", ""))?;
    let heads: String = algorithms.iter().map(|_| format!(" | {:>6} {:>9} {:>7}", "cost", "expanded", "ms")).collect();
    w(out, format!("{:width$} {:>4}{heads}", "puzzle", "opt"))?;
    let mut expanded = vec![0u64; algorithms.len()];
    let mut millis = vec![0f64; algorithms.len()];
    let mut found = vec![0usize; algorithms.len()];
    let mut mismatches = 0;
    for e in &entries {
        let p = &e.puzzle;
        // The solver's optimum: `none` when unsolvable, `?` when it stopped at its budget.
        let (optimal, opt_cell) = match solve_with(&p.board, &p.start, o.metric, &mut Limits::budget(o.max_positions)) {
            Ok(r) => (r.cost(o.metric), r.cost(o.metric).map_or_else(|| "none".to_string(), |c| c.to_string())),
            Err(error) => {
                let _ = writeln!(err, "{}: {error}", e.place);
                bad += 1;
                (None, "?".to_string())
            }
        };
        let mut row = format!("{:width$} {opt_cell:>4}", e.name);
        for (i, &a) in algorithms.iter().enumerate() {
            let r = algorithms::run(&p.board, &p.start, o.metric, a, o.max_expanded);
            let ms = r.millis.unwrap_or(0.0);
            row += &format!(" | {:>6} {:>9} {ms:>7.1}", plan_cell(&r, o.max_expanded), r.expanded);
            expanded[i] += r.expanded;
            millis[i] += ms;
            found[i] += r.plan.is_some() as usize;
            if let (true, Some(opt), Some(cost)) = (a.is_optimal(), optimal, r.cost)
                && cost != opt
            {
                let _ = writeln!(err, "{}: {} found a plan of {cost} but the optimum is {opt}", e.place, a.name());
                mismatches += 1;
            }
        }
        w(out, row)?;
    }
    let totals: String = (0..algorithms.len())
        .map(|i| format!(" | {:>6} {:>9} {:>7.1}", format!("{}/{}", found[i], entries.len()), expanded[i], millis[i]))
        .collect();
    w(out, format!("{:width$} {:>4}{totals}", "total", ""))?;
    Ok(if bad > 0 || mismatches > 0 { 1 } else { 0 })
}
