//! The classroom's admissible bounds ([`crate::teach::heuristic`]) on packed keys, without
//! unpacking a position: the blocking bound and the two-level blocking bound, moves metric. They
//! return exactly what [`blocking_heuristic`] and [`two_level_heuristic`] return (the tests
//! compare them position by position on whole clusters), so the argument for their
//! admissibility is the classroom's; they only cost far less (no allocation), which the
//! lower-bound search pays on every successor.
//!
//! [`blocking_heuristic`]: crate::teach::heuristic::blocking_heuristic
//! [`two_level_heuristic`]: crate::teach::heuristic::two_level_heuristic

use crate::model::board::{Axis, Board};
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;

/// A vehicle that covers part of the red car's line at some offset.
struct Crosser {
    vehicle: usize,
    /// The cells of the red car's line it covers, by offset.
    red_bits: [u16; 16],
    /// Parallel to the red car (it can never leave the red car's line).
    parallel: bool,
    /// Its line (row or column) and length, the length of its line, its axis.
    line: u8,
    len: u8,
    line_len: u8,
    vertical: bool,
}

/// The blocking and two-level blocking bounds of one board, on its packed keys.
pub(crate) struct BlockingBound {
    crossers: Vec<Crosser>,
    /// The red car's line (row of a horizontal red car, column of a vertical one).
    red_line: u8,
    width: usize,
    /// Per cell (`row * width + column`): a wall.
    walls: Vec<bool>,
    /// Per cell: the vehicles that cover it at some offset, each with those offsets as bits.
    covers: Vec<Vec<(usize, u16)>>,
}

impl BlockingBound {
    pub(crate) fn new(board: &Board) -> BlockingBound {
        let red = board.vehicle(0);
        let width = board.width() as usize;
        let cells = width * board.height() as usize;
        let mut walls = vec![false; cells];
        for &(r, c) in board.walls() {
            walls[r as usize * width + c as usize] = true;
        }
        let mut covers: Vec<Vec<(usize, u16)>> = vec![Vec::new(); cells];
        let mut crossers = Vec::new();
        for (i, v) in board.vehicles().iter().enumerate() {
            let mut red_bits = [0u16; 16];
            for o in 0..=board.line_len(i).saturating_sub(v.len) {
                for (r, c) in v.cells(o) {
                    let cell = &mut covers[r as usize * width + c as usize];
                    match cell.iter_mut().find(|(j, _)| *j == i) {
                        Some((_, bits)) => *bits |= 1 << o,
                        None => cell.push((i, 1 << o)),
                    }
                    red_bits[o as usize] |= match red.axis {
                        Axis::Horizontal if r == red.line => 1 << c,
                        Axis::Vertical if c == red.line => 1 << r,
                        _ => 0,
                    };
                }
            }
            if i > 0 && red_bits.iter().any(|&b| b != 0) {
                crossers.push(Crosser {
                    vehicle: i,
                    red_bits,
                    parallel: v.axis == red.axis,
                    line: v.line,
                    len: v.len,
                    line_len: board.line_len(i),
                    vertical: v.axis == Axis::Vertical,
                });
            }
        }
        BlockingBound { crossers, red_line: red.line, width, walls, covers }
    }

    /// The cells of the red car's line between it and the exit, where it is in `k`; `None` at
    /// the goal.
    #[inline(always)]
    fn path<K: Key>(packed: &PackedBoard, k: &K) -> Option<u16> {
        let red = packed.offset(k, 0);
        (red != packed.goal_offset()).then(|| packed.exit_path[red as usize & 15] as u16)
    }

    /// [`blocking_heuristic`](crate::teach::heuristic::blocking_heuristic), moves metric: 0 at
    /// the goal, else 1 + the vehicles between the red car and the exit.
    #[inline(always)]
    pub(crate) fn blocking<K: Key>(&self, packed: &PackedBoard, k: &K) -> usize {
        match Self::path(packed, k) {
            None => 0,
            Some(path) => 1 + self.crossers.iter().filter(|x| x.red_bits[packed.offset(k, x.vehicle) as usize & 15] & path != 0).count(),
        }
    }

    /// The vehicle on cell `(r, c)` in `k` (`Err` for a wall, `Ok(None)` when empty).
    #[inline(always)]
    fn on<K: Key>(&self, packed: &PackedBoard, k: &K, r: u8, c: u8) -> Result<Option<usize>, ()> {
        let cell = r as usize * self.width + c as usize;
        if self.walls[cell] {
            return Err(());
        }
        Ok(self.covers[cell].iter().find(|&&(v, bits)| bits >> (packed.offset(k, v) & 15) & 1 != 0).map(|&(v, _)| v))
    }

    /// [`two_level_heuristic`](crate::teach::heuristic::two_level_heuristic), moves metric:
    /// the blocking bound plus the fewest further vehicles that must move so that every blocking
    /// vehicle can leave the red car's line.
    pub(crate) fn two_level<K: Key>(&self, packed: &PackedBoard, k: &K) -> usize {
        let Some(path) = Self::path(packed, k) else { return 0 };
        let mut blockers = 0u64;
        // Per blocking vehicle, the vehicles in its way on each side it can leave by (as bits).
        let mut ways: [[Option<u64>; 2]; 16] = [[None; 2]; 16];
        let mut n = 0;
        for x in &self.crossers {
            if x.red_bits[packed.offset(k, x.vehicle) as usize & 15] & path != 0 {
                blockers |= 1 << x.vehicle;
            }
        }
        let base = 1 + blockers.count_ones() as usize;
        for x in self.crossers.iter().filter(|x| blockers >> x.vehicle & 1 != 0) {
            if x.parallel || n == ways.len() {
                return base;
            }
            let (o, len, row) = (packed.offset(k, x.vehicle), x.len, self.red_line);
            let mut sides = [None, None];
            if row >= len {
                sides[0] = Some((row - len)..o);
            }
            if row + 1 + len <= x.line_len {
                sides[1] = Some((o + len)..(row + 1 + len));
            }
            for (way, side) in ways[n].iter_mut().zip(sides) {
                *way = side.and_then(|swept| {
                    let mut in_the_way = 0u64;
                    for along in swept {
                        let (r, c) = if x.vertical { (along, x.line) } else { (x.line, along) };
                        if let Some(v) = self.on(packed, k, r, c).ok()? {
                            in_the_way |= 1 << v;
                        }
                    }
                    Some(in_the_way & !blockers & !1)
                });
            }
            if ways[n].iter().all(Option::is_none) {
                return base;
            }
            n += 1;
        }
        // The fewest over every choice of a side per blocking vehicle.
        let mut best = u32::MAX;
        for choice in 0u32..1 << n {
            let mut extra = 0u64;
            let ok = ways[..n].iter().enumerate().all(|(i, w)| match w[(choice >> i & 1) as usize] {
                Some(bits) => {
                    extra |= bits;
                    true
                }
                None => false,
            });
            if ok {
                best = best.min(extra.count_ones());
            }
        }
        base + best as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid;
    use crate::model::rules::Metric;
    use crate::search::cluster::Cluster;
    use crate::search::packed::Packed;
    use crate::teach::heuristic::{blocking_heuristic, two_level_heuristic};

    /// Both bounds are the classroom's, position by position, on whole clusters (6×6 with and
    /// without walls, a 9×9 start's neighbourhood), and never above a position's distance.
    #[test]
    fn the_packed_bounds_are_the_classroom_ones_on_whole_clusters() {
        for g in [
            "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo",
            "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
            "BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo",
            "oBBCCC/oDDFEE/AAHFoJ/GGHIIJ/LoMoKK/LoMooo",
            "ooCBBD/ooCooD/ooCAAD/oooHEE/GFFHoo/GooHII",
        ] {
            let p = grid::parse_paste(g).unwrap();
            let c = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
            let packed = PackedBoard::new(&p.board, &p.start);
            let bound = BlockingBound::new(&p.board);
            let mut above_blocking = 0;
            for pos in c.positions() {
                let k: Packed<4> = packed.pack(&pos);
                let (h1, h2) = (bound.blocking(&packed, &k), bound.two_level(&packed, &k));
                assert_eq!(h1, blocking_heuristic(&p.board, &pos, Metric::Moves) as usize, "{g}: {pos:?}");
                assert_eq!(h2, two_level_heuristic(&p.board, &pos, Metric::Moves) as usize, "{g}: {pos:?}");
                if let Some(d) = c.distance(&pos) {
                    assert!(h2 <= d as usize, "{g}: {pos:?} bound {h2} over distance {d}");
                }
                above_blocking += (h2 > h1) as usize;
            }
            assert!(above_blocking > 0, "{g}: the second level never added anything");
        }
    }
}
