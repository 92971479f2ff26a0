//! The visited set of a frontier search ([`super::frontier`]): only the positions of the last
//! layers, each with its depth.
//!
//! Every move can be undone, so a successor of a position at depth `d` lies at depth `d - 1`,
//! `d` or `d + 1`: expanding layer `d`, a search needs the layers `d - 1` … `d + 1` to tell a new
//! position from an old one, and nothing older. Between layers, [`LayerSet::forget_below`]
//! drops the oldest layer in one pass over the table, cluster by cluster of occupied slots
//! (no tombstones, no second table).
//!
//! Open addressing with linear probing over the packed keys, as in `visited.rs`, but the table
//! may have any number of slots (a key's home slot is the high half of `hash × slots`, so the
//! slots still follow the hash's order): a frontier search sizes it for the next layer and grows
//! it by half, not by doubling, which keeps it between about 55% and 80% full.

use crate::search::bfs::Visited;
use crate::search::packed::Key;
use crate::search::visited::filled;

/// Most of the table that may be full: four fifths.
const LOAD_NUM: usize = 4;
const LOAD_DEN: usize = 5;

/// A set of packed keys, each with the low byte of the depth it was reached at.
pub(crate) struct LayerSet<K: Key> {
    slots: Vec<K>,
    depths: Vec<u8>,
    len: usize,
}

/// Slots for `n` keys at three quarters full.
fn slots_for(n: usize) -> usize {
    (n * 4 / 3).max(1024)
}

impl<K: Key> LayerSet<K> {
    /// An empty set that holds `n` keys without growing.
    pub fn with_capacity(n: usize) -> Self {
        let cap = slots_for(n);
        LayerSet { slots: filled(cap, K::empty()), depths: vec![0; cap], len: 0 }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// Bytes held.
    pub fn heap_bytes(&self) -> usize {
        Self::bytes_of(self.slots.len())
    }

    fn bytes_of(slots: usize) -> usize {
        slots * (std::mem::size_of::<K>() + 1)
    }

    #[inline(always)]
    fn home(&self, h: u64) -> usize {
        ((h as u128 * self.slots.len() as u128) >> 64) as usize
    }

    fn full(&self, n: usize) -> bool {
        n * LOAD_DEN > self.slots.len() * LOAD_NUM
    }

    /// The slots the table grows to, to hold `n` keys.
    fn grown_slots(&self, n: usize) -> usize {
        (self.slots.len() * 3 / 2).max(slots_for(n))
    }

    /// Adds `k` (hash `h`) reached at `depth` if absent; true when it was new. Room must have
    /// been made ([`Self::reserve`]).
    #[inline(always)]
    pub fn insert(&mut self, k: K, h: u64, depth: u16) -> bool {
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

    /// Whether `k` is in the set.
    #[cfg(test)]
    pub fn contains(&self, k: &K) -> bool {
        let cap = self.slots.len();
        let mut i = self.home(k.hash64());
        loop {
            let s = self.slots[i];
            if s == *k {
                return true;
            }
            if s == K::empty() {
                return false;
            }
            i += 1;
            if i == cap {
                i = 0;
            }
        }
    }

    /// Makes room for `extra` more keys.
    pub fn reserve(&mut self, extra: usize) {
        if self.full(self.len + extra) {
            self.resize(self.grown_slots(self.len + extra));
        }
    }

    /// Bytes held at most while making room for `n` keys in all (the old table and the new).
    pub fn peak_bytes_for(&self, n: usize) -> usize {
        self.heap_bytes() + if self.full(n) { Self::bytes_of(self.grown_slots(n)) } else { 0 }
    }

    /// Moves the keys to a table of `cap` slots, read in slot order (so they are written nearly
    /// in order too).
    #[cold]
    fn resize(&mut self, cap: usize) {
        let slots = std::mem::replace(&mut self.slots, filled(cap, K::empty()));
        let depths = std::mem::replace(&mut self.depths, vec![0; cap]);
        for (k, d) in slots.into_iter().zip(depths).filter(|(k, _)| *k != K::empty()) {
            let mut i = self.home(k.hash64());
            while self.slots[i] != K::empty() {
                i = if i + 1 == cap { 0 } else { i + 1 };
            }
            self.slots[i] = k;
            self.depths[i] = d;
        }
    }

    /// Drops every key reached before `depth`. The set must hold no depth below `depth - 127`
    /// (depths are kept modulo 256; a frontier search holds three).
    pub fn forget_below(&mut self, depth: u16) {
        let cap = self.slots.len();
        let keep = |d: u8| (d.wrapping_sub(depth as u8) as i8) >= 0;
        // Start after an empty slot, so that no run of occupied slots wraps past the start.
        let Some(empty) = self.slots.iter().position(|k| *k == K::empty()) else { return };
        let mut kept: Vec<(K, u8)> = Vec::new();
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
            for &(k, d) in &kept {
                let mut s = self.home(k.hash64());
                while self.slots[s] != K::empty() {
                    s = if s + 1 == cap { 0 } else { s + 1 };
                }
                self.slots[s] = k;
                self.depths[s] = d;
            }
            i = j;
        }
    }

    /// Makes the table hold `n` keys without growing, in one move (a frontier search sizing it
    /// for the next layer).
    pub fn presize(&mut self, n: usize) {
        if self.full(n) {
            self.resize(slots_for(n));
        }
    }

    /// Bytes held at most while [`Self::presize`] makes room for `n` keys.
    pub fn presize_peak_bytes(&self, n: usize) -> usize {
        self.heap_bytes() + if self.full(n) { Self::bytes_of(slots_for(n)) } else { 0 }
    }

    /// Asks the CPU to fetch the home slot of hash `h` ahead of a probe.
    #[inline(always)]
    pub fn prefetch(&self, h: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = self.home(h);
            // SAFETY: prefetching is only a hint, and `i < slots.len()`.
            unsafe {
                use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
                _mm_prefetch(self.slots.as_ptr().add(i) as *const i8, _MM_HINT_T0);
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = h;
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
        self.peak_bytes_for(self.len + extra)
    }
}

#[cfg(test)]
mod tests;
