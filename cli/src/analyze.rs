//! `rushhour analyze`: the cluster of one grid (size, hardest position, histogram by distance).

use crate::{Failure, SearchArgs};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::search::cluster::Cluster;
use std::io::Write;
use std::time::Instant;

/// Explore the cluster of GRID: every position reachable from it
///
/// Prints the cluster's size, the start's distance to the goal, the hardest position and its
/// distance, the histogram of positions by distance, the dead positions (those that cannot free
/// the red car) and the time taken.
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub(crate) struct AnalyzeArgs {
    #[command(flatten)]
    search: SearchArgs,
    /// The puzzle to analyze
    #[arg(value_name = "GRID", value_parser = puzzle)]
    puzzle: Puzzle,
}

fn puzzle(s: &str) -> Result<Puzzle, String> {
    grid::parse_paste(s).map_err(|e| e.to_string())
}

pub(crate) fn run(o: &AnalyzeArgs, out: &mut dyn Write) -> Result<i32, Failure> {
    let (p, metric) = (&o.puzzle, o.search.metric);
    let t = Instant::now();
    let c = Cluster::analyze_with(&p.board, &p.start, metric, &mut o.search.limits()).map_err(|e| Failure::Run(e.to_string()))?;
    let secs = t.elapsed().as_secs_f64();
    writeln!(out, "grid {}", grid::format(&p.board, &p.start))?;
    writeln!(out, "metric {}", metric.name())?;
    writeln!(out, "cluster size {}", c.size())?;
    match c.distance(&p.start) {
        Some(d) => writeln!(out, "start distance {d}")?,
        None => writeln!(out, "start distance unsolvable")?,
    }
    match c.hardest() {
        Some((pos, d)) => writeln!(out, "hardest {d} {}", grid::format(&p.board, &pos))?,
        None => writeln!(out, "hardest none (no position of the cluster frees the red car)")?,
    }
    let cells: Vec<String> = c.histogram().iter().enumerate().map(|(d, n)| format!("{d}:{n}")).collect();
    writeln!(out, "histogram {}", cells.join(" "))?;
    writeln!(out, "dead positions {}", c.dead_positions())?;
    writeln!(out, "time {:.1} ms", secs * 1e3)?;
    Ok(0)
}
