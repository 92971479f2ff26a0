//! Which difficulty the generator can reach on each board size in the browser, and what the
//! player is told when it finds no puzzle. The reach was measured natively with the browser's
//! settings (4,000 layouts rated, ratings stopped at 100,000 positions, the library's puzzles of
//! 21+ moves as seeds): on 2026-11-24 one or two generator seeds per size and tier, on
//! 2026-11-28 10 to 100 seeds for the tiers next to each board's limit (the counts at `REACH`).
//! A tier is reached when at least one seed in ten found a puzzle of it, and rare when fewer did.

use rush_hour_engine::library::Section;

/// What the generator found on a board: the hardest tier reached, and a harder one found rarely.
#[derive(Clone, Copy)]
struct Reach {
    hardest: Section,
    rare: Option<Section>,
}

const fn reach(hardest: Section, rare: Option<Section>) -> Reach {
    Reach { hardest, rare }
}

/// The reach on each board size (width, height): without walls, with walls. Seeds that found a
/// puzzle of the next tier up: 4×4 Intermediate 0 of 30 (either); 5×5 Advanced 0 of 30, with
/// walls 2 of 30 (Expert 0 of 100); 7×5 Advanced 10 of 10, with walls 6 of 10, Expert 2 of 30,
/// with walls 1 of 70; 7×7 with walls Expert 4 of 12.
const REACH: [((u8, u8), Reach, Reach); 6] = [
    ((4, 4), reach(Section::Beginner, None), reach(Section::Beginner, None)),
    ((5, 5), reach(Section::Intermediate, None), reach(Section::Intermediate, Some(Section::Advanced))),
    ((6, 6), reach(Section::Expert, None), reach(Section::Expert, None)),
    ((7, 7), reach(Section::Expert, None), reach(Section::Expert, None)),
    // No Intermediate puzzle in 4,000 layouts without walls (411 s natively); with walls not
    // measured (as slow), taken as the same.
    ((8, 8), reach(Section::Beginner, None), reach(Section::Beginner, None)),
    ((7, 5), reach(Section::Advanced, Some(Section::Expert)), reach(Section::Advanced, Some(Section::Expert))),
];

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

/// What the generator reached on a board (`None` for a size never measured).
fn reached(size: (u8, u8), walls: bool) -> Option<Reach> {
    REACH.iter().find(|(s, ..)| *s == size).map(|&(_, plain, walled)| if walls { walled } else { plain })
}

/// The tier's short name: "Expert (36+)" → "Expert".
fn name(tier: Section) -> &'static str {
    tier.title().split(" (").next().unwrap_or_default()
}

/// "Advanced puzzles at most", "Advanced puzzles (Expert ones rarely)".
fn reach_text(r: Reach) -> String {
    match r.rare {
        Some(rare) => format!("{} puzzles ({} ones rarely)", name(r.hardest), name(rare)),
        None => format!("{} puzzles at most", name(r.hardest)),
    }
}

/// "7×5 boards with walls reach Advanced puzzles (Expert ones rarely) here.": for the note under
/// the generator's choices.
pub fn reach_note(size: (u8, u8), walls: bool) -> Option<String> {
    let r = reached(size, walls)?;
    Some(format!("{}×{} boards{} reach {} here.", size.0, size.1, if walls { " with walls" } else { "" }, reach_text(r)))
}

/// What the player reads when no puzzle was found: the board, the tier and the layouts tried,
/// then what they can change (an easier tier this board reaches, the boards that reach this
/// tier, or another try).
pub fn not_found(tier: Section, size: (u8, u8), walls: bool, tries: usize) -> String {
    let walled = if walls { " with walls" } else { "" };
    let mut s = format!("No {} puzzle found on a {}×{} board{walled} after {tries} layouts.", name(tier), size.0, size.1);
    let rank = |t: Section| Section::TIERS.iter().position(|&x| x == t).unwrap_or(0);
    match reached(size, walls) {
        Some(r) if rank(r.hardest) < rank(tier) => {
            let boards: Vec<String> = REACH
                .iter()
                .filter(|&&(_, plain, walled)| rank(if walls { walled } else { plain }.hardest) >= rank(tier))
                .map(|((w, h), ..)| format!("{w}×{h}"))
                .collect();
            s.push_str(&format!(" This board reaches {}: choose {}", reach_text(r), name(r.hardest)));
            if !boards.is_empty() {
                s.push_str(&format!(", or a {} board{walled} for {}", boards.join(" or "), name(tier)));
            }
            s.push('.');
        }
        _ => s.push_str(" Such puzzles are rare on this board: press Generate again to search on, or choose an easier difficulty."),
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_puzzle_found_says_what_the_player_can_change() {
        let m = not_found(Section::Expert, (7, 5), true, 4000);
        assert_eq!(
            m,
            "No Expert puzzle found on a 7×5 board with walls after 4000 layouts. This board reaches Advanced puzzles (Expert ones \
             rarely): choose Advanced, or a 6×6 or 7×7 board with walls for Expert."
        );
        assert_eq!(
            not_found(Section::Intermediate, (4, 4), false, 4000),
            "No Intermediate puzzle found on a 4×4 board after 4000 layouts. This board reaches Beginner puzzles at most: choose \
             Beginner, or a 5×5 or 6×6 or 7×7 or 7×5 board for Intermediate."
        );
        assert!(!m.contains("range"), "there is no range control: {m}");
        let rare = not_found(Section::Expert, (6, 6), false, 4000);
        assert!(rare.contains("Generate again"), "{rare}");
        assert_eq!(reach_note((4, 4), false).unwrap(), "4×4 boards reach Beginner puzzles at most here.");
        assert_eq!(reach_note((5, 5), true).unwrap(), "5×5 boards with walls reach Intermediate puzzles (Advanced ones rarely) here.");
        assert!(reached((9, 9), false).is_none());
        // Every size measured is one the generator offers; the note says where larger boards come from.
        assert!(REACH.iter().all(|((w, h), ..)| *w <= LARGEST_SIDE && *h <= LARGEST_SIDE));
        assert!(size_limit_note().contains("4×4 to 8×8") && size_limit_note().contains("editor"));
    }
}
