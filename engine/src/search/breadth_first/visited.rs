//! The visited table of a search: open addressing with linear probing over the packed keys
//! themselves (one memory access a probe), at most half or three quarters full, with an optional
//! value per key
//! (the cluster analysis keeps each position's distance there; the solver keeps none).

use crate::search::packed::Key;

/// `n` copies of `value`, in memory that Linux may back with 2 MB pages when the table takes
/// megabytes: probes at random into it then miss the TLB far less often (the 541,934-position
/// analysis: about a quarter faster). Elsewhere a plain vector.
pub(crate) fn filled<T: Copy>(n: usize, value: T) -> Vec<T> {
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
pub(crate) const REBUILD_BYTES: usize = 1 << 20;

/// A hash map from packed keys to small values; [`VisitedSet`] is the value-less set.
pub struct KeyTable<K: Key, V: Copy + Default> {
    pub(in crate::search) slots: Vec<K>,
    pub(in crate::search) vals: Vec<V>,
    pub(in crate::search) len: usize,
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

    /// Bytes held at most while making room for `extra` more keys ([`Self::reserve`],
    /// [`Self::reserve_from`]): the old table and the new one while it grows.
    pub fn peak_bytes(&self, extra: usize) -> usize {
        let mut cap = self.slots.len();
        while (self.len + extra) * 4 > cap * self.quarters {
            cap *= 2;
        }
        let grown = if cap == self.slots.len() { 0 } else { cap * (std::mem::size_of::<K>() + std::mem::size_of::<V>()) };
        self.heap_bytes() + grown
    }

    /// Keys that can still be added without growing.
    pub fn room(&self) -> usize {
        (self.slots.len() * self.quarters / 4).saturating_sub(self.len)
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

#[cfg(test)]
mod tests;
