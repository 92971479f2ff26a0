//! What the page kept in the browser, read at start-up into its parts (and, from another tab,
//! when it saves): the progress, the settings, the log of the days solved. (The game kept for the tab is a puzzle onto the board:
//! `PuzzleAction::Resume`.)

use super::parts::State;
use crate::game::daily::DailyLog;
use crate::game::progress::{Progress, library_optimal};
use crate::game::settings::SavedSettings;
use std::rc::Rc;

/// What the page kept, read at start-up, and another tab's save of it: the progress and the log
/// are merged into the page's, each record and day keeping the better of the two (at start-up
/// into empty ones), so that a tab never loses what another has won.
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
            SavedAction::Progress(saved) => {
                let mut progress = (*s.progress).clone();
                let (added, improved) = progress.merge(&saved, library_optimal);
                s.progress = Rc::new(progress);
                added + improved > 0
            }
            SavedAction::Settings(saved) => s.settings.restore(saved),
            SavedAction::DailyLog(saved) => {
                let mut log = (*s.daily.log).clone();
                let (added, improved) = log.merge(&saved);
                s.daily.log = Rc::new(log);
                added + improved > 0
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SavedAction;
    use crate::game::daily::{DailyLog, DayResult};
    use crate::game::progress::{Progress, Record};
    use crate::game::state::testing::CARD1;
    use crate::game::state::{Action, State};
    use rush_hour_engine::daily::Date;
    use rush_hour_engine::model::grid;
    use std::rc::Rc;

    #[test]
    fn another_tabs_save_is_merged_into_the_pages_not_put_in_its_place() {
        let won = |best| Record { best: Some(best), solved: 1, ..Record::default() };
        let progress = |records: &[(&str, u32)]| Progress {
            puzzles: records.iter().map(|&(g, best)| (g.to_string(), won(best))).collect(),
            ..Progress::default()
        };
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let s = s.reduce(Action::Saved(SavedAction::Progress(progress(&[("mine", 9), ("both", 12)]))));
        let theirs = progress(&[("theirs", 5), ("both", 10)]);
        let s = s.reduce(Action::Saved(SavedAction::Progress(theirs.clone())));
        assert_eq!(s.progress.puzzles.keys().collect::<Vec<_>>(), ["both", "mine", "theirs"]);
        assert_eq!(s.progress.puzzles["both"].best, Some(10), "the better win of the two");
        // The same save heard again changes nothing: the same state, so nothing is written again.
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::Saved(SavedAction::Progress(theirs)))));

        let day = |d| Date::new(2026, 11, d).unwrap();
        let log = |d, moves| {
            let mut log = DailyLog::default();
            log.record(day(d), DayResult::new(moves, 12, 0, 60_000));
            log
        };
        let s = s.reduce(Action::Saved(SavedAction::DailyLog(log(23, 14))));
        let s = s.reduce(Action::Saved(SavedAction::DailyLog(log(24, 12))));
        assert_eq!(s.daily.log.days.keys().copied().collect::<Vec<_>>(), [day(23), day(24)]);
    }
}
