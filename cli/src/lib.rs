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
use std::ffi::{OsStr, OsString};
use std::io::{BufRead, Write};

/// The notes under `rushhour --help`.
const NOTES: &str = "\
A bad input line (of any bytes: one that is not UTF-8 text too) is reported on stderr with its
line number and skipped. The exit status is 0 when all went well; 1 when any line was bad, or a
count differed (solve --check), or an optimal algorithm found a longer plan than the optimum
(compare); 2 on a usage error (an argument that is not UTF-8 text among them) or when a command
cannot run at all (an unreadable file, the output not written, analyze's search over its budget).

`rushhour help <command>` or `rushhour <command> --help` describes a command.";

/// The Rush Hour engine on the command line: solve, analyze, bench, generate, compare, bounds
#[derive(Parser)]
// `args_override_self`: a flag given twice takes its last value (`--metric moves --metric steps`).
#[command(name = "rushhour", after_long_help = NOTES, arg_required_else_help = true, args_override_self = true)]
struct Cli {
    #[command(subcommand)]
    command: RushhourCommand,
}

#[derive(Subcommand)]
enum RushhourCommand {
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

/// A write to the output that failed (the commands read their input through [`InputLines`], which
/// says so itself).
impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Run(format!("the output could not be written: {e}"))
    }
}

/// Runs the CLI; returns the process exit status. A failed write to the standard output (a full
/// disk, `>/dev/full`, a closed pipe) ends it with a message and status 2 (or the command's own
/// failing status), as does a standard output that was closed (`>&-`).
pub fn main(args: Vec<OsString>) -> i32 {
    if stdout_was_closed() {
        eprintln!("rushhour: the standard output is closed: nothing could be written");
        return 2;
    }
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let stdin = std::io::stdin();
    let status = run(&args, &mut stdin.lock(), &mut out, &mut std::io::stderr());
    match out.flush() {
        Ok(()) => status,
        Err(e) => {
            eprintln!("rushhour: the output could not be written: {e}");
            status.max(2)
        }
    }
}

/// Whether the process started with its standard output closed. Rust's runtime opens /dev/null
/// (read and write) on a standard descriptor that is closed at the start, so every write to it
/// then succeeds and the answer is lost unseen; a shell's `>/dev/null` opens it write-only.
/// Linux only (read from /proc); elsewhere false.
fn stdout_was_closed() -> bool {
    if !cfg!(target_os = "linux") || std::fs::read_link("/proc/self/fd/1").ok().as_deref() != Some(std::path::Path::new("/dev/null")) {
        return false;
    }
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else { return false };
    let flags = info.lines().find_map(|l| l.strip_prefix("flags:")).and_then(|f| u32::from_str_radix(f.trim(), 8).ok());
    // O_ACCMODE is 3, O_RDWR 2.
    flags.is_some_and(|f| f & 3 == 2)
}

/// The CLI over explicit streams (so tests can drive it); `args` without the program's name.
pub fn run<A: AsRef<OsStr>>(args: &[A], input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let args = match utf8_args(args) {
        Ok(args) => args,
        Err(e) => return report(&e, out, err),
    };
    let cli = match Cli::try_parse_from(std::iter::once("rushhour").chain(args.iter().map(String::as_str))) {
        Ok(cli) => cli,
        Err(e) => return report(&e, out, err),
    };
    let (name, result) = match &cli.command {
        RushhourCommand::Solve(a) => ("solve", solve::run(a, input, out, err)),
        RushhourCommand::Analyze(a) => ("analyze", analyze::run(a, out)),
        RushhourCommand::Bench(a) => ("bench", bench::run(a, out, err)),
        RushhourCommand::Generate(a) => ("generate", generate::run(a, out, err)),
        RushhourCommand::Compare(a) => ("compare", compare::run(a, input, out, err)),
        RushhourCommand::Bounds(a) => ("bounds", bounds::run(a, out)),
    };
    match result {
        Ok(status) => status,
        Err(Failure::Usage(message)) => report(&usage_error(Some(name), ErrorKind::ValueValidation, message), out, err),
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

/// A usage error of subcommand `name` (when it is one) found outside clap's parsing, worded as
/// clap words its own.
fn usage_error(name: Option<&str>, kind: ErrorKind, message: String) -> clap::Error {
    let mut cli = Cli::command();
    cli.build();
    match name.and_then(|name| cli.find_subcommand_mut(name)) {
        Some(command) => command.error(kind, message),
        None => cli.error(kind, message),
    }
}

/// The arguments as text, or a usage error naming the first that is not UTF-8: the option whose
/// value it is, or its place, with a short excerpt (U+FFFD for each bad byte). Clap's own error
/// for it names no argument.
fn utf8_args<A: AsRef<OsStr>>(args: &[A]) -> Result<Vec<String>, clap::Error> {
    let mut text = Vec::with_capacity(args.len());
    for (i, arg) in args.iter().enumerate() {
        match arg.as_ref().to_str() {
            Some(s) => text.push(s.to_string()),
            None => {
                let lossy = arg.as_ref().to_string_lossy();
                let option = |s: &str| s.starts_with("--") && s.len() > 2;
                let what = match (lossy.split_once('='), text.last()) {
                    (Some((name, _)), _) if option(name) => format!("the value of '{name}'"),
                    (_, Some(previous)) if option(previous) && !previous.contains('=') && !lossy.starts_with('-') => {
                        format!("the value of '{previous}' (argument {})", i + 1)
                    }
                    _ => format!("argument {}", i + 1),
                };
                let message = format!("{what} is not UTF-8 text: '{}' (\u{FFFD} marks a byte that is not)", excerpt(&lossy));
                return Err(usage_error(text.first().map(String::as_str), ErrorKind::InvalidUtf8, message));
            }
        }
    }
    Ok(text)
}

/// At most the first 40 characters of `s`, with `…` when there is more.
pub(crate) fn excerpt(s: &str) -> String {
    match s.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &s[..at]),
        None => s.to_string(),
    }
}

/// The lines of an input, each as text or as the reason it is not (a line that is not UTF-8:
/// its first bad byte, its column and an excerpt); `\n` or `\r\n` ends a line. A read that
/// fails ends the command (`Failure::Run` naming `source`).
pub(crate) struct InputLines<'a> {
    input: &'a mut dyn BufRead,
    source: &'a str,
    bytes: Vec<u8>,
}

impl<'a> InputLines<'a> {
    pub(crate) fn new(input: &'a mut dyn BufRead, source: &'a str) -> Self {
        InputLines { input, source, bytes: Vec::new() }
    }
}

impl Iterator for InputLines<'_> {
    type Item = Result<Result<String, String>, Failure>;

    fn next(&mut self) -> Option<Self::Item> {
        self.bytes.clear();
        match self.input.read_until(b'\n', &mut self.bytes) {
            Ok(0) => None,
            Ok(_) => {
                let mut line = std::mem::take(&mut self.bytes);
                if line.last() == Some(&b'\n') {
                    line.pop();
                    if line.last() == Some(&b'\r') {
                        line.pop();
                    }
                }
                Some(Ok(String::from_utf8(line).map_err(|e| {
                    let at = e.utf8_error().valid_up_to();
                    let bytes = e.as_bytes();
                    let column = String::from_utf8_lossy(&bytes[..at]).chars().count() + 1;
                    let near = String::from_utf8_lossy(&bytes[at.saturating_sub(20)..]);
                    format!("not UTF-8 text: byte 0x{:02X} at column {column} (near '{}')", bytes[at], excerpt(&near))
                })))
            }
            Err(e) => Some(Err(Failure::Run(format!("{} could not be read: {e}", self.source)))),
        }
    }
}

/// A line of input: the puzzle (first token that is a grid) and a leading number, if any.
pub(crate) fn read_line(line: &str) -> Result<(Option<usize>, Puzzle), grid::GridError> {
    let expected = line.split_whitespace().next().and_then(|t| t.parse().ok());
    let puzzle = grid::parse_paste(line)?;
    Ok((expected, puzzle))
}
