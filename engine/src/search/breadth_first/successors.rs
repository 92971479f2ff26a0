//! What a breadth-first search asks of a successor generator: the successors of a packed
//! position written into a buffer, each with the vehicle that moved and where it came from, so
//! the next expansion can leave out moves that cannot lead anywhere new ([`LastMove`]). And the
//! general generator, for every board: [`PackedLayout`]'s keys decoded into row and column
//! bitboards, a vehicle's reachable range two bit scans (`small_board.rs` is the faster one for
//! boards whose positions fit one word).

use crate::model::rules::Metric;
use crate::search::packed::Key;
use crate::search::packed_layout::{Mover, OccupancyMasks, PackedLayout};

/// A decoded position's line occupancy: `line(horizontal, index)` gives a row's or a column's
/// bits (bit = column in a row, row in a column).
trait Lines {
    fn line(&self, horizontal: bool, index: u8) -> u32;
}

enum Decoded {
    Small(SmallLines),
    Large(LargeLines),
}

struct SmallLines([u64; 2]);
struct LargeLines([[u64; 3]; 2]);

impl Lines for SmallLines {
    #[inline(always)]
    fn line(&self, horizontal: bool, index: u8) -> u32 {
        ((self.0[!horizontal as usize] >> (index * 8)) & 0xFF) as u32
    }
}

impl Lines for LargeLines {
    #[inline(always)]
    fn line(&self, horizontal: bool, index: u8) -> u32 {
        let i = index as usize % 12;
        ((self.0[!horizontal as usize][i / 4] >> ((i % 4) * 16)) & 0xFFFF) as u32
    }
}

#[inline(always)]
fn range_in(bits: u32, off: u8, len: u8) -> (u8, u8) {
    let off = off as u32;
    let below = bits & ((1u32 << off) - 1);
    // Highest set bit below the vehicle + 1 (0 when none): `below | 1` keeps it branch-free.
    let min = (32 - (below | 1).leading_zeros()) * (below != 0) as u32;
    let max = off + (bits >> (off + len as u32)).trailing_zeros();
    (min as u8, max as u8)
}

impl PackedLayout {
    /// The occupancy of `k`.
    #[inline(always)]
    fn decode<K: Key>(&self, k: &K) -> Decoded {
        match &self.occupancy {
            OccupancyMasks::Small { walls, masks } => {
                let mut occ = *walls;
                for (s, m) in self.slots.iter().zip(masks) {
                    // Masks are indexed by the stored field value (offset - lo).
                    let o = &m[k.get(s.field) as usize & 7];
                    occ[0] |= o[0];
                    occ[1] |= o[1];
                }
                Decoded::Small(SmallLines(occ))
            }
            OccupancyMasks::Large { walls, masks } => {
                let mut occ = *walls;
                for (s, m) in self.slots.iter().zip(masks) {
                    let o = &m[k.get(s.field) as usize & 15];
                    for (side, mask) in occ.iter_mut().zip(o) {
                        for (w, x) in side.iter_mut().zip(mask) {
                            *w |= x;
                        }
                    }
                }
                Decoded::Large(LargeLines(occ))
            }
        }
    }

    /// Calls `f(successor, vehicle, new_offset)` for every successor of `k` in the metric:
    /// every reachable offset of every vehicle (moves) or one cell either way (steps). Stops
    /// early when `f` returns `true`, and then returns `true`.
    #[inline(always)]
    pub fn successors<K: Key>(&self, k: &K, metric: Metric, f: impl FnMut(K, usize, u8) -> bool) -> bool {
        self.successors_except(k, metric, usize::MAX, f)
    }

    /// [`Self::successors`] without the moves of vehicle `skip` (the one just moved, in a
    /// moves-metric search: every offset it could reach was already one move from the parent).
    #[inline(always)]
    pub fn successors_except<K: Key>(&self, k: &K, metric: Metric, skip: usize, f: impl FnMut(K, usize, u8) -> bool) -> bool {
        match self.decode(k) {
            Decoded::Small(l) => self.successors_in(k, metric, skip, f, &l),
            Decoded::Large(l) => self.successors_in(k, metric, skip, f, &l),
        }
    }

    #[inline(always)]
    fn successors_in<K: Key, L: Lines>(
        &self,
        k: &K,
        metric: Metric,
        skip: usize,
        mut f: impl FnMut(K, usize, u8) -> bool,
        lines: &L,
    ) -> bool {
        for m in &self.movers {
            if m.vehicle as usize == skip {
                continue;
            }
            let off = m.lo + k.get(m.field);
            let (min, max) = range_in(lines.line(m.horizontal, m.line) | m.sentinel, off, m.len);
            let (min, max) = match metric {
                Metric::Moves => (min, max),
                Metric::Steps => (min.max(off.saturating_sub(1)), max.min(off + 1)),
            };
            let mut to = min;
            while to <= max {
                if to != off {
                    let mut next = *k;
                    next.set(m.field, to - m.lo);
                    if f(next, m.vehicle as usize, to) {
                        return true;
                    }
                }
                to += 1;
            }
        }
        false
    }

    /// Writes the moves-metric successors of `k` (but those of vehicle `skip`) into `out` and
    /// returns how many, each with a flag: is the red car's way to the exit clear there (so that
    /// position is one move from the goal)? `out` needs [`MAX_SUCCESSORS`] entries.
    #[inline(always)]
    pub fn expand_moves<K: Key>(&self, k: &K, skip: usize, out: &mut [Successor<K>]) -> usize {
        let mut n = 0;
        self.slides(k, skip, false, |m, from, to, clear| {
            let mut next = *k;
            next.set(m.field, to - m.lo);
            out[n] = Successor { key: next, vehicle: m.vehicle, from, clear };
            n += 1;
        });
        n
    }

    /// Calls `f(mover, from, to, clear)` for every slide of `k` but those of vehicle `skip`:
    /// every reachable offset `to` of each vehicle (moves), or one cell either way (`steps`),
    /// `from` its offset in `k`. In moves, `clear` says whether the red car's way to the exit is
    /// clear after the slide (assuming it is not in `k`); in steps it is false.
    #[inline(always)]
    pub(in crate::search) fn slides<K: Key>(&self, k: &K, skip: usize, steps: bool, f: impl FnMut(&Mover, u8, u8, bool)) {
        match self.decode(k) {
            Decoded::Small(l) => self.slides_in(k, skip, steps, f, &l),
            Decoded::Large(l) => self.slides_in(k, skip, steps, f, &l),
        }
    }

    #[inline(always)]
    fn slides_in<K: Key, L: Lines>(&self, k: &K, skip: usize, steps: bool, mut f: impl FnMut(&Mover, u8, u8, bool), lines: &L) {
        // The position being expanded has no clear way out (it would have ended the search when
        // it was discovered), so only a vehicle leaving the red car's line can clear it; the red
        // car itself cannot (whatever blocks it ahead still does).
        let red_line = lines.line(self.red_horizontal, self.red_line);
        let path = self.exit_path[self.offset(k, 0) as usize & 15];
        for m in &self.movers {
            if m.vehicle as usize == skip {
                continue;
            }
            let off = m.lo + k.get(m.field);
            let (mut min, mut max) = range_in(lines.line(m.horizontal, m.line) | m.sentinel, off, m.len);
            if steps {
                (min, max) = (min.max(off.saturating_sub(1)), max.min(off + 1));
            }
            if min == max {
                continue;
            }
            if m.crosses_red && !steps {
                // The red line without this vehicle; it is added back at each new offset.
                let without = red_line & !(m.red_bits[off as usize & 15] as u32);
                for to in (min..off).chain(off + 1..=max) {
                    f(m, off, to, (without | m.red_bits[to as usize & 15] as u32) & path == 0);
                }
            } else {
                for to in min..off {
                    f(m, off, to, false);
                }
                for to in off + 1..=max {
                    f(m, off, to, false);
                }
            }
        }
    }

    /// Whether the red car's way to the exit is clear in `k` (one move from the goal, or at it).
    pub fn exit_clear<K: Key>(&self, k: &K) -> bool {
        let path = self.exit_path[self.offset(k, 0) as usize & 15];
        let (h, l) = (self.red_horizontal, self.red_line);
        let line = match self.decode(k) {
            Decoded::Small(d) => d.line(h, l),
            Decoded::Large(d) => d.line(h, l),
        };
        line & path == 0
    }
}

/// Entries of a successor buffer: a power of two of at least [`MAX_SUCCESSORS`], so that writes
/// can be indexed `n % BUFFER_LEN`, without bounds checks.
pub const BUFFER_LEN: usize = 1024;

/// A buffer for one position's successors.
pub type SuccessorBuffer<K> = [Successor<K>; BUFFER_LEN];

/// A successor generator writing into a [`SuccessorBuffer`]: [`PackedLayout`] for
/// every board, [`SmallBoard`] for the small ones (a [`PackedBoard`] holds both). Both give the same successors in the same order
/// (by vehicle, then by offset).
pub trait Successors<K: Key> {
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

impl<K: Key> Successors<K> for PackedLayout {
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn moves<const CLEAR: bool>(&self, k: &K, last: LastMove, out: &mut SuccessorBuffer<K>) -> usize {
        self.expand_moves(k, last.vehicle, out)
    }

    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
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

/// Most successors [`PackedLayout::expand_moves`] may write: 60 vehicles, 10 offsets each.
pub const MAX_SUCCESSORS: usize = crate::model::board::MAX_VEHICLES * 10;
const _: () = assert!(BUFFER_LEN >= MAX_SUCCESSORS && BUFFER_LEN.is_power_of_two());

/// A successor from [`PackedLayout::expand_moves`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Successor<K> {
    pub key: K,
    pub vehicle: u8,
    /// The vehicle's offset before the move (for [`LastMove::from`]).
    pub from: u8,
    /// The red car's way to the exit is clear in `key`.
    pub clear: bool,
}
