//! How a win is rated, the one rule behind every star and every "perfect" the game shows (the win
//! banner, the shared results, the library's marks, Levels, Statistics, the daily puzzle):
//!
//! - the moves against the optimum give 3 stars (optimal), 2 (within a quarter more) or 1;
//! - each hint used costs one star, down to 1 for a win the player finished;
//! - a win where the solver made any move (Solve's plan played, a jump on the state graph) earns
//!   none: it is "solved with the solver";
//! - perfect is ★★★: optimal, with no hint and no solver's move.
//!
//! As lichess's puzzles and the NYT games do: help is shown and never scored as skill.

/// What the game says of the rule where stars are explained (Levels, the statistics page).
pub const STARS_RULE: &str = "★★★ is a perfect win: the fewest moves possible (the optimum the solver finds), with no help. \
                              ★★ is within a quarter more moves than that, ★ any other win. Each hint you ask for costs a star, \
                              down to ★ for a win you finish; a win where the solver made moves (Solve, or a jump on the state \
                              graph) earns no stars.";

/// The rule in one line, under the win banner's stars and the library's lists (a win with the
/// solver's moves says its "no stars" in the banner's note).
pub const STARS_RULE_SHORT: &str = "★★★ fewest moves, no help · ★★ up to ¼ more · each hint costs a star";

/// The help a win had: hints shown, and moves the solver made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Help {
    pub hints: u32,
    pub solver_moves: u32,
}

impl Help {
    /// No hint and no solver's move.
    pub fn none(self) -> bool {
        self.hints == 0 && self.solver_moves == 0
    }

    /// The help in words for a win of `moves` moves: "2 hints", "9 of 10 moves by the solver",
    /// "1 hint, 3 of 12 moves by the solver"; `None` without help.
    pub fn words(self, moves: u32) -> Option<String> {
        let mut parts = Vec::new();
        if self.hints > 0 {
            parts.push(format!("{} {}", self.hints, if self.hints == 1 { "hint" } else { "hints" }));
        }
        if self.solver_moves > 0 {
            parts.push(match (self.solver_moves, moves) {
                (1, 1) => "its move by the solver".to_string(),
                (s, m) if s >= m => format!("all {m} moves by the solver"),
                (s, m) => format!("{s} of {m} moves by the solver"),
            });
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// The stars of a win of `moves` moves with `help`, where `optimal` is the fewest possible (when
/// known: an unknown optimum rates the moves as ★). 0 when the solver made any move.
pub fn stars(moves: u32, optimal: Option<u32>, help: Help) -> u8 {
    if help.solver_moves > 0 {
        return 0;
    }
    let by_moves = match optimal {
        Some(best) if moves <= best => 3u8,
        Some(best) if u64::from(moves) * 4 <= u64::from(best) * 5 => 2,
        _ => 1,
    };
    let hints = u8::try_from(help.hints).unwrap_or(u8::MAX);
    by_moves.saturating_sub(hints).max(1)
}

/// A perfect win: ★★★, the fewest moves possible with no help.
pub fn is_perfect(moves: u32, optimal: u32, help: Help) -> bool {
    stars(moves, Some(optimal), help) == 3
}

/// Stars as three glyphs: "★★☆".
pub fn star_glyphs(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: Help = Help { hints: 0, solver_moves: 0 };

    fn hints(n: u32) -> Help {
        Help { hints: n, solver_moves: 0 }
    }

    #[test]
    fn moves_against_the_optimum_give_three_two_or_one_star() {
        assert_eq!(stars(9, Some(9), NONE), 3);
        assert_eq!(stars(11, Some(9), NONE), 2, "11 ≤ 9 × 5/4");
        assert_eq!(stars(12, Some(9), NONE), 1);
        assert_eq!(stars(50, Some(40), NONE), 2);
        assert_eq!(stars(51, Some(40), NONE), 1);
        assert_eq!(stars(14, None, NONE), 1, "no optimum known: the moves rate as one star");
    }

    #[test]
    fn each_hint_costs_a_star_down_to_one() {
        assert_eq!(stars(9, Some(9), hints(1)), 2);
        assert_eq!(stars(9, Some(9), hints(2)), 1);
        assert_eq!(stars(9, Some(9), hints(9)), 1, "a win the player finished keeps one star");
        assert_eq!(stars(11, Some(9), hints(1)), 1);
        assert_eq!(stars(9, Some(9), Help { hints: u32::MAX, solver_moves: 0 }), 1);
        assert!(is_perfect(9, 9, NONE));
        assert!(!is_perfect(9, 9, hints(1)), "an optimal win with a hint is not perfect");
    }

    #[test]
    fn a_solver_move_earns_no_stars() {
        assert_eq!(stars(9, Some(9), Help { hints: 0, solver_moves: 1 }), 0);
        assert_eq!(stars(10, Some(9), Help { hints: 0, solver_moves: 9 }), 0);
        assert!(!is_perfect(9, 9, Help { hints: 0, solver_moves: 9 }));
    }

    #[test]
    fn the_help_in_words() {
        assert_eq!(NONE.words(9), None);
        assert_eq!(hints(1).words(9).as_deref(), Some("1 hint"));
        assert_eq!(hints(16).words(20).as_deref(), Some("16 hints"));
        assert_eq!(Help { hints: 0, solver_moves: 9 }.words(10).as_deref(), Some("9 of 10 moves by the solver"));
        assert_eq!(Help { hints: 0, solver_moves: 9 }.words(9).as_deref(), Some("all 9 moves by the solver"));
        assert_eq!(Help { hints: 2, solver_moves: 3 }.words(12).as_deref(), Some("2 hints, 3 of 12 moves by the solver"));
        assert_eq!(star_glyphs(2), "★★☆");
        assert_eq!(star_glyphs(0), "☆☆☆");
    }
}
