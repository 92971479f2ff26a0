//! What a breadth-first search asks of a successor generator: the successors of a packed
//! position written into a buffer, each with the vehicle that moved and where it came from, so
//! the next expansion can leave out moves that cannot lead anywhere new ([`LastMove`]).

use crate::model::rules::Metric;
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;

/// Entries of a successor buffer: a power of two of at least [`MAX_SUCCESSORS`], so that writes
/// can be indexed `n % BUFFER_LEN`, without bounds checks.
pub const BUFFER_LEN: usize = 1024;

/// A buffer for one position's successors.
pub type SuccessorBuffer<K> = [Successor<K>; BUFFER_LEN];

/// A successor generator writing into a [`SuccessorBuffer`]: [`PackedBoard`] for
/// every board, [`SmallBoard`] for the small ones. Both give the same successors in the same order
/// (by vehicle, then by offset).
pub trait Successors<K: Key> {
    /// The generator of `board` (chosen by `with_key_type!`, which knows it exists).
    fn of(board: &PackedBoard) -> &Self;
    /// The moves-metric successors of `k` but those of `last.vehicle` (the vehicle that moved
    /// into `k`); returns how many. A generator may also leave out moves that commute with the
    /// last one (see [`LastMove`]). With `CLEAR`, each says whether the red car's way out is clear
    /// there, assuming it is not in `k` (otherwise `clear` is false).
    fn moves<const CLEAR: bool>(&self, k: &K, last: LastMove, out: &mut SuccessorBuffer<K>) -> usize;
    /// The steps-metric successors of `k` (one cell either way); returns how many. A generator
    /// may leave out steps that commute with `last` (see [`LastMove`]); the last vehicle's steps
    /// are all kept (a second step the same way is a new position).
    fn steps(&self, k: &K, last: LastMove, out: &mut SuccessorBuffer<K>) -> usize;
}

impl<K: Key> Successors<K> for PackedBoard {
    fn of(board: &PackedBoard) -> &Self {
        board
    }

    #[inline(always)]
    fn moves<const CLEAR: bool>(&self, k: &K, last: LastMove, out: &mut SuccessorBuffer<K>) -> usize {
        self.expand_moves(k, last.vehicle, out)
    }

    #[inline(always)]
    fn steps(&self, k: &K, _last: LastMove, out: &mut SuccessorBuffer<K>) -> usize {
        let mut n = 0;
        self.successors(k, Metric::Steps, |key, v, _| {
            out[n % BUFFER_LEN] = Successor { key, vehicle: v as u8, from: self.offset(k, v), clear: false };
            n += 1;
            false
        });
        n
    }
}

/// The move that led to a position in a breadth-first search: its vehicle and the offset that
/// vehicle had in the position before.
///
/// Expanding a position, the moves of that vehicle are never needed: each of its offsets was
/// one move from the position before. A generator may also leave out a move of a *lower*
/// vehicle that commutes with the last move (the cells it sweeps avoid every cell the last
/// vehicle covered, before, during and after its slide): the same position is then one move,
/// the other way round, from a position of the same layer, which the search expands anyway.
/// Following such skipped moves back, the vehicle numbers only rise, so the chain ends at a
/// move that is generated: every position is still found at its true depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub vehicle: usize,
    /// The vehicle's offset before the move; [`LastMove::NO_FROM`] when unknown (no pruning then).
    pub from: u8,
}

impl LastMove {
    pub const NO_FROM: u8 = u8::MAX;
    /// No last move: the start of a search.
    pub const NONE: LastMove = LastMove { vehicle: usize::MAX, from: LastMove::NO_FROM };

    /// The last move's vehicle only: its moves are skipped, nothing else.
    #[cfg(test)]
    pub fn skip(vehicle: usize) -> LastMove {
        LastMove { vehicle, from: LastMove::NO_FROM }
    }
}

/// Most successors [`PackedBoard::expand_moves`] may write: 60 vehicles, 10 offsets each.
pub const MAX_SUCCESSORS: usize = crate::model::board::MAX_VEHICLES * 10;
const _: () = assert!(BUFFER_LEN >= MAX_SUCCESSORS && BUFFER_LEN.is_power_of_two());

/// A successor from [`PackedBoard::expand_moves`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Successor<K> {
    pub key: K,
    pub vehicle: u8,
    /// The vehicle's offset before the move (for [`LastMove::from`]).
    pub from: u8,
    /// The red car's way to the exit is clear in `key`.
    pub clear: bool,
}
