//! The native command-line tool `rushhour` (the web app's wasm does not include it): six
//! subcommands, one module each: `solve`, `analyze`, `bench`, `generate`, `compare`, `bounds`.
//!
//! This file holds the entry point, the argument parser (clap: each module declares its
//! command's arguments and their help) and what the commands share: the search options, how a
//! command fails and reading a puzzle from a line.

mod analyze;
mod bench;
mod bounds;
mod compare;
mod generate;
mod solve;

pub use bench::peak_memory;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::frontier::{prefers_lean, solve_lean};
use rush_hour_engine::search::limits::{Limits, SolveError};
use rush_hour_engine::search::solver::{SolveReport, solve_with};
use rush_hour_engine::search::split_layers::split_solve;
use std::io::{BufRead, Write};

/// The notes under `rushhour --help`.
const NOTES: &str = "\
A bad input line is reported on stderr with its line number and skipped. The exit status is 0
when all went well; 1 when any line was bad, or a count differed (solve --check), or an optimal
algorithm found a longer plan than the optimum (compare); 2 on a usage error or when a command
cannot run at all (an unreadable file, analyze's search over its budget).

`rushhour help <command>` or `rushhour <command> --help` describes a command.";

/// The Rush Hour engine on the command line: solve, analyze, bench, generate, compare, bounds
#[derive(Parser)]
// `args_override_self`: a flag given twice takes its last value (`--metric moves --metric steps`).
#[command(name = "rushhour", after_long_help = NOTES, arg_required_else_help = true, args_override_self = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Solve(solve::SolveArgs),
    Analyze(analyze::AnalyzeArgs),
    Bench(bench::BenchArgs),
    Generate(generate::GenerateArgs),
    Compare(compare::CompareArgs),
    Bounds(bounds::BoundsArgs),
}

/// The options of every command that runs the solver.
#[derive(clap::Args)]
pub(crate) struct SearchArgs {
    /// Count moves (slides of any length) or steps (one cell each)
    #[arg(long, value_name = "moves|steps", hide_possible_values = true, default_value = "moves", value_parser = PossibleValuesParser::new(["moves", "steps"]).try_map(|s| s.parse::<Metric>()))]
    pub(crate) metric: Metric,
    /// Give up a search past N discovered positions
    #[arg(long, value_name = "N")]
    max_positions: Option<usize>,
    /// Give up a search whose tables would pass SIZE bytes (suffix K, M or G: 512M, 1G, 1.5G;
    /// binary units) [default: 3.5G]
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    max_memory: Option<usize>,
    /// Threads for the lean search (its sorted layers) [default: the machine's cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: Option<u16>,
}

impl SearchArgs {
    /// The search's limits: the budgets asked for, if any.
    pub(crate) fn limits(&self) -> Limits<'static> {
        let mut limits = Limits::budget(self.max_positions.unwrap_or(usize::MAX));
        if let Some(bytes) = self.max_memory {
            limits.max_memory = bytes;
        }
        limits.threads = match self.threads {
            Some(n) => n as usize,
            // Asked once: on Linux it reads cgroup files, and `bench` makes limits per puzzle.
            None => {
                static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
                *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
            }
        };
        limits
    }
}

/// Which solver `solve` and `bench` run.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum SolverKind {
    /// The full search on boards up to 8×8, the lean one on larger boards
    Auto,
    /// The breadth-first search keeping every position (fastest where it fits)
    Full,
    /// The frontier search keeping only the last layers (a fraction of the memory)
    Lean,
}

/// The choice of solver of `solve` and `bench`.
#[derive(clap::Args)]
pub(crate) struct SolverOptions {
    /// The solver: full (every position kept), lean (only the last layers kept: a fraction of
    /// the memory), auto (full up to 8×8, lean on larger boards)
    #[arg(long, value_name = "auto|full|lean", hide_possible_values = true, default_value = "auto")]
    search: SolverKind,
    /// The lean search split into N parts that share no memory, passing each other codes as
    /// the page's workers do; the parts run on threads when --threads is above 1
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
    parts: Option<u16>,
}

impl SolverOptions {
    /// Solves `p` in `metric` within `limits` with the solver chosen.
    pub(crate) fn solve(&self, p: &Puzzle, metric: Metric, limits: &mut Limits) -> Result<SolveReport, SolveError> {
        let lean = match self.search {
            SolverKind::Auto => prefers_lean(&p.board),
            SolverKind::Full => false,
            SolverKind::Lean => true,
        };
        match self.parts {
            Some(parts) if lean => split_solve(&p.board, &p.start, metric, parts as usize, limits),
            _ if lean => solve_lean(&p.board, &p.start, metric, limits),
            _ => solve_with(&p.board, &p.start, metric, limits),
        }
    }
}

/// `1G`, `512M`, `64K`, `1.5G` or a number of bytes.
fn parse_size(s: &str) -> Result<usize, String> {
    let t = s.trim();
    let (number, unit) = match t.char_indices().find(|(_, c)| c.is_ascii_alphabetic()) {
        Some((i, _)) => (&t[..i], &t[i..]),
        None => (t, ""),
    };
    let value: f64 = number.trim().parse().map_err(|_| "not a size: give a number with K, M or G, like 1G or 512M".to_string())?;
    let scale: u64 = match unit.to_ascii_uppercase().as_str() {
        "" | "B" => 1,
        "K" | "KB" => 1 << 10,
        "M" | "MB" => 1 << 20,
        "G" | "GB" => 1 << 30,
        _ => return Err(format!("unknown unit '{unit}' (use K, M or G)")),
    };
    if !(value.is_finite() && value > 0.0) {
        return Err("a size must be more than 0".to_string());
    }
    Ok((value * scale as f64).min(usize::MAX as f64) as usize)
}

/// Why a command stopped before its end (exit status 2).
pub(crate) enum Failure {
    /// A bad argument that only the command could see (a board too large for the generator):
    /// reported with the command's usage.
    Usage(String),
    /// The command could not run: a file unreadable, the output closed, a search over its budget.
    Run(String),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Run(e.to_string())
    }
}

/// Runs the CLI; returns the process exit status.
pub fn main(args: Vec<String>) -> i32 {
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let stdin = std::io::stdin();
    let status = run(&args, &mut stdin.lock(), &mut out, &mut std::io::stderr());
    let _ = out.flush();
    status
}

/// The CLI over explicit streams (so tests can drive it); `args` without the program's name.
pub fn run(args: &[String], input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let cli = match Cli::try_parse_from(std::iter::once("rushhour").chain(args.iter().map(String::as_str))) {
        Ok(cli) => cli,
        Err(e) => return report(&e, out, err),
    };
    let (name, result) = match &cli.command {
        Command::Solve(a) => ("solve", solve::run(a, input, out, err)),
        Command::Analyze(a) => ("analyze", analyze::run(a, out)),
        Command::Bench(a) => ("bench", bench::run(a, out, err)),
        Command::Generate(a) => ("generate", generate::run(a, out, err)),
        Command::Compare(a) => ("compare", compare::run(a, input, out, err)),
        Command::Bounds(a) => ("bounds", bounds::run(a, out)),
    };
    match result {
        Ok(status) => status,
        Err(Failure::Usage(message)) => report(&usage_error(name, message), out, err),
        Err(Failure::Run(message)) => {
            let _ = writeln!(err, "rushhour: {message}");
            2
        }
    }
}

/// Writes clap's message (help on stdout, errors on stderr); returns its exit status.
fn report(e: &clap::Error, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let text = e.render().to_string();
    let _ = if e.use_stderr() { err.write_all(text.as_bytes()) } else { out.write_all(text.as_bytes()) };
    e.exit_code()
}

/// A usage error of subcommand `name` found after parsing, worded as clap words its own.
fn usage_error(name: &str, message: String) -> clap::Error {
    let mut cli = Cli::command();
    cli.build();
    match cli.find_subcommand_mut(name) {
        Some(command) => command.error(ErrorKind::ValueValidation, message),
        None => cli.error(ErrorKind::ValueValidation, message),
    }
}

/// A line of input: the puzzle (first token that is a grid) and a leading number, if any.
pub(crate) fn read_line(line: &str) -> Result<(Option<usize>, Puzzle), grid::GridError> {
    let expected = line.split_whitespace().next().and_then(|t| t.parse().ok());
    let puzzle = grid::parse_paste(line)?;
    Ok((expected, puzzle))
}
