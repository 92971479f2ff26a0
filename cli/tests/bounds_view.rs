//! The classroom's Bounds view runs `search::bounds_run` with `BoundsSettings::classroom`, one
//! step a request in the page's worker; `rushhour bounds` with the same flags runs the same
//! code. Here both run on a 6×6 and a 9×9 (UvA #4) and their numbers must be equal: each beam's
//! plan lengths, each k's result, positions kept, expanded and pruned, deepest layer, the end.

use rush_hour_cli::run;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::bounds_run::{BoundsEnd, BoundsRun, BoundsSettings, BoundsStep, CLASSROOM_WIDTHS};
use rush_hour_engine::search::limits::{Limits, thousands};
use rush_hour_engine::search::solver::{Outcome, solve};
use rush_hour_engine::teach::heuristic::Heuristic;
use std::io::Cursor;

fn cli(args: &[&str]) -> String {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = run(&args, &mut Cursor::new(&b""[..]), &mut out, &mut err);
    assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8(out).unwrap()
}

/// The view's lines, in the CLI's words for the figures both print (no times, no memory).
fn view_lines(grid_text: &str, heuristic: Heuristic) -> (Vec<String>, Option<BoundsEnd>) {
    let p = grid::parse_paste(grid_text).unwrap();
    let mut run = BoundsRun::new(&p.board, &p.start, BoundsSettings::classroom(heuristic, 256 << 20));
    let mut limits = Limits { max_memory: 256 << 20, ..Limits::default() };
    let mut lines = Vec::new();
    while let Some(step) = run.step(&mut limits) {
        lines.push(match step {
            BoundsStep::Upper { tried, plan } => {
                assert_eq!(plan.as_ref().map(Vec::len), tried.shortened);
                match (tried.found, tried.shortened) {
                    (Some(found), Some(short)) => format!("upper: beam width {}: {found} moves, shortened to {short}", tried.width),
                    _ => format!("upper: beam width {}: no plan", tried.width),
                }
            }
            BoundsStep::Lower(d) => format!(
                "k {:>3}: {}: {} positions kept, {} expanded, {} pruned, depth {}",
                d.moves,
                if d.proven { format!("no plan of ≤ {} moves", d.moves) } else { format!("a plan of ≤ {} moves exists", d.moves) },
                thousands(d.positions()),
                thousands(d.expanded),
                thousands(d.pruned),
                d.layers.len() - 1
            ),
        });
    }
    (lines, run.end().cloned())
}

/// The CLI's lines with the same figures: its times and memory cut out.
fn cli_lines(grid_text: &str, heuristic: &str) -> Vec<String> {
    let widths = CLASSROOM_WIDTHS.map(|w| w.to_string()).join(",");
    let out = cli(&[
        "bounds",
        "--widths",
        &widths,
        "--radius",
        "3",
        "--heuristic",
        heuristic,
        "--max-memory",
        "256M",
        "--threads",
        "1",
        grid_text,
    ]);
    out.lines()
        .filter_map(|l| {
            if l.starts_with("upper: ") {
                Some(l.rsplit_once(", ").filter(|(_, t)| t.ends_with(" s")).map_or(l, |(head, _)| head).to_string())
            } else if l.starts_with("k ") {
                // `k K: what: T s, search peak …, resident peak …, P positions kept, …, depth D, total T`
                let (head, rest) = l.split_once(": ").unwrap();
                let (what, rest) = rest.split_once(": ").unwrap();
                let figures: Vec<&str> = rest.split(", ").collect();
                let kept = figures.iter().position(|f| f.ends_with("positions kept")).unwrap();
                Some(format!("{head}: {what}: {}", figures[kept..kept + 4].join(", ")))
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn the_views_numbers_are_the_clis_on_a_6x6_and_a_9x9() {
    // UvA 6×6 #1 (21 moves) and UvA 9×9 #4 (27 moves).
    for (grid_text, optimum) in [
        ("oBBCCC/oDDFEE/AAHFoJ/GGHIIJ/LoMoKK/LoMooo", 21),
        ("CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV", 27),
    ] {
        for (heuristic, name) in [(Heuristic::TwoLevel, "two-level"), (Heuristic::Blocking, "blocking")] {
            let (view, end) = view_lines(grid_text, heuristic);
            assert_eq!(view, cli_lines(grid_text, name), "{grid_text} with {name}");
            let Some(BoundsEnd::Optimal { moves, plan: Ok(plan), .. }) = end else { panic!("{grid_text}: {end:?}") };
            assert_eq!((moves, plan.len()), (optimum, optimum), "{grid_text} with {name}");
            assert!(view.iter().filter(|l| l.starts_with("k ")).count() >= 2, "{grid_text}: {view:?}");
        }
    }
}

#[test]
fn with_no_estimate_the_6x6_is_proven_too_and_needs_more_positions() {
    let grid_text = "oBBCCC/oDDFEE/AAHFoJ/GGHIIJ/LoMoKK/LoMooo";
    let (none, end) = view_lines(grid_text, Heuristic::Zero);
    assert_eq!(none, cli_lines(grid_text, "none"));
    assert!(matches!(end, Some(BoundsEnd::Optimal { moves: 21, .. })), "{end:?}");
    let expanded = |lines: &[String]| -> usize {
        lines
            .iter()
            .filter_map(|l| l.split(", ").find(|f| f.ends_with(" expanded")))
            .map(|f| f.trim_end_matches(" expanded").replace(',', "").parse::<usize>().unwrap())
            .sum()
    };
    let (two_level, _) = view_lines(grid_text, Heuristic::TwoLevel);
    assert!(expanded(&none) > expanded(&two_level), "{none:?}\n{two_level:?}");
}

#[test]
fn a_board_with_no_plan_ends_with_no_plan_exists() {
    // The red car's row is closed by a truck that cannot leave it (another fills its column).
    let grid_text = "ooBooo/ooBooo/AABooo/ooCooo/ooCooo/ooCDDo";
    let p = grid::parse_paste(grid_text).unwrap();
    let solved = solve(&p.board, &p.start, Metric::Moves).unwrap();
    assert_eq!(solved.outcome, Outcome::Unsolvable);
    let (lines, end) = view_lines(grid_text, Heuristic::TwoLevel);
    assert_eq!(end, Some(BoundsEnd::NoPlan), "{lines:?}");
    let out = cli(&["bounds", "--widths", "10", grid_text]);
    assert!(out.contains("summary: no plan exists"), "{out}");
}

#[test]
fn the_recorded_12x12_file_is_the_clis_output() {
    // puzzles/uva-12x12-bounds.txt, read by the Bounds view: its lines of k ≤ 12 are what the CLI
    // prints now (times and memory aside), so a new run can regenerate the file.
    let recorded = include_str!("../../puzzles/uva-12x12-bounds.txt");
    let grid_text = "DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr";
    let out = cli(&["bounds", "--widths", "0", "--threads", "1", "--max-moves", "12", "--max-memory", "256M", grid_text]);
    // `k K: what: T s, search peak …, resident peak …, then the counts`: the counts compared.
    let counts = |l: &str| -> String {
        let (head, rest) = l.split_once(": ").unwrap();
        let (what, rest) = rest.split_once(": ").unwrap();
        let figures: Vec<&str> = rest.split(", ").collect();
        let kept = figures.iter().position(|f| f.ends_with("positions kept")).unwrap();
        format!("{head}: {what}: {}", figures[kept..figures.len() - 1].join(", "))
    };
    let now: Vec<String> = out.lines().filter(|l| l.starts_with("k ")).map(counts).collect();
    let then: Vec<String> = recorded.lines().filter(|l| l.starts_with("k ")).take(11).map(counts).collect();
    assert_eq!(now.len(), 11, "{out}");
    assert_eq!(now, then);
    let board_line = out.lines().next().unwrap();
    assert!(recorded.lines().any(|l| l == board_line), "{board_line}");
}

#[test]
fn the_lessons_worked_example_has_the_numbers_its_text_says() {
    // src/app/classroom/bounds_lesson.rs: blocking 1 + 2 = 3, two-level 3 + 1 (D) = 4, optimum 4
    // by C↑2 D←3 B↓3 A→4.
    use rush_hour_engine::teach::heuristic::{blocking_heuristic, two_level_heuristic};
    let p = grid::parse_paste("oooBoo/oooBoo/AAoBCo/ooooCo/oooDDD/oooooo").unwrap();
    assert_eq!(blocking_heuristic(&p.board, &p.start, Metric::Moves), 3);
    assert_eq!(two_level_heuristic(&p.board, &p.start, Metric::Moves), 4);
    let Outcome::Solved(plan) = solve(&p.board, &p.start, Metric::Moves).unwrap().outcome else { panic!("solvable") };
    let text = rush_hour_engine::model::notation::format_plan(&p.board, &plan, rush_hour_engine::model::notation::Style::Card);
    assert_eq!(text, "C↑2 D←3 B↓3 A→4");
}
