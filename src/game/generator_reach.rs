//! Which difficulty the generator can reach on each board size in the browser, and what the
//! player is told when it finds no puzzle. The reach was measured (2026-11-24) with the browser's
//! settings (4,000 layouts rated, ratings stopped at 100,000 positions, the library's puzzles of
//! 21+ moves as seeds), natively with one or two seeds per size and tier: a tier counts as
//! reached when a puzzle of it was found.

use rush_hour_engine::library::Section;

/// The hardest tier found on each board size (width, height): without walls, with walls.
const REACH: [((u8, u8), Section, Section); 6] = [
    ((4, 4), Section::Beginner, Section::Beginner),
    ((5, 5), Section::Intermediate, Section::Intermediate),
    ((6, 6), Section::Expert, Section::Expert),
    ((7, 7), Section::Expert, Section::Advanced),
    // No Intermediate puzzle in 4,000 layouts without walls (411 s natively); with walls not
    // measured (as slow), taken as the same.
    ((8, 8), Section::Beginner, Section::Beginner),
    ((7, 5), Section::Advanced, Section::Advanced),
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

/// The hardest tier the generator reached on a board (`None` for a size never measured).
pub fn hardest_reached(size: (u8, u8), walls: bool) -> Option<Section> {
    REACH.iter().find(|(s, ..)| *s == size).map(|&(_, plain, walled)| if walls { walled } else { plain })
}

/// The tier's short name: "Expert (36+)" → "Expert".
fn name(tier: Section) -> &'static str {
    tier.title().split(" (").next().unwrap_or_default()
}

/// "7×5 boards reach Advanced puzzles here (with walls too)": for the note under the generator's
/// choices.
pub fn reach_note(size: (u8, u8), walls: bool) -> Option<String> {
    let hardest = hardest_reached(size, walls)?;
    Some(format!("{}×{} boards{} reach {} puzzles at most here.", size.0, size.1, if walls { " with walls" } else { "" }, name(hardest)))
}

/// What the player reads when no puzzle was found: the board, the tier and the layouts tried,
/// then what they can change (an easier tier this board reaches, the boards that reach this
/// tier, or another try).
pub fn not_found(tier: Section, size: (u8, u8), walls: bool, tries: usize) -> String {
    let walled = if walls { " with walls" } else { "" };
    let mut s = format!("No {} puzzle found on a {}×{} board{walled} after {tries} layouts.", name(tier), size.0, size.1);
    let rank = |t: Section| Section::TIERS.iter().position(|&x| x == t).unwrap_or(0);
    match hardest_reached(size, walls) {
        Some(hardest) if rank(hardest) < rank(tier) => {
            let boards: Vec<String> = REACH
                .iter()
                .filter(|&&(_, plain, walled)| rank(if walls { walled } else { plain }) >= rank(tier))
                .map(|((w, h), ..)| format!("{w}×{h}"))
                .collect();
            s.push_str(&format!(" This board reaches {} puzzles at most: choose that difficulty", name(hardest)));
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
            "No Expert puzzle found on a 7×5 board with walls after 4000 layouts. This board reaches Advanced puzzles at most: \
             choose that difficulty, or a 6×6 board with walls for Expert."
        );
        assert!(!m.contains("range"), "there is no range control: {m}");
        let rare = not_found(Section::Expert, (6, 6), false, 4000);
        assert!(rare.contains("Generate again"), "{rare}");
        assert_eq!(reach_note((4, 4), false).unwrap(), "4×4 boards reach Beginner puzzles at most here.");
        assert_eq!(hardest_reached((9, 9), false), None);
        // Every size measured is one the generator offers; the note says where larger boards come from.
        assert!(REACH.iter().all(|((w, h), ..)| *w <= LARGEST_SIDE && *h <= LARGEST_SIDE));
        assert!(size_limit_note().contains("4×4 to 8×8") && size_limit_note().contains("editor"));
    }
}
