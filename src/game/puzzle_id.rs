//! The puzzle's identity on the page: a new puzzle on the board (from the library, a link, the
//! editor, …) is a new `PuzzleId`, even when it is the same puzzle loaded again. The work done
//! outside the reducer (the analysis, the plans searched for the review) is asked with the id of
//! the puzzle it is for, and its reports carry it back: a report whose id is not the board's is
//! for an older puzzle and changes nothing.

use std::fmt;

/// Which puzzle on the page: the first is `PuzzleId::default()`, each one after it `next()`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PuzzleId(u64);

impl PuzzleId {
    /// The identity of the next puzzle put on the board.
    pub fn next(self) -> PuzzleId {
        PuzzleId(self.0 + 1)
    }

    /// True for the page's first puzzle (nothing loaded since it opened).
    pub fn is_first(self) -> bool {
        self.0 == 0
    }
}

/// Its number, counting the puzzles put on the board since the page opened (a key for the
/// page's elements, which start afresh with each puzzle).
impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::PuzzleId;

    #[test]
    fn each_puzzle_is_another() {
        let first = PuzzleId::default();
        let second = first.next();
        assert!(first.is_first() && !second.is_first());
        assert_ne!(first, second);
        assert_ne!(second, second.next());
        assert_eq!(second, first.next(), "the same count is the same puzzle");
        assert_eq!((first.to_string(), second.to_string()), ("0".to_string(), "1".to_string()));
    }
}
