//! The cluster analysis's tables: every key of a cluster with a `u16` distance beside it, in a
//! [`KeyTable`] or, where a one-word key leaves room, in the key's own word.

use crate::search::packed::{Key, Packed};
use crate::search::visited::{KeyTable, REBUILD_BYTES, filled};

/// The tables `with_key_type!` gives the cluster analysis: distances inline in one-word keys
/// where they fit (`InlineTable`), beside the keys otherwise (`PlainTable`). Measured against
/// hashbrown's `HashTable`: docs/architecture.md, "Choices".
pub(crate) type InlineTable = InlineDistances;
pub(crate) type PlainTable<K> = KeyTable<K, u16>;

/// What the cluster analysis needs of its table: keys with a `u16` distance each.
pub trait DistanceTable<K: Key> {
    /// An empty table that holds `n` keys without growing.
    fn dense(n: usize) -> Self;
    fn len(&self) -> usize;
    fn heap_bytes(&self) -> usize;
    /// Bytes held at most while making room for `extra` more keys (old and new table while it
    /// grows).
    fn peak_bytes(&self, extra: usize) -> usize;
    /// Keys that can still be added without growing.
    fn room(&self) -> usize;
    /// Makes room for `extra` more keys. While every value is still 0 (enumerating) and
    /// `all` holds every key, a table that must grow is rebuilt from `all` (read in order)
    /// rather than from its own slots.
    fn reserve_from(&mut self, extra: usize, all: &[K]);
    fn prefetch(&self, h: u64, value: bool);
    /// Adds `k` (hash `h`) with value 0 if absent; true when it was new.
    fn insert_reserved(&mut self, k: K, h: u64) -> bool;
    /// Gives `k` (hash `h`, in the table) `value` unless it has one (not 0) already; true when
    /// it had none.
    fn reach(&mut self, k: &K, h: u64, value: u16) -> bool;
    fn get(&self, k: &K) -> Option<u16>;
    /// Every key and its value, in slot order.
    fn iter(&self) -> impl Iterator<Item = (K, u16)> + '_;
}

impl<K: Key> DistanceTable<K> for KeyTable<K, u16> {
    fn dense(n: usize) -> Self {
        KeyTable::dense(n)
    }
    fn len(&self) -> usize {
        self.len
    }
    fn heap_bytes(&self) -> usize {
        KeyTable::heap_bytes(self)
    }
    fn peak_bytes(&self, extra: usize) -> usize {
        KeyTable::peak_bytes(self, extra)
    }
    fn room(&self) -> usize {
        KeyTable::room(self)
    }
    #[inline(always)]
    fn reserve_from(&mut self, extra: usize, all: &[K]) {
        KeyTable::reserve_from(self, extra, all)
    }
    #[inline(always)]
    fn prefetch(&self, h: u64, value: bool) {
        KeyTable::prefetch(self, h, value)
    }
    #[inline(always)]
    fn insert_reserved(&mut self, k: K, h: u64) -> bool {
        KeyTable::insert_reserved(self, k, h).1
    }
    #[inline(always)]
    fn reach(&mut self, k: &K, h: u64, value: u16) -> bool {
        let slot = self.find_hashed(k, h).expect("reached keys are in the table");
        let new = self.vals[slot] == 0;
        if new {
            self.vals[slot] = value;
        }
        new
    }
    fn get(&self, k: &K) -> Option<u16> {
        KeyTable::get(self, k)
    }
    fn iter(&self) -> impl Iterator<Item = (K, u16)> + '_ {
        KeyTable::iter(self)
    }
}

/// A table of one-word keys of at most [`INLINE_KEY_BITS`] bits whose `u16` values live in the
/// top bits of the same word: half the memory traffic of a [`KeyTable`] for a large cluster (one
/// cache line a probe, not one for the key and one for the value).
pub struct InlineDistances {
    slots: Vec<u64>,
    len: usize,
    /// Slots are chosen by the top bits of the hash: `64 - log2(slots.len())`.
    shift: u32,
}

/// Bits a key of an [`InlineDistances`] may use; its value sits above them, and the top bit stays
/// clear, so no entry is all ones (the empty slot).
pub const INLINE_KEY_BITS: u32 = 47;
const KEY_MASK: u64 = (1 << INLINE_KEY_BITS) - 1;
const EMPTY: u64 = u64::MAX;

impl InlineDistances {
    fn key_of(entry: u64) -> Packed<1> {
        Packed([entry & KEY_MASK])
    }

    /// Twice the table, filled from the old one's slots in order (their entries, values and
    /// all, land in order too).
    #[cold]
    fn grow(&mut self) {
        let cap = self.slots.len() * 2;
        let slots = std::mem::replace(&mut self.slots, filled(cap, EMPTY));
        self.shift -= 1;
        let mask = cap - 1;
        for e in slots.into_iter().filter(|&e| e != EMPTY) {
            let mut i = (Self::key_of(e).hash64() >> self.shift) as usize;
            while self.slots[i] != EMPTY {
                i = (i + 1) & mask;
            }
            self.slots[i] = e;
        }
    }

    /// A table large enough for `extra` more keys, holding the keys of `all` (values 0).
    #[cold]
    fn rebuild(&mut self, extra: usize, all: &[Packed<1>]) {
        debug_assert!(all.len() == self.len && self.iter().all(|(_, d)| d == 0));
        let mut cap = self.slots.len();
        while (self.len + extra) * 4 > cap * 3 {
            cap *= 2;
        }
        self.slots = filled(cap, EMPTY);
        self.shift = 64 - cap.trailing_zeros();
        let mask = cap - 1;
        for k in all {
            let mut i = (k.hash64() >> self.shift) as usize;
            while self.slots[i] != EMPTY {
                i = (i + 1) & mask;
            }
            self.slots[i] = k.0[0];
        }
    }
}

impl DistanceTable<Packed<1>> for InlineDistances {
    fn dense(n: usize) -> Self {
        let cap = (n * 4 / 3).next_power_of_two().max(1024);
        InlineDistances { slots: filled(cap, EMPTY), len: 0, shift: 64 - cap.trailing_zeros() }
    }
    fn len(&self) -> usize {
        self.len
    }
    fn heap_bytes(&self) -> usize {
        self.slots.capacity() * 8
    }
    fn peak_bytes(&self, extra: usize) -> usize {
        let mut cap = self.slots.len();
        while (self.len + extra) * 4 > cap * 3 {
            cap *= 2;
        }
        self.heap_bytes() + if cap == self.slots.len() { 0 } else { cap * 8 }
    }
    fn room(&self) -> usize {
        (self.slots.len() * 3 / 4).saturating_sub(self.len)
    }
    #[inline(always)]
    fn reserve_from(&mut self, extra: usize, all: &[Packed<1>]) {
        while (self.len + extra) * 4 > self.slots.len() * 3 {
            if self.slots.len() * 8 <= REBUILD_BYTES {
                self.rebuild(extra, all);
            } else {
                self.grow();
            }
        }
    }
    #[inline(always)]
    fn prefetch(&self, h: u64, _value: bool) {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: prefetching is only a hint, and the address is inside the vector (the index
        // has log2(len) bits).
        unsafe {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            _mm_prefetch(self.slots.as_ptr().add((h >> self.shift) as usize) as *const i8, _MM_HINT_T0);
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = h;
    }
    #[inline(always)]
    fn insert_reserved(&mut self, k: Packed<1>, h: u64) -> bool {
        self.insert_slot(k, h).1
    }
    #[inline(always)]
    fn reach(&mut self, k: &Packed<1>, h: u64, value: u16) -> bool {
        let slot = self.find_hashed(k, h).expect("reached keys are in the table");
        let new = self.value(slot) == 0;
        if new {
            self.set_value(slot, value);
        }
        new
    }
    fn get(&self, k: &Packed<1>) -> Option<u16> {
        if k.0[0] > KEY_MASK {
            return None;
        }
        self.find_hashed(k, k.hash64()).map(|i| self.value(i))
    }
    fn iter(&self) -> impl Iterator<Item = (Packed<1>, u16)> + '_ {
        self.slots.iter().filter(|&&e| e != EMPTY).map(|&e| (Self::key_of(e), (e >> INLINE_KEY_BITS) as u16))
    }
}

impl InlineDistances {
    #[inline(always)]
    pub(crate) fn insert_slot(&mut self, k: Packed<1>, h: u64) -> (usize, bool) {
        debug_assert!(k.0[0] <= KEY_MASK && self.len < self.slots.len());
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let e = self.slots[i];
            if e == EMPTY {
                self.slots[i] = k.0[0];
                self.len += 1;
                return (i, true);
            }
            if e & KEY_MASK == k.0[0] {
                return (i, false);
            }
            i = (i + 1) & mask;
        }
    }
    #[inline(always)]
    pub(crate) fn find_hashed(&self, k: &Packed<1>, h: u64) -> Option<usize> {
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let e = self.slots[i];
            if e == EMPTY {
                return None;
            }
            if e & KEY_MASK == k.0[0] {
                return Some(i);
            }
            i = (i + 1) & mask;
        }
    }
    #[inline(always)]
    pub(crate) fn value(&self, slot: usize) -> u16 {
        (self.slots[slot] >> INLINE_KEY_BITS) as u16
    }
    #[inline(always)]
    pub(crate) fn set_value(&mut self, slot: usize, value: u16) {
        let e = &mut self.slots[slot];
        *e = (*e & KEY_MASK) | (value as u64) << INLINE_KEY_BITS;
    }
}
