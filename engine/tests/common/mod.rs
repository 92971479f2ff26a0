//! Shared helpers for the native integration tests: the puzzle files shipped in `puzzles/`.
#![allow(dead_code)]

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use std::path::PathBuf;

pub fn puzzle_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../puzzles")
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

use rush_hour_engine::model::board::{Axis, Board, Exit, Vehicle};

/// A small deterministic random generator (xorshift64*), so property tests need no RNG crate.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random legal board of `w`×`h`: a red car on a random line and axis, a random exit side of
/// its axis, up to `tries` other vehicles of length 2 or 3 (where they fit) and a few walls.
pub fn random_puzzle(w: usize, h: usize, tries: usize, walls: bool, seed: u64) -> Puzzle {
    let mut rng = XorShift(seed | 1);
    let mut grid = vec![vec![false; w]; h];
    let mut placed = Vec::new();
    let labels: Vec<char> = grid::labels().collect();
    let red_axis = if rng.below(2) == 0 { Axis::Horizontal } else { Axis::Vertical };
    let place = |rng: &mut XorShift, grid: &mut Vec<Vec<bool>>, label: char, axis: Axis, len: u8| -> Option<(Vehicle, u8)> {
        let (lines, along) = match axis {
            Axis::Horizontal => (h, w),
            Axis::Vertical => (w, h),
        };
        if len as usize > along {
            return None;
        }
        let line = rng.below(lines as u64) as u8;
        let off = rng.below((along - len as usize + 1) as u64) as u8;
        let v = Vehicle { label, axis, line, len };
        if v.cells(off).any(|(r, c)| grid[r as usize][c as usize]) {
            return None;
        }
        for (r, c) in v.cells(off) {
            grid[r as usize][c as usize] = true;
        }
        Some((v, off))
    };
    let red = loop {
        if let Some(p) = place(&mut rng, &mut grid, 'A', red_axis, 2) {
            break p;
        }
    };
    placed.push(red);
    for _ in 0..tries {
        let axis = if rng.below(2) == 0 { Axis::Horizontal } else { Axis::Vertical };
        let len = 2 + rng.below(2) as u8;
        if let Some(p) = place(&mut rng, &mut grid, labels[placed.len()], axis, len) {
            placed.push(p);
        }
    }
    let mut wall_cells = Vec::new();
    if walls {
        for _ in 0..rng.below(3) {
            let (r, c) = (rng.below(h as u64) as usize, rng.below(w as u64) as usize);
            if !grid[r][c] {
                grid[r][c] = true;
                wall_cells.push((r as u8, c as u8));
            }
        }
    }
    let exit = match (red_axis, rng.below(2)) {
        (Axis::Horizontal, 0) => Exit::East,
        (Axis::Horizontal, _) => Exit::West,
        (Axis::Vertical, 0) => Exit::North,
        (Axis::Vertical, _) => Exit::South,
    };
    Board::build(w, h, wall_cells, placed, Some(exit)).expect("random boards are legal by construction")
}
