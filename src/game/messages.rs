//! The page's messages: the alert about a puzzle text that could not be read, a notice that is
//! not about the puzzle, and the live region's announcement of the last thing that happened.

use rush_hour_engine::model::grid::GridError;

/// Where a puzzle text came from (for the error message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Url,
    Paste,
    Library,
}

impl Source {
    fn describe(self) -> &'static str {
        match self {
            Source::Url => "The puzzle in the link",
            Source::Paste => "The pasted puzzle",
            Source::Library => "The library puzzle",
        }
    }
}

/// What the page shows in place of a puzzle text that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instead {
    /// The game on the board, as it was.
    TheGame,
    /// The default puzzle: the page opened on a link that does not read.
    TheDefaultPuzzle,
}

/// Characters shown on each side of a fault in an excerpt.
const AROUND: usize = 10;

/// The characters of `text` around the one at `at` (0-based), that one in brackets, with "…"
/// where the text goes on; line breaks and other control characters shown as visible marks.
pub fn excerpt(text: &str, at: usize) -> String {
    let from = at.saturating_sub(AROUND);
    let mut out = String::new();
    if from > 0 {
        out.push('…');
    }
    let mut chars = text.chars().enumerate().skip(from);
    for (i, c) in chars.by_ref().take(at - from + AROUND + 1) {
        let c = match c {
            '\n' | '\r' => '⏎',
            c if c.is_control() => '·',
            c => c,
        };
        if i == at {
            out.push('[');
            out.push(c);
            out.push(']');
        } else {
            out.push(c);
        }
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

#[derive(Clone, Debug, Default)]
pub struct Messages {
    /// An error for the alert region (bad link, bad paste); the game stays as it was.
    pub alert: Option<String>,
    /// Where the text behind the alert came from (the paste box repeats its own errors).
    pub alert_source: Option<Source>,
    /// The last thing that happened, for the live region.
    pub announcement: String,
    /// The notices that are not errors about the puzzle (a saved store that did not read whole,
    /// a write the browser refused), each under what it is about, in the order they came: every
    /// one is shown until it is dismissed or replaced; a new puzzle keeps them.
    pub notices: Vec<(String, String)>,
}

/// The page's messages.
#[derive(Clone, Debug)]
pub enum MessageAction {
    DismissAlert,
    /// The notice about `about` set to `text`, in the place of the one before about the same
    /// (last if there was none); `None` takes it down.
    Notice {
        about: String,
        text: Option<String>,
    },
}

impl Messages {
    /// Its reducer: false when nothing changed.
    pub fn reduce(&mut self, action: MessageAction) -> bool {
        match action {
            MessageAction::DismissAlert => self.dismiss_alert(),
            MessageAction::Notice { about, text } => self.set_notice(about, text),
        }
    }
}

impl Messages {
    /// `words` in the live region; the same words again get a no-break space, or the region would
    /// not change and a screen reader would not speak them again.
    pub fn say(&mut self, words: String) {
        let again = self.announcement == words;
        self.announcement = words;
        if again {
            self.announcement.push('\u{a0}');
        }
    }

    /// The messages of a new puzzle: the notice stays, the alert goes.
    pub(super) fn for_new_puzzle(&self) -> Messages {
        Messages { notices: self.notices.clone(), announcement: "New puzzle loaded".into(), ..Messages::default() }
    }

    /// The alert for a puzzle text that could not be read, ending with what the page shows in its
    /// place. A fault at a character is shown in a short excerpt of the text around it; the text
    /// itself is never repeated whole.
    pub(super) fn unreadable(&mut self, source: Source, text: &str, error: &GridError, instead: Instead) {
        let kept = match instead {
            Instead::TheGame => "The current game is unchanged.",
            Instead::TheDefaultPuzzle => "Showing the default puzzle instead.",
        };
        let here = error.position().map(|at| format!(" Here: \u{201c}{}\u{201d}.", excerpt(text, at))).unwrap_or_default();
        self.alert = Some(format!("{} could not be read: {error}.{here} {kept}", source.describe()));
        self.alert_source = Some(source);
    }

    /// The alert about a link taken down (a link that reads has come since); false when the
    /// alert, if any, is not a link's.
    pub(super) fn dismiss_link_alert(&mut self) -> bool {
        self.alert_source == Some(Source::Url) && self.dismiss_alert()
    }

    /// Like every handler, returns whether the state changed (it always does).
    pub(super) fn dismiss_alert(&mut self) -> bool {
        self.alert = None;
        self.alert_source = None;
        true
    }

    /// The notice about `about` set or taken down; false when nothing changed.
    pub(super) fn set_notice(&mut self, about: String, text: Option<String>) -> bool {
        let at = self.notices.iter().position(|(a, _)| *a == about);
        match (at, text) {
            (Some(i), Some(text)) if self.notices[i].1 == text => false,
            (Some(i), Some(text)) => {
                self.notices[i].1 = text;
                true
            }
            (Some(i), None) => {
                self.notices.remove(i);
                true
            }
            (None, Some(text)) => {
                self.notices.push((about, text));
                true
            }
            (None, None) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{MessageAction, Messages, excerpt};

    #[test]
    fn every_notice_is_shown_until_taken_down() {
        let mut m = Messages::default();
        let notice = |about: &str, text: Option<&str>| MessageAction::Notice { about: about.into(), text: text.map(String::from) };
        assert!(m.reduce(notice("progress", Some("Your progress could not be read"))));
        assert!(m.reduce(notice("daily", Some("Your daily log could not be read"))));
        assert_eq!(m.notices.len(), 2, "both damaged stores are said, not only the last");
        assert!(!m.reduce(notice("daily", Some("Your daily log could not be read"))), "the same again changes nothing");
        assert!(m.reduce(notice("progress", Some("Saved now"))));
        assert_eq!(m.notices, [("progress".into(), "Saved now".into()), ("daily".into(), "Your daily log could not be read".into())]);
        assert!(m.reduce(notice("progress", None)));
        assert!(!m.reduce(notice("progress", None)));
        assert_eq!(m.for_new_puzzle().notices.len(), 1, "a new puzzle keeps them");
    }

    #[test]
    fn an_excerpt_marks_the_fault_and_stays_short() {
        assert_eq!(excerpt("<img src=x onerror=alert(1)>", 18), "…=x onerror[=]alert(1)>");
        assert_eq!(excerpt("AB#", 2), "AB[#]");
        assert_eq!(excerpt("ooBo\n?o", 5), "ooBo⏎[?]o");
        let long = format!("oo:{}", "q".repeat(100_000));
        assert_eq!(excerpt(&long, 2), "oo[:]qqqqqqqqqq…");
    }
}
