//! Visited sets. [`KeySet`] holds the keys themselves in an open-addressing table (one memory
//! access a probe; the solver keeps its own arena in discovery order). [`Visited`] also keeps the
//! discovery order and maps a key to its index, for the cluster analysis's edges.

use super::compact::Key;

/// A set of keys: open addressing with linear probing, at most half full.
pub struct KeySet<K: Key> {
    slots: Vec<K>,
    len: usize,
    shift: u32,
}

impl<K: Key> KeySet<K> {
    pub fn with_capacity(n: usize) -> Self {
        let cap = (n * 2).next_power_of_two().max(1024);
        KeySet { slots: vec![K::empty(); cap], len: 0, shift: 64 - cap.trailing_zeros() }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<K>()
    }

    /// Adds `k`; true when it was new.
    #[inline(always)]
    pub fn insert(&mut self, k: K) -> bool {
        self.insert_hashed(k, k.hash64())
    }

    /// Asks the CPU to fetch the slot of hash `h` (from [`Key::hash64`]) ahead of an insert, so
    /// a batch of probes overlaps its cache misses.
    #[inline(always)]
    pub fn prefetch(&self, h: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (h >> self.shift) as usize & (self.slots.len() - 1);
            // SAFETY: prefetching is a hint; the address is inside the slot vector.
            unsafe {
                std::arch::x86_64::_mm_prefetch(self.slots.as_ptr().add(i) as *const i8, std::arch::x86_64::_MM_HINT_T0)
            };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = h;
    }

    /// [`Self::insert`] with the hash already computed.
    #[inline(always)]
    pub fn insert_hashed(&mut self, k: K, h: u64) -> bool {
        if self.len * 2 >= self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let s = self.slots[i];
            if s == k {
                return false;
            }
            if s == K::empty() {
                self.slots[i] = k;
                self.len += 1;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    #[cold]
    fn grow(&mut self) {
        let cap = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![K::empty(); cap]);
        self.shift -= 1;
        let mask = self.slots.len() - 1;
        for k in old.into_iter().filter(|k| *k != K::empty()) {
            let mut i = (k.hash64() >> self.shift) as usize;
            while self.slots[i] != K::empty() {
                i = (i + 1) & mask;
            }
            self.slots[i] = k;
        }
    }
}

/// Positions in discovery order with a hash index over them.
pub struct Visited<K: Key> {
    /// Discovered keys; index = discovery order.
    pub keys: Vec<K>,
    /// Slot → arena index + 1 (0 = empty). Its length is a power of two.
    slots: Vec<u32>,
    /// Top bits of the hash select a slot: `64 - log2(slots.len())`.
    shift: u32,
}

impl<K: Key> Default for Visited<K> {
    fn default() -> Self {
        Self::with_capacity(1024)
    }
}

impl<K: Key> Visited<K> {
    pub fn with_capacity(n: usize) -> Self {
        let cap = (n * 2).next_power_of_two().max(1024);
        Visited { keys: Vec::with_capacity(n.min(1 << 20)), slots: vec![0; cap], shift: 64 - cap.trailing_zeros() }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Bytes held (for memory reports).
    pub fn heap_bytes(&self) -> usize {
        self.keys.capacity() * std::mem::size_of::<K>() + self.slots.capacity() * 4
    }

    /// The arena index of `k`, if discovered.
    #[inline(always)]
    pub fn get(&self, k: &K) -> Option<u32> {
        let mask = self.slots.len() - 1;
        let mut i = (k.hash64() >> self.shift) as usize;
        loop {
            let s = self.slots[i];
            if s == 0 {
                return None;
            }
            if self.keys[s as usize - 1] == *k {
                return Some(s - 1);
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `k` if new: `Ok(index)` for a new key, `Err(index)` for one already there.
    #[inline(always)]
    pub fn insert(&mut self, k: K) -> Result<u32, u32> {
        if self.keys.len() * 2 >= self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = (k.hash64() >> self.shift) as usize;
        loop {
            let s = self.slots[i];
            if s == 0 {
                let idx = self.keys.len() as u32;
                self.keys.push(k);
                self.slots[i] = idx + 1;
                return Ok(idx);
            }
            if self.keys[s as usize - 1] == k {
                return Err(s - 1);
            }
            i = (i + 1) & mask;
        }
    }

    #[cold]
    fn grow(&mut self) {
        let cap = self.slots.len() * 2;
        self.shift -= 1;
        self.slots = vec![0; cap];
        let mask = cap - 1;
        for (idx, k) in self.keys.iter().enumerate() {
            let mut i = (k.hash64() >> self.shift) as usize;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = idx as u32 + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compact::Packed;

    #[test]
    fn key_set_inserts_and_grows() {
        let mut s: KeySet<Packed<2>> = KeySet::with_capacity(1);
        for i in 0..5_000u64 {
            assert!(s.insert(Packed([i, i >> 3])));
        }
        assert!(!s.insert(Packed([77, 77 >> 3])));
        assert_eq!(s.len(), 5_000);
    }

    #[test]
    fn inserts_finds_and_grows() {
        let mut v: Visited<Packed<1>> = Visited::with_capacity(4);
        for i in 0..10_000u64 {
            assert_eq!(v.insert(Packed([i * 7])), Ok(i as u32));
        }
        assert_eq!(v.insert(Packed([7 * 123])), Err(123));
        assert_eq!(v.get(&Packed([7 * 9_999])), Some(9_999));
        assert_eq!(v.get(&Packed([1])), None);
        assert_eq!(v.len(), 10_000);
    }
}
