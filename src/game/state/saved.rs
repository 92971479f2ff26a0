//! What the page kept in the browser, read at start-up into its parts: the progress, the
//! settings, the log of the days solved. (The game kept for the tab is a puzzle onto the board:
//! `PuzzleAction::Resume`.)

use super::parts::State;
use crate::game::daily::DailyLog;
use crate::game::progress::Progress;
use crate::game::settings::SavedSettings;
use std::rc::Rc;

/// What the page kept, read at start-up.
#[derive(Clone, Debug)]
pub enum SavedAction {
    /// The saved progress.
    Progress(Progress),
    /// The saved settings.
    Settings(SavedSettings),
    /// The log of the days solved.
    DailyLog(DailyLog),
}

impl SavedAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            SavedAction::Progress(progress) => {
                s.progress = Rc::new(progress);
                true
            }
            SavedAction::Settings(saved) => s.settings.restore(saved),
            SavedAction::DailyLog(log) => {
                s.daily.log = Rc::new(log);
                true
            }
        }
    }
}
