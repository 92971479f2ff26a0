//! `rushhour bench`: solve every puzzle of a file on one thread and summarise the times.

use crate::{Failure, InputLines, SearchArgs, SolverOptions, read_line};
use rush_hour_engine::model::grid;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// Solve every puzzle of FILE (one per line) on one thread and summarise the times
///
/// Prints the count, the total, median, p99 and maximum time per puzzle, the positions per
/// second and the peak memory. --search chooses the solver as for solve.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub(crate) struct BenchArgs {
    #[command(flatten)]
    search: SearchArgs,
    #[command(flatten)]
    solver: SolverOptions,
    /// The puzzles, one per line (a line's first token that is a grid is used)
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

/// Peak resident memory of this process in bytes (Linux), if known.
pub fn peak_memory() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse::<u64>().ok().map(|kb| kb * 1024)
}

pub(crate) fn run(o: &BenchArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Failure> {
    let name = o.file.display().to_string();
    let bytes = std::fs::read(&o.file).map_err(|e| Failure::Run(format!("{name}: {e}")))?;
    let mut puzzles = Vec::new();
    let mut bad = 0;
    for (n, line) in InputLines::new(&mut bytes.as_slice(), &name).enumerate() {
        let line = match line? {
            Ok(line) if line.trim().is_empty() => continue,
            line => line,
        };
        match line.and_then(|line| read_line(&line).map_err(|e| e.to_string())) {
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
        match o.solver.solve(p, o.search.metric, &mut o.search.limits()) {
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
    writeln!(out, "puzzles {}", times.len())?;
    writeln!(out, "total {total:.3} s")?;
    writeln!(out, "median {:.3} ms", pick(0.5))?;
    writeln!(out, "p99 {:.3} ms", pick(0.99))?;
    writeln!(out, "max {:.3} ms", pick(1.0))?;
    writeln!(out, "positions {positions} ({:.1} million per second)", positions as f64 / total / 1e6)?;
    if let Some(m) = peak_memory() {
        writeln!(out, "peak memory {:.1} MB", m as f64 / 1e6)?;
    }
    Ok(if bad > 0 { 1 } else { 0 })
}
