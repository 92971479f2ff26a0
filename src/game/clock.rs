//! The puzzle's clock: it starts with the player's first move and runs while the puzzle is
//! unsolved, the page is visible and no solver's plan is on show; a win the player made alone
//! (no move by the solver) stops it and its time is saved with the result (`Progress`, and the
//! daily log for the daily puzzle).
//!
//! The reducer never reads the time: the app passes it in. Whenever `clock_should_run` and
//! `Clock::running` disagree after an action, the app's clock hook sends `ClockSync { now }`
//! (`now` in milliseconds of the page's clock), and `PageVisible` when the tab is hidden or shown.
//! So a test drives the clock with any times it likes.

use crate::game::play::stars;
use crate::game::state::State;
use std::rc::Rc;

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

/// The handlers of the clock's actions.
impl State {
    /// Whether the clock should be running now: see the module's comment.
    pub fn clock_should_run(&self) -> bool {
        let started = self.clock.started || self.play.history.iter().any(|p| !p.by_solver);
        started && !self.play.won() && !self.clock.hidden && self.playback.is_none()
    }

    /// Brings the clock in line with `clock_should_run` at `now`. When it stops on a win the
    /// player made alone, the time is the win's: saved with the best result and the day's.
    pub(super) fn clock_sync(&mut self, now: f64) -> bool {
        let run = self.clock_should_run();
        let c = &mut self.clock;
        match (run, c.since) {
            (true, None) => {
                c.started = true;
                c.since = Some(now);
                c.won_ms = None;
            }
            (false, Some(since)) => {
                c.counted_ms += (now - since).max(0.0);
                c.since = None;
                if self.play.won() && !self.play.assisted() {
                    self.record_time();
                }
            }
            _ => return false,
        }
        true
    }

    /// The page hidden or shown at `now`.
    pub(super) fn page_visible(&mut self, visible: bool, now: f64) -> bool {
        if self.clock.hidden != visible {
            return false;
        }
        self.clock.hidden = !visible;
        self.clock_sync(now);
        true
    }

    /// The win's time, in the progress and (for the daily puzzle) the day's log.
    fn record_time(&mut self) {
        let ms = self.clock.counted_ms.round() as u64;
        self.clock.won_ms = Some(ms);
        let p = &self.play;
        let (moves, hints) = (p.moves() as u32, p.hints_used);
        Rc::make_mut(&mut self.progress).record_time(&p.start_grid(), moves, hints, ms);
        if let Some(daily) = &self.daily.puzzle
            && daily.grid == p.start_grid()
        {
            let optimal = u32::from(self.optimal().unwrap_or(daily.moves));
            let result = crate::game::daily::DayResult { moves, optimal, stars: stars(moves as usize, optimal as usize), time_ms: ms };
            Rc::make_mut(&mut self.daily.log).record(daily.date, result);
        }
    }
}

#[cfg(test)]
mod tests;
