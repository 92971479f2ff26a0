//! Compact positions for search: every vehicle's offset in a few bits of a packed key, and the
//! successor generator that works on keys with row/column bitboards.
//!
//! A vehicle can never leave the stretch of its line between walls (or the border) where it
//! starts, so its field stores `offset - lo` in just enough bits for that stretch: two or three
//! bits on a 6×6 board, so a whole 6×6 position fits one `u64`. Larger boards use two or four
//! 64-bit words ([`Packed`] is generic over the word count); fields never straddle words.

use super::board::{Axis, Board, Position};
use super::rules::Metric;

/// A packed position of `N` 64-bit words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Packed<const N: usize>(pub [u64; N]);

impl<const N: usize> Default for Packed<N> {
    fn default() -> Self {
        Packed([0; N])
    }
}

/// What the search needs of a packed key.
pub trait Key: Copy + Eq + Ord + Default + std::fmt::Debug + Send + Sync + 'static {
    fn get(&self, f: Field) -> u8;
    fn set(&mut self, f: Field, value: u8);
    /// A well-mixed 64-bit hash (the visited table takes its top bits).
    fn hash64(&self) -> u64;
}

const MIX: u64 = 0x9E37_79B9_7F4A_7C15;

impl<const N: usize> Key for Packed<N> {
    #[inline(always)]
    fn get(&self, f: Field) -> u8 {
        ((self.0[f.word as usize] >> f.shift) & f.mask as u64) as u8
    }
    #[inline(always)]
    fn set(&mut self, f: Field, value: u8) {
        let w = &mut self.0[f.word as usize];
        *w = (*w & !((f.mask as u64) << f.shift)) | ((value as u64) << f.shift);
    }
    #[inline(always)]
    fn hash64(&self) -> u64 {
        let mut h = 0u64;
        for &w in &self.0 {
            h = (h ^ w).wrapping_mul(MIX);
            h ^= h >> 29;
        }
        h.wrapping_mul(MIX)
    }
}

/// Where one vehicle's field sits in a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub word: u8,
    pub shift: u8,
    pub mask: u8,
}

/// Per-vehicle data for the hot loop.
#[derive(Clone, Copy, Debug)]
struct Slot {
    field: Field,
    horizontal: bool,
    line: u8,
    len: u8,
    /// Smallest offset of the vehicle's stretch (the field stores `offset - lo`).
    lo: u8,
}

/// How a board's positions are packed, and the successor generator over packed keys.
#[derive(Clone, Debug)]
pub struct Layout {
    slots: Vec<Slot>,
    /// Walls as row and column bitboards (bit = column in a row, row in a column).
    wall_rows: [u16; 12],
    wall_cols: [u16; 12],
    width: u8,
    height: u8,
    /// Red car's goal offset.
    goal: u8,
    /// 64-bit words a key needs.
    pub words: usize,
}

/// Offsets and row/column occupancy of one decoded position.
pub struct Decoded {
    pub offsets: [u8; super::board::MAX_VEHICLES],
    rows: [u16; 12],
    cols: [u16; 12],
}

impl Layout {
    /// Lays out the fields for a board, given the start position (which fixes each vehicle's
    /// stretch between walls).
    pub fn new(board: &Board, start: &Position) -> Layout {
        let mut wall_rows = [0u16; 12];
        let mut wall_cols = [0u16; 12];
        for &(r, c) in board.walls() {
            wall_rows[r as usize] |= 1 << c;
            wall_cols[c as usize] |= 1 << r;
        }
        let mut slots = Vec::with_capacity(board.vehicles().len());
        let (mut word, mut used) = (0u8, 0u8);
        for (i, v) in board.vehicles().iter().enumerate() {
            let off = start.offset(i);
            let horizontal = v.axis == Axis::Horizontal;
            let walls = if horizontal { wall_rows[v.line as usize] } else { wall_cols[v.line as usize] };
            let line_len = board.line_len(i);
            let mut lo = off;
            while lo > 0 && walls & (1 << (lo - 1)) == 0 {
                lo -= 1;
            }
            let mut end = off + v.len; // one past the last reachable cell
            while end < line_len && walls & (1 << end) == 0 {
                end += 1;
            }
            let span = end - v.len - lo; // largest stored value
            let bits = (u8::BITS - span.leading_zeros()) as u8;
            if used + bits > 64 {
                word += 1;
                used = 0;
            }
            let field = Field { word, shift: used, mask: ((1u16 << bits) - 1) as u8 };
            used += bits;
            slots.push(Slot { field, horizontal, line: v.line, len: v.len, lo });
        }
        Layout {
            slots,
            wall_rows,
            wall_cols,
            width: board.width(),
            height: board.height(),
            goal: board.goal_offset(),
            words: word as usize + 1,
        }
    }

    pub fn vehicles(&self) -> usize {
        self.slots.len()
    }

    pub fn goal_offset(&self) -> u8 {
        self.goal
    }

    /// Packs a position (which must keep every vehicle in its stretch).
    pub fn pack<K: Key>(&self, pos: &Position) -> K {
        let mut k = K::default();
        for (s, &off) in self.slots.iter().zip(pos.offsets()) {
            k.set(s.field, off - s.lo);
        }
        k
    }

    /// Packs a position, or `None` when some vehicle is outside the stretch it started in
    /// (a position of another cluster).
    pub fn try_pack<K: Key>(&self, pos: &Position) -> Option<K> {
        let ok = self.slots.iter().zip(pos.offsets()).all(|(s, &off)| off >= s.lo && off - s.lo <= s.field.mask);
        (ok && pos.offsets().len() == self.slots.len()).then(|| self.pack(pos))
    }

    pub fn unpack<K: Key>(&self, k: &K) -> Position {
        Position(self.slots.iter().map(|s| s.lo + k.get(s.field)).collect())
    }

    #[inline(always)]
    pub fn offset<K: Key>(&self, k: &K, vehicle: usize) -> u8 {
        let s = &self.slots[vehicle];
        s.lo + k.get(s.field)
    }

    #[inline(always)]
    pub fn is_goal<K: Key>(&self, k: &K) -> bool {
        self.offset(k, 0) == self.goal
    }

    /// Key with one vehicle moved to `offset`.
    #[inline(always)]
    pub fn with_offset<K: Key>(&self, k: &K, vehicle: usize, offset: u8) -> K {
        let s = &self.slots[vehicle];
        let mut n = *k;
        n.set(s.field, offset - s.lo);
        n
    }

    /// Offsets and occupancy bitboards of a key.
    #[inline(always)]
    pub fn decode<K: Key>(&self, k: &K) -> Decoded {
        let mut d = Decoded {
            offsets: [0; super::board::MAX_VEHICLES],
            rows: self.wall_rows,
            cols: self.wall_cols,
        };
        for (i, s) in self.slots.iter().enumerate() {
            let off = s.lo + k.get(s.field);
            d.offsets[i] = off;
            let run = ((1u16 << s.len) - 1) << off;
            if s.horizontal {
                d.rows[s.line as usize] |= run;
                for c in off..off + s.len {
                    d.cols[c as usize] |= 1 << s.line;
                }
            } else {
                d.cols[s.line as usize] |= run;
                for r in off..off + s.len {
                    d.rows[r as usize] |= 1 << s.line;
                }
            }
        }
        d
    }

    /// The reachable offsets `(min, max)` of a vehicle in a decoded position.
    #[inline(always)]
    pub fn range(&self, d: &Decoded, vehicle: usize) -> (u8, u8) {
        let s = &self.slots[vehicle];
        let off = d.offsets[vehicle] as u32;
        // Bits of the vehicle's line, with a sentinel just past the border.
        let bits = if s.horizontal {
            d.rows[s.line as usize] as u32 | (1 << self.width)
        } else {
            d.cols[s.line as usize] as u32 | (1 << self.height)
        };
        let below = bits & ((1u32 << off) - 1);
        let min = if below == 0 { 0 } else { 32 - below.leading_zeros() };
        let max = off + (bits >> (off + s.len as u32)).trailing_zeros();
        (min as u8, max as u8)
    }

    /// Calls `f(successor, vehicle, new_offset)` for every successor of `k` in the metric:
    /// every reachable offset of every vehicle (moves) or one cell either way (steps). Stops
    /// early when `f` returns `true`, and then returns `true`.
    #[inline(always)]
    pub fn successors<K: Key>(&self, k: &K, metric: Metric, mut f: impl FnMut(K, usize, u8) -> bool) -> bool {
        let d = self.decode(k);
        for (v, s) in self.slots.iter().enumerate() {
            let (min, max) = self.range(&d, v);
            if min == max {
                continue;
            }
            let off = d.offsets[v];
            let mut emit = |to: u8| {
                let mut n = *k;
                n.set(s.field, to - s.lo);
                f(n, v, to)
            };
            match metric {
                Metric::Moves => {
                    for to in min..off {
                        if emit(to) {
                            return true;
                        }
                    }
                    for to in off + 1..=max {
                        if emit(to) {
                            return true;
                        }
                    }
                }
                Metric::Steps => {
                    if (min < off && emit(off - 1)) || (max > off && emit(off + 1)) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// Runs `$body` with `$K` bound to the smallest packed key type that fits `$layout`.
#[macro_export]
macro_rules! with_key_type {
    ($layout:expr, $K:ident => $body:expr) => {
        match $layout.words {
            1 => {
                type $K = $crate::engine::compact::Packed<1>;
                $body
            }
            2 => {
                type $K = $crate::engine::compact::Packed<2>;
                $body
            }
            _ => {
                type $K = $crate::engine::compact::Packed<4>;
                $body
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::grid::parse;
    use crate::engine::rules::{self, legal_moves};

    #[test]
    fn a_6x6_position_fits_one_word_and_round_trips() {
        let p = parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
        let l = Layout::new(&p.board, &p.start);
        assert_eq!(l.words, 1);
        let k: Packed<1> = l.pack(&p.start);
        assert_eq!(l.unpack(&k), p.start);
    }

    #[test]
    fn successors_match_the_plain_rules() {
        for g in ["GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "ooBBCC/oDDEEI/ooAAHI/FFGGHI/KooLJJ/KooLMM"] {
            let p = parse(g).unwrap();
            let l = Layout::new(&p.board, &p.start);
            let k: Packed<1> = l.pack(&p.start);
            for metric in [Metric::Moves, Metric::Steps] {
                let mut fast = Vec::new();
                l.successors(&k, metric, |n, _, _| {
                    fast.push(l.unpack(&n));
                    false
                });
                let slow: Vec<Position> = legal_moves(&p.board, &p.start, metric)
                    .into_iter()
                    .map(|m| rules::apply(&p.board, &p.start, m).unwrap())
                    .collect();
                fast.sort();
                let mut slow = slow;
                slow.sort();
                assert_eq!(fast, slow, "{g} {metric:?}");
            }
        }
    }
}
