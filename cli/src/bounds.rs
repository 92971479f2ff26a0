//! `rushhour bounds`: an upper and a proven lower bound on the optimum of one grid, for boards
//! too large to solve at once (the UvA 12×12).

use crate::{Failure, parse_size, peak_memory};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use rush_hour_engine::model::board::{Board, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::bounds_run::{BoundsEnd, BoundsRun, BoundsSettings, BoundsStep};
use rush_hour_engine::search::layer_archive::KeptLayers;
use rush_hour_engine::search::limits::{Limits, MEMORY_BUDGET, bytes_text, thousands};
use rush_hour_engine::teach::heuristic::Heuristic;
use std::io::Write;
use std::time::{Duration, Instant};

/// Bound the optimal number of moves of GRID from above and below
///
/// First an upper bound: a plan by beam search for each --widths, shortened by searches of
/// --radius moves from each of its positions, replayed under the rules; the shortest is kept.
/// Then lower bounds: for k = 2, 3, … a breadth-first search keeping a position found at depth g
/// only when g + h ≤ k (h the --heuristic, admissible), on --threads threads. A search that ends
/// without a goal proves that no plan of k moves or fewer exists: each such k is printed as it
/// is proven, with its time, its peak memory and its positions, so a run stopped by
/// --time-limit, --max-memory or Ctrl-C leaves its last proven bound on the output. When k
/// reaches the upper bound minus one, or the search of k finds a goal, the optimum is known.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub(crate) struct BoundsArgs {
    /// Beam widths to try for the upper bound, comma-separated (0: no upper bound)
    #[arg(long, value_name = "N,N,…", value_delimiter = ',', default_values_t = [1000usize, 10000])]
    widths: Vec<usize>,
    /// Moves of the searches that shorten a plan
    #[arg(long, value_name = "N", default_value_t = 3)]
    radius: usize,
    /// The admissible bound of the lower-bound search (none: only "a position not the goal
    /// needs a move more")
    #[arg(long, value_name = "none|blocking|two-level", default_value = "two-level", value_parser = PossibleValuesParser::new(["none", "blocking", "two-level"]).map(|s| match s.as_str() { "none" => Heuristic::Zero, "blocking" => Heuristic::Blocking, _ => Heuristic::TwoLevel }))]
    heuristic: Heuristic,
    /// Stop the lower bounds after SECONDS (the k being searched is not proven): 0 to 31536000
    /// (a year)
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time_limit: Option<Duration>,
    /// Stop a beam, or the lower bounds' search of a k, where its memory would pass SIZE bytes
    /// (K, M or G) [default: 3.5G]
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    max_memory: Option<usize>,
    /// Threads of the lower-bound search [default: the machine's cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: Option<u16>,
    /// The largest k to try to prove
    #[arg(long, value_name = "K", default_value_t = 200)]
    max_moves: usize,
    /// The first k to try to prove (each k's search stands alone: a run can go on where another
    /// stopped)
    #[arg(long, value_name = "K", default_value_t = 2)]
    from: usize,
    /// Keep each search's layers in files in DIR (removed when that search is over) instead of in
    /// memory, to walk back the plan of a search that finds a goal
    #[arg(long, value_name = "DIR")]
    layers_dir: Option<std::path::PathBuf>,
    /// Keep no layers: a search that finds a goal says so without its plan
    #[arg(long, conflicts_with = "layers_dir")]
    no_plan: bool,
    /// The puzzle
    #[arg(value_name = "GRID", value_parser = puzzle)]
    puzzle: Puzzle,
}

/// The longest --time-limit: a year, in seconds.
const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// A time limit in seconds (`600`, `1.5`), from 0 to a year.
fn parse_seconds(s: &str) -> Result<Duration, String> {
    let seconds: f64 = s.trim().parse().map_err(|_| "not a number of seconds, like 600 or 1.5".to_string())?;
    if !(0.0..=MAX_SECONDS).contains(&seconds) {
        return Err(format!("a time limit is from 0 to {MAX_SECONDS} seconds (a year)"));
    }
    Ok(Duration::from_secs_f64(seconds))
}

fn puzzle(s: &str) -> Result<Puzzle, String> {
    grid::parse_paste(s).map_err(|e| e.to_string())
}

fn seconds(d: Duration) -> String {
    format!("{:.1} s", d.as_secs_f64())
}

/// This process's peak resident memory, where the platform says.
fn resident() -> String {
    peak_memory().map_or_else(|| "unknown".to_string(), |b| bytes_text(b as usize))
}

pub(crate) fn run(o: &BoundsArgs, out: &mut dyn Write) -> Result<i32, Failure> {
    let p = &o.puzzle;
    let started = Instant::now();
    writeln!(
        out,
        "board {}×{}, {} vehicles: {}",
        p.board.width(),
        p.board.height(),
        p.board.vehicles().len(),
        grid::format(&p.board, &p.start)
    )?;
    let max_memory = o.max_memory.unwrap_or(MEMORY_BUDGET);
    let kept = match (&o.layers_dir, o.no_plan) {
        (_, true) => KeptLayers::Not,
        (Some(dir), _) => KeptLayers::OnDisk(dir.clone()),
        (None, _) => KeptLayers::InMemory,
    };
    let settings = BoundsSettings {
        widths: o.widths.clone(),
        radius: o.radius,
        heuristic: o.heuristic,
        from: o.from,
        max_moves: o.max_moves,
        max_memory,
        kept,
    };
    // The same run, step by step, as the classroom's Bounds view.
    let mut run = BoundsRun::new(&p.board, &p.start, settings);
    // Within a year of now (parse_seconds): no overflow.
    let deadline = o.time_limit.and_then(|limit| started.checked_add(limit));
    let mut hook = |_| deadline.is_none_or(|d| Instant::now() < d);
    let mut limits = Limits { max_memory, ..Limits::default() }.with_progress(&mut hook);
    limits.threads = o.threads.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |n| n as usize);
    let mut lower_started = false;
    while let Some(step) = run.step(&mut limits) {
        match step {
            BoundsStep::Upper { tried, .. } => {
                let width = tried.width;
                let time = tried.millis.map_or(String::new(), |ms| format!(", {:.1} s", ms / 1e3));
                match (tried.found, tried.shortened, tried.memory_stop) {
                    (Some(found), Some(short), _) => writeln!(out, "upper: beam width {width}: {found} moves, shortened to {short}{time}")?,
                    (_, _, Some(layers)) => writeln!(
                        out,
                        "upper: beam width {width}: stopped at the memory budget of {} after {layers} layers{time}",
                        bytes_text(max_memory)
                    )?,
                    _ => writeln!(out, "upper: beam width {width}: no plan{time}")?,
                }
            }
            BoundsStep::Lower(d) => {
                if !lower_started {
                    lower_started = true;
                    lower_heading(o, &run, out)?;
                }
                let time = d.millis.map_or(String::new(), |ms| format!("{:.1} s", ms / 1e3));
                let what =
                    if d.proven { format!("no plan of ≤ {} moves", d.moves) } else { format!("a plan of ≤ {} moves exists", d.moves) };
                writeln!(
                    out,
                    "k {:>3}: {what}: {time}, search peak {}, resident peak {}, {} positions kept, {} expanded, {} pruned, depth {}, total {}",
                    d.moves,
                    bytes_text(d.peak_memory_bytes),
                    resident(),
                    thousands(d.positions()),
                    thousands(d.expanded),
                    thousands(d.pruned),
                    d.layers.len() - 1,
                    seconds(started.elapsed())
                )?;
            }
        }
        out.flush()?;
    }
    if !lower_started {
        lower_heading(o, &run, out)?;
    }
    let proven = run.lower();
    let upper = run.upper().map(<[Move]>::len);
    let summary = match run.end() {
        Some(BoundsEnd::Optimal { moves, met: true, .. }) => format!("optimum {moves} moves: no plan of ≤ {proven}, and the plan above"),
        Some(BoundsEnd::Optimal { moves, plan, met: false }) => {
            plan_line(&p.board, plan, out)?;
            format!("optimum {moves} moves (the search of k = {moves} found a plan)")
        }
        Some(BoundsEnd::Within { moves, plan }) => {
            plan_line(&p.board, plan, out)?;
            format!("a plan of at most {moves} moves exists (k = {moves} searched first found one)")
        }
        Some(BoundsEnd::NoPlan) => {
            format!("no plan exists: the search of k = {proven} kept every position reachable and none frees the red car")
        }
        Some(BoundsEnd::Stopped(e)) => format!("stopped: {e}; bounds {}", range(proven, upper)),
        Some(BoundsEnd::MaxMoves) | None => format!("bounds {}", range(proven, upper)),
    };
    writeln!(out, "summary: {summary}; {}, resident peak {}", seconds(started.elapsed()), resident())?;
    Ok(0)
}

/// The plan of a search that met a goal.
fn plan_line(board: &Board, plan: &Result<Vec<Move>, String>, out: &mut dyn Write) -> std::io::Result<()> {
    match plan {
        Ok(plan) => writeln!(
            out,
            "plan: {} moves (walked back through the search's layers, replayed under the rules): {}",
            plan.len(),
            format_plan(board, plan, Style::Card)
        ),
        Err(why) => writeln!(out, "plan: none: {why}"),
    }
}

/// The upper bound found, and the heading of the lower bounds.
fn lower_heading(o: &BoundsArgs, run: &BoundsRun, out: &mut dyn Write) -> std::io::Result<()> {
    if let Some(plan) = run.upper() {
        let board = &o.puzzle.board;
        writeln!(out, "upper bound: {} moves (replayed under the rules): {}", plan.len(), format_plan(board, plan, Style::Card))?;
    }
    writeln!(out, "lower bounds ({}, no plan of ≤ k moves):", o.heuristic.name())?;
    out.flush()
}

/// `[19, 31]`: the optimum lies between the first proven-impossible length plus one and the
/// upper bound.
fn range(proven: usize, upper: Option<usize>) -> String {
    let upper = upper.map_or("?".to_string(), |u| u.to_string());
    format!("the optimum is in [{}, {upper}] moves", proven + 1)
}
