//! "Next puzzle" after a win: the next unsolved puzzle of the same tier, then of the next tiers,
//! as the library's lists and Levels order them (not a random pick, which jumps tiers).

use crate::game::progress::Progress;
use rush_hour_engine::library::{self, Entry, Section};

/// The puzzle to play after `current` (a start grid), whose optimal moves are `optimal` when
/// known, for a player whose wins are `progress`:
///
/// 1. the unsolved puzzles of `current`'s section after it, then those before it (a puzzle not in
///    the library: the tier of its `optimal` moves, from its start);
/// 2. then the first unsolved puzzle of each harder tier (after a seed card or a record: the tier
///    of its optimal moves and the harder ones), then of the easier tiers;
/// 3. every puzzle solved: the one after `current` in its section.
///
/// `None` only when the library holds no other puzzle.
pub fn next_puzzle(current: &str, optimal: Option<u16>, progress: &Progress) -> Option<Entry> {
    let entry = library::entries().iter().find(|e| e.grid == current);
    let section = entry.map_or_else(|| Section::tier_of(optimal.unwrap_or(1)), |e| e.section);
    let list = library::section(section);
    let at = list.iter().position(|e| e.grid == current);
    let (before, after) = list.split_at(at.map_or(0, |i| i + 1));
    let same_section = after.iter().chain(before);
    let tier = match section {
        Section::Seed | Section::Record => Section::tier_of(entry.map_or(optimal.unwrap_or(1), |e| e.moves)),
        tier => tier,
    };
    let from = Section::TIERS.iter().position(|&t| t == tier).unwrap_or(0);
    let tiers: Vec<Section> = Section::TIERS[from..].iter().chain(&Section::TIERS[..from]).copied().filter(|&t| t != section).collect();
    let others: Vec<Entry> = tiers.into_iter().flat_map(library::section).collect();
    let unsolved = |e: &&Entry| e.grid != current && progress.get(e.grid).is_none_or(|r| r.solved == 0);
    same_section.clone().chain(&others).find(unsolved).or_else(|| same_section.chain(&others).find(|e| e.grid != current)).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rating::Help;

    /// `progress` with a win of each of `grids`.
    fn solved<'a>(grids: impl IntoIterator<Item = &'a str>) -> Progress {
        let mut p = Progress::default();
        for g in grids {
            p.record_win(g, &["A+1".to_string()], Help::default(), None);
        }
        p
    }

    fn name(e: Option<Entry>) -> String {
        e.map_or_else(|| "none".into(), |e| e.game_name())
    }

    #[test]
    fn next_is_the_next_unsolved_puzzle_of_the_same_tier() {
        let beginner = library::section(Section::Beginner);
        let b = |i: usize| beginner[i].grid;
        // Beginner #2 won: #3, not a random puzzle of another tier.
        let p = solved([b(1)]);
        assert_eq!(name(next_puzzle(b(1), Some(beginner[1].moves), &p)), "Beginner #3");
        // #3 and #4 solved already: #5.
        let p = solved([b(1), b(2), b(3)]);
        assert_eq!(name(next_puzzle(b(1), None, &p)), "Beginner #5");
        // The tier's last puzzle: back to the first unsolved of the tier.
        let last = beginner.len() - 1;
        let p = solved([b(last), b(1)]);
        assert_eq!(name(next_puzzle(b(last), None, &p)), "Beginner #1");
    }

    #[test]
    fn a_tier_finished_leads_to_the_next_tier() {
        let beginner = library::section(Section::Beginner);
        let p = solved(beginner.iter().map(|e| e.grid));
        assert_eq!(name(next_puzzle(beginner[4].grid, None, &p)), "Intermediate #1");
        // Intermediate #1 solved too: #2.
        let mut p = p;
        p.record_win(library::section(Section::Intermediate)[0].grid, &["A+1".to_string()], Help::default(), None);
        assert_eq!(name(next_puzzle(beginner[4].grid, None, &p)), "Intermediate #2");
        // Expert finished as well as Beginner: after Expert, the easier tiers' unsolved puzzles.
        let expert = library::section(Section::Expert);
        let p = solved(beginner.iter().chain(&expert).map(|e| e.grid));
        assert_eq!(name(next_puzzle(expert[0].grid, None, &p)), "Intermediate #1");
    }

    #[test]
    fn seed_cards_lead_to_the_next_seed_card_and_other_puzzles_to_their_tier() {
        let seeds = library::section(Section::Seed);
        let p = solved([seeds[0].grid]);
        assert_eq!(next_puzzle(seeds[0].grid, Some(9), &p).map(|e| e.grid), Some(seeds[1].grid));
        // A puzzle from a link or the generator: the first unsolved of its optimum's tier.
        let custom = "ooooooooooooAAoooooooooooooooooooooo";
        assert_eq!(name(next_puzzle(custom, Some(15), &solved([custom]))), "Intermediate #1");
        assert_eq!(name(next_puzzle(custom, Some(40), &Progress::default())), "Expert #1");
        // Everything solved: the puzzle after this one, to play again.
        let all = solved(library::entries().iter().map(|e| e.grid));
        let beginner = library::section(Section::Beginner);
        assert_eq!(next_puzzle(beginner[0].grid, None, &all).map(|e| e.grid), Some(beginner[1].grid));
    }
}
