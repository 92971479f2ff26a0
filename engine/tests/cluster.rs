//! Cluster analysis against known cluster sizes and the solver; hints and plans replayed.

mod common;

use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::{Metric, apply, is_goal, replay};
use rush_hour_engine::search::cluster::Cluster;
use rush_hour_engine::search::cluster_bytes::ClusterReader;
use rush_hour_engine::search::solver::{Outcome, solve};

fn analyze(p: &Puzzle, metric: Metric) -> Cluster {
    Cluster::analyze(&p.board, &p.start, metric).unwrap()
}

#[test]
fn seed_card_1_has_111_positions() {
    let (moves, p, _) = common::read("seed-cards.txt").remove(0);
    let c = analyze(&p, Metric::Moves);
    assert_eq!(c.size(), 111);
    assert_eq!(c.distance(&p.start), Some(moves.unwrap() as u16));
    assert_eq!(c.histogram().iter().sum::<usize>() + c.dead_positions(), 111);
}

#[test]
fn the_51_move_cluster() {
    let p = grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
    let c = analyze(&p, Metric::Moves);
    assert_eq!(c.size(), 4780);
    let (hardest, d) = c.hardest().unwrap();
    assert_eq!(d, 51);
    assert_eq!(grid::format(&p.board, &hardest), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
    // In steps the same start needs 81, and the hardest position by steps is another one.
    let s = analyze(&p, Metric::Steps);
    assert_eq!(s.distance(&p.start), Some(81));
    let (by_steps, steps) = s.hardest().unwrap();
    assert!(steps > 81);
    assert_ne!(by_steps, hardest);
}

/// Every 20th database puzzle: cluster size as listed, start distance = optimal moves, and a
/// plan by hints that replays to the goal with each hint lowering the distance by one.
#[test]
fn database_sample_sizes_distances_and_hints() {
    for (moves, p, size) in common::read("rush18k.txt").into_iter().step_by(20) {
        let c = analyze(&p, Metric::Moves);
        let name = grid::format(&p.board, &p.start);
        assert_eq!(c.size().to_string(), size, "{name}");
        assert_eq!(c.distance(&p.start), Some(moves.unwrap() as u16), "{name}");
        let mut pos = p.start.clone();
        let mut left = c.distance(&pos).unwrap();
        while let Some(h) = c.hint(&pos) {
            pos = apply(&p.board, &pos, h.mv).unwrap();
            assert_eq!(h.distance_after, left - 1, "{name}");
            assert_eq!(c.distance(&pos), Some(left - 1));
            left -= 1;
        }
        assert_eq!(left, 0);
        assert!(is_goal(&p.board, &pos));
        let plan = c.plan(&p.start).unwrap();
        assert_eq!(plan.len(), moves.unwrap());
        assert!(is_goal(&p.board, &replay(&p.board, &p.start, &plan).unwrap()));
    }
}

#[test]
fn unsolvable_boards_say_so() {
    // The red car faces a wall on its own line: no position of the cluster frees it.
    let p = grid::parse("ooooo/AAoxo/ooooo").unwrap();
    let c = analyze(&p, Metric::Moves);
    assert!(!c.is_solvable());
    assert_eq!(c.distance(&p.start), None);
    assert_eq!(c.hint(&p.start), None);
    assert_eq!(c.hardest(), None);
    assert_eq!(c.dead_positions(), c.size());
    let r = solve(&p.board, &p.start, Metric::Moves).unwrap();
    assert_eq!(r.outcome, Outcome::Unsolvable);
    assert_eq!(r.stats.discovered, 2, "A at column 1 or 2, nothing else");
}

#[test]
fn positions_outside_the_cluster_are_unknown() {
    let (_, p, _) = common::read("seed-cards.txt").remove(0);
    let c = analyze(&p, Metric::Moves);
    // The red car moved onto truck B's cell: overlapping, so not a reachable position.
    let mut other = p.start.clone();
    other.0[0] = 1;
    assert!(!c.contains(&other));
    assert_eq!(c.distance(&other), None);
}

#[test]
fn a_builder_in_small_slices_gives_the_same_analysis() {
    use rush_hour_engine::search::cluster_builder::{ClusterBuilder, Phase};
    use rush_hour_engine::search::limits::Limits;
    let p = grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
    let whole = analyze(&p, Metric::Moves);
    let mut b = ClusterBuilder::new(&p.board, &p.start, Metric::Moves);
    let mut slices = 0;
    let mut saw_measuring = false;
    while !b.advance(100, &mut Limits::default()).unwrap() {
        slices += 1;
        saw_measuring |= b.progress().phase == Phase::Measuring;
    }
    assert!(slices > 50 && saw_measuring, "{slices}");
    let sliced = b.finish().unwrap();
    assert_eq!(sliced.size(), whole.size());
    assert_eq!(sliced.histogram(), whole.histogram());
    assert_eq!(sliced.hardest(), whole.hardest());
    assert_eq!(sliced.stats.frontier, whole.stats.frontier);
}

/// Every position of small clusters (walls, 7×7 and 8×8 boards, exits on every side, a
/// vertical red car), in both metrics: the analysis's distance is what the solver finds from
/// that position, and unsolvable where the solver says so.
#[test]
fn every_distance_is_the_solvers() {
    for g in [
        "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo",
        "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
        "oooBBoo/ooCoooo/ooCAooo/DDoAoEo/oooFFEo/GxoooHo/GoIIoHo:S",
        "BBoCCCxo/oooDoooo/AAoDoEEo/oFoooGoo/oFHHoGoo/xooIooJJ/KKoIoooo/ooLLLooo:W",
        "ooBBCC/oDDEEI/ooAAHI/FFGGHI/KooLJJ/KooLMM",
    ] {
        let p = grid::parse(g).unwrap();
        for metric in [Metric::Moves, Metric::Steps] {
            let c = analyze(&p, metric);
            let positions = c.positions();
            // At most 400 positions of each, spread over the cluster.
            for pos in positions.iter().step_by(positions.len().div_ceil(400)) {
                let expected = solve(&p.board, pos, metric).unwrap().cost(metric);
                assert_eq!(c.distance(pos).map(usize::from), expected, "{g} {metric:?} from {}", grid::format(&p.board, pos));
            }
        }
    }
}

/// A cluster written to bytes and read back answers every position as the original does; bytes
/// of another board or cut short are refused with a reason.
#[test]
fn a_cluster_survives_its_bytes() {
    for (grid, metric) in [
        ("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", Metric::Moves),
        ("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", Metric::Steps),
        ("ooooo/AAoxo/ooooo", Metric::Moves),
    ] {
        let p = grid::parse(grid).unwrap();
        let c = analyze(&p, metric);
        let bytes = c.to_bytes();
        let back = Cluster::from_bytes(&p.board, &bytes).unwrap();
        assert_eq!((back.size(), back.metric()), (c.size(), c.metric()));
        assert_eq!(back.histogram(), c.histogram());
        assert_eq!(back.dead_positions(), c.dead_positions());
        for pos in c.positions() {
            assert_eq!(back.distance(&pos), c.distance(&pos));
            assert_eq!(back.hint(&pos), c.hint(&pos));
        }
        assert!(Cluster::from_bytes(&p.board, &bytes[..bytes.len() - 1]).unwrap_err().contains("bytes of entries"));
        // Read in parts, as the page does between frames.
        let mut reader = ClusterReader::new(&p.board, bytes).unwrap();
        let mut parts = 1;
        while !reader.read(1000).unwrap() {
            parts += 1;
        }
        assert_eq!(parts, c.size().div_ceil(1000));
        assert_eq!(reader.finish().unwrap().histogram(), c.histogram());
    }
    let other = grid::parse("AAoooo/oooooo/oooooo").unwrap();
    let c = analyze(&grid::parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap(), Metric::Moves);
    assert!(Cluster::from_bytes(&other.board, &c.to_bytes()).unwrap_err().contains("vehicles"));
    assert!(Cluster::from_bytes(&other.board, b"nonsense").is_err());
}
