//! Unit tests of `small_board.rs`.
use super::*;
use crate::model::grid::parse;
use crate::model::rules::Metric;
use crate::search::successors::BUFFER_LEN;
use std::collections::{HashMap, HashSet, VecDeque};

fn same(a: &[Successor<Packed<1>>], b: &[Successor<Packed<1>>], clear: bool) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| x.key == y.key && x.vehicle == y.vehicle && x.from == y.from && (!clear || x.clear == y.clear))
}

/// Over (up to 20,000 positions of) each cluster, the fast generator gives what the plain one
/// gives, in the same order: boards up to 8×8, walls, every exit side.
#[test]
fn the_fast_generator_matches_the_layout() {
    for g in [
        "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo",
        "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
        "BBoCCCxo/oooDoooo/AAoDoEEo/oFoooGoo/oFHHoGoo/xooIooJJ/KKoIoooo/ooLLLooo",
        "BBoCCCxo/oooDoooo/AAoDoEEo/oFoooGoo/oFHHoGoo/xooIooJJ/KKoIoooo/ooLLLooo:W",
        "oooBBoo/ooCoooo/ooCAooo/DDoAoEo/oooFFEo/GxoooHo/GoIIoHo",
        "oooBBoo/ooCoooo/ooCAooo/DDoAoEo/oooFFEo/GxoooHo/GoIIoHo:S",
    ] {
        let p = parse(g).unwrap();
        let layout = PackedLayout::new(&p.board, &p.start);
        let fast = &SmallBoard::new(&p.board, &layout).expect("a small board");
        let (mut a, mut b): (Box<SuccessorBuffer<Packed<1>>>, Box<SuccessorBuffer<Packed<1>>>) =
            (Box::new([Successor::default(); BUFFER_LEN]), Box::new([Successor::default(); BUFFER_LEN]));
        let start: Packed<1> = layout.pack(&p.start);
        let mut seen = HashSet::from([start]);
        let mut queue = VecDeque::from([start]);
        while let Some(k) = queue.pop_front() {
            let clear = !layout.exit_clear(&k);
            for skip in (0..p.board.vehicles().len()).chain([usize::MAX]) {
                let skip = LastMove::skip(skip);
                let (n, m) = (fast.moves::<true>(&k, skip, &mut a), Successors::moves::<true>(&layout, &k, skip, &mut b));
                assert!(same(&a[..n], &b[..m], clear), "{g}: moves from {:?} skipping {skip:?}", layout.unpack(&k));
            }
            let (n, m) = (fast.steps(&k, LastMove::NONE, &mut a), Successors::steps(&layout, &k, LastMove::NONE, &mut b));
            assert!(same(&a[..n], &b[..m], true), "{g}: steps from {:?}", layout.unpack(&k));
            layout.successors(&k, Metric::Steps, |next, _, _| {
                if seen.len() < 20_000 && seen.insert(next) {
                    queue.push_back(next);
                }
                false
            });
        }
        assert!(seen.len() > 100, "{g}: {}", seen.len());
    }
}

/// Breadth-first depths of every position of the cluster in `metric`, each position
/// expanded with `last` built from the move that discovered it (or only its vehicle).
fn depths<E: Successors<Packed<1>>>(
    layout: &PackedLayout,
    expand: &E,
    start: Packed<1>,
    metric: Metric,
    prune: bool,
) -> (HashMap<u64, usize>, usize) {
    let mut batch: Box<SuccessorBuffer<Packed<1>>> = Box::new([Successor::default(); BUFFER_LEN]);
    let mut depth = HashMap::from([(start.0[0], 0)]);
    let mut queue = VecDeque::from([(start, LastMove::NONE)]);
    let mut generated = 0;
    while let Some((k, last)) = queue.pop_front() {
        let last = if prune { last } else { LastMove::skip(last.vehicle) };
        let n = match metric {
            Metric::Moves => expand.moves::<false>(&k, last, &mut batch),
            Metric::Steps => expand.steps(&k, last, &mut batch),
        };
        generated += n;
        let d = depth[&k.0[0]];
        for s in &batch[..n] {
            if let std::collections::hash_map::Entry::Vacant(e) = depth.entry(s.key.0[0]) {
                e.insert(d + 1);
                let v = s.vehicle as usize;
                assert_eq!(s.from, layout.offset(&k, v));
                queue.push_back((s.key, LastMove { vehicle: v, from: s.from }));
            }
        }
    }
    (depth, generated)
}

/// Leaving out the moves that commute with the last one changes no position's depth, in
/// either metric, and does leave moves out. The 8×8 board is the one above with three more walls:
/// its cluster has 104,086 positions against 1,071,626 (13 of this test's 21 s).
#[test]
fn pruning_commuting_moves_keeps_every_depth() {
    for g in [
        "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo",
        "BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo",
        "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
        "BBxCCCxo/oooDooxo/AAoDoEEo/oFoooGoo/oFHHoGoo/xooIooJJ/KKoIoooo/ooLLLxoo:W",
        "oooBBoo/ooCoooo/ooCAooo/DDoAoEo/oooFFEo/GxoooHo/GoIIoHo:S",
    ] {
        let p = parse(g).unwrap();
        let layout = PackedLayout::new(&p.board, &p.start);
        let fast = &SmallBoard::new(&p.board, &layout).expect("a small board");
        let start = layout.pack(&p.start);
        for metric in [Metric::Moves, Metric::Steps] {
            let (plain, all) = depths(&layout, &layout, start, metric, false);
            let (pruned, fewer) = depths(&layout, fast, start, metric, true);
            assert_eq!(pruned.len(), plain.len(), "{g} {metric:?}");
            assert!(plain.iter().all(|(k, d)| pruned.get(k) == Some(d)), "{g} {metric:?}: a depth differs");
            assert!(fewer * 10 < all * 9, "{g} {metric:?}: {fewer} of {all} successors generated");
        }
    }
}
