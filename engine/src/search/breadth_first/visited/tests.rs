//! Unit tests of `visited.rs`.
use super::*;
use crate::search::distance_table::{DistanceTable, InlineDistances};
use crate::search::packed::Packed;

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
        assert!(m.insert_reserved(k, k.hash64()));
        all.push(k);
    }
    assert!(m.heap_bytes() >= 10_000 * 8 * 4 / 3);
    for (i, k) in all.iter().enumerate() {
        assert!(m.reach(k, k.hash64(), (i % 1000) as u16 + 60_000), "every key is found after rebuilding");
    }
    assert_eq!(m.get(&Packed([7 * 1234])), Some(60_234));
    assert_eq!(m.get(&Packed([1])), None);
    assert_eq!(m.get(&Packed([u64::MAX - 1])), None);
    assert_eq!(m.iter().count(), 10_000);
    assert!(!m.insert_reserved(Packed([7]), Packed([7]).hash64()));
    assert!(!m.reach(&Packed([7]), Packed([7]).hash64(), 1), "a value once given stays");
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
