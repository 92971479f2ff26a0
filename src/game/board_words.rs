//! The board in words, for a screen reader and a keyboard, as lichess's blind mode has it: each
//! cell's name (the game's board carries them as an ARIA grid), the position as text one row a
//! line, and a move typed in card notation (`C←1`) or in plain words (`C left 1`, `a r 3`), read
//! with the engine's notation parser and checked under the rules, a refusal naming its fault.

use crate::palette::{Palette, colour_name};
use rush_hour_engine::model::board::{Axis, Board, Exit, Position};
use rush_hour_engine::model::notation::{NotationError, parse_plan};
use rush_hour_engine::model::rules::{self, Move, MoveError};

/// The cell beside the exit, `(row, column)` from 0: the red car's line at the exit's side.
pub fn exit_cell(board: &Board) -> (u8, u8) {
    let line = board.vehicle(0).line;
    match board.exit() {
        Exit::East => (line, board.width() - 1),
        Exit::West => (line, 0),
        Exit::North => (0, line),
        Exit::South => (board.height() - 1, line),
    }
}

/// A move's way on screen: "left", "right", "up" or "down".
pub fn way(axis: Axis, forward: bool) -> &'static str {
    match (axis, forward) {
        (Axis::Horizontal, true) => "right",
        (Axis::Horizontal, false) => "left",
        (Axis::Vertical, true) => "down",
        (Axis::Vertical, false) => "up",
    }
}

/// A cell's name in the board's grid: what is on it, the vehicle's letter first so that colours
/// never run together on a large board ("A, red car", "C, amber truck", "wall", "empty"), and
/// on the exit's cell where the exit is ("empty, exit to the east"). `cells` is
/// `Board::cells` of the position.
pub fn cell_name(board: &Board, cells: &[Vec<Option<char>>], row: u8, col: u8, palette: Palette) -> String {
    let mut name = match cells[usize::from(row)][usize::from(col)] {
        None => "empty".to_string(),
        Some('x') => "wall".to_string(),
        Some(label) => {
            let i = board.index_of(label).unwrap_or_default();
            format!("{label}, {} {}", colour_name(i, palette), board.vehicle(i).kind())
        }
    };
    if (row, col) == exit_cell(board) {
        name += ", exit to the ";
        name += board.exit().name();
    }
    name
}

/// The position as text, one line a row: "row 3: A A · · · · exit" (`·` an empty cell, a
/// vehicle's letter on each of its cells, "wall"), the exit at its row's end on the east or west
/// side, or a line of its own above or below the rows on the north or south side.
pub fn rows_text(board: &Board, pos: &Position) -> Vec<String> {
    let (exit_row, exit_col) = exit_cell(board);
    let column_exit = |side: &str| format!("exit {side} column {}", exit_col + 1);
    let mut lines = Vec::with_capacity(usize::from(board.height()) + 1);
    if board.exit() == Exit::North {
        lines.push(column_exit("above"));
    }
    for (r, row) in board.cells(pos).iter().enumerate() {
        let on_exit_row = r == usize::from(exit_row);
        let mut line = format!("row {}:", r + 1);
        if on_exit_row && board.exit() == Exit::West {
            line += " exit";
        }
        for cell in row {
            line += match cell {
                None => " ·",
                Some('x') => " wall",
                Some(_) => " ",
            };
            if let Some(label) = cell.filter(|&c| c != 'x') {
                line.push(label);
            }
        }
        if on_exit_row && board.exit() == Exit::East {
            line += " exit";
        }
        lines.push(line);
    }
    if board.exit() == Exit::South {
        lines.push(column_exit("below"));
    }
    lines
}

/// The directions a typed move may name, each with its sign in card notation: an arrow, its
/// ASCII look-alike, a word, its first letter, a compass point (Fogleman's `+` and `-` pass as
/// they are).
const WAYS: [(char, &str); 4] =
    [('←', "← < l left w west"), ('→', "→ > r right e east"), ('↑', "↑ ^ u up n north"), ('↓', "↓ v d down s south")];

/// A typed move read and checked on the position: a vehicle's letter (the board's own, else its
/// capital: `a` is A where no vehicle is labelled `a`), a direction (an arrow `← → ↑ ↓` or
/// `< > ^ v`, Fogleman's `+` or `-`, or a word: left, right, up, down, their first letters, or
/// west, east, north, south) and a distance in cells (1 when left out), with or without spaces,
/// read by the engine's `parse_plan`. A refusal says what is wrong: no such vehicle, a direction
/// across its axis, the vehicle or wall in its way, the board's edge.
pub fn read_move(board: &Board, pos: &Position, text: &str) -> Result<Move, String> {
    const AS: &str = "as C←1 or C left 1";
    let text = text.trim();
    let mut chars = text.chars();
    let Some(typed) = chars.next() else { return Err(format!("Type a move, {AS}")) };
    let label = if board.index_of(typed).is_some() { typed } else { typed.to_ascii_uppercase() };
    let rest = chars.as_str().trim_start();
    let word_len = match rest.find(|c: char| !c.is_ascii_alphabetic()) {
        Some(0) => rest.chars().next().map_or(0, char::len_utf8),
        found => found.unwrap_or(rest.len()),
    };
    let (word, distance) = rest.split_at(word_len);
    let word = word.to_ascii_lowercase();
    let sign = match WAYS.iter().find(|(_, words)| words.split(' ').any(|w| w == word)) {
        Some(&(sign, _)) => sign,
        None if word == "+" || word == "-" => word.chars().next().unwrap_or('+'),
        None => return Err(format!("“{text}” is not a move: type a vehicle's letter, a direction and a distance, {AS}")),
    };
    let distance = match distance.trim() {
        "" => "1",
        d => d,
    };
    let mv = match parse_plan(board, &format!("{label}{sign}{distance}")).as_deref() {
        Ok([mv]) => *mv,
        Err(NotationError::UnknownLabel { .. }) => return Err(format!("There is no vehicle {typed} on this board")),
        Err(NotationError::WrongAxis { .. }) => {
            let axis = board.vehicle(board.index_of(label).unwrap_or_default()).axis;
            let typed_way = way(if matches!(sign, '←' | '→') { Axis::Horizontal } else { Axis::Vertical }, matches!(sign, '→' | '↓'));
            return Err(format!("{label} moves {} and {}, not {typed_way}", way(axis, false), way(axis, true)));
        }
        _ => return Err(format!("“{distance}” is not a distance: type the cells to move, {AS}")),
    };
    match rules::apply(board, pos, mv) {
        Err(MoveError::Blocked { .. }) => Err(blocked(board, pos, mv)),
        _ => Ok(mv),
    }
}

/// Why `mv` cannot be made, from how far the vehicle can go (`rules::legal_range`): "C cannot
/// move left 2: blocked by B at row 3, column 2", "… by a wall at …", "… the board's edge is
/// 1 cell away".
fn blocked(board: &Board, pos: &Position, mv: Move) -> String {
    let v = usize::from(mv.vehicle);
    let vehicle = board.vehicle(v);
    let (min, max) = rules::legal_range(board, pos, v);
    let forward = mv.delta > 0;
    // The first cell along the line that the vehicle cannot enter (255: before the line's start).
    let next = if forward { max + vehicle.len } else { min.wrapping_sub(1) };
    let why = if next >= board.line_len(v) {
        let room = if forward { max - pos.offset(v) } else { pos.offset(v) - min };
        match room {
            0 => "it is at the board's edge".to_string(),
            1 => "the board's edge is 1 cell away".to_string(),
            n => format!("the board's edge is {n} cells away"),
        }
    } else {
        let (row, col) = match vehicle.axis {
            Axis::Horizontal => (vehicle.line, next),
            Axis::Vertical => (next, vehicle.line),
        };
        let by = match board.cells(pos)[usize::from(row)][usize::from(col)] {
            Some('x') => "a wall".to_string(),
            other => other.unwrap_or('?').to_string(),
        };
        format!("blocked by {by} at row {}, column {}", row + 1, col + 1)
    };
    format!("{} cannot move {} {}: {why}", vehicle.label, way(vehicle.axis, forward), mv.distance())
}

#[cfg(test)]
mod tests;
