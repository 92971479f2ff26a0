//! A wandering player's walk for the browser test (tests/e2e/after-move.test.mjs): from a large
//! board's start, `--moves` random one-cell moves, never the optimal plan's next move nor one to
//! the goal nor of the vehicle moved last (the page counts that as the same move), each with the lean solver's distance from the position it reaches (issue 62, item 6).
//!
//! `cargo run --release -p rush-hour-engine --example wander_script -- NAME [--moves N] [--seed S]`
//!
//! Prints a JavaScript array of `[label, key, distance]`: the vehicle, the arrow key that moves it
//! one cell, and the moves to go after it.

use rush_hour_engine::model::board::{Axis, Position, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, Move, apply, is_goal, legal_moves};
use rush_hour_engine::search::frontier::solve_lean;
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::Outcome;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str, default: u64| {
        args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).map_or(default, |v| v.parse().expect("a number"))
    };
    let (moves, mut rng) = (value("--moves", 8) as usize, value("--seed", 1) | 1);
    let name = args.first().expect("a board of puzzles/large-boards.txt");
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/large-boards.txt")).expect("puzzles");
    let line = text.lines().find(|l| l.split_whitespace().nth(2) == Some(name)).expect("a board of large-boards.txt");
    let p: Puzzle = grid::parse(line.split_whitespace().nth(1).unwrap()).unwrap();
    let plan_from = |pos: &Position| match solve_lean(&p.board, pos, Metric::Moves, &mut Limits::default()).unwrap().outcome {
        Outcome::Solved(plan) => plan,
        Outcome::Unsolvable => panic!("unsolvable"),
    };
    let mut here = p.start.clone();
    let mut plan = plan_from(&here);
    let mut steps = Vec::new();
    let mut last = usize::MAX;
    for _ in 0..moves {
        let options: Vec<Move> = legal_moves(&p.board, &here, Metric::Moves)
            .into_iter()
            .filter(|&m| {
                m.delta.abs() == 1 && m.vehicle as usize != last && m != plan[0] && !is_goal(&p.board, &apply(&p.board, &here, m).unwrap())
            })
            .collect();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let m = options[(rng % options.len() as u64) as usize];
        here = apply(&p.board, &here, m).unwrap();
        last = m.vehicle as usize;
        plan = plan_from(&here);
        let v = &p.board.vehicles()[m.vehicle as usize];
        let key = match (v.axis, m.delta > 0) {
            (Axis::Horizontal, true) => "ArrowRight",
            (Axis::Horizontal, false) => "ArrowLeft",
            (Axis::Vertical, true) => "ArrowDown",
            (Axis::Vertical, false) => "ArrowUp",
        };
        steps.push(format!("['{}', '{key}', {}]", v.label, plan.len()));
    }
    println!("[{}]", steps.join(", "));
}
