//! The fast successor generator for boards of at most 8×8 whose positions pack into one `u64`
//! (every 6×6 board): the same keys as [`PackedLayout`], fewer instructions a position.
//!
//! The occupancy is one row-major bitboard (bit `8 * row + column`; the bits past a row's end
//! and below the last row stay clear). It is built from a handful of table lookups: the key's
//! fields are cut into chunks of at most [`CHUNK_BITS`] bits, and each chunk's table gives the
//! cells of all its vehicles at once. Vehicles that can never move (walled in) are part of the
//! fixed cells with the walls.
//!
//! Each vehicle that can move knows, for each value of its field, the cell just before it and the
//! cell just after it along its axis (none at the ends of its stretch). So a vehicle is blocked
//! when neither cell is free, one `and`, without extracting its line; a free one slides cell by
//! cell while the next cell is free. Successors are the key with one field replaced.

use crate::model::board::{Axis, Board};
use crate::search::packed::Packed;
use crate::search::packed_layout::PackedLayout;
use crate::search::successors::{BUFFER_LEN, LastMove, Successor, SuccessorBuffer, Successors};

/// Bits of key a decoding table covers (a table has `1 << CHUNK_BITS` entries of 8 bytes).
const CHUNK_BITS: u32 = 8;

/// A field holds `offset - lo`, at most 6 on a board of side 8: three bits, eight values.
const VALUES: usize = 8;

/// One decoding table: the cells of the vehicles whose fields lie in `shift..shift + CHUNK_BITS`.
#[derive(Clone, Debug)]
struct Chunk {
    shift: u32,
    cells: Box<[u64; 1 << CHUNK_BITS]>,
}

/// A vehicle that can move, with its cells and neighbours for each value of its field.
#[derive(Clone, Debug)]
struct SmallMover {
    shift: u32,
    mask: u64,
    vehicle: u8,
    /// Covers a cell between the red car and the exit at some value (so moving it may clear
    /// the way out).
    crosses_red: bool,
    /// The cell just before the vehicle (above or to the left), 0 at the start of its stretch.
    before: [u64; VALUES],
    /// The cell just after the vehicle, 0 at the end of its stretch.
    after: [u64; VALUES],
    /// The cells it covers.
    cells: [u64; VALUES],
    /// Its lowest offset (field value 0).
    lo: u8,
    /// Bit `j` set when mover `j` can ever cover a cell this one can: the only lower movers
    /// whose moves may not commute with one of this mover's.
    crossers: u64,
}

/// A mover's cells just before and after it together, for each value of its field: the one
/// array the test for blocked vehicles reads, kept apart from the rest so that it stays small.
#[derive(Clone, Debug)]
struct Near {
    shift: u32,
    mask: u64,
    cells: [u64; VALUES],
}

/// The successor generator for one board (see the module documentation).
#[derive(Clone, Debug)]
pub struct SmallBoard {
    /// Walls and vehicles that cannot move.
    fixed: u64,
    chunks: Vec<Chunk>,
    movers: Vec<SmallMover>,
    /// The movers' neighbour cells, in the same order.
    near: Vec<Near>,
    /// `spans[i][VALUES * a + b]`: the cells mover `i` covers at some value from `a` to `b`
    /// (`a <= b`), kept apart from the movers as it is read once an expansion.
    spans: Vec<[u64; VALUES * VALUES]>,
    /// `skip_bits[vehicle]`: the bit of the vehicle's mover (0 for one that cannot move).
    skip_bits: Vec<u64>,
    /// A bit for each mover.
    all: u64,
    /// The red car's field.
    red_shift: u32,
    red_mask: u64,
    /// `exit_path[value]`: the cells between the red car and the exit.
    exit_path: [u64; VALUES],
}

/// The bit of a cell.
fn bit(r: u8, c: u8) -> u64 {
    1 << (r as u32 * 8 + c as u32)
}

impl SmallBoard {
    /// The fast generator for `layout`, or `None` when the board is larger than 8×8 or its keys
    /// need more than one word.
    pub fn new(board: &Board, layout: &PackedLayout) -> Option<SmallBoard> {
        if board.width() > 8 || board.height() > 8 || layout.words != 1 {
            return None;
        }
        let mut fixed = board.walls().iter().fold(0, |a, &(r, c)| a | bit(r, c));
        let mut movers = Vec::new();
        // Per vehicle: its field (shift, bits) and cells by value; fixed vehicles have 0 bits.
        let mut fields = Vec::new();
        for (i, v) in board.vehicles().iter().enumerate() {
            let (shift, mask, lo, hi) = layout.field_of(i);
            let cells_at = |o: u8| v.cells(o).fold(0, |a, (r, c)| a | bit(r, c));
            if lo == hi {
                fixed |= cells_at(lo);
                continue;
            }
            let mut m = SmallMover {
                shift,
                mask,
                vehicle: i as u8,
                crosses_red: false,
                before: [0; VALUES],
                after: [0; VALUES],
                cells: [0; VALUES],
                lo,
                crossers: 0,
            };
            for o in lo..=hi {
                let x = (o - lo) as usize;
                m.cells[x] = cells_at(o);
                let (r, c) = v.top_left(o);
                if o > lo {
                    m.before[x] = match v.axis {
                        Axis::Horizontal => bit(r, c - 1),
                        Axis::Vertical => bit(r - 1, c),
                    };
                }
                if o < hi {
                    m.after[x] = match v.axis {
                        Axis::Horizontal => bit(r, c + v.len),
                        Axis::Vertical => bit(r + v.len, c),
                    };
                }
            }
            fields.push((shift, mask, m.cells));
            movers.push(m);
        }
        let (red_shift, red_mask, red_lo, red_hi) = layout.field_of(0);
        let red = board.vehicle(0);
        let mut exit_path = [0; VALUES];
        for o in red_lo..=red_hi {
            let (r, c) = red.top_left(o);
            let (mut pos, end, forward) = match red.axis {
                Axis::Horizontal => (c, board.width(), board.exit().is_forward()),
                Axis::Vertical => (r, board.height(), board.exit().is_forward()),
            };
            let mut path = 0;
            let mut add = |p: u8| {
                path |= match red.axis {
                    Axis::Horizontal => bit(r, p),
                    Axis::Vertical => bit(p, c),
                }
            };
            if forward {
                for p in pos + red.len..end {
                    add(p);
                }
            } else {
                while pos > 0 {
                    pos -= 1;
                    add(pos);
                }
            }
            exit_path[(o - red_lo) as usize] = path;
        }
        let all_paths = exit_path.iter().fold(0, |a, p| a | p);
        for m in movers.iter_mut().filter(|m| m.vehicle != 0) {
            m.crosses_red = m.cells.iter().any(|c| c & all_paths != 0);
        }
        // Each mover has a field of one bit or more in the word: at most 63 of them.
        debug_assert!(movers.len() <= 64);
        let stretch: Vec<u64> = movers.iter().map(|m| m.cells.iter().fold(0, |a, c| a | c)).collect();
        for (m, &s) in movers.iter_mut().zip(&stretch) {
            m.crossers = stretch.iter().enumerate().filter(|&(_, t)| s & t != 0).fold(0, |a, (j, _)| a | 1 << j);
        }
        let mut skip_bits = vec![0; board.vehicles().len()];
        for (i, m) in movers.iter().enumerate() {
            skip_bits[m.vehicle as usize] = 1 << i;
        }
        let near = movers
            .iter()
            .map(|m| Near { shift: m.shift, mask: m.mask, cells: std::array::from_fn(|x| m.before[x] | m.after[x]) })
            .collect();
        let all = if movers.len() == 64 { u64::MAX } else { (1 << movers.len()) - 1 };
        let spans = movers
            .iter()
            .map(|m| {
                let mut span = [0; VALUES * VALUES];
                for a in 0..VALUES {
                    for b in a..VALUES {
                        span[VALUES * a + b] = m.cells[a..=b].iter().fold(0, |x, c| x | c);
                    }
                }
                span
            })
            .collect();
        Some(SmallBoard { fixed, chunks: chunks(&fields), movers, near, spans, skip_bits, all, red_shift, red_mask, exit_path })
    }

    /// Bit `i` set when mover `i` has a free cell beside it in `k`: one pass without branches,
    /// as most vehicles are blocked, and which ones is hard to predict.
    #[inline(always)]
    fn movable(&self, k: u64, free: u64, mut among: u64) -> u64 {
        let mut bits = 0;
        while among != 0 {
            let i = among.trailing_zeros() as usize;
            among &= among - 1;
            let n = &self.near[i];
            let here = ((k >> n.shift) & n.mask) as usize % VALUES;
            bits |= ((n.cells[here] & free != 0) as u64) << (i % 64);
        }
        bits
    }

    /// The occupied cells of `k`.
    #[inline(always)]
    fn occupancy(&self, k: u64) -> u64 {
        let mut occ = self.fixed;
        for c in &self.chunks {
            occ |= c.cells[(k >> c.shift) as usize & ((1 << CHUNK_BITS) - 1)];
        }
        occ
    }
}

/// The decoding tables: consecutive fields grouped while they span at most [`CHUNK_BITS`] bits.
fn chunks(fields: &[(u32, u64, [u64; VALUES])]) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut rest = fields;
    while let Some(&(shift, _, _)) = rest.first() {
        let n = rest.iter().take_while(|&&(s, mask, _)| s + (64 - mask.leading_zeros()) - shift <= CHUNK_BITS).count();
        // The entries for the chunk's own bits, then copies of them for every value of the bits
        // above (the next chunk's, read along but meaningless here).
        let (last_shift, last_mask, _) = rest[n - 1];
        let own = 1usize << (last_shift + (64 - last_mask.leading_zeros()) - shift).min(CHUNK_BITS);
        let mut cells = Box::new([0u64; 1 << CHUNK_BITS]);
        for (x, entry) in cells[..own].iter_mut().enumerate() {
            for &(s, mask, ref at) in &rest[..n] {
                // Values past the end of a stretch never occur; any entry will do for them.
                *entry |= at[((x as u64) >> (s - shift) & mask) as usize % VALUES];
            }
        }
        for x in own..1 << CHUNK_BITS {
            cells[x] = cells[x % own];
        }
        chunks.push(Chunk { shift, cells });
        rest = &rest[n..];
    }
    chunks
}

impl SmallBoard {
    /// Writes the successors of mover `m` in `k` from `out[n]` on; returns the new count. With
    /// `PRUNE`, only the slides whose cells touch `span` (the cells the last, higher vehicle
    /// covered: see [`LastMove`]); the others commute with the last move.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn slides<const CLEAR: bool, const PRUNE: bool>(
        &self,
        m: &SmallMover,
        k: u64,
        (occ, free, path): (u64, u64, u64),
        span: u64,
        out: &mut SuccessorBuffer<Packed<1>>,
        mut n: usize,
    ) -> usize {
        let here = ((k >> m.shift) & m.mask) as usize % VALUES;
        let base = k & !(m.mask << m.shift);
        let from = m.lo + here as u8;
        // Smallest value first, as the plain generator orders them. Pruning, the values below
        // are kept up to the highest one whose slide touches `span` (`hit`).
        let mut first = here;
        let mut hit = usize::MAX;
        while m.before[first] & free != 0 {
            first = (first - 1) % VALUES;
            if PRUNE && hit == usize::MAX && m.cells[first] & span != 0 {
                hit = first;
            }
        }
        // The occupancy without this vehicle, for the exit test.
        let without = occ & !m.cells[here];
        let mut emit = |value: usize| {
            let clear = CLEAR && m.crosses_red && (without | m.cells[value]) & path == 0;
            out[n % BUFFER_LEN] = Successor { key: Packed([base | (value as u64) << m.shift]), vehicle: m.vehicle, from, clear };
            n += 1;
        };
        for value in first..if PRUNE { hit.wrapping_add(1) } else { here } {
            emit(value);
        }
        let mut value = here;
        let mut touched = !PRUNE;
        while m.after[value] & free != 0 {
            value = (value + 1) % VALUES;
            touched |= m.cells[value] & span != 0;
            if touched {
                emit(value);
            }
        }
        n
    }
}

impl Successors<Packed<1>> for SmallBoard {
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn moves<const CLEAR: bool>(&self, k: &Packed<1>, last: LastMove, out: &mut SuccessorBuffer<Packed<1>>) -> usize {
        let k = k.0[0];
        let occ = self.occupancy(k);
        let free = !occ;
        let path = if CLEAR { self.exit_path[((k >> self.red_shift) & self.red_mask) as usize % VALUES] } else { 0 };
        let mut n = 0;
        let skip = self.skip_bits.get(last.vehicle).copied().unwrap_or(0);
        let mut among = self.all & !skip;
        if skip != 0 && last.from != LastMove::NO_FROM {
            // The movers before the last one: their moves that commute with it are left out,
            // those that never share a cell with it at once.
            let ui = skip.trailing_zeros() as usize;
            let u = &self.movers[ui];
            among &= !(skip - 1) | u.crossers;
            let (a, b) = ((last.from - u.lo) as usize, ((k >> u.shift) & u.mask) as usize);
            let span = self.spans[ui][(VALUES * a.min(b) + a.max(b)) % (VALUES * VALUES)];
            let mut low = self.movable(k, free, among & (skip - 1));
            while low != 0 {
                let m = &self.movers[low.trailing_zeros() as usize];
                low &= low - 1;
                n = self.slides::<CLEAR, true>(m, k, (occ, free, path), span, out, n);
            }
            among &= !(skip - 1);
        }
        // The vehicles with a free cell beside them.
        let mut movable = self.movable(k, free, among);
        while movable != 0 {
            let m = &self.movers[movable.trailing_zeros() as usize];
            movable &= movable - 1;
            n = self.slides::<CLEAR, false>(m, k, (occ, free, path), 0, out, n);
        }
        n
    }

    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn steps(&self, k: &Packed<1>, last: LastMove, out: &mut SuccessorBuffer<Packed<1>>) -> usize {
        let k = k.0[0];
        let free = !self.occupancy(k);
        // The movers before the last one step only where the cells they enter touch the cells
        // the last vehicle covered (see [`LastMove`]): `low` has their bits.
        let skip = self.skip_bits.get(last.vehicle).copied().unwrap_or(0);
        let (mut among, low, span) = match skip {
            0 => (self.all, 0, 0),
            _ if last.from == LastMove::NO_FROM => (self.all, 0, 0),
            _ => {
                let ui = skip.trailing_zeros() as usize;
                let u = &self.movers[ui];
                let (a, b) = ((last.from - u.lo) as usize, ((k >> u.shift) & u.mask) as usize);
                // Lower movers that never share a cell with it are left out at once.
                (self.all & (!(skip - 1) | u.crossers), skip - 1, self.spans[ui][(VALUES * a.min(b) + a.max(b)) % (VALUES * VALUES)])
            }
        };
        let mut n = 0;
        while among != 0 {
            let i = among.trailing_zeros() as usize;
            among &= among - 1;
            let m = &self.movers[i];
            let here = ((k >> m.shift) & m.mask) as usize % VALUES;
            let one = 1u64 << m.shift;
            let all = (low >> (i % 64)) & 1 == 0;
            let (down, up) = (here.wrapping_sub(1) % VALUES, (here + 1) % VALUES);
            // Written unconditionally, kept when the cell is free: no branches.
            out[n % BUFFER_LEN] =
                Successor { key: Packed([k.wrapping_sub(one)]), vehicle: m.vehicle, from: m.lo + here as u8, clear: false };
            n += ((m.before[here] & free != 0) & (all | (m.cells[down] & span != 0))) as usize;
            out[n % BUFFER_LEN] =
                Successor { key: Packed([k.wrapping_add(one)]), vehicle: m.vehicle, from: m.lo + here as u8, clear: false };
            n += ((m.after[here] & free != 0) & (all | (m.cells[up] & span != 0))) as usize;
        }
        n
    }
}

#[cfg(test)]
mod tests;
