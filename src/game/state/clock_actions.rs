//! The clock and what its stop on a win records: the clock (`Clock`) counts; when it should run
//! is said here from the game, the page on show and the plan on show, and a win the player made alone, when the
//! clock stops on it, gives its time to the saved progress and (for the daily puzzle) to the
//! day's log.

use super::parts::State;
use crate::game::clock::ClockChange;
use crate::game::settings::Mode;
use std::rc::Rc;

/// The clock; `now` is the page's time in milliseconds.
#[derive(Clone, Debug)]
pub enum ClockAction {
    /// Start or stop the clock at `now`, as `State::clock_should_run` says (the app sends it
    /// whenever the two disagree).
    Sync { now: f64 },
    /// The page shown or hidden (its tab brought back or sent to the background).
    PageVisible { visible: bool, now: f64 },
}

impl ClockAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            ClockAction::Sync { now } => s.clock_sync(now),
            ClockAction::PageVisible { visible, now } => s.page_visible(visible, now),
        }
    }
}

impl State {
    /// Whether the clock should be running now: after the player's first move, while the puzzle
    /// is unsolved, the page visible and on Play (not Edit, Classroom, Present or Statistics),
    /// and no plan on show.
    pub fn clock_should_run(&self) -> bool {
        let started = self.clock.started || self.play.history.iter().any(|p| !p.by_solver);
        let playing = self.settings.mode == Mode::Play;
        started && playing && !self.play.won() && !self.clock.hidden && self.playback.is_none()
    }

    /// Brings the clock in line with `clock_should_run` at `now`. When it stops on a win the
    /// player made alone, the time is the win's: saved with the best result and the day's.
    fn clock_sync(&mut self, now: f64) -> bool {
        match self.clock.sync(self.clock_should_run(), now) {
            ClockChange::Unchanged => false,
            ClockChange::Started => true,
            ClockChange::Stopped => {
                if self.play.won() && !self.play.assisted() {
                    self.record_time();
                }
                true
            }
        }
    }

    /// The page hidden or shown at `now`.
    fn page_visible(&mut self, visible: bool, now: f64) -> bool {
        if !self.clock.set_visible(visible) {
            return false;
        }
        self.clock_sync(now);
        true
    }

    /// The win's time, in the progress and (for the daily puzzle) the day's log.
    fn record_time(&mut self) {
        let ms = self.clock.stop_for_win();
        let p = &self.play;
        let (grid, moves, hints) = (p.start_grid(), p.moves() as u32, p.hints_used);
        Rc::make_mut(&mut self.progress).record_time(&grid, moves, hints, ms);
        let optimal = self.optimal();
        self.daily.record_win(&grid, moves, hints, optimal, ms);
    }
}
