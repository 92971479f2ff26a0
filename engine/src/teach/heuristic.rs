//! A*'s heuristic for the classroom: the blocking-vehicles lower bound.

use crate::model::board::{Axis, Board, Position};
use crate::model::rules::Metric;

/// A lower bound on the cost to the goal: 0 at the goal; otherwise, in the moves metric,
/// 1 + the number of distinct vehicles in the cells between the red car and the exit; in the
/// steps metric, the red car's distance to its goal offset + that number of vehicles.
///
/// Admissible (it never overestimates): the red car must still move (moves: at least one move;
/// steps: at least one step a cell it must travel), and every vehicle in its way must move at
/// least once (at least one cell) to clear the line, each in a move of its own. It is also
/// consistent (one move changes it by at most 1: only the vehicle moved can join or leave the
/// path, and a red step changes the distance by one), so A* never needs to reopen a position.
///
/// A wall between the red car and the exit makes the goal unreachable; the heuristic still
/// returns the bound above (walls are not counted), which is admissible for an infinite cost:
/// A* then explores the whole cluster and reports it unsolvable.
pub fn blocking_heuristic(board: &Board, pos: &Position, metric: Metric) -> u16 {
    let (off, goal) = (pos.offset(0), board.goal_offset());
    if off == goal {
        return 0;
    }
    let red = board.vehicle(0);
    // The cells between the red car and the exit, as offsets along its line.
    let path = if board.exit().is_forward() { off + red.len..board.line_len(0) } else { 0..off };
    let on_path = |(r, c): (u8, u8)| {
        let (line, along) = if red.axis == Axis::Horizontal { (r, c) } else { (c, r) };
        line == red.line && path.contains(&along)
    };
    let blockers = board.vehicles().iter().enumerate().skip(1).filter(|&(i, v)| v.cells(pos.offset(i)).any(on_path)).count() as u16;
    match metric {
        Metric::Moves => 1 + blockers,
        Metric::Steps => off.abs_diff(goal) as u16 + blockers,
    }
}
