//! Grid strings, the project's public puzzle format (URL, paste box, files, CLI).
//!
//! `rows [":" exit]` where rows is 36 cells (6×6), N² cells (an N×N square) or rows joined by `/`
//! (any rectangle); `o` or `.` is empty, `x` a wall, `A` the red car, other vehicles `B`–`Z`, then
//! `a`–`z` except `o` and `x`, then `0`–`9`; the exit `E W N S` (either case: `:w` reads as `:W`;
//! spaces around the `:` are allowed) defaults to `E` for a horizontal red car and `N` for a
//! vertical one.
//!
//! [`parse`] reads exactly that format; [`parse_paste`] also reads what people paste: a Fogleman
//! database line (`51 GBBo…JFFo 4780`), a `#GRID/51` URL fragment, or a board drawn one row per
//! line, with or without a border like seed 000's diagram. [`format`] writes the canonical form.

use crate::model::board::{Axis, Board, BoardError, Exit, MAX_SIDE, MIN_SIDE, Position, Puzzle, Vehicle};
use std::fmt;

mod paste;
pub use paste::parse_paste;

/// What is wrong with a grid string, and where. Rows, columns and character positions in the
/// messages are 1-based, for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridError {
    Empty,
    /// A single run of cells whose length is not a square of 3..=12.
    BadLength {
        cells: usize,
    },
    /// Row `row` (0-based) has `len` cells where the first row has `expected`.
    RaggedRow {
        row: usize,
        len: usize,
        expected: usize,
    },
    /// A character outside the alphabet at character `index` (0-based) of the input.
    UnknownChar {
        ch: char,
        index: usize,
    },
    /// The text after the `:` at character `index` (0-based) is not one of `E W N S` (either
    /// case, spaces around it allowed); `text` is that text without the spaces around it, at most
    /// its first [`EXCERPT_CHARS`] characters (a link can be long); empty when nothing follows.
    BadExit {
        text: String,
        index: usize,
    },
    /// A label whose cells are not one straight contiguous line.
    NotStraight {
        label: char,
        row: u8,
        col: u8,
    },
    /// One label on two separate pieces of the board (two red cars, two vehicles `B`): the first
    /// cell of each, 0-based.
    TwoVehicles {
        label: char,
        first: (u8, u8),
        second: (u8, u8),
    },
    /// A text longer than any puzzle ([`MAX_TEXT_CHARS`]): not read further.
    TooLong {
        chars: usize,
    },
    /// Anything the board itself rejects (size, red car, exit axis, one-cell vehicle, …).
    Board(BoardError),
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::Empty => write!(f, "the grid is empty"),
            GridError::BadLength { cells } => write!(
                f,
                "{cells} cells do not make a square board: give 36 cells for 6×6, N² cells for N×N \
                 (N from {MIN_SIDE} to {MAX_SIDE}), or rows joined by '/'"
            ),
            GridError::RaggedRow { row, len, expected } => {
                write!(f, "row {} has {len} cells but row 1 has {expected}; every row must be as long", row + 1)
            }
            GridError::UnknownChar { ch, index } => write!(
                f,
                "unknown character {:?} at position {}: use o or . for empty, x for a wall, A for \
                 the red car, B–Z, a–z (not o or x) or 0–9 for vehicles",
                ch,
                index + 1
            ),
            GridError::BadExit { text, index } if text.is_empty() => {
                write!(f, "no exit after the ':' at position {}; give E, W, N or S (or leave out the ':')", index + 1)
            }
            GridError::BadExit { text, index } => {
                write!(f, "unknown exit {text:?} after the ':' at position {}; use E, W, N or S", index + 1)
            }
            GridError::NotStraight { label, row, col } => write!(
                f,
                "vehicle {label} (first cell at row {}, column {}) is not one straight line of \
                 adjacent cells",
                row + 1,
                col + 1
            ),
            GridError::TwoVehicles { label, first, second } => {
                let at = |(r, c): (u8, u8)| format!("row {}, column {}", r + 1, c + 1);
                if *label == 'A' {
                    write!(f, "there are two red cars (A at {} and at {}); a puzzle has one", at(*first), at(*second))
                } else {
                    write!(f, "two vehicles are labelled {label} (at {} and at {}); give each its own label", at(*first), at(*second))
                }
            }
            GridError::TooLong { chars } => {
                write!(f, "the text is {chars} characters long; a puzzle takes at most {MAX_TEXT_CHARS}")
            }
            GridError::Board(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GridError {}

/// Characters of an unknown exit quoted in [`GridError::BadExit`].
pub const EXCERPT_CHARS: usize = 12;

/// The longest text [`parse_paste`] reads: a 12×12 board drawn with spaces, borders and row
/// numbers takes about 500 characters; a longer text is refused before it is parsed.
pub const MAX_TEXT_CHARS: usize = 4_000;

impl GridError {
    /// The character (0-based, in the text given to [`parse`] or [`parse_paste`]) the fault is
    /// at, when it is at one.
    pub fn position(&self) -> Option<usize> {
        match self {
            GridError::UnknownChar { index, .. } | GridError::BadExit { index, .. } => Some(*index),
            _ => None,
        }
    }

    /// The error with its position moved `by` characters on (a token read out of a longer text).
    fn shifted(self, by: usize) -> GridError {
        match self {
            GridError::UnknownChar { ch, index } => GridError::UnknownChar { ch, index: index + by },
            GridError::BadExit { text, index } => GridError::BadExit { text, index: index + by },
            e => e,
        }
    }
}

impl From<BoardError> for GridError {
    fn from(e: BoardError) -> Self {
        GridError::Board(e)
    }
}

/// A cell of a grid string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Empty,
    Wall,
    Vehicle(char),
}

/// True for the characters that label vehicles: `A`–`Z`, `a`–`z` except `o` and `x`, `0`–`9`.
pub fn is_label(c: char) -> bool {
    c.is_ascii_uppercase() || c.is_ascii_digit() || (c.is_ascii_lowercase() && c != 'o' && c != 'x')
}

/// Every vehicle label in canonical order: `A`, `B`–`Z`, `a`–`z` without `o` and `x`, `0`–`9`.
pub fn labels() -> impl Iterator<Item = char> {
    ('A'..='Z').chain(('a'..='z').filter(|&c| c != 'o' && c != 'x')).chain('0'..='9')
}

fn cell_of(c: char) -> Option<Cell> {
    match c {
        'o' | '.' => Some(Cell::Empty),
        'x' => Some(Cell::Wall),
        c if is_label(c) => Some(Cell::Vehicle(c)),
        _ => None,
    }
}

/// Parses the strict grid-string format (spaces allowed only around the text and the exit).
pub fn parse(input: &str) -> Result<Puzzle, GridError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(GridError::Empty);
    }
    // Characters before the trimmed text, so positions in errors count from the input's start.
    let lead = input[..input.len() - input.trim_start().len()].chars().count();
    // The exit: one letter of `E W N S`, in either case (`:w` is the west exit, written `:W`),
    // with spaces allowed around the `:` and the letter.
    let (rows_text, exit) = match s.split_once(':') {
        Some((rows, exit)) => {
            let e = exit.trim();
            let mut chars = e.chars();
            match (chars.next().and_then(Exit::from_letter), chars.next()) {
                (Some(x), None) => (rows.trim_end(), Some(x)),
                _ => {
                    let mut text: String = e.chars().take(EXCERPT_CHARS).collect();
                    if e.chars().nth(EXCERPT_CHARS).is_some() {
                        text.push('…');
                    }
                    return Err(GridError::BadExit { text, index: lead + rows.chars().count() });
                }
            }
        }
        None => (s, None),
    };
    // Check the alphabet first, so the error names the exact character position.
    let mut rows: Vec<Vec<Cell>> = vec![Vec::new()];
    for (i, ch) in rows_text.chars().enumerate() {
        if ch == '/' {
            rows.push(Vec::new());
            continue;
        }
        let cell = cell_of(ch).ok_or(GridError::UnknownChar { ch, index: lead + i })?;
        rows.last_mut().expect("rows starts non-empty").push(cell);
    }
    let rows = if rows.len() == 1 {
        let cells = rows.pop().expect("one row");
        let n = (MIN_SIDE as usize..=MAX_SIDE as usize).find(|n| n * n == cells.len());
        match n {
            Some(n) => cells.chunks(n).map(|r| r.to_vec()).collect(),
            None if cells.is_empty() => return Err(GridError::Empty),
            None => return Err(GridError::BadLength { cells: cells.len() }),
        }
    } else {
        rows
    };
    build(rows, exit)
}

fn build(rows: Vec<Vec<Cell>>, exit: Option<Exit>) -> Result<Puzzle, GridError> {
    let expected = rows[0].len();
    if let Some((row, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != expected) {
        return Err(GridError::RaggedRow { row, len: r.len(), expected });
    }
    let (height, width) = (rows.len(), expected);
    let side = MIN_SIDE as usize..=MAX_SIDE as usize;
    if !side.contains(&width) || !side.contains(&height) {
        return Err(BoardError::BadSize { width, height }.into());
    }
    let mut walls = Vec::new();
    // label → cells in row-major order, labels in order of first appearance
    let mut groups: Vec<(char, Vec<(u8, u8)>)> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            let rc = (r as u8, c as u8);
            match cell {
                Cell::Empty => {}
                Cell::Wall => walls.push(rc),
                Cell::Vehicle(l) => match groups.iter_mut().find(|(g, _)| *g == l) {
                    Some((_, cells)) => cells.push(rc),
                    None => groups.push((l, vec![rc])),
                },
            }
        }
    }
    let mut placed = Vec::with_capacity(groups.len());
    for (label, cells) in groups {
        let (r0, c0) = cells[0];
        if cells.len() == 1 {
            return Err(BoardError::OneCellVehicle { label, row: r0, col: c0 }.into());
        }
        let horizontal = cells.iter().enumerate().all(|(i, &(r, c))| r == r0 && c as usize == c0 as usize + i);
        let vertical = cells.iter().enumerate().all(|(i, &(r, c))| c == c0 && r as usize == r0 as usize + i);
        let (axis, line, offset) = if horizontal {
            (Axis::Horizontal, r0, c0)
        } else if vertical {
            (Axis::Vertical, c0, r0)
        } else if let Some(second) = second_piece(&cells) {
            return Err(GridError::TwoVehicles { label, first: (r0, c0), second });
        } else {
            return Err(GridError::NotStraight { label, row: r0, col: c0 });
        };
        placed.push((Vehicle { label, axis, line, len: cells.len() as u8 }, offset));
    }
    Ok(Board::build(width, height, walls, placed, exit)?)
}

/// The first cell (row-major) not connected to the first one through side-by-side cells: a
/// second vehicle with the same label.
fn second_piece(cells: &[(u8, u8)]) -> Option<(u8, u8)> {
    let mut reached = vec![false; cells.len()];
    reached[0] = true;
    let mut todo = vec![0];
    while let Some(i) = todo.pop() {
        let (r, c) = cells[i];
        for (j, &(r2, c2)) in cells.iter().enumerate() {
            if !reached[j] && r.abs_diff(r2) + c.abs_diff(c2) == 1 {
                reached[j] = true;
                todo.push(j);
            }
        }
    }
    cells.iter().zip(&reached).find(|(_, r)| !**r).map(|(&rc, _)| rc)
}

/// The canonical grid string: `o` for empty, square boards without separators, `/` between the
/// rows of a rectangular one, `:X` only when the exit is not the default for the red car's axis.
pub fn format(board: &Board, pos: &Position) -> String {
    let cells = board.cells(pos);
    let square = board.width() == board.height();
    let mut s = String::with_capacity(cells.len() * (cells[0].len() + 1) + 2);
    for (r, row) in cells.iter().enumerate() {
        if r > 0 && !square {
            s.push('/');
        }
        s.extend(row.iter().map(|c| c.unwrap_or('o')));
    }
    if board.exit() != Exit::default_for(board.vehicle(0).axis) {
        s.push(':');
        s.push(board.exit().letter());
    }
    s
}

#[cfg(test)]
mod tests;
