//! The rules on plain positions: legal ranges and moves, applying and undoing a move, the goal,
//! and the two ways of counting (moves and steps). The searches' fast path over packed positions lives in `search`.

use crate::model::board::{Axis, Board, Position};
use std::fmt;

/// How a plan is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Metric {
    /// A slide of one vehicle over any distance counts 1 (the card convention; the default).
    #[default]
    Moves,
    /// Every cell a vehicle travels counts 1 (some courses and model checkers).
    Steps,
}

impl Metric {
    pub fn name(self) -> &'static str {
        match self {
            Metric::Moves => "moves",
            Metric::Steps => "steps",
        }
    }
    /// What a plan costs in this metric.
    pub fn cost(self, plan: &[Move]) -> usize {
        match self {
            Metric::Moves => plan.len(),
            Metric::Steps => plan.iter().map(|m| m.distance() as usize).sum(),
        }
    }
}

impl std::str::FromStr for Metric {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "moves" => Ok(Metric::Moves),
            "steps" => Ok(Metric::Steps),
            _ => Err(format!("unknown metric {s:?}: use moves or steps")),
        }
    }
}

/// One slide: a vehicle (index into the board's vehicles) and a signed distance along its axis,
/// positive towards the right (horizontal) or down (vertical).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    pub vehicle: u8,
    pub delta: i8,
}

impl Move {
    pub fn new(vehicle: usize, delta: i8) -> Move {
        Move { vehicle: vehicle as u8, delta }
    }
    /// Cells travelled.
    pub fn distance(self) -> u8 {
        self.delta.unsigned_abs()
    }
    /// The same slide backwards.
    pub fn inverse(self) -> Move {
        Move { vehicle: self.vehicle, delta: -self.delta }
    }
}

/// Why a move cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    NoSuchVehicle { vehicle: usize },
    ZeroDistance { label: char },
    Blocked { label: char, from: u8, to: u8, min: u8, max: u8 },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchVehicle { vehicle } => write!(f, "there is no vehicle number {vehicle}"),
            MoveError::ZeroDistance { label } => write!(f, "moving {label} by 0 cells is not a move"),
            MoveError::Blocked { label, from, to, min, max } => {
                write!(f, "{label} cannot go from {} to {}: it can only reach {}–{} along its line", from + 1, to + 1, min + 1, max + 1)
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// For every cell, the index of the vehicle covering it, or a wall/empty marker.
#[derive(Clone, Debug)]
pub struct Occupancy {
    width: usize,
    cells: Vec<u8>,
}

const EMPTY: u8 = u8::MAX;
const WALL: u8 = u8::MAX - 1;

impl Occupancy {
    pub fn new(board: &Board, pos: &Position) -> Occupancy {
        let width = board.width() as usize;
        let mut cells = vec![EMPTY; width * board.height() as usize];
        for &(r, c) in board.walls() {
            cells[r as usize * width + c as usize] = WALL;
        }
        for (i, (v, &off)) in board.vehicles().iter().zip(pos.offsets()).enumerate() {
            for (r, c) in v.cells(off) {
                cells[r as usize * width + c as usize] = i as u8;
            }
        }
        Occupancy { width, cells }
    }
    pub fn is_free(&self, row: u8, col: u8) -> bool {
        self.cells[row as usize * self.width + col as usize] == EMPTY
    }
}

/// The offsets a vehicle can reach from its current one without passing through anything:
/// `(min, max)`, both inclusive; dragging clamps to this range.
pub fn legal_range(board: &Board, pos: &Position, vehicle: usize) -> (u8, u8) {
    legal_range_in(board, &Occupancy::new(board, pos), pos, vehicle)
}

fn legal_range_in(board: &Board, occ: &Occupancy, pos: &Position, vehicle: usize) -> (u8, u8) {
    let v = board.vehicle(vehicle);
    let off = pos.offset(vehicle);
    let free = |o: u8| match v.axis {
        Axis::Horizontal => occ.is_free(v.line, o),
        Axis::Vertical => occ.is_free(o, v.line),
    };
    let mut min = off;
    while min > 0 && free(min - 1) {
        min -= 1;
    }
    let mut max = off;
    while max + v.len < board.line_len(vehicle) && free(max + v.len) {
        max += 1;
    }
    (min, max)
}

/// Every legal slide from a position: each vehicle, each reachable distance, in vehicle order and
/// then by offset. With `Metric::Steps` only the one-cell slides.
pub fn legal_moves(board: &Board, pos: &Position, metric: Metric) -> Vec<Move> {
    let occ = Occupancy::new(board, pos);
    let mut moves = Vec::new();
    for v in 0..board.vehicles().len() {
        let (min, max) = legal_range_in(board, &occ, pos, v);
        let off = pos.offset(v) as i8;
        for to in min..=max {
            let delta = to as i8 - off;
            if delta != 0 && (metric == Metric::Moves || delta.abs() == 1) {
                moves.push(Move::new(v, delta));
            }
        }
    }
    moves
}

/// Applies a move after checking it against the rules.
pub fn apply(board: &Board, pos: &Position, mv: Move) -> Result<Position, MoveError> {
    let v = mv.vehicle as usize;
    if v >= board.vehicles().len() {
        return Err(MoveError::NoSuchVehicle { vehicle: v });
    }
    let label = board.vehicle(v).label;
    if mv.delta == 0 {
        return Err(MoveError::ZeroDistance { label });
    }
    let (min, max) = legal_range(board, pos, v);
    let from = pos.offset(v);
    let to = from as i16 + mv.delta as i16;
    if to < min as i16 || to > max as i16 {
        return Err(MoveError::Blocked { label, from, to: to.clamp(0, 255) as u8, min, max });
    }
    let mut next = pos.clone();
    next.0[v] = to as u8;
    Ok(next)
}

/// Takes back a move that was just made.
pub fn undo(board: &Board, pos: &Position, mv: Move) -> Result<Position, MoveError> {
    apply(board, pos, mv.inverse())
}

/// True when the red car's leading end touches the exit side.
pub fn is_goal(board: &Board, pos: &Position) -> bool {
    pos.offset(0) == board.goal_offset()
}

/// Joins consecutive one-cell steps of the same vehicle in the same direction into one slide,
/// so a steps-metric plan reads `B↓3 A→4` rather than `B↓1 B↓1 B↓1 …`; its step count and the
/// positions it passes through are unchanged.
pub fn merge_steps(plan: &[Move]) -> Vec<Move> {
    let mut merged: Vec<Move> = Vec::with_capacity(plan.len());
    for &m in plan {
        match merged.last_mut() {
            Some(last) if last.vehicle == m.vehicle && (last.delta > 0) == (m.delta > 0) => last.delta += m.delta,
            _ => merged.push(m),
        }
    }
    merged
}

/// Replays a plan from a position under the rules; the position reached, or the first illegal
/// move's index and error.
pub fn replay(board: &Board, start: &Position, plan: &[Move]) -> Result<Position, (usize, MoveError)> {
    let mut pos = start.clone();
    for (i, &mv) in plan.iter().enumerate() {
        pos = apply(board, &pos, mv).map_err(|e| (i, e))?;
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::parse;

    #[test]
    fn ranges_moves_apply_undo_goal() {
        // Seed card 1: A at columns 0–1 of row 2, B vertical in column 2 rows 0–2.
        let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let (b, s) = (&p.board, &p.start);
        let a = b.index_of('A').unwrap();
        let bb = b.index_of('B').unwrap();
        let c = b.index_of('C').unwrap();
        assert_eq!(legal_range(b, s, a), (0, 0));
        assert_eq!(legal_range(b, s, bb), (0, 0), "D below and the top border block B");
        assert_eq!(legal_range(b, s, c), (3, 4));
        let moves = legal_moves(b, s, Metric::Moves);
        assert!(moves.contains(&Move::new(c, -1)));
        assert!(!moves.iter().any(|m| m.vehicle as usize == a));
        let blocked = apply(b, s, Move::new(a, 1)).unwrap_err();
        assert!(blocked.to_string().contains("A cannot go"), "{blocked}");
        let next = apply(b, s, Move::new(c, -1)).unwrap();
        assert_eq!(undo(b, &next, Move::new(c, -1)).unwrap(), *s);
        assert!(!is_goal(b, s));
        let mut g = s.clone();
        g.0[a] = 4;
        assert!(is_goal(b, &g));
        assert_eq!(Metric::Steps.cost(&[Move::new(c, -1), Move::new(a, 3)]), 4);
    }
}
