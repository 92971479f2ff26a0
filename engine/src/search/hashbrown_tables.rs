//! The candidate in the measured comparison of docs/architecture.md's "Choices": the solver's visited set
//! and the cluster analysis's distance table on hashbrown's `HashTable` (the SwissTable under
//! std's `HashMap`) in place of the engine's own open addressing (`visited.rs`,
//! `distance_table.rs`). Built only with `--features hashbrown-tables`.

use crate::search::bfs::Visited;
use crate::search::distance_table::DistanceTable;
use crate::search::packed::Key;
use hashbrown::HashTable;
use hashbrown::hash_table::Entry;

/// The packed keys' hash has its best bits at the top (the engine's tables index by them);
/// hashbrown indexes by the low bits and tags by the top seven.
#[inline(always)]
fn spread(h: u64) -> u64 {
    h.rotate_left(32)
}

/// A set of packed keys.
pub struct HashbrownSet<K>(HashTable<K>);

impl<K: Key> HashbrownSet<K> {
    pub fn with_capacity(n: usize) -> Self {
        HashbrownSet(HashTable::with_capacity(n))
    }
    pub fn insert(&mut self, k: K) -> bool {
        self.visit(k, k.hash64(), 0)
    }
    pub fn heap_bytes(&self) -> usize {
        self.0.allocation_size()
    }
}

impl<K: Key> Visited<K> for HashbrownSet<K> {
    fn prefetching(&self) -> bool {
        false
    }
    fn prefetch(&self, _h: u64) {}
    #[inline(always)]
    fn make_room(&mut self, extra: usize, _arena: &[K]) {
        self.0.reserve(extra, |k| spread(k.hash64()));
    }
    #[inline(always)]
    fn peak_bytes(&self, extra: usize) -> usize {
        // hashbrown grows to hold twice as many; old and new allocations meanwhile.
        let grows = self.0.len() + extra > self.0.capacity();
        self.heap_bytes() * if grows { 3 } else { 1 }
    }
    fn room(&self) -> usize {
        self.0.capacity() - self.0.len()
    }
    fn visit(&mut self, k: K, h: u64, _depth: u16) -> bool {
        match self.0.entry(spread(h), |x| *x == k, |x| spread(x.hash64())) {
            Entry::Occupied(_) => false,
            Entry::Vacant(v) => {
                v.insert(k);
                true
            }
        }
    }
}

/// Keys with a distance each.
pub struct HashbrownDistances<K>(HashTable<(K, u16)>);

impl<K: Key> DistanceTable<K> for HashbrownDistances<K> {
    fn dense(n: usize) -> Self {
        HashbrownDistances(HashTable::with_capacity(n))
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn heap_bytes(&self) -> usize {
        self.0.allocation_size()
    }
    fn peak_bytes(&self, extra: usize) -> usize {
        let grows = self.0.len() + extra > self.0.capacity();
        self.heap_bytes() * if grows { 3 } else { 1 }
    }
    fn room(&self) -> usize {
        self.0.capacity() - self.0.len()
    }
    #[inline(always)]
    fn reserve_from(&mut self, extra: usize, _all: &[K]) {
        self.0.reserve(extra, |(k, _)| spread(k.hash64()));
    }
    fn prefetch(&self, _h: u64, _value: bool) {}
    #[inline(always)]
    fn insert_reserved(&mut self, k: K, h: u64) -> bool {
        match self.0.entry(spread(h), |(x, _)| *x == k, |(x, _)| spread(x.hash64())) {
            Entry::Occupied(_) => false,
            Entry::Vacant(v) => {
                v.insert((k, 0));
                true
            }
        }
    }
    #[inline(always)]
    fn reach(&mut self, k: &K, h: u64, value: u16) -> bool {
        let (_, v) = self.0.find_mut(spread(h), |(x, _)| x == k).expect("reached keys are in the table");
        let new = *v == 0;
        if new {
            *v = value;
        }
        new
    }
    fn get(&self, k: &K) -> Option<u16> {
        self.0.find(spread(k.hash64()), |(x, _)| x == k).map(|&(_, v)| v)
    }
    fn iter(&self) -> impl Iterator<Item = (K, u16)> + '_ {
        self.0.iter().copied()
    }
}
