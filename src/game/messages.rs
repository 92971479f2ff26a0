//! The page's messages: the alert about a puzzle text that could not be read, a notice that is
//! not about the puzzle, and the live region's announcement of the last thing that happened.

use std::fmt::Display;

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

#[derive(Clone, Debug, Default)]
pub struct Messages {
    /// An error for the alert region (bad link, bad paste); the game stays as it was.
    pub alert: Option<String>,
    /// Where the text behind the alert came from (the paste box repeats its own errors).
    pub alert_source: Option<Source>,
    /// The last thing that happened, for the live region.
    pub announcement: String,
    /// A notice that is not an error about the puzzle (e.g. a saved progress that was unreadable);
    /// a new puzzle keeps it.
    pub notice: Option<String>,
}

impl Messages {
    /// The messages of a new puzzle: the notice stays, the alert goes.
    pub(super) fn for_new_puzzle(&self) -> Messages {
        Messages { notice: self.notice.clone(), announcement: "New puzzle loaded".into(), ..Messages::default() }
    }

    /// The alert for a puzzle text that could not be read; `untouched` when the page still shows
    /// its default puzzle (nothing loaded or played yet).
    pub(super) fn unreadable(&mut self, source: Source, error: impl Display, untouched: bool) {
        let kept = if untouched { "Showing the default puzzle instead." } else { "The current game is unchanged." };
        self.alert = Some(format!("{} could not be read: {error}. {kept}", source.describe()));
        self.alert_source = Some(source);
    }

    /// Like every handler, returns whether the state changed (it always does).
    pub(super) fn dismiss_alert(&mut self) -> bool {
        self.alert = None;
        self.alert_source = None;
        true
    }

    /// Like every handler, returns whether the state changed (it always does).
    pub(super) fn set_notice(&mut self, notice: Option<String>) -> bool {
        self.notice = notice;
        true
    }
}
