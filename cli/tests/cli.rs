//! The native CLI driven through `cli::run` with in-memory streams.

use rush_hour_cli::run;
use rush_hour_engine::model::{grid, notation, rules};
use std::io::Cursor;

fn cli(args: &[&str], stdin: &str) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = run(&args, &mut Cursor::new(stdin.as_bytes()), &mut out, &mut err);
    (status, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

#[test]
fn solve_arguments_print_count_grid_and_card_plan() {
    let (status, out, err) = cli(&["solve", "ooBoCCooBoooAABoooDDDooEoooooEoooooE"], "");
    assert_eq!(status, 0, "{err}");
    let line = out.trim_end();
    let mut parts = line.splitn(3, ' ');
    assert_eq!(parts.next(), Some("9"));
    assert_eq!(parts.next(), Some("ooBoCCooBoooAABoooDDDooEoooooEoooooE"));
    let plan = parts.next().unwrap();
    assert_eq!(plan.split(' ').count(), 9);
    // The printed plan, read back in card notation, takes the red car out.
    let puzzle = grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
    let moves = notation::parse_plan(&puzzle.board, plan).unwrap();
    assert_eq!(moves.len(), 9);
    let end = rules::replay(&puzzle.board, &puzzle.start, &moves).unwrap();
    assert!(rules::is_goal(&puzzle.board, &end), "{plan}");
    assert!(plan.rsplit(' ').next().unwrap().starts_with("A→"), "the red car's move is the last: {plan}");
}

#[test]
fn solve_stdin_database_lines_with_check() {
    let input = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n\n02 ooBoooooBoooAABooooooooooooooooooooo 14\n";
    let (status, out, err) = cli(&["solve", "--check"], input);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo "));
    assert!(lines[1].starts_with("2 ooBoooooBoooAABooooooooooooooooooooo B"));
    assert!(err.contains("0 mismatches"), "{err}");
}

#[test]
fn check_lists_mismatches_and_fails() {
    let (status, _, err) = cli(&["solve", "--check"], "7 ooBoooooBoooAABooooooooooooooooooooo\n");
    assert_eq!(status, 1);
    assert!(err.contains("line 1") && err.contains("expected 7, found 2"), "{err}");
}

#[test]
fn bad_lines_are_reported_with_their_number_and_skipped() {
    let input = "ooBoooooBoooAABooooooooooooooooooooo\nnot a grid\nooooooooooooAAoooooooooooooooooooooo\n";
    let (status, out, err) = cli(&["solve"], input);
    assert_eq!(status, 1);
    assert_eq!(out.lines().count(), 2, "the good lines still print");
    assert!(err.starts_with("line 2: "), "{err}");
}

#[test]
fn steps_metric_and_unsolvable() {
    let (_, out, _) = cli(&["solve", "--metric", "steps", "ooBoooooBoooAABooooooooooooooooooooo"], "");
    assert_eq!(out.trim_end(), "7 ooBoooooBoooAABooooooooooooooooooooo B↓3 A→4");
    let (status, out, _) = cli(&["solve", "ooooo/AAoxo/ooooo"], "");
    assert_eq!(status, 0);
    assert_eq!(out.trim_end(), "unsolvable ooooo/AAoxo/ooooo");
}

#[test]
fn analyze_reports_cluster_facts() {
    let (status, out, err) = cli(&["analyze", "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("cluster size 4780"));
    assert!(out.contains("hardest 51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"));
    assert!(out.contains("histogram 0:199 1:102 "));
}

#[test]
fn bench_summarises_a_file() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/thinkfun40.txt");
    let (status, out, err) = cli(&["bench", path], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("puzzles 40\n"), "{out}");
    for key in ["total ", "median ", "p99 ", "max ", "positions "] {
        assert!(out.contains(key), "{out}");
    }
}

#[test]
fn usage_errors_exit_2() {
    let (status, out, err) = cli(&[], "");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.contains("Usage: rushhour <COMMAND>"), "{err}");
    let (status, _, err) = cli(&["frobnicate"], "");
    assert_eq!(status, 2);
    assert!(err.contains("'frobnicate'") && err.contains("Usage: rushhour"), "an unknown command is named: {err}");
    assert_eq!(cli(&["solve", "--metric", "miles"], "").0, 2);
}

/// A usage error names the argument and the value at fault, exits 2 and prints nothing on stdout.
fn usage_error(args: &[&str], names: &[&str]) {
    let (status, out, err) = cli(args, "");
    assert_eq!(status, 2, "{args:?}: {err}");
    assert_eq!(out, "", "{args:?}");
    for name in names {
        assert!(err.contains(name), "{args:?}: the message should name {name:?}: {err}");
    }
}

#[test]
fn bad_flags_and_values_are_named() {
    usage_error(&["solve", "--metric", "sideways"], &["'sideways'", "--metric", "moves, steps"]);
    usage_error(&["solve", "--metric"], &["--metric"]);
    usage_error(&["solve", "--max-positions", "lots"], &["'lots'", "--max-positions"]);
    usage_error(&["solve", "--max-memory", "lots"], &["'lots'", "--max-memory", "like 1G"]);
    usage_error(&["solve", "--max-memory", "2T"], &["'2T'", "--max-memory", "unknown unit 'T'"]);
    usage_error(&["solve", "--max-memory", "0"], &["'0'", "--max-memory", "more than 0"]);
    usage_error(&["solve", "--search", "deep"], &["'deep'", "--search", "auto, full, lean"]);
    usage_error(&["solve", "--chek"], &["'--chek'", "--check"]);
    usage_error(&["solve", "--walls"], &["'--walls'"]);
    usage_error(&["analyze"], &["<GRID>"]);
    usage_error(&["analyze", "notagrid"], &["'notagrid'", "<GRID>"]);
    usage_error(&["bench"], &["<FILE>"]);
    usage_error(&["generate"], &["--moves"]);
    usage_error(&["generate", "--moves", "9..3"], &["'9..3'", "--moves", "empty"]);
    usage_error(&["generate", "--moves", "many"], &["'many'", "--moves"]);
    usage_error(&["generate", "--moves", "5..9", "--size", "6by6"], &["'6by6'", "--size"]);
    usage_error(&["generate", "--moves", "5..9", "--size", "13x6"], &["13×6", "Usage: rushhour generate"]);
    usage_error(&["compare", "--max-expanded", "-5"], &["'-5'"]);
}

#[test]
fn help_goes_to_stdout_and_a_flag_given_twice_takes_its_last_value() {
    for args in [&["help"][..], &["--help"], &["-h"]] {
        let (status, out, err) = cli(args, "");
        assert_eq!((status, err.as_str()), (0, ""), "{args:?}");
        for command in ["solve", "analyze", "bench", "generate", "compare"] {
            assert!(out.contains(&format!("  {command} ")), "{args:?} lists {command}: {out}");
        }
    }
    let (status, out, _) = cli(&["help", "generate"], "");
    assert_eq!(status, 0);
    assert!(out.contains("--moves <LO..HI>") && out.contains("--size <WxH>"), "{out}");
    let (_, out, _) = cli(&["solve", "--metric", "moves", "--metric=steps", "ooBoooooBoooAABooooooooooooooooooooo"], "");
    assert!(out.starts_with("7 "), "{out}");
}

#[test]
fn a_search_over_budget_is_reported_and_the_run_goes_on() {
    let input = "DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr\nooBoooooBoooAABooooooooooooooooooooo\n";
    let (status, out, err) = cli(&["solve", "--max-positions", "20000"], input);
    assert_eq!(status, 1);
    assert!(err.starts_with("line 1: ") && err.contains("budget of 20000 positions"), "{err}");
    assert!(out.starts_with("2 ooBoooooBoooAABooooooooooooooooooooo"), "{out}");
}

#[test]
fn the_lean_search_solves_a_9x9_board_within_a_memory_budget_and_the_12x12_stops_at_it() {
    // 9×9 #4 of the UvA boards (27 moves), by the lean search (auto on a board over 8×8) and the
    // full one, within 64 MB.
    let grid = "CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV";
    for search in ["auto", "lean", "full"] {
        let (status, out, err) = cli(&["solve", "--check", "--max-memory", "64M", "--search", search], &format!("27 {grid}\n"));
        assert_eq!(status, 0, "{search}: {err}");
        assert!(out.starts_with("27 "), "{search}: {out}");
    }
    let twelve = "DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr";
    let (status, out, err) = cli(&["solve", "--max-memory", "16M", twelve], "");
    assert_eq!((status, out.as_str()), (1, ""));
    assert!(err.contains("stopped at the memory budget of 16 MB after ") && err.contains(" positions, depth "), "{err}");
}

#[test]
fn generate_prints_moves_and_grid_deterministically() {
    let args = ["generate", "--moves", "36..60", "--count", "2", "--seed", "9"];
    let (status, out, err) = cli(&args, "");
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    for line in &lines {
        let (moves, grid) = line.split_once(' ').unwrap();
        let moves: usize = moves.parse().unwrap();
        assert!((36..=60).contains(&moves), "{line}");
        let (_, check, _) = cli(&["solve", grid], "");
        assert!(check.starts_with(&format!("{moves} {grid} ")), "{check}");
    }
    assert_eq!(cli(&args, "").1, out, "the same seed gives the same puzzles");
    assert_eq!(cli(&["generate", "--moves", "9..3"], "").0, 2);
    assert_eq!(cli(&["generate", "--moves", "5..9", "--size", "13x6"], "").0, 2, "a board too large is a usage error");
}

/// compare's table: the cells of the row whose first field is `name` (name and optimum, then
/// cost, expanded, b* and ms for each algorithm).
fn compare_row(out: &str, name: &str) -> Vec<Vec<String>> {
    let line = out.lines().find(|l| l.split_whitespace().next() == Some(name)).unwrap_or_else(|| panic!("no row {name}:\n{out}"));
    line.split('|').map(|cell| cell.split_whitespace().map(String::from).collect()).collect()
}

#[test]
fn compare_runs_every_algorithm_and_reports_bad_lines() {
    let input = "09 ooBoCCooBoooAABoooDDDooEoooooEoooooE seed-card-1\nnot a grid\nooooo/AAoxo/ooooo\n";
    let (status, out, err) = cli(&["compare"], input);
    assert_eq!(status, 1, "a bad line makes the run fail");
    assert!(err.starts_with("line 2: "), "{err}");
    for name in ["BFS", "DFS (depth ≤ 50)", "IDDFS", "A* (zero)", "A* (blocking)", "A* (two-level blocking)", "A* (3 × blocking)"] {
        assert!(out.contains(&format!("| {name}")), "{name}: {out}");
    }
    let row = compare_row(&out, "seed-card-1");
    assert_eq!(row[0], ["seed-card-1", "9"]);
    assert_eq!(row.len(), 8, "{out}");
    for (i, cells) in row[1..].iter().enumerate() {
        let cost: usize = cells[0].parse().unwrap();
        // DFS and the weighted heuristic may find longer plans.
        assert!(if i == 1 || i == 6 { cost >= 9 } else { cost == 9 }, "{out}");
        let expanded: u64 = cells[1].parse().unwrap();
        assert!(expanded > 0);
        // b*: n = b + … + b^cost for the positions generated, which are at least those expanded.
        let b: f64 = cells[2].parse().unwrap();
        let n: f64 = (1..=cost as i32).map(|k| b.powi(k)).sum();
        assert!(n >= expanded as f64 * 0.99, "{out}");
    }
    // A* with the stronger bound expands fewer positions than with the blocking count, and both
    // fewer than A* with h = 0.
    let expanded = |i: usize| row[i][1].parse::<u64>().unwrap();
    assert!(expanded(6) < expanded(5) && expanded(5) < expanded(4), "{out}");
    let unsolvable = compare_row(&out, "line");
    assert_eq!(unsolvable[0], ["line", "3", "none"]);
    assert!(unsolvable[1..].iter().all(|c| c[0] == "none" && c[2] == "-"), "{out}");
    let total = compare_row(&out, "total");
    assert_eq!(total[1][0], "1/2");
    assert_eq!(total[1][2], row[1][2], "the mean b* of one plan is its b*");
}

#[test]
fn compare_reads_files_and_stops_at_the_budget() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/seed-cards.txt");
    let (status, out, err) = cli(&["compare", "--max-expanded", "200", path], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("# metric moves, at most 200 expanded positions per run"), "{out}");
    let row = compare_row(&out, "seed-card-40");
    assert_eq!(row[0], ["seed-card-40", "44"]);
    assert!(row[1..].iter().all(|c| c[0] == "budget" && c[1] == "200"), "{out}");
    assert_eq!(compare_row(&out, "seed-card-1")[4][0], "9");
    let (status, out, err) = cli(&["compare", "--metric", "steps", "ooBoooooBoooAABooooooooooooooooooooo"], "");
    assert_eq!(status, 0, "{err}");
    let row = compare_row(&out, "line");
    assert_eq!(row[0], ["line", "1", "7"]);
    assert_eq!((row[1][0].as_str(), row[3][0].as_str(), row[4][0].as_str()), ("7", "7", "7"), "{out}");
}

#[test]
fn solve_stats_prints_each_search_s_figures_and_threads_are_checked() {
    // The 51-move puzzle: 4,780 positions, the last layer of depth 50 (the full solver).
    let (status, out, err) = cli(&["solve", "--stats", "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("51 "), "{out}");
    assert!(err.starts_with("line 1: ") && err.contains(" positions, depth 50, ") && err.contains(", peak "), "{err}");
    // The lean search on two threads stops at a small budget, its figures printed too.
    let grid = "CBBBoEoooCooGoEDDDoooGoEooIFFoGoHHHIJAAKooooIJoOKoLLLQMMOPNNooQRoOPToooQRSSSTUUVV";
    let (status, _, err) = cli(&["solve", "--stats", "--threads", "2", "--max-memory", "1M", grid], "");
    assert_eq!(status, 1, "{err}");
    assert!(err.contains(" positions, depth ") && err.contains("memory budget of 1 MB"), "{err}");
    let (status, _, err) = cli(&["solve", "--threads", "0", grid], "");
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("--threads"), "{err}");
}

#[test]
fn bounds_meet_on_a_9x9_board_and_a_stopped_run_keeps_its_last_proven_bound() {
    let grid = "CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV";
    let (status, out, err) = cli(&["bounds", "--widths", "1000", grid], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("upper bound: 27 moves (replayed under the rules): "), "{out}");
    assert!(out.contains("k  26: no plan of ≤ 26 moves: "), "{out}");
    assert!(!out.contains("k  27"), "{out}");
    assert!(out.contains("summary: optimum 27 moves: no plan of ≤ 26, and the plan above"), "{out}");
    // The plan printed replays under the rules.
    let p = grid::parse_paste(grid).unwrap();
    let line = out.lines().find(|l| l.starts_with("upper bound:")).unwrap();
    let plan = notation::parse_plan(&p.board, line.split_once("rules): ").unwrap().1).unwrap();
    assert!(rules::is_goal(&p.board, &rules::replay(&p.board, &p.start, &plan).unwrap()));
    // Without an upper bound, the search of k = 27 finds a goal and walks its plan back through
    // its layers, here kept on disk.
    let dir = std::env::temp_dir().join(format!("rushhour-cli-layers-{}", std::process::id()));
    let (status, out, err) = cli(&["bounds", "--widths", "0", "--layers-dir", dir.to_str().unwrap(), grid], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("summary: optimum 27 moves (the search of k = 27 found a plan)"), "{out}");
    let line = out.lines().find(|l| l.starts_with("plan: 27 moves (walked back")).unwrap_or_else(|| panic!("{out}"));
    let plan = notation::parse_plan(&p.board, line.split_once("rules): ").unwrap().1).unwrap();
    assert!(rules::is_goal(&p.board, &rules::replay(&p.board, &p.start, &plan).unwrap()));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "layer files left");
    std::fs::remove_dir(&dir).unwrap();
    let (_, out, _) = cli(&["bounds", "--widths", "0", "--no-plan", "--from", "27", grid], "");
    assert!(out.contains("plan: none: the search's layers were not kept"), "{out}");
    // The 12×12 within 8 MB: stopped by the budget, its proven bounds printed before.
    let twelve = "DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr";
    let (status, out, err) = cli(&["bounds", "--widths", "0", "--max-memory", "8M", twelve], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("k  12: no plan of ≤ 12 moves: "), "{out}");
    let last = out.lines().rfind(|l| l.starts_with("k ")).unwrap();
    let k: usize = last[1..5].trim().parse().unwrap();
    assert!(out.contains("summary: stopped: search stopped at the memory budget of 8 MB"), "{out}");
    assert!(out.contains(&format!("the optimum is in [{}, ?] moves", k + 1)), "{out}");
}
