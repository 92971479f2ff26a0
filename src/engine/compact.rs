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
    /// A value no position packs to (every word all ones: layouts use at most 63 bits a word).
    fn empty() -> Self;
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
        if N == 1 {
            // Fibonacci hashing: the table takes the top bits of the product.
            return self.0[0].wrapping_mul(MIX);
        }
        let mut h = 0u64;
        for &w in &self.0 {
            h = (h ^ w).wrapping_mul(MIX);
            h ^= h >> 29;
        }
        h.wrapping_mul(MIX)
    }
    #[inline(always)]
    fn empty() -> Self {
        Packed([u64::MAX; N])
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
    /// Largest offset of the stretch; `lo == hi` for a vehicle walled in for good.
    hi: u8,
}

/// Occupancy masks for boards of at most 8×8 cells: one `u64` holds every row (8 bits a row)
/// and another every column, so a position's occupancy is two ORs per vehicle.
#[derive(Clone, Debug)]
struct Masks64 {
    wall_rows: u64,
    wall_cols: u64,
    /// `(row-major, column-major)` masks of vehicle `v` at offset `o`: `masks[v * 8 + o]`.
    masks: Vec<(u64, u64)>,
}

/// How a board's positions are packed, and the successor generator over packed keys.
#[derive(Clone, Debug)]
pub struct Layout {
    slots: Vec<Slot>,
    /// Indices of the vehicles that can move at all.
    mobile: Vec<u8>,
    /// Walls as row and column bitboards (bit = column in a row, row in a column).
    wall_rows: [u16; 12],
    wall_cols: [u16; 12],
    masks64: Option<Masks64>,
    /// `exit_path[o]`: the cells of the red line between the red car at offset `o` and the exit.
    exit_path: [u32; 16],
    /// `red_bits[v * 16 + o]`: the cells of the red car's line vehicle `v` covers at offset `o`.
    red_bits: Vec<u16>,
    width: u8,
    height: u8,
    /// Red car's goal offset.
    goal: u8,
    /// 64-bit words a key needs.
    pub words: usize,
}

/// Sentinel bit just past the border of a line of `n` cells: the range scan stops there.
#[inline(always)]
fn range_in(bits: u32, off: u8, len: u8) -> (u8, u8) {
    let off = off as u32;
    let below = bits & ((1u32 << off) - 1);
    let min = if below == 0 { 0 } else { 32 - below.leading_zeros() };
    let max = off + (bits >> (off + len as u32)).trailing_zeros();
    (min as u8, max as u8)
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
            let hi = end - v.len;
            let bits = (u8::BITS - (hi - lo).leading_zeros()) as u8;
            // At most 63 bits a word: a key of all ones can then serve as an empty marker.
            if used + bits > 63 {
                word += 1;
                used = 0;
            }
            let field = Field { word, shift: used, mask: ((1u16 << bits) - 1) as u8 };
            used += bits;
            slots.push(Slot { field, horizontal, line: v.line, len: v.len, lo, hi });
        }
        // The cells of the red car's line that each vehicle covers at each offset.
        let red_car = *board.vehicle(0);
        let mut red_bits = vec![0u16; slots.len() * 16];
        for (i, v) in board.vehicles().iter().enumerate() {
            for o in slots[i].lo..=slots[i].hi {
                red_bits[i * 16 + o as usize] = v
                    .cells(o)
                    .filter_map(|(r, c)| match red_car.axis {
                        Axis::Horizontal => (r == red_car.line).then_some(1u16 << c),
                        Axis::Vertical => (c == red_car.line).then_some(1u16 << r),
                    })
                    .fold(0, |a, b| a | b);
            }
        }
        // Cells between the red car's leading end and the exit, for each red offset.
        let red_len = board.vehicle(0).len;
        let line_len = board.line_len(0);
        let mut exit_path = [0u32; 16];
        for (o, path) in exit_path.iter_mut().enumerate().take((line_len - red_len + 1) as usize) {
            let o = o as u32;
            *path = if board.exit().is_forward() {
                ((1u32 << line_len) - 1) & !((1u32 << (o + red_len as u32)) - 1)
            } else {
                (1u32 << o) - 1
            };
        }
        let mobile = (0..slots.len()).filter(|&i| slots[i].lo < slots[i].hi).map(|i| i as u8).collect();
        let masks64 = (board.width() <= 8 && board.height() <= 8).then(|| {
            let mut m = Masks64 { wall_rows: 0, wall_cols: 0, masks: vec![(0, 0); slots.len() * 8] };
            for &(r, c) in board.walls() {
                m.wall_rows |= 1 << (r * 8 + c);
                m.wall_cols |= 1 << (c * 8 + r);
            }
            for (i, v) in board.vehicles().iter().enumerate() {
                for o in slots[i].lo..=slots[i].hi {
                    let (mut rows, mut cols) = (0u64, 0u64);
                    for (r, c) in v.cells(o) {
                        rows |= 1 << (r * 8 + c);
                        cols |= 1 << (c * 8 + r);
                    }
                    m.masks[i * 8 + o as usize] = (rows, cols);
                }
            }
            m
        });
        Layout {
            slots,
            mobile,
            wall_rows,
            wall_cols,
            masks64,
            exit_path,
            red_bits,
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
        let ok = pos.offsets().len() == self.slots.len()
            && self.slots.iter().zip(pos.offsets()).all(|(s, &off)| (s.lo..=s.hi).contains(&off));
        ok.then(|| self.pack(pos))
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

    /// Calls `f(successor, vehicle, new_offset)` for every successor of `k` in the metric:
    /// every reachable offset of every vehicle (moves) or one cell either way (steps). Stops
    /// early when `f` returns `true`, and then returns `true`.
    #[inline(always)]
    pub fn successors<K: Key>(&self, k: &K, metric: Metric, f: impl FnMut(K, usize, u8) -> bool) -> bool {
        self.successors_except(k, metric, usize::MAX, f)
    }

    /// [`Self::successors`] without the moves of vehicle `skip`. In the moves metric a search
    /// skips the vehicle that was just moved: every offset it could take from here was already
    /// one move from the parent.
    #[inline(always)]
    pub fn successors_except<K: Key>(&self, k: &K, metric: Metric, skip: usize, mut f: impl FnMut(K, usize, u8) -> bool) -> bool {
        let mut ranges = [Range::default(); super::board::MAX_VEHICLES];
        let (n, _) = self.ranges(k, skip, &mut ranges);
        for r in &ranges[..n] {
            let v = r.vehicle as usize;
            let s = &self.slots[v];
            let (lo, hi) = match metric {
                Metric::Moves => (r.min, r.max),
                Metric::Steps => (r.min.max(r.off.saturating_sub(1)), r.max.min(r.off + 1)),
            };
            for to in lo..=hi {
                if to != r.off {
                    let mut next = *k;
                    next.set(s.field, to - s.lo);
                    if f(next, v, to) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Writes the moves-metric successors of `k` (but those of vehicle `skip`) into `out` and
    /// returns how many, each with a flag: is the red car's way to the exit clear there (so that
    /// position is one move from the goal)? The loops run a fixed number of times per vehicle
    /// (its stretch) and the count advances by the valid ones, so the branches stay predictable;
    /// `out` needs [`MAX_SUCCESSORS`] entries.
    #[inline(always)]
    pub fn expand_moves<K: Key>(&self, k: &K, skip: usize, out: &mut [Succ<K>]) -> usize {
        let mut ranges = [Range::default(); super::board::MAX_VEHICLES];
        let (count, red_line) = self.ranges(k, skip, &mut ranges);
        let red_off = self.offset(k, 0) as usize;
        let mut n = 0;
        for r in &ranges[..count] {
            let v = r.vehicle as usize;
            let s = &self.slots[v];
            let bits = &self.red_bits[v * 16..v * 16 + 16];
            let line = red_line & !(bits[r.off as usize] as u32);
            let below = r.off - r.min;
            for j in 0..s.hi - s.lo {
                // The j-th reachable offset other than the current one.
                let to = r.min + j + (j >= below) as u8;
                let path = if v == 0 { self.exit_path[to as usize & 15] } else { self.exit_path[red_off] };
                let clear = (line | bits[to as usize & 15] as u32) & path == 0;
                let mut next = *k;
                next.set(s.field, to.wrapping_sub(s.lo) & s.field.mask);
                out[n + j as usize] = Succ { key: next, vehicle: v as u8, clear };
            }
            n += (r.max - r.min) as usize;
        }
        n
    }

    /// Whether the red car's way to the exit is clear in `k` (one move from the goal, or at it).
    pub fn exit_clear<K: Key>(&self, k: &K) -> bool {
        let mut ranges = [Range::default(); super::board::MAX_VEHICLES];
        let (_, red_line) = self.ranges(k, usize::MAX, &mut ranges);
        red_line & self.exit_path[self.offset(k, 0) as usize] == 0
    }

    /// Fills `out` with the reachable range of every vehicle that can move (but `skip`);
    /// returns how many, and the occupancy bits of the red car's line.
    #[inline(always)]
    fn ranges<K: Key>(&self, k: &K, skip: usize, out: &mut [Range; super::board::MAX_VEHICLES]) -> (usize, u32) {
        let mut offsets = [0u8; super::board::MAX_VEHICLES];
        let mut n = 0;
        if let Some(m) = &self.masks64 {
            let (mut rows, mut cols) = (m.wall_rows, m.wall_cols);
            for (i, s) in self.slots.iter().enumerate() {
                let off = s.lo + k.get(s.field);
                offsets[i] = off;
                let (r, c) = m.masks[i * 8 + off as usize];
                rows |= r;
                cols |= c;
            }
            for &v in &self.mobile {
                let s = &self.slots[v as usize];
                let bits = if s.horizontal {
                    ((rows >> (s.line * 8)) & 0xFF) as u32 | (1 << self.width)
                } else {
                    ((cols >> (s.line * 8)) & 0xFF) as u32 | (1 << self.height)
                };
                let off = offsets[v as usize];
                let (min, max) = range_in(bits, off, s.len);
                if min != max && v as usize != skip {
                    out[n] = Range { vehicle: v, min, max, off };
                    n += 1;
                }
            }
            let red = &self.slots[0];
            let shift = red.line * 8;
            let red_line = if red.horizontal { (rows >> shift) & 0xFF } else { (cols >> shift) & 0xFF };
            return (n, red_line as u32);
        }
        let (mut rows, mut cols) = (self.wall_rows, self.wall_cols);
        for (i, s) in self.slots.iter().enumerate() {
            let off = s.lo + k.get(s.field);
            offsets[i] = off;
            let run = ((1u16 << s.len) - 1) << off;
            if s.horizontal {
                rows[s.line as usize] |= run;
                for c in off..off + s.len {
                    cols[c as usize] |= 1 << s.line;
                }
            } else {
                cols[s.line as usize] |= run;
                for r in off..off + s.len {
                    rows[r as usize] |= 1 << s.line;
                }
            }
        }
        for &v in &self.mobile {
            let s = &self.slots[v as usize];
            let bits = if s.horizontal {
                rows[s.line as usize] as u32 | (1 << self.width)
            } else {
                cols[s.line as usize] as u32 | (1 << self.height)
            };
            let off = offsets[v as usize];
            let (min, max) = range_in(bits, off, s.len);
            if min != max && v as usize != skip {
                out[n] = Range { vehicle: v, min, max, off };
                n += 1;
            }
        }
        let red = &self.slots[0];
        let red_line = if red.horizontal { rows[red.line as usize] } else { cols[red.line as usize] };
        (n, red_line as u32)
    }
}

/// Most successors [`Layout::expand_moves`] may write (with its slack): 60 vehicles, 10 each.
pub const MAX_SUCCESSORS: usize = super::board::MAX_VEHICLES * 10;

/// A successor from [`Layout::expand_moves`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Succ<K> {
    pub key: K,
    pub vehicle: u8,
    /// The red car's way to the exit is clear in `key`.
    pub clear: bool,
}

/// A vehicle's reachable offsets in one position.
#[derive(Clone, Copy, Debug, Default)]
struct Range {
    vehicle: u8,
    min: u8,
    max: u8,
    off: u8,
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
