//! A finished cluster as bytes and back, to move it between threads: the page's Web Worker
//! analyses a puzzle and hands the page its cluster for instant lookups (hints, moves to go).
//!
//! The bytes hold positions, not packed keys, so they do not depend on how a build packs them:
//! a header (`RHC1`, the metric, the vehicle count, the entry count as `u32`), then per entry the
//! vehicles' offsets (a byte each) and the stored value (distance plus one, 0 = dead; `u16`, little
//! endian). Entries come in the table's slot order, so the reading side, whose table has the same
//! size and hash, fills its slots almost in order.

use crate::model::board::{Board, Position};
use crate::model::rules::Metric;
use crate::search::cluster::{Cluster, Distances, DistancesOf};
use crate::search::distance_table::DistanceTable;
use crate::search::limits::Stats;
use crate::search::packed::{Key, with_key_type};
use crate::search::packed_board::PackedBoard;
use std::marker::PhantomData;

const MAGIC: &[u8; 4] = b"RHC1";
const HEADER: usize = 10;

impl Cluster {
    /// The cluster as bytes ([`Cluster::from_bytes`] reads them back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let vehicles = self.board.vehicles().len();
        let mut out = Vec::with_capacity(HEADER + self.size() * (vehicles + 2));
        out.extend(MAGIC);
        out.push(matches!(self.metric, Metric::Steps) as u8);
        out.push(vehicles as u8);
        out.extend((self.size() as u32).to_le_bytes());
        self.distances.write_entries(&self.packed, &mut out);
        out
    }

    /// Reads a cluster of `board` written by [`Cluster::to_bytes`]; an error says what does
    /// not fit (another format, another board, cut short). Its statistics are the size only.
    pub fn from_bytes(board: &Board, bytes: &[u8]) -> Result<Cluster, String> {
        let vehicles = board.vehicles().len();
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err("not a cluster (no RHC1 header)".into());
        }
        let metric = if bytes[4] == 1 { Metric::Steps } else { Metric::Moves };
        if bytes[5] as usize != vehicles {
            return Err(format!("the cluster has {} vehicles, the board {vehicles}", bytes[5]));
        }
        let size = u32::from_le_bytes(bytes[6..10].try_into().unwrap()) as usize;
        let entries = &bytes[HEADER..];
        if size == 0 || entries.len() != size * (vehicles + 2) {
            return Err(format!("{} bytes of entries for {size} positions of {vehicles} vehicles", entries.len()));
        }
        let first = Position(entries[..vehicles].to_vec());
        let packed = PackedBoard::new(board, &first);
        let distances = with_key_type!(&packed, |K, E, D| read_table::<K, D>(&packed, entries, vehicles, size))?;
        let stats = Stats { discovered: size, ..Stats::default() };
        Ok(Cluster { board: board.clone(), packed, metric, distances, stats })
    }
}

fn read_table<K: Key, D: DistanceTable<K> + 'static>(
    packed: &PackedBoard,
    entries: &[u8],
    vehicles: usize,
    size: usize,
) -> Result<Box<dyn Distances>, String> {
    let mut map = D::dense(size);
    let mut pos = Position(vec![0; vehicles]);
    for (i, entry) in entries.chunks_exact(vehicles + 2).enumerate() {
        pos.0.copy_from_slice(&entry[..vehicles]);
        let k: K = packed.try_pack(&pos).ok_or_else(|| format!("entry {i} is not a position of this board's cluster"))?;
        let h = k.hash64();
        if !map.insert_reserved(k, h) {
            return Err(format!("entry {i} repeats a position"));
        }
        let value = u16::from_le_bytes([entry[vehicles], entry[vehicles + 1]]);
        if value > 0 {
            map.reach(&k, h, value);
        }
    }
    Ok(Box::new(DistancesOf { map, key: PhantomData::<K> }))
}
