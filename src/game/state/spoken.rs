//! What a player who listens to the page asks of it (`game::board_words`): a typed move, played
//! as a drag's would be (it counts, undoes and is kept like any move) or refused with its fault,
//! and the position or the game's progress read aloud, all in the live region.

use super::State;
use crate::game::board_words::{read_move, rows_text, way};

/// What a key reads aloud.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The board, one row at a time ("row 3: A A · · · · exit").
    Position,
    /// The moves made, the moves to go (when shown) and the hint on show.
    Progress,
}

impl State {
    /// See `Action::TypedMove`.
    pub(super) fn typed_move(&mut self, text: &str) -> bool {
        if self.play.won() {
            self.say(format!("The red car is out: {}", self.win_message()));
            return true;
        }
        match read_move(&self.play.board, &self.play.position, text) {
            Err(fault) => self.say(fault),
            Ok(mv) => {
                let v = usize::from(mv.vehicle);
                let to = (i16::from(self.play.position.offset(v)) + i16::from(mv.delta)) as u8;
                self.slide(v, to);
                let vehicle = self.play.board.vehicle(v);
                let words =
                    format!("{} moved {} {}. {}", vehicle.label, way(vehicle.axis, mv.delta > 0), mv.distance(), self.count_words());
                self.say(words);
            }
        }
        true
    }

    /// See `Action::ReadAloud`.
    pub(super) fn read_aloud(&mut self, what: Reading) -> bool {
        let words = match what {
            Reading::Position => rows_text(&self.play.board, &self.play.position).join("; "),
            Reading::Progress if self.play.won() => self.count_words(),
            Reading::Progress => {
                let hidden = if self.settings.show_to_go { "" } else { " (moves to go hidden: Show moves to go)" };
                let hint = match self.play.hint {
                    Some(h) => format!("Hint: {}, {} to go after it", self.play.describe(h.mv), h.distance_after),
                    None => "No hint on show (H asks for one)".into(),
                };
                format!("{}{hidden}. {hint}", self.count_words())
            }
        };
        self.say(words);
        true
    }

    /// "3 moves, 6 to go" (the moves to go only when they are shown and known); the win's
    /// message once the red car is out.
    fn count_words(&self) -> String {
        if self.play.won() {
            return self.win_message();
        }
        let n = self.play.moves();
        let moves = format!("{n} {}", if n == 1 { "move" } else { "moves" });
        match (self.settings.show_to_go, self.to_go()) {
            (true, Some(m)) => format!("{moves}, {m} to go"),
            (true, None) if self.unsolvable_here() => format!("{moves}, no way out from here"),
            _ => moves,
        }
    }

    /// `words` in the live region; the same words again get a no-break space, or the region would
    /// not change and a screen reader would not speak them again.
    fn say(&mut self, words: String) {
        let again = self.messages.announcement == words;
        self.messages.announcement = words;
        if again {
            self.messages.announcement.push('\u{a0}');
        }
    }
}

#[cfg(test)]
mod tests;
