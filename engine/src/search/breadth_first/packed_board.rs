//! A board as the searches see it: its positions' packing ([`PackedLayout`], which is also the
//! general successor generator) and, for boards of at most 8×8 whose keys fit one word, the
//! faster generator ([`SmallBoard`]). `with_key_type!` chooses a search's key type and generator
//! from it; the search then asks for that generator with [`GeneratorOf::of`].

use crate::model::board::{Board, Position};
use crate::search::packed::{Key, Packed};
use crate::search::packed_layout::PackedLayout;
use crate::search::small_board::SmallBoard;
use crate::search::successors::Successors;

/// A board's packing and its successor generators.
#[derive(Clone, Debug)]
pub struct PackedBoard {
    layout: PackedLayout,
    /// The faster generator, for boards of at most 8×8 with one-word keys.
    fast: Option<SmallBoard>,
}

impl PackedBoard {
    /// Lays out the fields for a board, given the start position (which fixes each vehicle's
    /// stretch between walls), and builds the faster generator where the board has one.
    pub fn new(board: &Board, start: &Position) -> PackedBoard {
        let layout = PackedLayout::new(board, start);
        let fast = SmallBoard::new(board, &layout);
        PackedBoard { layout, fast }
    }

    /// The faster generator over one-word keys, where the board has one (see [`SmallBoard`]).
    pub fn fast(&self) -> Option<&SmallBoard> {
        self.fast.as_ref()
    }
}

/// The packing's methods and fields (`pack`, `offset`, `slides`, `words` …) are the board's.
impl std::ops::Deref for PackedBoard {
    type Target = PackedLayout;

    fn deref(&self) -> &PackedLayout {
        &self.layout
    }
}

/// A successor generator that a [`PackedBoard`] holds: the general one, or the faster one of
/// small boards (chosen by `with_key_type!`, which knows it exists).
pub trait GeneratorOf<K: Key>: Successors<K> {
    fn of(board: &PackedBoard) -> &Self;
}

impl<K: Key> GeneratorOf<K> for PackedLayout {
    fn of(board: &PackedBoard) -> &Self {
        &board.layout
    }
}

impl GeneratorOf<Packed<1>> for SmallBoard {
    fn of(board: &PackedBoard) -> &Self {
        board.fast().expect("with_key_type! chose the small-board generator")
    }
}
