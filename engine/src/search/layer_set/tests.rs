//! Unit tests of `layer_set.rs`.
use super::*;
use crate::search::packed::Packed;

fn key(i: u64) -> Packed<2> {
    Packed([i, i.wrapping_mul(7) >> 3])
}

/// Keys `0..n` at depth `i % layers`, growing from the smallest table.
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
    let mut s = filled_set(20_000, 3);
    assert_eq!(s.len(), 20_000);
    assert!((0..20_000).all(|i| s.contains(&key(i))));
    assert!(!s.contains(&key(20_000)));
    s.reserve(1);
    assert!(!s.insert(key(77), key(77).hash64(), 0), "present already");
    // Grown by half at a time: at most four fifths full, more than half.
    assert!(s.len() * 5 <= s.slots.len() * 4 && s.len() * 2 > s.slots.len(), "{} in {}", s.len(), s.slots.len());
}

#[test]
fn forgetting_keeps_every_later_key_findable() {
    // A table four fifths full (long runs of occupied slots, some wrapping round the end).
    let mut s = LayerSet::with_capacity(1);
    let cap = s.slots.len();
    let n = (cap * 4 / 5) as u64;
    for i in 0..n {
        assert!(s.insert(key(i), key(i).hash64(), (i % 4) as u16 + 9));
    }
    assert!(s.slots[cap - 1] != Packed::empty() && s.slots[0] != Packed::empty(), "a run wraps round");
    s.forget_below(11);
    assert_eq!(s.len() as u64, (0..n).filter(|i| i % 4 >= 2).count() as u64);
    for i in 0..n {
        assert_eq!(s.contains(&key(i)), i % 4 >= 2, "key {i}");
    }
    assert_eq!(s.slots.iter().filter(|k| **k != Packed::empty()).count(), s.len());
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
fn presizing_counts_both_tables() {
    let s = filled_set(1000, 1);
    let before = s.heap_bytes();
    assert_eq!(s.presize_peak_bytes(10), before);
    let peak = s.presize_peak_bytes(100_000);
    assert!(peak >= before + 100_000 * 17, "{peak}");
    let mut s = s;
    s.presize(100_000);
    assert_eq!(s.heap_bytes(), peak - before);
    assert!((0..1000).all(|i| s.contains(&key(i))));
}
