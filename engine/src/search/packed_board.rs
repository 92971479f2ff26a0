//! How a board's positions are packed into keys (see `packed.rs`), the goal test on keys, and
//! the general successor generator over packed keys, on row and column bitboards (every board
//! size; `small_board.rs` is the faster one for boards whose positions fit one word).

use crate::model::board::{Axis, Board, Position};
use crate::model::rules::Metric;
use crate::search::packed::{Field, Key};
use crate::search::small_board::SmallBoard;
use crate::search::successors::Successor;

/// Per-vehicle packing data.
#[derive(Clone, Copy, Debug)]
struct Slot {
    field: Field,
    /// Smallest offset of the vehicle's stretch (the field stores `offset - lo`).
    lo: u8,
    /// Largest offset of the stretch; `lo == hi` for a vehicle walled in for good.
    hi: u8,
}

/// Hot-loop data of a vehicle that can move at all.
#[derive(Clone, Debug)]
struct Mover {
    vehicle: u8,
    field: Field,
    lo: u8,
    len: u8,
    horizontal: bool,
    line: u8,
    /// A bit just past the border of the vehicle's line: range scans stop there.
    sentinel: u32,
    /// The cells of the red car's line this vehicle covers at each offset.
    red_bits: [u16; 16],
    /// Another vehicle that covers part of the red car's line at some offset.
    crosses_red: bool,
}

/// Walls and per-vehicle masks for computing a position's occupancy.
#[derive(Clone, Debug)]
enum Occupancy {
    /// Boards of at most 8×8: one `u64` holds every row (8 bits each), another every column;
    /// `masks[v][x]` is vehicle `v` at offset `lo + x` in both.
    Small { walls: [u64; 2], masks: Vec<[[u64; 2]; 8]> },
    /// Larger boards: a `u16` per row and per column.
    Large { walls: [[u16; 12]; 2], vehicles: Vec<(bool, u8, u8)> },
}

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
struct LargeLines([[u16; 12]; 2]);

impl Lines for SmallLines {
    #[inline(always)]
    fn line(&self, horizontal: bool, index: u8) -> u32 {
        ((self.0[!horizontal as usize] >> (index * 8)) & 0xFF) as u32
    }
}

impl Lines for LargeLines {
    #[inline(always)]
    fn line(&self, horizontal: bool, index: u8) -> u32 {
        self.0[!horizontal as usize][index as usize % 12] as u32
    }
}

/// How a board's positions are packed, and the successor generator over packed keys.
#[derive(Clone, Debug)]
pub struct PackedBoard {
    slots: Vec<Slot>,
    movers: Vec<Mover>,
    occupancy: Occupancy,
    /// `exit_path[o]`: the cells of the red line between the red car at offset `o` and the exit.
    exit_path: [u32; 16],
    red_horizontal: bool,
    red_line: u8,
    /// Red car's goal offset.
    goal: u8,
    /// 64-bit words a key needs.
    pub words: usize,
    /// The faster generator, for boards of at most 8×8 with one-word keys.
    fast: Option<SmallBoard>,
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

impl PackedBoard {
    /// Lays out the fields for a board, given the start position (which fixes each vehicle's
    /// stretch between walls).
    pub fn new(board: &Board, start: &Position) -> PackedBoard {
        let mut wall_lines = [[0u16; 12]; 2];
        for &(r, c) in board.walls() {
            wall_lines[0][r as usize] |= 1 << c;
            wall_lines[1][c as usize] |= 1 << r;
        }
        let red_car = *board.vehicle(0);
        let mut slots = Vec::with_capacity(board.vehicles().len());
        let mut movers = Vec::new();
        let (mut word, mut used) = (0u8, 0u8);
        for (i, v) in board.vehicles().iter().enumerate() {
            let off = start.offset(i);
            let horizontal = v.axis == Axis::Horizontal;
            let walls = wall_lines[!horizontal as usize][v.line as usize];
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
            slots.push(Slot { field, lo, hi });
            if lo < hi {
                let mut red_bits = [0u16; 16];
                for o in lo..=hi {
                    red_bits[o as usize] = v
                        .cells(o)
                        .filter_map(|(r, c)| match red_car.axis {
                            Axis::Horizontal => (r == red_car.line).then_some(1u16 << c),
                            Axis::Vertical => (c == red_car.line).then_some(1u16 << r),
                        })
                        .fold(0, |a, b| a | b);
                }
                movers.push(Mover {
                    vehicle: i as u8,
                    field,
                    lo,
                    len: v.len,
                    horizontal,
                    line: v.line,
                    sentinel: 1 << line_len,
                    red_bits,
                    crosses_red: i > 0 && red_bits.iter().any(|&b| b != 0),
                });
            }
        }
        let occupancy = if board.width() <= 8 && board.height() <= 8 {
            let mut walls = [0u64; 2];
            for &(r, c) in board.walls() {
                walls[0] |= 1 << (r * 8 + c);
                walls[1] |= 1 << (c * 8 + r);
            }
            let masks = board
                .vehicles()
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let mut m = [[0u64; 2]; 8];
                    for o in slots[i].lo..=slots[i].hi {
                        let value = (o - slots[i].lo) as usize;
                        for (r, c) in v.cells(o) {
                            m[value][0] |= 1 << (r * 8 + c);
                            m[value][1] |= 1 << (c * 8 + r);
                        }
                    }
                    m
                })
                .collect();
            Occupancy::Small { walls, masks }
        } else {
            let vehicles = board.vehicles().iter().map(|v| (v.axis == Axis::Horizontal, v.line, v.len)).collect();
            Occupancy::Large { walls: wall_lines, vehicles }
        };
        // Cells between the red car's leading end and the exit, for each red offset.
        let line_len = board.line_len(0);
        let mut exit_path = [0u32; 16];
        for (o, path) in exit_path.iter_mut().enumerate().take((line_len - red_car.len + 1) as usize) {
            let o = o as u32;
            *path = if board.exit().is_forward() {
                ((1u32 << line_len) - 1) & !((1u32 << (o + red_car.len as u32)) - 1)
            } else {
                (1u32 << o) - 1
            };
        }
        let mut layout = PackedBoard {
            slots,
            movers,
            occupancy,
            exit_path,
            red_horizontal: red_car.axis == Axis::Horizontal,
            red_line: red_car.line,
            goal: board.goal_offset(),
            words: word as usize + 1,
            fast: None,
        };
        layout.fast = SmallBoard::new(board, &layout);
        layout
    }

    /// The faster generator over one-word keys, where the board has one (see [`SmallBoard`]).
    pub fn fast(&self) -> Option<&SmallBoard> {
        self.fast.as_ref()
    }

    /// Bits of the last word the fields use.
    pub(crate) fn key_bits(&self) -> u32 {
        self.slots
            .iter()
            .filter(|s| s.field.word as usize == self.words - 1)
            .map(|s| s.field.shift as u32 + s.field.mask.count_ones())
            .max()
            .unwrap_or(0)
    }

    /// Vehicle `v`'s field in the first word (shift and mask) and its stretch `lo..=hi`.
    pub(crate) fn field_of(&self, v: usize) -> (u32, u64, u8, u8) {
        let s = &self.slots[v];
        (s.field.shift as u32, s.field.mask as u64, s.lo, s.hi)
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
        let ok =
            pos.offsets().len() == self.slots.len() && self.slots.iter().zip(pos.offsets()).all(|(s, &off)| (s.lo..=s.hi).contains(&off));
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

    /// The occupancy of `k`.
    #[inline(always)]
    fn decode<K: Key>(&self, k: &K) -> Decoded {
        match &self.occupancy {
            Occupancy::Small { walls, masks } => {
                let mut occ = *walls;
                for (s, m) in self.slots.iter().zip(masks) {
                    // Masks are indexed by the stored field value (offset - lo).
                    let o = &m[k.get(s.field) as usize & 7];
                    occ[0] |= o[0];
                    occ[1] |= o[1];
                }
                Decoded::Small(SmallLines(occ))
            }
            Occupancy::Large { walls, vehicles } => {
                let mut occ = *walls;
                for (s, &(horizontal, line, len)) in self.slots.iter().zip(vehicles) {
                    let off = s.lo + k.get(s.field);
                    occ[!horizontal as usize][line as usize] |= ((1u16 << len) - 1) << off;
                    for o in off..off + len {
                        occ[horizontal as usize][o as usize] |= 1 << line;
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
        match self.decode(k) {
            Decoded::Small(l) => self.expand_moves_in(k, skip, out, &l),
            Decoded::Large(l) => self.expand_moves_in(k, skip, out, &l),
        }
    }

    #[inline(always)]
    fn expand_moves_in<K: Key, L: Lines>(&self, k: &K, skip: usize, out: &mut [Successor<K>], lines: &L) -> usize {
        // The position being expanded has no clear way out (it would have ended the search when
        // it was discovered), so only a vehicle leaving the red car's line can clear it; the red
        // car itself cannot (whatever blocks it ahead still does).
        let red_line = lines.line(self.red_horizontal, self.red_line);
        let path = self.exit_path[self.offset(k, 0) as usize & 15];
        let mut n = 0;
        for m in &self.movers {
            if m.vehicle as usize == skip {
                continue;
            }
            let off = m.lo + k.get(m.field);
            let (min, max) = range_in(lines.line(m.horizontal, m.line) | m.sentinel, off, m.len);
            if min == max {
                continue;
            }
            // The field's value runs over the offsets: `lo + value`.
            let (first, here, last) = (min - m.lo, off - m.lo, max - m.lo);
            if m.crosses_red {
                // The red line without this vehicle; it is added back at each new offset.
                let without = red_line & !(m.red_bits[off as usize & 15] as u32);
                for value in (first..here).chain(here + 1..=last) {
                    let clear = (without | m.red_bits[(m.lo + value) as usize & 15] as u32) & path == 0;
                    let mut next = *k;
                    next.set(m.field, value);
                    out[n] = Successor { key: next, vehicle: m.vehicle, from: off, clear };
                    n += 1;
                }
            } else {
                for value in first..here {
                    let mut next = *k;
                    next.set(m.field, value);
                    out[n] = Successor { key: next, vehicle: m.vehicle, from: off, clear: false };
                    n += 1;
                }
                for value in here + 1..=last {
                    let mut next = *k;
                    next.set(m.field, value);
                    out[n] = Successor { key: next, vehicle: m.vehicle, from: off, clear: false };
                    n += 1;
                }
            }
        }
        n
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::parse;
    use crate::model::rules::{self, legal_moves};
    use crate::search::packed::Packed;

    #[test]
    fn a_6x6_position_fits_one_word_and_round_trips() {
        let p = parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
        let l = PackedBoard::new(&p.board, &p.start);
        assert_eq!(l.words, 1);
        let k: Packed<1> = l.pack(&p.start);
        assert_eq!(l.unpack(&k), p.start);
    }

    #[test]
    fn successors_match_the_plain_rules() {
        for g in
            ["GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "ooBBCC/oDDEEI/ooAAHI/FFGGHI/KooLJJ/KooLMM"]
        {
            let p = parse(g).unwrap();
            let l = PackedBoard::new(&p.board, &p.start);
            let k: Packed<1> = l.pack(&p.start);
            for metric in [Metric::Moves, Metric::Steps] {
                let mut fast = Vec::new();
                l.successors(&k, metric, |n, _, _| {
                    fast.push(l.unpack(&n));
                    false
                });
                let slow: Vec<Position> =
                    legal_moves(&p.board, &p.start, metric).into_iter().map(|m| rules::apply(&p.board, &p.start, m).unwrap()).collect();
                fast.sort();
                let mut slow = slow;
                slow.sort();
                assert_eq!(fast, slow, "{g} {metric:?}");
            }
        }
    }
}
