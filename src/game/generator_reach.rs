//! Which difficulty the generator reaches on each board size in the page, how long it typically
//! takes, which tier a board starts on, and what the player is told when it finds no puzzle.
//! Measured natively with the page's settings (`GenerationSpec::for_page`: 4,000 layouts rated,
//! ratings stopped at 100,000 positions, the library's puzzles of 21+ moves as seeds) by
//! `cargo run --release -p rush-hour-engine --example generator_reach -- --seeds 5 --limit 30`:
//! five generator seeds a board and tier, each stopped after its 4,000 layouts or 30 s of CPU
//! (docs/benchmarks.md, "The generator's reach", 2026-12-07).

use rush_hour_engine::library::Section;

/// One board and tier: runs that found a puzzle of `runs`, and the median CPU seconds natively
/// of those that did.
#[derive(Clone, Copy)]
struct Measured {
    found: u8,
    runs: u8,
    secs: f32,
}

const fn m(found: u8, runs: u8, secs: f32) -> Measured {
    Measured { found, runs, secs }
}

/// The page's generator against the native one: wasm's searches take 1.4–1.9× the native time
/// (docs/benchmarks.md, "wasm against native" and issue 62's page figures); 2 keeps the page's
/// estimates on the safe side.
const PAGE_FACTOR: f32 = 2.0;

/// A tier a board starts on answers within this many seconds in the page (typically).
const QUICK_SECS: f32 = 5.0;

/// The measured reach, a board (width, height, walls) and its tiers, Beginner to Expert (the
/// lines of the example's output).
#[rustfmt::skip]
const REACH: [((u8, u8), bool, [Measured; 4]); 12] = [
    ((4, 4), false, [m(5, 5, 0.01), m(0, 5, 0.00), m(0, 5, 0.00), m(0, 5, 0.00)]),
    ((4, 4), true, [m(5, 5, 0.02), m(0, 5, 0.00), m(0, 5, 0.00), m(0, 5, 0.00)]),
    ((5, 5), false, [m(5, 5, 0.00), m(5, 5, 0.04), m(0, 5, 0.00), m(0, 5, 0.00)]),
    ((5, 5), true, [m(5, 5, 0.00), m(5, 5, 0.03), m(0, 5, 0.00), m(0, 5, 0.00)]),
    ((6, 6), false, [m(5, 5, 0.00), m(5, 5, 0.00), m(5, 5, 0.02), m(5, 5, 0.03)]),
    ((6, 6), true, [m(5, 5, 0.00), m(5, 5, 0.00), m(5, 5, 0.00), m(5, 5, 0.00)]),
    ((7, 7), false, [m(5, 5, 0.71), m(5, 5, 0.77), m(4, 5, 1.99), m(2, 5, 12.40)]),
    ((7, 7), true, [m(5, 5, 0.15), m(5, 5, 0.24), m(4, 5, 1.03), m(0, 5, 0.00)]),
    ((8, 8), false, [m(5, 5, 8.00), m(5, 5, 14.38), m(2, 5, 17.41), m(1, 5, 20.99)]),
    ((8, 8), true, [m(5, 5, 0.41), m(5, 5, 1.64), m(4, 5, 8.04), m(2, 5, 4.56)]),
    ((7, 5), false, [m(5, 5, 0.00), m(5, 5, 0.09), m(2, 5, 0.31), m(0, 5, 0.00)]),
    ((7, 5), true, [m(5, 5, 0.02), m(5, 5, 0.02), m(2, 5, 0.22), m(0, 5, 0.00)]),
];

/// Board sizes the generator offers (width, height): up to `LARGEST_SIDE`, each measured.
pub const SIZES: [(u8, u8); 6] = [(4, 4), (5, 5), (6, 6), (7, 7), (8, 8), (7, 5)];

/// The largest side the generator offers. Larger boards were measured (2026-11-26, natively, with
/// the browser's settings, three seeds each, 30 s a seed): on 9×9 (Beginner, Intermediate), 10×10
/// and 12×12 (Beginner) no puzzle at all (800 to 1,100 layouts rated: nearly every random
/// layout's cluster is over the 100,000 positions a rating may reach); on 9×9 with walls one
/// Beginner puzzle, after 23 s, from one seed of three. The browser's engine is slower still.
pub const LARGEST_SIDE: u8 = 8;

/// The sizes the generator offers and where a larger board comes from, said plainly in its panel
/// and on the game page's way to it.
pub fn size_limit_note() -> String {
    format!(
        "Boards from 4×4 to {0}×{0}: on larger boards (up to 12×12) random layouts are too large to rate here, so build one in the editor or open its link.",
        LARGEST_SIDE
    )
}

/// The measurements of a board (`None` for a size never measured).
fn measured(size: (u8, u8), walls: bool) -> Option<&'static [Measured; 4]> {
    REACH.iter().find(|(s, w, _)| *s == size && *w == walls).map(|(_, _, tiers)| tiers)
}

fn rank(tier: Section) -> usize {
    Section::TIERS.iter().position(|&t| t == tier).unwrap_or(0)
}

/// The tier's short name: "Expert (36+)" → "Expert".
fn name(tier: Section) -> &'static str {
    tier.title().split(" (").next().unwrap_or_default()
}

/// Typical seconds in the page for a measurement, rounded up to a whole second.
fn page_secs(m: Measured) -> u32 {
    (m.secs * PAGE_FACTOR).ceil().max(1.0) as u32
}

/// Every run found one.
fn reliable(m: Measured) -> bool {
    m.found == m.runs
}

/// The tier a board starts on: the hardest that every run found, typically within `QUICK_SECS`
/// in the page (Beginner when none is: 8×8 without walls, about 16 s).
pub fn default_tier(size: (u8, u8), walls: bool) -> Section {
    let Some(tiers) = measured(size, walls) else { return Section::Beginner };
    Section::TIERS
        .into_iter()
        .zip(tiers)
        .filter(|&(_, &m)| reliable(m) && m.secs * PAGE_FACTOR <= QUICK_SECS)
        .map(|(t, _)| t)
        .next_back()
        .unwrap_or(Section::Beginner)
}

/// "Expert: 2 of 5 runs, typically 10 s": one tier's measurement in words.
fn tier_text(tier: Section, m: Measured) -> String {
    let time = |m: Measured| match page_secs(m) {
        1 => "about a second".to_string(),
        s => format!("about {s} s"),
    };
    match m.found {
        0 => format!("{} none in {} runs", name(tier), m.runs),
        f if f == m.runs => format!("{} {}", name(tier), time(m)),
        f => format!("{} {f} of {} runs, {}", name(tier), m.runs, time(m)),
    }
}

/// "Measured on 7×5 boards with walls: Beginner about a second; …; Expert none in 5 runs.": the
/// note under the generator's choices, what was measured for each tier.
pub fn reach_note(size: (u8, u8), walls: bool) -> Option<String> {
    let tiers = measured(size, walls)?;
    let texts: Vec<String> = Section::TIERS.into_iter().zip(tiers).map(|(t, &m)| tier_text(t, m)).collect();
    Some(format!(
        "Measured on {}×{} boards{}, typical time to a puzzle: {}.",
        size.0,
        size.1,
        if walls { " with walls" } else { "" },
        texts.join("; ")
    ))
}

/// Typical seconds to a puzzle of `tier` on this board in the page, when every run found one.
pub fn typical_secs(tier: Section, size: (u8, u8), walls: bool) -> Option<u32> {
    let m = measured(size, walls)?[rank(tier)];
    reliable(m).then(|| page_secs(m))
}

/// What the player reads when no puzzle was found: the board, the tier and the layouts tried,
/// then what they can change (the tier this board starts on, the boards where this tier is
/// found every time, or another try).
pub fn not_found(tier: Section, size: (u8, u8), walls: bool, tries: usize) -> String {
    let walled = if walls { " with walls" } else { "" };
    let mut s = format!("No {} puzzle found on a {}×{} board{walled} after {tries} layouts.", name(tier), size.0, size.1);
    match measured(size, walls) {
        Some(tiers) if !reliable(tiers[rank(tier)]) => {
            let m = tiers[rank(tier)];
            if m.found > 0 {
                s.push_str(&format!(" Here {} puzzles were found in {} of {} measured runs.", name(tier), m.found, m.runs));
            }
            let easier = default_tier(size, walls);
            let boards: Vec<String> = REACH
                .iter()
                .filter(|&&(_, w, ref tiers)| w == walls && reliable(tiers[rank(tier)]))
                .map(|((w, h), ..)| format!("{w}×{h}"))
                .collect();
            if rank(easier) < rank(tier) {
                s.push_str(&format!(" Choose {}", name(easier)));
                if !boards.is_empty() {
                    s.push_str(&format!(", or a {} board{walled} for {}", boards.join(" or "), name(tier)));
                }
                s.push_str(if m.found > 0 { ", or press Generate again." } else { "." });
            } else {
                s.push_str(" Press Generate again to search on.");
            }
        }
        _ => s.push_str(" Such puzzles are rare on this board: press Generate again to search on, or choose an easier difficulty."),
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_offered_was_measured_with_and_without_walls() {
        for &size in &SIZES {
            assert!(measured(size, false).is_some() && measured(size, true).is_some(), "{size:?}");
            assert!(size.0 <= LARGEST_SIDE && size.1 <= LARGEST_SIDE);
        }
        assert_eq!(REACH.len(), 2 * SIZES.len());
        assert!(measured((9, 9), false).is_none() && reach_note((9, 9), false).is_none());
        assert!(size_limit_note().contains("4×4 to 8×8") && size_limit_note().contains("editor"));
    }

    #[test]
    fn a_board_starts_on_the_hardest_tier_found_every_time_within_seconds() {
        assert_eq!(default_tier((6, 6), false), Section::Expert);
        assert_eq!(default_tier((5, 5), true), Section::Intermediate);
        assert_eq!(default_tier((4, 4), false), Section::Beginner);
        // On 8×8 without walls no tier is quick (Beginner took a median 8 s natively): Beginner.
        assert_eq!(default_tier((8, 8), false), Section::Beginner);
        assert_eq!(typical_secs(Section::Beginner, (8, 8), false), Some(16));
        assert_eq!(default_tier((8, 8), true), Section::Intermediate);
        for &size in &SIZES {
            for walls in [false, true] {
                let tier = default_tier(size, walls);
                let secs = typical_secs(tier, size, walls).expect("found every time");
                assert!(secs as f32 <= QUICK_SECS || tier == Section::Beginner, "{size:?} {walls}: {tier:?} takes {secs} s");
            }
        }
    }

    #[test]
    fn the_note_says_what_was_measured_for_each_tier() {
        assert_eq!(
            reach_note((5, 5), true).unwrap(),
            "Measured on 5×5 boards with walls, typical time to a puzzle: Beginner about a second; Intermediate about a second; \
             Advanced none in 5 runs; Expert none in 5 runs."
        );
        let note = reach_note((7, 7), false).unwrap();
        assert!(note.contains("Expert 2 of 5 runs, about 25 s"), "{note}");
        assert_eq!(typical_secs(Section::Expert, (6, 6), false), Some(1));
        assert_eq!(typical_secs(Section::Expert, (7, 7), false), None, "not found every time");
    }

    #[test]
    fn no_puzzle_found_says_what_the_player_can_change() {
        let m = not_found(Section::Expert, (5, 5), true, 4000);
        assert_eq!(
            m,
            "No Expert puzzle found on a 5×5 board with walls after 4000 layouts. Choose Intermediate, or a 6×6 board with walls for Expert."
        );
        let rare = not_found(Section::Expert, (7, 7), false, 4000);
        assert_eq!(
            rare,
            "No Expert puzzle found on a 7×7 board after 4000 layouts. Here Expert puzzles were found in 2 of 5 measured runs. Choose \
             Intermediate, or a 6×6 board for Expert, or press Generate again."
        );
        assert!(!m.contains("range"), "there is no range control: {m}");
        let reliable = not_found(Section::Expert, (6, 6), false, 4000);
        assert!(reliable.contains("Generate again"), "{reliable}");
    }
}
