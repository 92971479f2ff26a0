//! Every library puzzle is re-solved: its listed optimal length and its tier's bounds hold.

use rush_hour_engine::library::{Section, entries, pick, section};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::solver::solve;

#[test]
fn every_library_puzzle_has_its_optimal_length_and_tier() {
    let all = entries();
    assert!(all.len() > 200);
    for e in all {
        let p = grid::parse(e.grid).unwrap_or_else(|err| panic!("{}: {err}", e.grid));
        let cost = solve(&p.board, &p.start, Metric::Moves).unwrap().cost(Metric::Moves).unwrap();
        assert_eq!(cost, e.moves as usize, "{}", e.grid);
        assert!(e.section.moves().contains(&e.moves), "{} in {:?}", e.grid, e.section);
        assert!(p.board.walls().is_empty() || matches!(e.section, Section::Record), "{}", e.grid);
    }
    for tier in Section::TIERS {
        assert!(section(tier).len() >= 40, "{tier:?}");
    }
    assert_eq!(section(Section::Seed).len(), 3);
}

#[test]
fn random_picks_stay_in_their_tier_and_avoid_the_current_puzzle() {
    let current = section(Section::Expert)[0].grid;
    for seed in 0..200 {
        let e = pick(Section::Expert, seed, current).unwrap();
        assert_eq!(e.section, Section::Expert);
        assert_ne!(e.grid, current);
    }
}
