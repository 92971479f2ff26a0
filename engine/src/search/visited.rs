//! The visited table of a search: open addressing with linear probing over the packed keys
//! themselves (one memory access a probe), at most half or three quarters full, with an optional
//! value per key
//! (the cluster analysis keeps each position's distance there; the solver keeps none).

use crate::search::packed::{Key, Packed};

/// `n` copies of `value`, in memory that Linux may back with 2 MB pages when the table takes
/// megabytes: probes at random into it then miss the TLB far less often (the 541,934-position
/// analysis: about a quarter faster). Elsewhere a plain vector.
fn filled<T: Copy>(n: usize, value: T) -> Vec<T> {
    let mut v: Vec<T> = Vec::with_capacity(n);
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let (start, bytes) = (v.as_ptr() as usize, n * std::mem::size_of::<T>());
        let (lo, hi) = ((start + HUGE - 1) & !(HUGE - 1), (start + bytes) & !(HUGE - 1));
        // Up to 64 MB (a cluster analysis's table): larger ones (the 9×9 boards' hundreds of
        // megabytes) were slower with 2 MB pages here, 9.0 s against 6.3 s for board #5 —
        // the kernel compacts memory to find each huge page when it is first touched.
        if (2 * HUGE..=64 << 20).contains(&bytes) && hi > lo {
            // SAFETY: the range lies inside the vector's allocation, and the advice only changes
            // which page size backs it, never its contents.
            unsafe { libc::madvise(lo as *mut libc::c_void, hi - lo, libc::MADV_HUGEPAGE) };
        }
    }
    v.resize(n, value);
    v
}

/// Tables up to this size grow by rebuilding from the search's own list of keys; larger ones
/// from their slots (see [`KeyTable::reserve_from`]).
const REBUILD_BYTES: usize = 1 << 20;

/// A hash map from packed keys to small values; [`VisitedSet`] is the value-less set.
pub struct KeyTable<K: Key, V: Copy + Default> {
    slots: Vec<K>,
    vals: Vec<V>,
    len: usize,
    /// Slots are chosen by the top bits of the hash: `64 - log2(slots.len())`.
    shift: u32,
    /// The table doubles when more than `quarters / 4` of it is full.
    quarters: usize,
}

/// A set of packed keys.
pub type VisitedSet<K> = KeyTable<K, ()>;

impl<K: Key, V: Copy + Default> KeyTable<K, V> {
    /// A table at most half full: short probes (the solver's sets are small and in cache).
    pub fn with_capacity(n: usize) -> Self {
        Self::with_load(n, 2)
    }

    /// A table up to three quarters full: half the memory of [`Self::with_capacity`] at the cost of
    /// longer probes, the better trade for a large cluster whose table is far bigger than the
    /// caches.
    pub fn dense(n: usize) -> Self {
        Self::with_load(n, 3)
    }

    fn with_load(n: usize, quarters: usize) -> Self {
        let cap = (n * 4 / quarters).next_power_of_two().max(1024);
        KeyTable { slots: filled(cap, K::empty()), vals: filled(cap, V::default()), len: 0, shift: 64 - cap.trailing_zeros(), quarters }
    }

    /// Bytes held (for memory reports).
    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * (std::mem::size_of::<K>() + std::mem::size_of::<V>())
    }

    /// Adds `k`; true when it was new.
    #[inline(always)]
    pub fn insert(&mut self, k: K) -> bool {
        self.insert_hashed(k, k.hash64()).1
    }

    /// Asks the CPU to fetch the slot of hash `h` (from [`Key::hash64`]) ahead of a probe, so a
    /// batch of probes overlaps its cache misses. The value too with `value`.
    #[inline(always)]
    pub fn prefetch(&self, h: u64, value: bool) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (h >> self.shift) as usize;
            // SAFETY: prefetching is only a hint, and both addresses are inside their vectors
            // (`i` has log2(len) bits).
            unsafe {
                use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
                _mm_prefetch(self.slots.as_ptr().add(i) as *const i8, _MM_HINT_T0);
                if value && std::mem::size_of::<V>() > 0 {
                    _mm_prefetch(self.vals.as_ptr().add(i) as *const i8, _MM_HINT_T0);
                }
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (h, value);
    }

    /// Adds `k` (hash `h`) with the default value if absent: its slot, and whether it was new.
    #[inline(always)]
    pub fn insert_hashed(&mut self, k: K, h: u64) -> (usize, bool) {
        self.reserve(1);
        self.insert_reserved(k, h)
    }

    /// Makes room for `extra` more keys within the load limit, so that as many
    /// [`Self::insert_reserved`] calls need no check.
    #[inline(always)]
    pub fn reserve(&mut self, extra: usize) {
        while (self.len + extra) * 4 > self.slots.len() * self.quarters {
            self.grow();
        }
    }

    /// [`Self::insert_hashed`] where [`Self::reserve`] made room.
    #[inline(always)]
    pub fn insert_reserved(&mut self, k: K, h: u64) -> (usize, bool) {
        debug_assert!(self.len < self.slots.len(), "reserve before insert_reserved");
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let s = self.slots[i];
            if s == k {
                return (i, false);
            }
            if s == K::empty() {
                self.slots[i] = k;
                self.len += 1;
                return (i, true);
            }
            i = (i + 1) & mask;
        }
    }

    /// The slot of `k` (hash `h`), if present.
    #[inline(always)]
    pub fn find_hashed(&self, k: &K, h: u64) -> Option<usize> {
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let s = self.slots[i];
            if s == *k {
                return Some(i);
            }
            if s == K::empty() {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// The value of `k`, if present.
    pub fn get(&self, k: &K) -> Option<V> {
        self.find_hashed(k, k.hash64()).map(|i| self.vals[i])
    }

    #[cfg(test)]
    pub fn value_mut(&mut self, slot: usize) -> &mut V {
        &mut self.vals[slot]
    }

    /// Every key and its value, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (K, V)> + '_ {
        self.slots.iter().zip(&self.vals).filter(|(k, _)| **k != K::empty()).map(|(k, v)| (*k, *v))
    }

    /// [`Self::reserve`] for a set whose every key is in `all` (a search's arena): a small
    /// table that must grow is rebuilt from `all`, a dense array read in order, rather than
    /// from its own slots, half of them empty. A large one grows from its slots: read in order,
    /// they land in the new table in order too (slots are chosen by the top bits of the hash),
    /// where keys from `all` would land at random, a cache miss each. A rebuild gives every
    /// key the default value: use it only while all values are still the default (the solver's
    /// set has none; the analysis grows its table only while enumerating, before any distance).
    #[inline(always)]
    pub fn reserve_from(&mut self, extra: usize, all: &[K]) {
        if (self.len + extra) * 4 > self.slots.len() * self.quarters {
            if self.slots.len() * std::mem::size_of::<K>() <= REBUILD_BYTES {
                self.rebuild(extra, all);
            } else {
                self.reserve(extra);
            }
        }
    }

    #[cold]
    fn rebuild(&mut self, extra: usize, all: &[K]) {
        debug_assert_eq!(all.len(), self.len);
        let mut cap = self.slots.len();
        while (self.len + extra) * 4 > cap * self.quarters {
            cap *= 2;
        }
        self.slots = filled(cap, K::empty());
        self.vals = filled(cap, V::default());
        self.shift = 64 - cap.trailing_zeros();
        let mask = cap - 1;
        for &k in all {
            let mut i = (k.hash64() >> self.shift) as usize;
            while self.slots[i] != K::empty() {
                i = (i + 1) & mask;
            }
            self.slots[i] = k;
        }
    }

    #[cold]
    fn grow(&mut self) {
        let cap = self.slots.len() * 2;
        let slots = std::mem::replace(&mut self.slots, filled(cap, K::empty()));
        let vals = std::mem::replace(&mut self.vals, filled(cap, V::default()));
        self.shift -= 1;
        let mask = cap - 1;
        for (k, v) in slots.into_iter().zip(vals).filter(|(k, _)| *k != K::empty()) {
            let mut i = (k.hash64() >> self.shift) as usize;
            while self.slots[i] != K::empty() {
                i = (i + 1) & mask;
            }
            self.slots[i] = k;
            self.vals[i] = v;
        }
    }
}

/// What the cluster analysis needs of its table: keys with a `u16` distance each.
pub trait DistanceTable<K: Key> {
    /// An empty table that holds `n` keys without growing.
    fn dense(n: usize) -> Self;
    fn len(&self) -> usize;
    fn heap_bytes(&self) -> usize;
    /// Makes room for `extra` more keys. While every value is still 0 (enumerating) and
    /// `all` holds every key, a table that must grow is rebuilt from `all` (read in order)
    /// rather than from its own slots.
    fn reserve_from(&mut self, extra: usize, all: &[K]);
    fn prefetch(&self, h: u64, value: bool);
    /// Adds `k` (hash `h`) with distance 0 if absent: its slot, and whether it was new.
    fn insert_reserved(&mut self, k: K, h: u64) -> (usize, bool);
    fn find_hashed(&self, k: &K, h: u64) -> Option<usize>;
    fn value(&self, slot: usize) -> u16;
    fn set_value(&mut self, slot: usize, value: u16);
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
    #[inline(always)]
    fn reserve_from(&mut self, extra: usize, all: &[K]) {
        KeyTable::reserve_from(self, extra, all)
    }
    #[inline(always)]
    fn prefetch(&self, h: u64, value: bool) {
        KeyTable::prefetch(self, h, value)
    }
    #[inline(always)]
    fn insert_reserved(&mut self, k: K, h: u64) -> (usize, bool) {
        KeyTable::insert_reserved(self, k, h)
    }
    #[inline(always)]
    fn find_hashed(&self, k: &K, h: u64) -> Option<usize> {
        KeyTable::find_hashed(self, k, h)
    }
    #[inline(always)]
    fn value(&self, slot: usize) -> u16 {
        self.vals[slot]
    }
    #[inline(always)]
    fn set_value(&mut self, slot: usize, value: u16) {
        self.vals[slot] = value;
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
    fn insert_reserved(&mut self, k: Packed<1>, h: u64) -> (usize, bool) {
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
    fn find_hashed(&self, k: &Packed<1>, h: u64) -> Option<usize> {
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
    fn value(&self, slot: usize) -> u16 {
        (self.slots[slot] >> INLINE_KEY_BITS) as u16
    }
    #[inline(always)]
    fn set_value(&mut self, slot: usize, value: u16) {
        let e = &mut self.slots[slot];
        *e = (*e & KEY_MASK) | (value as u64) << INLINE_KEY_BITS;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_rebuilds_from_its_arena() {
        let mut s: VisitedSet<Packed<1>> = VisitedSet::with_capacity(1);
        let mut all = Vec::new();
        for i in 0..5_000u64 {
            let k = Packed([i * 3]);
            s.reserve_from(1, &all);
            assert!(s.insert_reserved(k, k.hash64()).1);
            all.push(k);
        }
        assert!(all.iter().all(|k| s.find_hashed(k, k.hash64()).is_some()));
        assert!(!s.insert(Packed([3 * 4_999])));
        assert_eq!(s.len, 5_000);
    }

    #[test]
    fn set_inserts_and_grows() {
        let mut s: VisitedSet<Packed<2>> = VisitedSet::with_capacity(1);
        for i in 0..5_000u64 {
            assert!(s.insert(Packed([i, i >> 3])));
        }
        assert!(!s.insert(Packed([77, 77 >> 3])));
        assert_eq!(s.len, 5_000);
    }

    #[test]
    fn inline_map_grows_from_its_keys_and_keeps_values() {
        let mut m = InlineDistances::dense(4);
        let mut all = Vec::new();
        for i in 0..10_000u64 {
            let k = Packed([i * 7]);
            m.reserve_from(1, &all);
            assert!(m.insert_reserved(k, k.hash64()).1);
            all.push(k);
        }
        assert!(m.heap_bytes() >= 10_000 * 8 * 4 / 3);
        for (i, k) in all.iter().enumerate() {
            let slot = m.find_hashed(k, k.hash64()).expect("every key is found after rebuilding");
            m.set_value(slot, (i % 1000) as u16 + 60_000);
        }
        assert_eq!(m.get(&Packed([7 * 1234])), Some(60_234));
        assert_eq!(m.get(&Packed([1])), None);
        assert_eq!(m.get(&Packed([u64::MAX - 1])), None);
        assert_eq!(m.iter().count(), 10_000);
        assert!(!m.insert_reserved(Packed([7]), Packed([7]).hash64()).1);
    }

    #[test]
    fn map_keeps_values_through_growth() {
        let mut m: KeyTable<Packed<1>, u16> = KeyTable::with_capacity(4);
        for i in 0..10_000u64 {
            let (slot, new) = m.insert_hashed(Packed([i * 7]), Packed([i * 7]).hash64());
            assert!(new);
            *m.value_mut(slot) = (i % 1000) as u16;
        }
        assert_eq!(m.get(&Packed([7 * 1234])), Some(234));
        assert_eq!(m.get(&Packed([1])), None);
        assert_eq!(m.iter().count(), 10_000);
    }
}
