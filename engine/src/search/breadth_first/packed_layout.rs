//! How a board's positions are packed into keys (see `packed.rs`): each vehicle's field and
//! stretch, the data the general successor generator reads (`successors.rs`), and the goal test
//! on keys. `packed_board.rs` puts it together with the faster generator of small boards.

use crate::model::board::{Axis, Board, Position};
use crate::model::rules::Move;
use crate::search::packed::{Field, Key};

/// Per-vehicle packing data.
#[derive(Clone, Copy, Debug)]
pub(in crate::search) struct Slot {
    pub(in crate::search) field: Field,
    /// Smallest offset of the vehicle's stretch (the field stores `offset - lo`).
    pub(in crate::search) lo: u8,
    /// Largest offset of the stretch; `lo == hi` for a vehicle walled in for good.
    pub(in crate::search) hi: u8,
}

/// Hot-loop data of a vehicle that can move at all.
#[derive(Clone, Debug)]
pub(in crate::search) struct Mover {
    pub(in crate::search) vehicle: u8,
    pub(in crate::search) field: Field,
    pub(in crate::search) lo: u8,
    pub(in crate::search) len: u8,
    pub(in crate::search) horizontal: bool,
    pub(in crate::search) line: u8,
    /// A bit just past the border of the vehicle's line: range scans stop there.
    pub(in crate::search) sentinel: u32,
    /// The cells of the red car's line this vehicle covers at each offset.
    pub(in crate::search) red_bits: [u16; 16],
    /// Another vehicle that covers part of the red car's line at some offset.
    pub(in crate::search) crosses_red: bool,
}

/// Walls and per-vehicle masks for computing a position's occupancy.
#[derive(Clone, Debug)]
pub(in crate::search) enum OccupancyMasks {
    /// Boards of at most 8×8: one `u64` holds every row (8 bits each), another every column;
    /// `masks[v][x]` is vehicle `v` at offset `lo + x` in both.
    Small { walls: [u64; 2], masks: Vec<[[u64; 2]; 8]> },
    /// Larger boards: 16 bits a line, four lines a `u64`, rows in one `[u64; 3]` and columns in
    /// another; `masks[v][x]` is vehicle `v` at offset `lo + x` in both.
    Large { walls: [[u64; 3]; 2], masks: Vec<[[[u64; 3]; 2]; 16]> },
}

/// How a board's positions are packed, and the general successor generator over packed keys.
#[derive(Clone, Debug)]
pub struct PackedLayout {
    pub(in crate::search) slots: Vec<Slot>,
    pub(in crate::search) movers: Vec<Mover>,
    pub(in crate::search) occupancy: OccupancyMasks,
    /// `exit_path[o]`: the cells of the red line between the red car at offset `o` and the exit.
    pub(in crate::search) exit_path: [u32; 16],
    pub(in crate::search) red_horizontal: bool,
    pub(in crate::search) red_line: u8,
    /// Red car's goal offset.
    pub(in crate::search) goal: u8,
    /// 64-bit words a key needs.
    pub words: usize,
}

impl PackedLayout {
    /// Lays out the fields for a board, given the start position (which fixes each vehicle's
    /// stretch between walls).
    pub fn new(board: &Board, start: &Position) -> PackedLayout {
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
            OccupancyMasks::Small { walls, masks }
        } else {
            // Cell (r, c): bit c of row r's 16 bits, and bit r of column c's.
            let set = |m: &mut [[u64; 3]; 2], (r, c): (u8, u8)| {
                let (r, c) = (r as usize, c as usize);
                m[0][r / 4] |= 1 << ((r % 4) * 16 + c);
                m[1][c / 4] |= 1 << ((c % 4) * 16 + r);
            };
            let mut walls = [[0u64; 3]; 2];
            for &cell in board.walls() {
                set(&mut walls, cell);
            }
            let masks = board
                .vehicles()
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let mut m = [[[0u64; 3]; 2]; 16];
                    for o in slots[i].lo..=slots[i].hi {
                        for cell in v.cells(o) {
                            set(&mut m[(o - slots[i].lo) as usize], cell);
                        }
                    }
                    m
                })
                .collect();
            OccupancyMasks::Large { walls, masks }
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
        PackedLayout {
            slots,
            movers,
            occupancy,
            exit_path,
            red_horizontal: red_car.axis == Axis::Horizontal,
            red_line: red_car.line,
            goal: board.goal_offset(),
            words: word as usize + 1,
        }
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

    /// The red car's move out of `k`, whose way to the exit is clear.
    pub fn exit_move<K: Key>(&self, k: &K) -> Move {
        Move::new(0, self.goal as i8 - self.offset(k, 0) as i8)
    }
}

#[cfg(test)]
mod tests;
