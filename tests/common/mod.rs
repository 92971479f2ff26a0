//! Shared helpers for the native integration tests: the puzzle files shipped in `puzzles/`.
#![allow(dead_code)]

use rush_hour::engine::board::Puzzle;
use rush_hour::engine::grid;
use std::path::PathBuf;

pub fn puzzle_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("puzzles")
}

/// `(optimal moves or None for "--", puzzle, the line's name/extra field)` of every line.
pub fn read(file: &str) -> Vec<(Option<usize>, Puzzle, String)> {
    let text = std::fs::read_to_string(puzzle_dir().join(file)).expect("puzzle file");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let mut t = l.split_whitespace();
            let moves = t.next().unwrap().parse().ok();
            let p = grid::parse(t.next().unwrap()).unwrap_or_else(|e| panic!("{l}: {e}"));
            (moves, p, t.next().unwrap_or("").to_string())
        })
        .collect()
}
