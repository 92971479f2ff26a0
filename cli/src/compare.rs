//! `rushhour compare`: the classroom's search algorithms side by side on each puzzle.

use crate::{Failure, InputLines, SearchArgs, excerpt, read_line};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::search::solver::solve_with;
use rush_hour_engine::teach::algorithms::{self, Algorithm, SearchReport};
use std::io::{BufRead, Write};

/// Run the classroom's search algorithms side by side on each puzzle
///
/// The algorithms: BFS; DFS with a depth limit of 50 moves or 200 steps; IDDFS; A* with each
/// heuristic of the classroom's lab: zero (BFS by cost), blocking vehicles, two-level blocking
/// (admissible, stronger) and 3 × blocking (inadmissible: its plans may be longer). They run on
/// every puzzle of the FILEs and GRIDs given, or of stdin. One row per puzzle: its name (a line's
/// last field, else its line), the optimal count, and for each algorithm the cost of the plan it
/// found (`none`: no plan exists, `limit`: none within the depth limit, `budget`: stopped at the
/// budget), the positions it expanded, the effective branching factor b* (n generated = b* +
/// b*² + … + b*^cost; `-` without a plan) and its time in ms; then the totals (plans found,
/// positions expanded, the mean b*, ms). An algorithm that guarantees the shortest plan and
/// reports a longer one is reported on stderr (exit status 1).
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub(crate) struct CompareArgs {
    #[command(flatten)]
    search: SearchArgs,
    /// Stop each algorithm after N expanded positions
    #[arg(long, value_name = "N", default_value_t = 5_000_000)]
    max_expanded: u64,
    /// Files of puzzles (one per line) and grids [default: the lines of stdin]
    #[arg(value_name = "FILE|GRID")]
    inputs: Vec<String>,
}

/// One puzzle of `compare`: where it came from (for messages), its name in the table, the puzzle.
struct ComparedPuzzle {
    place: String,
    name: String,
    puzzle: Puzzle,
}

/// The puzzles of compare's arguments (files and grids) or of stdin; bad lines reported.
fn compare_entries(o: &CompareArgs, input: &mut dyn BufRead, err: &mut dyn Write) -> Result<(Vec<ComparedPuzzle>, usize), Failure> {
    // (where, line number, text or why it is not) of every line; blank lines of a file or stdin skipped.
    let mut lines: Vec<(String, usize, Result<String, String>)> = Vec::new();
    let keep = |line: &Result<String, String>| line.as_ref().map_or(true, |l| !l.trim().is_empty());
    if o.inputs.is_empty() {
        for (n, line) in InputLines::new(input, "the standard input").enumerate() {
            let line = line?;
            if keep(&line) {
                lines.push((String::new(), n + 1, line));
            }
        }
    }
    for (n, arg) in o.inputs.iter().enumerate() {
        let path = std::path::Path::new(arg);
        if path.is_file() {
            let bytes = std::fs::read(arg).map_err(|e| Failure::Run(format!("{arg}: {e}")))?;
            for (i, line) in InputLines::new(&mut bytes.as_slice(), arg).enumerate() {
                let line = line?;
                if keep(&line) {
                    lines.push((format!("{arg} "), i + 1, line));
                }
            }
        } else if arg.trim().is_empty() {
            lines.push((String::new(), n + 1, Err("an empty grid".to_string())));
        } else if let Err(e) = read_line(arg)
            && (arg.contains(['/', '.', '\\']) || path.exists())
        {
            // Not a grid, and written as a path: the file is what is missing.
            let why = if path.is_dir() { "is a folder, not a file of puzzles" } else { "no such file" };
            lines.push((String::new(), n + 1, Err(format!("'{}': {why} (nor a grid: {e})", excerpt(arg)))));
        } else {
            lines.push((String::new(), n + 1, Ok(arg.clone())));
        }
    }
    let (mut entries, mut bad) = (Vec::new(), 0);
    for (file, n, line) in lines {
        let place = format!("{file}line {n}");
        match line.and_then(|line| read_line(&line).map(|(_, puzzle)| (line, puzzle)).map_err(|e| e.to_string())) {
            Ok((line, puzzle)) => {
                // A line's last field names it (`card-01`), unless it is the grid or a number.
                let last = line.split_whitespace().last().unwrap_or("");
                let named = line.split_whitespace().count() > 1 && last.parse::<f64>().is_err() && grid::parse(last).is_err();
                let name = if named { last.to_string() } else { place.clone() };
                entries.push(ComparedPuzzle { place, name, puzzle });
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

pub(crate) fn run(o: &CompareArgs, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Failure> {
    let (entries, mut bad) = compare_entries(o, input, err)?;
    let metric = o.search.metric;
    let algorithms = Algorithm::all(metric);
    let width = entries.iter().map(|e| e.name.chars().count()).max().unwrap_or(0).max(6);
    let w = |out: &mut dyn Write, s: String| writeln!(out, "{}", s.trim_end());
    w(out, format!("# metric {}, at most {} expanded positions per run", metric.name(), o.max_expanded))?;
    let names: String = algorithms.iter().map(|a| format!(" | {:<31}", a.name())).collect();
    w(out, format!("{:width$} {:>4}{names}", "", ""))?;
    let heads: String = algorithms.iter().map(|_| format!(" | {:>6} {:>9} {:>6} {:>7}", "cost", "expanded", "b*", "ms")).collect();
    w(out, format!("{:width$} {:>4}{heads}", "puzzle", "opt"))?;
    let mut expanded = vec![0u64; algorithms.len()];
    let mut millis = vec![0f64; algorithms.len()];
    let mut found = vec![0usize; algorithms.len()];
    let mut branching = vec![Vec::new(); algorithms.len()];
    let mut mismatches = 0;
    for e in &entries {
        let p = &e.puzzle;
        // The solver's optimum: `none` when unsolvable, `?` when it stopped at its budget.
        let (optimal, opt_cell) = match solve_with(&p.board, &p.start, o.search.metric, &mut o.search.limits()) {
            Ok(r) => (r.cost(metric), r.cost(metric).map_or_else(|| "none".to_string(), |c| c.to_string())),
            Err(error) => {
                let _ = writeln!(err, "{}: {error}", e.place);
                bad += 1;
                (None, "?".to_string())
            }
        };
        let mut row = format!("{:width$} {opt_cell:>4}", e.name);
        for (i, &a) in algorithms.iter().enumerate() {
            let r = algorithms::run(&p.board, &p.start, metric, a, o.max_expanded);
            let ms = r.millis.unwrap_or(0.0);
            let b = r.branching_factor();
            let b_cell = b.map_or_else(|| "-".to_string(), |b| format!("{b:.3}"));
            row += &format!(" | {:>6} {:>9} {b_cell:>6} {ms:>7.1}", plan_cell(&r, o.max_expanded), r.expanded);
            branching[i].extend(b);
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
    let mean = |b: &[f64]| if b.is_empty() { "-".to_string() } else { format!("{:.3}", b.iter().sum::<f64>() / b.len() as f64) };
    let totals: String = (0..algorithms.len())
        .map(|i| {
            format!(" | {:>6} {:>9} {:>6} {:>7.1}", format!("{}/{}", found[i], entries.len()), expanded[i], mean(&branching[i]), millis[i])
        })
        .collect();
    w(out, format!("{:width$} {:>4}{totals}", "total", ""))?;
    Ok(if bad > 0 || mismatches > 0 { 1 } else { 0 })
}
