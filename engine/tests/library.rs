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
    assert_eq!(section(Section::Seed).len(), 4);
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

#[test]
fn names_and_tiers() {
    // Every tier's short title is its title up to the moves, and holds the tier of its moves.
    for tier in Section::TIERS {
        assert!(tier.title().starts_with(tier.short_title()), "{tier:?}");
        assert_ne!(tier.title(), tier.short_title());
        for m in [*tier.moves().start(), (*tier.moves().start()).saturating_add(1)] {
            assert_eq!(Section::tier_of(m), tier, "{m} moves");
        }
    }
    assert_eq!(Section::tier_of(10), Section::Beginner);
    assert_eq!(Section::tier_of(11), Section::Intermediate);
    assert_eq!(Section::tier_of(35), Section::Advanced);
    assert_eq!(Section::tier_of(60), Section::Expert);
    assert_eq!(Section::tier_of(0), Section::Beginner);
    // The generator's ranges: no Beginner puzzle under 5 moves, Expert up to 120.
    assert_eq!(Section::Beginner.generator_moves(), 5..=10);
    assert_eq!(Section::Intermediate.generator_moves(), 11..=20);
    assert_eq!(Section::Expert.generator_moves(), 36..=120);
    // Names in the game: a named puzzle by its name in a player's words with the expert's term
    // beside it, its list title the name alone; a tier's by its number in the tier.
    let seed = section(Section::Seed)[0];
    assert_eq!(rush_hour_engine::library::name_of(seed.grid), Some("Card 1 (starter set)".to_string()));
    assert_eq!(seed.title(0), "Card 1");
    let records: Vec<String> = section(Section::Record).iter().map(|e| e.game_name()).collect();
    assert_eq!(records, ["Hardest puzzle", "Most positions reachable (largest cluster)"]);
    // One name for one puzzle: the two card 40s by their sources (seed 000's, 44 moves; Rush Hour
    // XTL's, 51, the hardest without walls, as seed 001 draws it relabelled).
    let named = |grid: &str| rush_hour_engine::library::name_of(grid);
    assert_eq!(named("BCCKKKBoDDEoAAFoEoGGFHHLoIIJoLMMMJoL").as_deref(), Some("Card 40 (starter set)"));
    assert_eq!(named("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").as_deref(), Some("XTL card 40 (starter set)"));
    let xtl = section(Section::Seed).into_iter().find(|e| e.grid.starts_with("GBBo")).unwrap();
    assert_eq!((xtl.title(3), xtl.moves), ("XTL card 40".to_string(), 51));
    let expert = section(Section::Expert);
    assert_eq!(expert[6].game_name(), "Expert #7");
    assert_eq!(rush_hour_engine::library::name_of(expert[6].grid).as_deref(), Some("Expert #7"));
    assert_eq!(rush_hour_engine::library::name_of("ooooooooooooAAoooooooooooooooooooooo"), None);
}
