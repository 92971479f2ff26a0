//! The puzzle's clock: it starts with the player's first move and runs while the puzzle is
//! unsolved, the page is visible and on Play (it waits on Edit, Classroom, Present and
//! Statistics) and no solver's plan is on show; a win the player made alone
//! (no move by the solver) stops it and its time is saved with the result (`Progress`, and the
//! daily log for the daily puzzle).
//!
//! The reducer never reads the time: the app passes it in. Whenever `State::clock_should_run` and
//! `Clock::running` disagree after an action, the app's clock hook sends `ClockAction::Sync { now }`
//! (`now` in milliseconds of the page's clock), and `PageVisible` when the tab is hidden or shown.
//! So a test drives the clock with any times it likes.

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    /// Milliseconds counted before the current run.
    pub counted_ms: f64,
    /// When the current run started, while the clock runs.
    pub since: Option<f64>,
    /// The player has made a move (the clock has started; Reset and a new puzzle set it back).
    pub started: bool,
    /// The page is hidden (its tab in the background); a new puzzle keeps this.
    pub hidden: bool,
    /// The time of the win, when the player won alone (what the win banner shows).
    pub won_ms: Option<u64>,
}

impl Clock {
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// Milliseconds on the clock at `now`.
    pub fn elapsed_ms(&self, now: f64) -> f64 {
        self.counted_ms + self.since.map_or(0.0, |since| (now - since).max(0.0))
    }

    /// A new clock for a new puzzle or a reset: nothing counted, the page as it was.
    pub(super) fn fresh(&self) -> Clock {
        Clock { hidden: self.hidden, ..Clock::default() }
    }
}

/// `m:ss`, or `h:mm:ss` from an hour.
pub fn format_time(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

/// What `Clock::sync` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockChange {
    Started,
    Stopped,
    Unchanged,
}

/// The clock's own transitions; when it should run, and what a stop on a win records, is the
/// state's to say (`state::clock_actions`).
impl Clock {
    /// Starts or stops the clock at `now` as `run` says.
    pub(super) fn sync(&mut self, run: bool, now: f64) -> ClockChange {
        match (run, self.since) {
            (true, None) => {
                self.started = true;
                self.since = Some(now);
                self.won_ms = None;
                ClockChange::Started
            }
            (false, Some(since)) => {
                self.counted_ms += (now - since).max(0.0);
                self.since = None;
                ClockChange::Stopped
            }
            _ => ClockChange::Unchanged,
        }
    }

    /// The page hidden or shown; false when it already was.
    pub(super) fn set_visible(&mut self, visible: bool) -> bool {
        if self.hidden != visible {
            return false;
        }
        self.hidden = !visible;
        true
    }

    /// The time counted, as the time of the win (what the banner shows), in whole milliseconds.
    pub(super) fn stop_for_win(&mut self) -> u64 {
        let ms = self.counted_ms.round() as u64;
        self.won_ms = Some(ms);
        ms
    }
}

#[cfg(test)]
mod tests;
