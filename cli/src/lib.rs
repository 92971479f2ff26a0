//! The native command-line tool `rushhour` (the web app's wasm does not include it): five
//! subcommands, one module each: `solve`, `analyze`, `bench`, `generate`, `compare`.
//!
//! This file holds the entry point, the argument parser (clap: each module declares its
//! command's arguments and their help) and what the commands share: the search options, how a
//! command fails and reading a puzzle from a line.

mod analyze;
mod bench;
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
use rush_hour_engine::search::limits::Limits;
use std::io::{BufRead, Write};

/// The notes under `rushhour --help`.
const NOTES: &str = "\
A bad input line is reported on stderr with its line number and skipped. The exit status is 0
when all went well; 1 when any line was bad, or a count differed (solve --check), or an optimal
algorithm found a longer plan than the optimum (compare); 2 on a usage error or when a command
cannot run at all (an unreadable file, analyze's search over its budget).

`rushhour help <command>` or `rushhour <command> --help` describes a command.";

/// The Rush Hour engine on the command line: solve, analyze, bench, generate, compare
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
}

/// The options of every command that runs the solver.
#[derive(clap::Args)]
pub(crate) struct SearchOptions {
    /// Count moves (slides of any length) or steps (one cell each)
    #[arg(long, value_name = "moves|steps", hide_possible_values = true, default_value = "moves", value_parser = PossibleValuesParser::new(["moves", "steps"]).try_map(|s| s.parse::<Metric>()))]
    pub(crate) metric: Metric,
    /// Give up a search past N discovered positions [default: where its tables pass 3.5 GB]
    #[arg(long, value_name = "N")]
    max_positions: Option<usize>,
}

impl SearchOptions {
    /// The solver's limits: the position budget asked for, if any.
    pub(crate) fn limits(&self) -> Limits<'static> {
        Limits::budget(self.max_positions.unwrap_or(usize::MAX))
    }
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
