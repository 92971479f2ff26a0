//! The visited table of a search: open addressing with linear probing over the packed keys
//! themselves (one memory access a probe), at most half or three quarters full, with an optional
//! value per key
//! (the cluster analysis keeps each position's distance there; the solver keeps none).

use super::compact::Key;

/// A hash map from packed keys to small values; [`KeySet`] is the value-less set.
pub struct KeyMap<K: Key, V: Copy + Default> {
    slots: Vec<K>,
    vals: Vec<V>,
    len: usize,
    /// Slots are chosen by the top bits of the hash: `64 - log2(slots.len())`.
    shift: u32,
    /// The table doubles when more than `quarters / 4` of it is full.
    quarters: usize,
}

/// A set of packed keys.
pub type KeySet<K> = KeyMap<K, ()>;

impl<K: Key, V: Copy + Default> KeyMap<K, V> {
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
        KeyMap { slots: vec![K::empty(); cap], vals: vec![V::default(); cap], len: 0, shift: 64 - cap.trailing_zeros(), quarters }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
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
    /// batch of probes overlaps its cache misses.
    #[inline(always)]
    pub fn prefetch(&self, h: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (h >> self.shift) as usize & (self.slots.len() - 1);
            // SAFETY: prefetching is only a hint, and both addresses are inside their vectors.
            unsafe {
                use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
                _mm_prefetch(self.slots.as_ptr().add(i) as *const i8, _MM_HINT_T0);
                if std::mem::size_of::<V>() > 0 {
                    _mm_prefetch(self.vals.as_ptr().add(i) as *const i8, _MM_HINT_T0);
                }
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = h;
    }

    /// Adds `k` (hash `h`) with the default value if absent: its slot, and whether it was new.
    #[inline(always)]
    pub fn insert_hashed(&mut self, k: K, h: u64) -> (usize, bool) {
        if self.len * 4 >= self.slots.len() * self.quarters {
            self.grow();
        }
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

    #[inline(always)]
    pub fn value(&self, slot: usize) -> V {
        self.vals[slot]
    }

    #[inline(always)]
    pub fn value_mut(&mut self, slot: usize) -> &mut V {
        &mut self.vals[slot]
    }

    /// Every key and its value, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (K, V)> + '_ {
        self.slots.iter().zip(&self.vals).filter(|(k, _)| **k != K::empty()).map(|(k, v)| (*k, *v))
    }

    #[cold]
    fn grow(&mut self) {
        let cap = self.slots.len() * 2;
        let slots = std::mem::replace(&mut self.slots, vec![K::empty(); cap]);
        let vals = std::mem::replace(&mut self.vals, vec![V::default(); cap]);
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
mod tests {
    use super::*;
    use crate::engine::compact::Packed;

    #[test]
    fn set_inserts_and_grows() {
        let mut s: KeySet<Packed<2>> = KeySet::with_capacity(1);
        for i in 0..5_000u64 {
            assert!(s.insert(Packed([i, i >> 3])));
        }
        assert!(!s.insert(Packed([77, 77 >> 3])));
        assert_eq!(s.len(), 5_000);
    }

    #[test]
    fn map_keeps_values_through_growth() {
        let mut m: KeyMap<Packed<1>, u16> = KeyMap::with_capacity(4);
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
