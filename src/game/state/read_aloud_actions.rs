//! The game read aloud, for a player who listens to the page: the position a row at a time
//! (`game::board_words`), or the moves made, the moves to go and the hint. It moves nothing; it
//! reads the game, the settings and the analysis into the live region, so it is a group of its
//! own rather than one of the player's moves.

use super::parts::State;
use crate::game::board_words::rows_text;

/// What a key reads aloud.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadAloudAction {
    /// The board, one row at a time ("row 3: A A · · · · exit").
    Position,
    /// The moves made, the moves to go (when shown) and the hint on show.
    Progress,
}

impl ReadAloudAction {
    /// Its reducer: the words always go to the live region (said again when they are the same).
    pub(super) fn reduce(self, s: &mut State) -> bool {
        let words = match self {
            ReadAloudAction::Position => rows_text(&s.play.board, &s.play.position).join("; "),
            ReadAloudAction::Progress if s.play.won() => s.win_message(),
            ReadAloudAction::Progress => {
                let hidden = if s.settings.show_to_go { "" } else { " (moves to go hidden: Show moves to go)" };
                let hint = match s.play.hint {
                    Some(h) => format!("Hint: {}, {} to go after it", s.play.describe(h.mv), h.distance_after),
                    None => "No hint on show (H asks for one)".into(),
                };
                format!("{}{hidden}. {hint}", s.count_words())
            }
        };
        s.messages.say(words);
        true
    }
}

impl State {
    /// "3 moves, 6 to go" (the moves to go only when they are shown and known).
    fn count_words(&self) -> String {
        let n = self.play.moves();
        let moves = format!("{n} {}", if n == 1 { "move" } else { "moves" });
        match (self.settings.show_to_go, self.to_go()) {
            (true, Some(m)) => format!("{moves}, {m} to go"),
            (true, None) if self.unsolvable_here() => format!("{moves}, no way out from here"),
            _ => moves,
        }
    }
}

#[cfg(test)]
mod tests;
