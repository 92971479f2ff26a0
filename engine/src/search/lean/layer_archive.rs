//! The finished layers of a sorted-layer search, kept so that a plan to a goal found in the last
//! one can be walked back: from the goal, a neighbour in each layer before, down to the start
//! ([`LayerArchive::walk_back`]). The frontier search itself holds only three layers; keeping the
//! others costs memory, delta-coded (`delta_codes`: about 2 bytes a code on the UvA 9×9 boards,
//! against 8), or files (one per layer, the codes in order, little-endian), which the
//! lower-bound search of the UvA 12×12 needs: its layers outgrow the memory that the search
//! itself leaves.

use crate::model::rules::Move;
use crate::search::delta_codes::DeltaCodes;
use crate::search::line_code::{Code, LineCode};
use crate::search::packed::Key;
use crate::search::packed_board::PackedBoard;
use std::io::{self, Read, Write};
use std::path::PathBuf;

/// Where a search's finished layers are kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum KeptLayers {
    /// Not kept: a goal found cannot be walked back to a plan.
    #[default]
    Not,
    /// In memory, delta-coded (counted in the search's memory budget).
    InMemory,
    /// In files in this folder (created if missing), one per layer, removed when the search of
    /// that k is over.
    OnDisk(PathBuf),
}

/// A search's finished layers, in order from the start's.
pub(crate) struct LayerArchive<C: Code> {
    place: KeptLayers,
    memory: Vec<DeltaCodes<C>>,
    /// Files written, one per layer.
    files: Vec<PathBuf>,
    /// The first failure to write; the search goes on (its proof does not need the layers) and
    /// the walk back reports it.
    error: Option<String>,
}

impl<C: Code> LayerArchive<C> {
    pub fn new(place: KeptLayers) -> Self {
        LayerArchive { place, memory: Vec::new(), files: Vec::new(), error: None }
    }

    /// Bytes held in memory.
    pub fn bytes(&self) -> usize {
        self.memory.iter().map(DeltaCodes::bytes).sum()
    }

    /// Keeps the next finished layer (sorted codes).
    pub fn keep(&mut self, layer: &[C]) {
        match &self.place {
            KeptLayers::Not => {}
            KeptLayers::InMemory => self.memory.push(DeltaCodes::from_sorted(layer)),
            KeptLayers::OnDisk(dir) => {
                if self.error.is_some() {
                    return;
                }
                let path = dir.join(format!("layer-{:03}.codes", self.files.len()));
                match write_layer(&path, layer) {
                    Ok(()) => self.files.push(path),
                    Err(e) => self.error = Some(format!("cannot write the layer {}: {e}", path.display())),
                }
            }
        }
    }

    /// The layers kept in memory, taken out (none when they were kept elsewhere).
    pub fn take_layers(self) -> Vec<DeltaCodes<C>> {
        let mut this = self;
        std::mem::take(&mut this.memory)
    }

    /// Layer `depth`: borrowed from memory, or read back from its file.
    fn layer(&self, depth: usize) -> Result<Layer<'_, C>, String> {
        match &self.place {
            KeptLayers::Not => Err("the search's layers were not kept".to_string()),
            KeptLayers::InMemory => self.memory.get(depth).map(Layer::Kept).ok_or_else(|| format!("layer {depth} was not kept")),
            KeptLayers::OnDisk(_) => {
                if let Some(e) = &self.error {
                    return Err(e.clone());
                }
                let path = self.files.get(depth).ok_or_else(|| format!("layer {depth} was not kept"))?;
                read_layer(path).map(Layer::Read).map_err(|e| format!("cannot read the layer {}: {e}", path.display()))
            }
        }
    }

    /// The moves from the start (layer 0) to `target`, found at `depth` (its parent in the last
    /// layer kept): for each layer from the last, a slide of the position reached whose code is
    /// in that layer (every move can be undone). Layers are read back one at a time, from the
    /// last.
    pub fn walk_back<K: Key>(&self, board: &PackedBoard, code: &LineCode<K, C>, target: K, depth: usize) -> Result<Vec<Move>, String> {
        let mut back = Vec::with_capacity(depth);
        let mut key = target;
        for j in (0..depth).rev() {
            let layer = self.layer(j)?;
            let c = code.encode(board, &key);
            let mut parent = None;
            board.slides(&key, usize::MAX, false, |m, from, to, _| {
                let v = m.vehicle as usize;
                if parent.is_none() && layer.contains(c.wrapping_sub(code.term(v, from)).wrapping_add(code.term(v, to))) {
                    parent = Some((m.vehicle, m.field, m.lo, from, to));
                }
            });
            let (vehicle, field, lo, from, to) =
                parent.ok_or_else(|| format!("no position of layer {j} is one move from the one found at depth {}", j + 1))?;
            // The move from the parent (the vehicle at `to`) to the position reached (at `from`).
            back.push(Move::new(vehicle as usize, from as i8 - to as i8));
            key.set(field, to - lo);
        }
        back.reverse();
        Ok(back)
    }
}

/// A layer kept: in memory, or read back from its file.
enum Layer<'a, C: Code> {
    Kept(&'a DeltaCodes<C>),
    Read(Vec<C>),
}

impl<C: Code> Layer<'_, C> {
    fn contains(&self, c: C) -> bool {
        match self {
            Layer::Kept(codes) => codes.contains(c),
            Layer::Read(codes) => codes.binary_search(&c).is_ok(),
        }
    }
}

impl<C: Code> Drop for LayerArchive<C> {
    fn drop(&mut self) {
        for path in &self.files {
            let _ = std::fs::remove_file(path);
        }
    }
}

fn write_layer<C: Code>(path: &PathBuf, layer: &[C]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut file = io::BufWriter::with_capacity(1 << 20, std::fs::File::create(path)?);
    let mut bytes = Vec::with_capacity(1 << 16);
    for chunk in layer.chunks(4096) {
        bytes.clear();
        for &c in chunk {
            c.write_le(&mut bytes);
        }
        file.write_all(&bytes)?;
    }
    file.flush()
}

fn read_layer<C: Code>(path: &PathBuf) -> io::Result<Vec<C>> {
    let mut file = io::BufReader::with_capacity(1 << 20, std::fs::File::open(path)?);
    let len = file.get_ref().metadata()?.len() as usize;
    if !len.is_multiple_of(C::BYTES) {
        return Err(io::Error::new(io::ErrorKind::InvalidData, format!("{len} bytes is not a whole number of codes")));
    }
    let mut layer = Vec::with_capacity(len / C::BYTES);
    let mut bytes = vec![0u8; 4096 * C::BYTES];
    let mut left = len;
    while left > 0 {
        let n = left.min(bytes.len());
        file.read_exact(&mut bytes[..n])?;
        layer.extend(bytes[..n].chunks_exact(C::BYTES).map(C::read_le));
        left -= n;
    }
    Ok(layer)
}
