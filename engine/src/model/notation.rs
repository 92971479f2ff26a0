//! Writing and reading plans: card notation `A→3 B↑1` (seed 000) and Fogleman's `A+3 B-1`
//! (`+` is right or down, `-` left or up).

use crate::model::board::{Axis, Board};
use crate::model::rules::Move;
use std::fmt;

/// Which notation to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Card,
    Fogleman,
}

/// The arrow of a move on this board: `→ ← ↓ ↑`.
pub fn arrow(board: &Board, mv: Move) -> char {
    match (board.vehicle(mv.vehicle as usize).axis, mv.delta > 0) {
        (Axis::Horizontal, true) => '→',
        (Axis::Horizontal, false) => '←',
        (Axis::Vertical, true) => '↓',
        (Axis::Vertical, false) => '↑',
    }
}

/// One move in a notation: `C←1` or `C-1`.
pub fn format_move(board: &Board, mv: Move, style: Style) -> String {
    let label = board.vehicle(mv.vehicle as usize).label;
    match style {
        Style::Card => format!("{label}{}{}", arrow(board, mv), mv.distance()),
        Style::Fogleman => format!("{label}{}{}", if mv.delta > 0 { '+' } else { '-' }, mv.distance()),
    }
}

/// A plan, moves separated by single spaces.
pub fn format_plan(board: &Board, plan: &[Move], style: Style) -> String {
    plan.iter().map(|&m| format_move(board, m, style)).collect::<Vec<_>>().join(" ")
}

/// Why a plan could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Token `index` (0-based) is not label + direction + distance.
    Malformed {
        index: usize,
        token: String,
    },
    UnknownLabel {
        index: usize,
        label: char,
    },
    /// An arrow across the vehicle's axis (`↑` for a horizontal car).
    WrongAxis {
        index: usize,
        token: String,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Malformed { index, token } => {
                write!(f, "move {} {token:?} is not a label, a direction (→ ← ↑ ↓ + -) and a distance", index + 1)
            }
            NotationError::UnknownLabel { index, label } => {
                write!(f, "move {}: there is no vehicle {label} on this board", index + 1)
            }
            NotationError::WrongAxis { index, token } => {
                write!(f, "move {} {token:?} goes across the vehicle's axis", index + 1)
            }
        }
    }
}

impl std::error::Error for NotationError {}

/// Reads a plan in either notation (they may be mixed), separated by spaces or commas. The moves
/// are not checked against positions: replay them with `rules::replay`.
pub fn parse_plan(board: &Board, text: &str) -> Result<Vec<Move>, NotationError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty() && *t != "⤸")
        .enumerate()
        .map(|(index, token)| {
            let malformed = || NotationError::Malformed { index, token: token.to_string() };
            let mut chars = token.chars();
            let label = chars.next().ok_or_else(malformed)?;
            let dir = chars.next().ok_or_else(malformed)?;
            let dist: i8 = chars.as_str().parse().map_err(|_| malformed())?;
            if dist <= 0 {
                return Err(malformed());
            }
            let v = board.index_of(label).ok_or(NotationError::UnknownLabel { index, label })?;
            let axis = board.vehicle(v).axis;
            let sign = match (dir, axis) {
                ('+', _) | ('→', Axis::Horizontal) | ('↓', Axis::Vertical) => 1,
                ('-', _) | ('←', Axis::Horizontal) | ('↑', Axis::Vertical) => -1,
                ('→' | '←' | '↑' | '↓', _) => return Err(NotationError::WrongAxis { index, token: token.to_string() }),
                _ => return Err(malformed()),
            };
            Ok(Move::new(v, sign * dist))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::parse;

    #[test]
    fn both_notations_round_trip() {
        let p = parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let b = &p.board;
        let plan = vec![Move::new(b.index_of('C').unwrap(), -1), Move::new(b.index_of('E').unwrap(), -3), Move::new(0, 4)];
        let card = format_plan(b, &plan, Style::Card);
        assert_eq!(card, "C←1 E↑3 A→4");
        assert_eq!(format_plan(b, &plan, Style::Fogleman), "C-1 E-3 A+4");
        assert_eq!(parse_plan(b, &card).unwrap(), plan);
        assert_eq!(parse_plan(b, "C-1, E-3, A+4").unwrap(), plan);
        assert!(matches!(parse_plan(b, "A↑1"), Err(NotationError::WrongAxis { index: 0, .. })));
        assert!(matches!(parse_plan(b, "A→1 Q→2"), Err(NotationError::UnknownLabel { index: 1, label: 'Q' })));
        assert!(matches!(parse_plan(b, "A→"), Err(NotationError::Malformed { .. })));
    }
}
