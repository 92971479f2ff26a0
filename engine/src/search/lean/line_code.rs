//! A position as one small integer: each line's arrangement ranked, the ranks side by side.
//!
//! The vehicles of a row (or a column) that slide along it keep their order for good, so the
//! line's arrangement is a choice of `k` gaps: with offsets `o_1 < … < o_k` and lengths
//! `L_1 … L_k`, `q_i = o_i - (L_1 + … + L_{i-1}) + (i - 1)` is strictly increasing in
//! `0 .. n - ΣL + k`, and `Σ C(q_i, i)` (the combinatorial number system) numbers the
//! arrangements `0 .. C(n - ΣL + k, k)` without gaps. Each line gets just the bits its count of
//! arrangements needs, so a UvA 9×9 position (26 vehicles, 78 bits packed field by field) fits
//! 63 bits, and the UvA 12×12 (44 vehicles, 176 bits) 112.
//!
//! The code is a sum of one term per vehicle ([`LineCode::term`]), so a successor's code is its
//! parent's with one term swapped: no decoding per successor. Decoding (once per expanded
//! position) looks each line's rank up in a table of packed keys.

use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;

/// An unsigned integer a position's code fits: `u64` or `u128`.
pub(crate) trait Code: Copy + Ord + Eq + Default + std::fmt::Debug + radsort::Key + Send + Sync + 'static {
    fn from_u128(x: u128) -> Self;
    fn to_u128(self) -> u128;
    fn wrapping_add(self, other: Self) -> Self;
    fn wrapping_sub(self, other: Self) -> Self;
    /// `(self >> shift) & mask`, as an index.
    fn bits(self, shift: u32, mask: u32) -> usize;
    /// A value no code takes (all ones: a code leaves its top bit unused).
    const NONE: Self;
    /// The top `bits` bits of a well-mixed hash.
    fn hash_bits(self, bits: u32) -> usize;
    /// Bytes of a code written out ([`Code::write_le`]).
    const BYTES: usize;
    /// Appends the code's little-endian bytes to `out`.
    fn write_le(self, out: &mut Vec<u8>);
    /// The code of [`Code::BYTES`] little-endian bytes.
    fn read_le(bytes: &[u8]) -> Self;
}

macro_rules! code_impl {
    ($t:ty) => {
        impl Code for $t {
            #[inline(always)]
            fn from_u128(x: u128) -> Self {
                x as $t
            }
            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn wrapping_add(self, other: Self) -> Self {
                <$t>::wrapping_add(self, other)
            }
            #[inline(always)]
            fn wrapping_sub(self, other: Self) -> Self {
                <$t>::wrapping_sub(self, other)
            }
            const NONE: Self = <$t>::MAX;
            #[inline(always)]
            fn hash_bits(self, bits: u32) -> usize {
                let folded = (self as u128 as u64) ^ ((self as u128 >> 64) as u64).rotate_left(29);
                (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
            }
            #[inline(always)]
            fn bits(self, shift: u32, mask: u32) -> usize {
                ((self >> shift) as u32 & mask) as usize
            }
            const BYTES: usize = std::mem::size_of::<$t>();
            fn write_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn read_le(bytes: &[u8]) -> Self {
                <$t>::from_le_bytes(bytes.try_into().expect("a code's bytes"))
            }
        }
    };
}
code_impl!(u64);
code_impl!(u128);

/// One line's part of the code: where its rank sits, and the packed key of each rank.
struct LineField<K> {
    shift: u32,
    mask: u32,
    keys: Vec<K>,
}

/// A board's line code over keys `K` and codes `C` (see the module's notes).
pub(crate) struct LineCode<K: Key, C: Code> {
    lines: Vec<LineField<K>>,
    /// `terms[v][o]`: vehicle `v`'s term at offset `o` (a row of 16: an offset indexes it
    /// without a check).
    terms: Vec<[C; 16]>,
}

/// The bits a board's line code needs (the start position tells each line's order).
pub(crate) fn code_bits(board: &PackedBoard, start: &impl Key) -> u32 {
    lines_of(board, start).iter().map(|l| bits_for(arrangements(board, l))).sum()
}

/// The movers of each line, in their order along it (vehicle indices into `board.movers`).
fn lines_of<K: Key>(board: &PackedBoard, start: &K) -> Vec<Vec<usize>> {
    let mut lines: Vec<((bool, u8), Vec<usize>)> = Vec::new();
    for (i, m) in board.movers.iter().enumerate() {
        let id = (m.horizontal, m.line);
        match lines.iter_mut().find(|(l, _)| *l == id) {
            Some((_, v)) => v.push(i),
            None => lines.push((id, vec![i])),
        }
    }
    for (_, v) in &mut lines {
        v.sort_by_key(|&i| start.get(board.movers[i].field) + board.movers[i].lo);
    }
    lines.into_iter().map(|(_, v)| v).collect()
}

/// The line's length (the board's side along it).
fn line_len(board: &PackedBoard, movers: &[usize]) -> u32 {
    board.movers[movers[0]].sentinel.trailing_zeros()
}

fn arrangements(board: &PackedBoard, movers: &[usize]) -> u128 {
    let total: u32 = movers.iter().map(|&i| board.movers[i].len as u32).sum();
    let k = movers.len() as u32;
    choose(line_len(board, movers) - total + k, k)
}

fn bits_for(count: u128) -> u32 {
    128 - (count - 1).leading_zeros()
}

fn choose(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u128, |acc, i| acc * (n - i) as u128 / (i + 1) as u128)
}

impl<K: Key, C: Code> LineCode<K, C> {
    /// The line code of `board`'s positions (whose stretches `start` fixed). The caller checks
    /// that [`code_bits`] fits `C`.
    pub fn new(board: &PackedBoard, start: &K) -> Self {
        let mut terms = vec![[C::default(); 16]; board.slots.len()];
        let mut lines = Vec::new();
        let mut shift = 0;
        for movers in lines_of(board, start) {
            let count = arrangements(board, &movers);
            let bits = bits_for(count);
            // Vehicle i of the line (from 1) at offset o: C(q, i), q = o - (lengths before) + i - 1.
            let mut before = 0u32;
            for (i, &m) in movers.iter().enumerate() {
                let mover = &board.movers[m];
                let hi = board.slots[mover.vehicle as usize].hi;
                for o in mover.lo..=hi {
                    let q = (o as u32 + i as u32).saturating_sub(before);
                    terms[mover.vehicle as usize][o as usize] = C::from_u128(choose(q, i as u32 + 1) << shift);
                }
                before += mover.len as u32;
            }
            // Every arrangement: its rank and its packed fields.
            let mut keys = vec![K::empty(); count as usize];
            let mut offsets = Vec::with_capacity(movers.len());
            arrange(board, &movers, 0, 0, &mut offsets, &mut |offsets: &[u8]| {
                let mut k = K::default();
                let mut rank = 0u128;
                let mut before = 0u32;
                for (i, (&m, &o)) in movers.iter().zip(offsets).enumerate() {
                    let mover = &board.movers[m];
                    k.set(mover.field, o - mover.lo);
                    rank += choose(o as u32 + i as u32 - before, i as u32 + 1);
                    before += mover.len as u32;
                }
                keys[rank as usize] = k;
            });
            lines.push(LineField { shift, mask: ((1u64 << bits) - 1) as u32, keys });
            shift += bits;
        }
        LineCode { lines, terms }
    }

    /// Vehicle `v`'s term at offset `offset`.
    #[inline(always)]
    pub fn term(&self, v: usize, offset: u8) -> C {
        self.terms[v][offset as usize & 15]
    }

    /// The code of a packed key.
    pub fn encode(&self, board: &PackedBoard, k: &K) -> C {
        board.movers.iter().fold(C::default(), |c, m| c.wrapping_add(self.term(m.vehicle as usize, board.offset(k, m.vehicle as usize))))
    }

    /// The packed key of a code.
    #[inline(always)]
    pub fn decode(&self, c: C) -> K {
        // A vehicle that never moves has a field of no bits: nothing to add for it.
        let mut k = K::default();
        for l in &self.lines {
            k = k.union(&l.keys[c.bits(l.shift, l.mask)]);
        }
        k
    }
}

/// Calls `f` with every arrangement of the line's movers from mover `i` on, the ones before at
/// `offsets` and the line free from `from`.
fn arrange(board: &PackedBoard, movers: &[usize], i: usize, from: u8, offsets: &mut Vec<u8>, f: &mut impl FnMut(&[u8])) {
    if i == movers.len() {
        f(offsets);
        return;
    }
    let m = &board.movers[movers[i]];
    let hi = board.slots[m.vehicle as usize].hi;
    for o in m.lo.max(from)..=hi {
        offsets.push(o);
        arrange(board, movers, i + 1, o + m.len, offsets, f);
        offsets.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid;
    use crate::search::packed::Packed;

    #[test]
    fn uva_boards_fit_the_bits_the_module_says() {
        let text = include_str!("../../../../puzzles/large-boards.txt");
        let bits: Vec<u32> = text
            .lines()
            .map(|l| {
                let p = grid::parse_paste(l).unwrap();
                let packed = PackedBoard::new(&p.board, &p.start);
                code_bits(&packed, &packed.pack::<Packed<4>>(&p.start))
            })
            .collect();
        assert_eq!(bits, [26, 29, 24, 47, 60, 63, 112]);
    }

    #[test]
    fn codes_round_trip_and_differ_on_a_9x9_cluster_sample() {
        let p = grid::parse_paste("BBBFoCDoo/oooFoCDEE/oooFGGIoo/ooooHHIJJ/ooKKKOAAQ/LoMooOooQ/LoMNNOPPQ/TURRWSSSX/TUVVWoooX").unwrap();
        let board = PackedBoard::new(&p.board, &p.start);
        let start: Packed<2> = board.pack(&p.start);
        let code: LineCode<Packed<2>, u64> = LineCode::new(&board, &start);
        // Walk the first layers, checking each key decodes back and no two keys share a code.
        let mut seen = std::collections::HashMap::new();
        let mut layer = vec![start];
        for _ in 0..4 {
            let mut next = Vec::new();
            for k in &layer {
                board.successors(k, crate::model::rules::Metric::Moves, |s, _, _| {
                    next.push(s);
                    false
                });
            }
            for k in &next {
                let c = code.encode(&board, k);
                assert_eq!(code.decode(c), *k);
                assert_eq!(*seen.entry(c).or_insert(*k), *k, "two positions with code {c}");
            }
            layer = next;
        }
        assert!(seen.len() > 1000);
    }
}
