//! Unit tests of `layer_set.rs`.
use super::*;
use crate::search::packed::Packed;

fn key(i: u64) -> Packed<2> {
    Packed([i, i.wrapping_mul(7) >> 3])
}

fn slots(s: &LayerSet<Packed<2>>) -> usize {
    s.shards.iter().map(|t| t.slots.len()).sum()
}

/// Keys `0..n` at depth `i % layers`, growing from the smallest tables.
fn filled_set(n: u64, layers: u64) -> LayerSet<Packed<2>> {
    let mut s = LayerSet::with_capacity(1);
    for i in 0..n {
        s.reserve(1);
        assert!(s.insert(key(i), key(i).hash64(), (i % layers) as u16));
    }
    s
}

#[test]
fn inserts_grows_and_finds() {
    let mut s = filled_set(40_000, 3);
    assert_eq!(s.len(), 40_000);
    assert!((0..40_000).all(|i| s.contains(&key(i))));
    assert!(!s.contains(&key(40_000)));
    s.reserve(1);
    assert!(!s.insert(key(77), key(77).hash64(), 0), "present already");
    // Grown by half at a time: at most four fifths full, more than half.
    for t in &s.shards {
        assert!(t.len * 5 <= t.slots.len() * 4 && t.len * 2 > t.slots.len(), "{} in {}", t.len, t.slots.len());
    }
}

#[test]
fn forgetting_keeps_every_later_key_findable() {
    // Tables four fifths full (long runs of occupied slots, some wrapping round the end).
    let mut s = LayerSet::with_capacity(16 * 1000);
    let mut n = 0u64;
    while s.shards.iter().all(|t| !t.full(t.len + 1)) {
        assert!(s.insert(key(n), key(n).hash64(), (n % 4) as u16 + 9));
        n += 1;
    }
    assert!(s.shards.iter().any(|t| t.slots[t.slots.len() - 1] != Packed::empty() && t.slots[0] != Packed::empty()), "a run wraps round");
    s.forget_below(11);
    assert_eq!(s.len() as u64, (0..n).filter(|i| i % 4 >= 2).count() as u64);
    for i in 0..n {
        assert_eq!(s.contains(&key(i)), i % 4 >= 2, "key {i}");
    }
    let occupied: usize = s.shards.iter().map(|t| t.slots.iter().filter(|k| **k != Packed::empty()).count()).sum();
    assert_eq!(occupied, s.len());
}

#[test]
fn depths_wrap_round_a_byte() {
    let mut s = LayerSet::with_capacity(100);
    for (i, depth) in [(1, 254u16), (2, 255), (3, 256), (4, 257)] {
        assert!(s.insert(key(i), key(i).hash64(), depth));
    }
    s.forget_below(256);
    assert_eq!((1..=4).map(|i| s.contains(&key(i))).collect::<Vec<_>>(), [false, false, true, true]);
}

#[test]
fn presizing_counts_one_table_copied_at_a_time() {
    let s = filled_set(1000, 1);
    let before = s.heap_bytes();
    assert_eq!(s.presize_peak_bytes(10), before);
    let peak = s.presize_peak_bytes(160_000);
    let mut s = s;
    s.presize(160_000);
    let after = s.heap_bytes();
    assert!(slots(&s) >= 160_000 && after >= 160_000 * 17);
    // The peak: all the new tables but the last, the last one both old and new.
    assert!(peak > after && peak < after + before, "{peak} {after} {before}");
    assert!((0..1000).all(|i| s.contains(&key(i))));
    assert!(s.peak_bytes_for(1) == after);
}
