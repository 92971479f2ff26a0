//! The log of the days solved in localStorage (as text, `game::daily`): read once at start-up
//! (lines that do not read are dropped with a notice), written whenever it changes with what
//! another tab saved merged in, and merged from another tab's save when it comes.

use crate::app::browser_storage;
use crate::app::store::GameHandle;
use crate::game::daily::{DAILY_STORAGE_KEY, DailyLog};
use crate::game::state::{Action, MessageAction, SavedAction};
use yew::prelude::*;

#[hook]
pub fn use_daily_log(game: &GameHandle) {
    {
        let game = game.clone();
        use_effect_with((), move |_| {
            let Some(text) = browser_storage::read(browser_storage::local(), DAILY_STORAGE_KEY) else { return };
            let (log, dropped) = DailyLog::parse(&text);
            game.dispatch(Action::Saved(SavedAction::DailyLog(log)));
            if dropped > 0 {
                let lines = if dropped == 1 { "entry" } else { "entries" };
                game.dispatch(Action::Messages(MessageAction::Notice(Some(format!(
                    "{dropped} {lines} of your daily puzzle log could not be read and were dropped; the others are kept."
                )))));
            }
        });
    }
    use_effect_with(game.daily.log.clone(), move |log| {
        if !log.days.is_empty() {
            // What another tab saved since is merged in, not lost (as the progress is).
            let storage = browser_storage::local();
            let mut log = (**log).clone();
            if let Some(text) = browser_storage::read(storage.clone(), DAILY_STORAGE_KEY) {
                log.merge(&DailyLog::parse(&text).0);
            }
            browser_storage::write(storage, DAILY_STORAGE_KEY, &log.to_text());
        }
    });
    // Another tab's save: its days merged into this page's.
    let game = game.clone();
    super::saved_elsewhere::use_saved_elsewhere(DAILY_STORAGE_KEY, move |text| {
        game.dispatch(Action::Saved(SavedAction::DailyLog(DailyLog::parse(&text).0)));
    });
}
