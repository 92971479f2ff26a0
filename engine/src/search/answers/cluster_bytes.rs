//! A finished cluster as bytes and back, to move it between threads: the page's Web Worker
//! analyses a puzzle and hands the page its cluster for instant lookups (hints, moves to go).
//!
//! The bytes hold positions, not packed keys, so they do not depend on how a build packs them:
//! a header (`RHC1`, the metric, the vehicle count, the entry count as `u32`), then per entry the
//! vehicles' offsets (a byte each) and the stored value (distance plus one, 0 = dead; `u16`, little
//! endian). Entries come in the table's slot order, so the reading side, whose table has the same
//! size and hash, fills its slots almost in order. [`ClusterReader`] reads them a part at a time,
//! so a page can read a large cluster between frames.

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
    /// The cluster as bytes ([`Cluster::from_bytes`] and [`ClusterReader`] read them back).
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

    /// Reads a cluster of `board` written by [`Cluster::to_bytes`] at once.
    pub fn from_bytes(board: &Board, bytes: &[u8]) -> Result<Cluster, String> {
        let mut reader = ClusterReader::new(board, bytes.to_vec())?;
        reader.read(usize::MAX)?;
        Ok(reader.finish().expect("everything was read"))
    }
}

/// A cluster read from its bytes a part at a time: [`ClusterReader::read`] until it reports
/// everything read, then [`ClusterReader::finish`]. An error says what does not fit (another
/// format, another board, cut short, a position of another cluster).
pub struct ClusterReader {
    board: Board,
    packed: PackedBoard,
    metric: Metric,
    bytes: Vec<u8>,
    /// Entries read so far, of `size`.
    done: usize,
    size: usize,
    table: Box<dyn ReadTable>,
}

impl ClusterReader {
    pub fn new(board: &Board, bytes: Vec<u8>) -> Result<ClusterReader, String> {
        let vehicles = board.vehicles().len();
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err("not a cluster (no RHC1 header)".into());
        }
        let metric = if bytes[4] == 1 { Metric::Steps } else { Metric::Moves };
        if bytes[5] as usize != vehicles {
            return Err(format!("the cluster has {} vehicles, the board {vehicles}", bytes[5]));
        }
        let size = u32::from_le_bytes(bytes[6..10].try_into().expect("four bytes")) as usize;
        let entries = bytes.len() - HEADER;
        if size == 0 || entries != size * (vehicles + 2) {
            return Err(format!("{entries} bytes of entries for {size} positions of {vehicles} vehicles"));
        }
        let packed = PackedBoard::new(board, &Position(bytes[HEADER..HEADER + vehicles].to_vec()));
        let table =
            with_key_type!(&packed, |K, _E, D| Box::new(Reading::<K, D> { map: D::dense(size), key: PhantomData }) as Box<dyn ReadTable>);
        Ok(ClusterReader { board: board.clone(), packed, metric, bytes, done: 0, size, table })
    }

    /// Reads up to `entries` more; true once every entry is read.
    pub fn read(&mut self, entries: usize) -> Result<bool, String> {
        let width = self.board.vehicles().len() + 2;
        let end = self.size.min(self.done.saturating_add(entries));
        let part = &self.bytes[HEADER + self.done * width..HEADER + end * width];
        self.table.read(&self.packed, part, width - 2, self.done)?;
        self.done = end;
        Ok(self.done == self.size)
    }

    /// The cluster once everything is read (its statistics are its size only).
    pub fn finish(self) -> Option<Cluster> {
        (self.done == self.size).then(|| Cluster {
            board: self.board,
            packed: self.packed,
            metric: self.metric,
            distances: self.table.into_distances(),
            stats: Stats { discovered: self.size, ..Stats::default() },
        })
    }
}

/// A table being filled from entries, whatever its key width.
trait ReadTable {
    /// Adds the entries of `part` (the first being entry `first`).
    fn read(&mut self, packed: &PackedBoard, part: &[u8], vehicles: usize, first: usize) -> Result<(), String>;
    fn into_distances(self: Box<Self>) -> Box<dyn Distances>;
}

struct Reading<K: Key, D: DistanceTable<K>> {
    map: D,
    key: PhantomData<K>,
}

impl<K: Key, D: DistanceTable<K> + 'static> ReadTable for Reading<K, D> {
    fn read(&mut self, packed: &PackedBoard, part: &[u8], vehicles: usize, first: usize) -> Result<(), String> {
        let mut pos = Position(vec![0; vehicles]);
        for (i, entry) in part.chunks_exact(vehicles + 2).enumerate() {
            pos.0.copy_from_slice(&entry[..vehicles]);
            let k: K = packed.try_pack(&pos).ok_or_else(|| format!("entry {} is not a position of this board's cluster", first + i))?;
            let h = k.hash64();
            if !self.map.insert_reserved(k, h) {
                return Err(format!("entry {} repeats a position", first + i));
            }
            let value = u16::from_le_bytes([entry[vehicles], entry[vehicles + 1]]);
            if value > 0 {
                self.map.reach(&k, h, value);
            }
        }
        Ok(())
    }
    fn into_distances(self: Box<Self>) -> Box<dyn Distances> {
        Box::new(DistancesOf { map: self.map, key: PhantomData::<K> })
    }
}
