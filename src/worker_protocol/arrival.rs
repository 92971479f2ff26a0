//! What each side checks in a message before it uses it: the engine's types travel as they are
//! (`Board`'s fields included), so a board, a position or a plan that breaks the rules reads
//! without complaint. Read from the other side, a puzzle is built again by the board's rules
//! (`Board::build`: sizes, bounds, no two vehicles on a cell, …), a position checked on its board
//! the same way, and a plan replayed under the rules; each fault is a message naming it, never a
//! panic.

use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::rules::{Move, apply};

/// `puzzle` as read, if its board and start keep the rules: else what breaks them.
pub fn checked_puzzle(puzzle: Puzzle) -> Result<Puzzle, String> {
    checked_position(&puzzle.board, &puzzle.start)?;
    Ok(puzzle)
}

/// Whether `at` is a position of `board` (and `board` a board): one offset a vehicle, every
/// vehicle within the board, none on another or on a wall.
pub fn checked_position(board: &Board, at: &Position) -> Result<(), String> {
    let (vehicles, offsets) = (board.vehicles(), at.offsets());
    if offsets.len() != vehicles.len() {
        return Err(format!("a position of {} vehicles on a board of {}", offsets.len(), vehicles.len()));
    }
    let placed = vehicles.iter().copied().zip(offsets.iter().copied()).collect();
    let (width, height) = (board.width() as usize, board.height() as usize);
    let built = Board::build(width, height, board.walls().to_vec(), placed, Some(board.exit())).map_err(|e| e.to_string())?;
    if built.board != *board {
        return Err("the board's red car is not its first vehicle, or its walls are out of order".into());
    }
    Ok(())
}

/// `plan` from `from` on `board`, if every move keeps the rules: else which move breaks them.
/// (`from` is checked already.)
pub fn checked_plan(board: &Board, from: &Position, plan: Vec<Move>) -> Result<Vec<Move>, String> {
    let mut at = from.clone();
    for (i, &mv) in plan.iter().enumerate() {
        at = apply(board, &at, mv).map_err(|e| format!("move {} of the plan: {e}", i + 1))?;
    }
    Ok(plan)
}

#[cfg(test)]
pub(crate) mod tests;
