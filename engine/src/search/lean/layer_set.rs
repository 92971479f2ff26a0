//! The visited set of a frontier search ([`crate::search::frontier`]): only the positions of the last
//! layers, each with its depth.
//!
//! Every move can be undone, so a successor of a position at depth `d` lies at depth `d - 1`,
//! `d` or `d + 1`: expanding layer `d`, a search needs the layers `d - 1` … `d + 1` to tell a new
//! position from an old one, and nothing older. Between layers, [`LayerSet::forget_below`]
//! drops the oldest layer in one pass over the table, cluster by cluster of occupied slots
//! (no tombstones, no second table).
//!
//! Open addressing with linear probing over the packed keys, as in `visited.rs`, in sixteen
//! tables chosen by the hash's top bits, each resized on its own (so growing needs a sixteenth
//! more memory for a moment, not twice as much). A table may have any number of slots (a key's
//! home slot is the high half of `hash × slots`, so the slots still follow the hash's order): a
//! frontier search sizes them for the next layer and they grow by half, not by doubling, which
//! keeps them between about 55% and 80% full.

use crate::search::bfs::Visited;
use crate::search::packed::Key;
use crate::search::visited::filled;

/// Most of a table that may be full: four fifths.
const LOAD_NUM: usize = 4;
const LOAD_DEN: usize = 5;

/// The set is split by the top bits of the hash into this many tables, each resized on its own:
/// while one is copied into a larger one, the others stay as they are, so growing costs a
/// sixteenth of the set's memory more, not twice it.
const SHARD_BITS: u32 = 4;
const SHARDS: usize = 1 << SHARD_BITS;

/// One of the set's tables.
struct Shard<K: Key> {
    slots: Vec<K>,
    depths: Vec<u8>,
    len: usize,
}

/// A set of packed keys, each with the low byte of the depth it was reached at.
pub(crate) struct LayerSet<K: Key> {
    shards: Vec<Shard<K>>,
}

/// Slots for `n` keys at three quarters full.
fn slots_for(n: usize) -> usize {
    (n * 4 / 3).max(128)
}

fn bytes_of<K>(slots: usize) -> usize {
    slots * (std::mem::size_of::<K>() + 1)
}

#[inline(always)]
fn shard_of(h: u64) -> usize {
    (h >> (64 - SHARD_BITS)) as usize
}

impl<K: Key> Shard<K> {
    fn new(cap: usize) -> Self {
        Shard { slots: filled(cap, K::empty()), depths: vec![0; cap], len: 0 }
    }

    /// The home slot of hash `h`: the 32 bits below its shard bits, as a fraction, times the
    /// slots (so slots follow the hash's order; one 64-bit multiplication, no 128-bit one,
    /// which wasm lacks).
    #[inline(always)]
    fn home(&self, h: u64) -> usize {
        ((((h << SHARD_BITS) >> 32) * self.slots.len() as u64) >> 32) as usize
    }

    fn full(&self, n: usize) -> bool {
        n * LOAD_DEN > self.slots.len() * LOAD_NUM
    }

    /// The slots the table grows to, to hold `n` keys: half as many again at least.
    fn grown_slots(&self, n: usize) -> usize {
        (self.slots.len() * 3 / 2).max(slots_for(n))
    }

    #[inline(always)]
    fn insert(&mut self, k: K, h: u64, depth: u16) -> bool {
        let cap = self.slots.len();
        let mut i = self.home(h);
        loop {
            let s = self.slots[i];
            if s == k {
                return false;
            }
            if s == K::empty() {
                self.slots[i] = k;
                self.depths[i] = depth as u8;
                self.len += 1;
                return true;
            }
            i += 1;
            if i == cap {
                i = 0;
            }
        }
    }

    /// Puts `k` (not in the table) in the first free slot from its home.
    fn place(&mut self, k: K, d: u8) {
        let cap = self.slots.len();
        let mut i = self.home(k.hash64());
        while self.slots[i] != K::empty() {
            i = if i + 1 == cap { 0 } else { i + 1 };
        }
        self.slots[i] = k;
        self.depths[i] = d;
    }

    /// Moves the keys to a table of `cap` slots, read in slot order (so they are written nearly
    /// in order too).
    #[cold]
    fn resize(&mut self, cap: usize) {
        let slots = std::mem::replace(&mut self.slots, filled(cap, K::empty()));
        let depths = std::mem::replace(&mut self.depths, vec![0; cap]);
        for (k, d) in slots.into_iter().zip(depths).filter(|(k, _)| *k != K::empty()) {
            self.place(k, d);
        }
    }

    fn forget_below(&mut self, depth: u16, kept: &mut Vec<(K, u8)>) {
        let cap = self.slots.len();
        let keep = |d: u8| (d.wrapping_sub(depth as u8) as i8) >= 0;
        // Start after an empty slot, so that no run of occupied slots wraps past the start.
        let Some(empty) = self.slots.iter().position(|k| *k == K::empty()) else { return };
        let (mut i, mut seen) = (empty, 0);
        while seen < cap {
            i = if i + 1 == cap { 0 } else { i + 1 };
            seen += 1;
            if self.slots[i] == K::empty() {
                continue;
            }
            // A run of occupied slots: every key in it has its home slot in it too (linear
            // probing fills every slot from a key's home to where it sits). Empty the run and
            // put back the keys kept, in order: each lands at or before where it was.
            kept.clear();
            let mut j = i;
            loop {
                let (k, d) = (self.slots[j], self.depths[j]);
                if keep(d) {
                    kept.push((k, d));
                } else {
                    self.len -= 1;
                }
                self.slots[j] = K::empty();
                let next = if j + 1 == cap { 0 } else { j + 1 };
                if self.slots[next] == K::empty() {
                    break;
                }
                j = next;
                seen += 1;
            }
            for &(k, d) in kept.iter() {
                self.place(k, d);
            }
            i = j;
        }
    }
}

impl<K: Key> LayerSet<K> {
    /// An empty set that holds `n` keys without growing.
    pub fn with_capacity(n: usize) -> Self {
        LayerSet { shards: (0..SHARDS).map(|_| Shard::new(slots_for(n / SHARDS))).collect() }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.len).sum()
    }

    /// Bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.shards.iter().map(|s| bytes_of::<K>(s.slots.len())).sum()
    }

    /// Adds `k` (hash `h`) reached at `depth` if absent; true when it was new. Room must have
    /// been made ([`Self::reserve`]).
    #[inline(always)]
    pub fn insert(&mut self, k: K, h: u64, depth: u16) -> bool {
        self.shards[shard_of(h)].insert(k, h, depth)
    }

    /// Whether `k` is in the set.
    #[cfg(test)]
    pub fn contains(&self, k: &K) -> bool {
        let h = k.hash64();
        let s = &self.shards[shard_of(h)];
        let mut i = s.home(h);
        loop {
            if s.slots[i] == *k {
                return true;
            }
            if s.slots[i] == K::empty() {
                return false;
            }
            i = if i + 1 == s.slots.len() { 0 } else { i + 1 };
        }
    }

    /// Makes room for `extra` more keys, wherever they land.
    pub fn reserve(&mut self, extra: usize) {
        for s in &mut self.shards {
            if s.full(s.len + extra) {
                s.resize(s.grown_slots(s.len + extra));
            }
        }
    }

    /// Bytes held at most while [`Self::reserve`] makes room for `extra` more keys (the tables
    /// are resized one at a time: the largest growth counts).
    pub fn peak_bytes_for(&self, extra: usize) -> usize {
        let growth = self.shards.iter().filter(|s| s.full(s.len + extra)).map(|s| bytes_of::<K>(s.grown_slots(s.len + extra))).max();
        self.heap_bytes() + growth.unwrap_or(0)
    }

    /// Drops every key reached before `depth`, in one pass over the tables. The set must hold
    /// no depth below `depth - 127` (depths are kept modulo 256; a frontier search holds three).
    pub fn forget_below(&mut self, depth: u16) {
        let mut kept = Vec::new();
        for s in &mut self.shards {
            s.forget_below(depth, &mut kept);
        }
    }

    /// Makes the set hold `extra` more keys without growing, spread evenly over its tables (a
    /// frontier search sizing it for the next layer).
    pub fn presize(&mut self, extra: usize) {
        for s in &mut self.shards {
            if s.full(s.len + extra / SHARDS) {
                s.resize(slots_for(s.len + extra / SHARDS));
            }
        }
    }

    /// Bytes held at most while [`Self::presize`] makes room for `extra` more keys.
    pub fn presize_peak_bytes(&self, extra: usize) -> usize {
        let mut now = self.heap_bytes();
        let mut peak = now;
        for s in &self.shards {
            if s.full(s.len + extra / SHARDS) {
                let (old, new) = (bytes_of::<K>(s.slots.len()), bytes_of::<K>(slots_for(s.len + extra / SHARDS)));
                peak = peak.max(now + new);
                now = now + new - old;
            }
        }
        peak
    }

    /// Asks the CPU to fetch the home slot of hash `h` ahead of a probe.
    #[inline(always)]
    pub fn prefetch(&self, h: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let s = &self.shards[shard_of(h)];
            let i = s.home(h);
            // SAFETY: prefetching is only a hint, and `i < slots.len()`.
            unsafe {
                use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
                _mm_prefetch(s.slots.as_ptr().add(i) as *const i8, _MM_HINT_T0);
            }
        }
        // Elsewhere (wasm has no prefetch instruction) a plain load of the slot that nothing
        // waits for: the processor runs ahead of it, so a group's cache misses still overlap.
        #[cfg(not(target_arch = "x86_64"))]
        {
            let s = &self.shards[shard_of(h)];
            std::hint::black_box(s.slots[s.home(h)]);
        }
    }
}

/// Table size from which the search prefetches its probes' slots.
const PREFETCH_BYTES: usize = 256 << 10;

impl<K: Key> Visited<K> for LayerSet<K> {
    fn prefetching(&self) -> bool {
        self.heap_bytes() > PREFETCH_BYTES
    }
    #[inline(always)]
    fn prefetch(&self, h: u64) {
        LayerSet::prefetch(self, h);
    }
    #[inline(always)]
    fn make_room(&mut self, extra: usize, _arena: &[K]) {
        self.reserve(extra);
    }
    #[inline(always)]
    fn visit(&mut self, k: K, h: u64, depth: u16) -> bool {
        self.insert(k, h, depth)
    }
    fn peak_bytes(&self, extra: usize) -> usize {
        self.peak_bytes_for(extra)
    }
    fn room(&self) -> usize {
        self.shards.iter().map(|s| (s.slots.len() * LOAD_NUM / LOAD_DEN).saturating_sub(s.len)).min().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests;
