//! `rushhour solve`: the optimal plan of each grid given or of each line of stdin.

use crate::{Options, read_line};
use rush_hour_engine::grid;
use rush_hour_engine::notation::{Style, format_plan};
use rush_hour_engine::solve::{Limits, Outcome, solve_with};
use std::io::{BufRead, Write};

pub(crate) fn run(o: &Options, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, String> {
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
