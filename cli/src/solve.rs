//! `rushhour solve`: the optimal plan of each grid given or of each line of stdin.

use crate::{Failure, InputLines, SearchArgs, SolverOptions, read_line};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::search::limits::{SolveError, Stats, bytes_text, thousands};
use rush_hour_engine::search::solver::Outcome;
use std::io::{BufRead, Write};

/// A search's figures in one line.
fn stats_text(s: &Stats) -> String {
    let depth = s.frontier.len().saturating_sub(1);
    let time = match s.millis {
        Some(ms) => format!(", {:.0} ms, {:.2} million positions a second", ms, s.discovered as f64 / ms.max(1e-3) / 1e3),
        None => String::new(),
    };
    format!("{} positions, depth {depth}{time}, peak {}", thousands(s.discovered), bytes_text(s.peak_memory_bytes))
}

/// Solve each GRID, or each line of stdin, optimally
///
/// A database line like `51 GRID 4780` works: its first token that is a grid is used. Prints one
/// line per puzzle: `<optimal count or unsolvable> <canonical grid> <plan in card notation>`.
/// A bad line, or one whose search stops at its budget, is reported on stderr with its line
/// number and skipped (exit status 1).
///
/// The solver: on boards up to 8×8 the breadth-first search that keeps every position (the
/// fastest there), on larger boards the lean frontier search that keeps only the last layers
/// (the 9×9 boards within --max-memory 1G); --search chooses either.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub(crate) struct SolveArgs {
    #[command(flatten)]
    search: SearchArgs,
    #[command(flatten)]
    solver: SolverOptions,
    /// Compare a line's leading number with the optimal count; list mismatches on stderr (exit 1)
    #[arg(long)]
    check: bool,
    /// Also print each search's figures on stderr: positions, depth, time, positions a second
    /// and the search's own count of its peak memory
    #[arg(long)]
    stats: bool,
    /// Puzzles to solve [default: the lines of stdin]
    #[arg(value_name = "GRID")]
    grids: Vec<String>,
}

pub(crate) fn run(o: &SolveArgs, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Failure> {
    // Each line of stdin (a blank one skipped) or each argument (a blank one is an empty grid).
    let from_stdin = o.grids.is_empty();
    let lines: Box<dyn Iterator<Item = Result<Result<String, String>, Failure>>> = if from_stdin {
        Box::new(InputLines::new(input, "the standard input"))
    } else {
        Box::new(o.grids.iter().cloned().map(|g| Ok(Ok(g))))
    };
    let (mut bad, mut mismatches) = (0usize, Vec::new());
    for (n, line) in lines.enumerate() {
        let line = match line? {
            Ok(line) if line.trim().is_empty() && from_stdin => continue,
            Ok(line) if line.trim().is_empty() => Err("an empty grid".to_string()),
            other => other,
        };
        let parsed = line.and_then(|line| read_line(&line).map_err(|e| e.to_string()));
        let (expected, p) = match parsed {
            Ok(x) => x,
            Err(e) => {
                let _ = writeln!(err, "line {}: {e}", n + 1);
                bad += 1;
                continue;
            }
        };
        let canonical = grid::format(&p.board, &p.start);
        let found = o.solver.solve(&p, o.search.metric, &mut o.search.limits());
        if o.stats {
            let stats = match &found {
                Ok(r) => &r.stats,
                Err(SolveError::Budget { stats, .. } | SolveError::Memory { stats, .. } | SolveError::Cancelled { stats }) => stats,
            };
            let _ = writeln!(err, "line {}: {}", n + 1, stats_text(stats));
        }
        match found {
            Ok(report) => {
                let (count, plan) = match &report.outcome {
                    Outcome::Solved(plan) => (o.search.metric.cost(plan).to_string(), format_plan(&p.board, plan, Style::Card)),
                    Outcome::Unsolvable => ("unsolvable".to_string(), String::new()),
                };
                writeln!(out, "{count} {canonical} {plan}")?;
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
