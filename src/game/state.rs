//! The game's one `State`, its `Action`s and the reducer, in the shape of Yew's `Reducible`
//! (`fn reduce(self: Rc<Self>, action) -> Rc<Self>`) but with no web dependency, so it is tested
//! natively by calling `.reduce()`. Side effects (URL, storage, timers, the analysis running in
//! the engine's worker) live in the app's effects and come back here as actions.
//!
//! `State` is made of parts, each a module of `game` that owns its data and its own transitions
//! and knows nothing of the others: the game proper (`play`), the plan played back
//! (`playback`), the page's messages (`messages`), the puzzle's identity (`puzzle_id`), the
//! analysis done in the background (`background`), the settings that outlive a puzzle
//! (`settings`), the saved progress (`progress`), the puzzle's clock (`clock`), the daily puzzle
//! with the days solved (`daily`) and the review of a won game (`review`); `session` resumes a
//! game kept for the browser's tab. `State` itself, the parts side by side, is in `parts` (it
//! imports nothing else of this module, so every handler below can take it).
//!
//! `Action` is grouped by the part that handles it: each group is an enum of its own, with its
//! reducer beside it, in a child of this module named for the part it acts on
//! (`<part>_actions`), where it composes parts: `play_actions` (`PlayAction`: the player's moves,
//! on `play`), `playback_actions` (`PlanAction`: the solver's plan played back, on `playback`),
//! `background_actions` (`AnalysisAction`: the analysis' reports and what it tells about the
//! position, on `background`), `clock_actions` (`ClockAction`: the clock, and the win's time it
//! records), `review_actions` (`ReviewAction`: the review of a won game), `settings_actions`,
//! and three that act on several parts: `puzzle_actions` (`PuzzleAction`: a puzzle onto the
//! board), `saved_actions` (`SavedAction`: what the page kept, read at start-up) and
//! `read_aloud_actions` (`ReadAloudAction`: the position and the progress read in the live
//! region); or in the part itself where it alone handles it (`messages`). A new action is a
//! variant of its group and an arm of the group's reducer; a new group is its enum and reducer
//! in a file of its own, a variant of `Action` and an arm of `reduce`.
//! The parts' types and the groups are re-exported here, so the app takes everything about the
//! game from this module.

mod background_actions;
mod clock_actions;
mod parts;
mod play_actions;
mod playback_actions;
mod puzzle_actions;
mod read_aloud_actions;
mod review_actions;
mod saved_actions;
mod settings_actions;

pub use background_actions::AnalysisAction;
pub use clock_actions::ClockAction;
pub use parts::State;
pub use play_actions::PlayAction;
pub use playback_actions::PlanAction;
pub use puzzle_actions::PuzzleAction;
pub use read_aloud_actions::ReadAloudAction;
pub use review_actions::ReviewAction;
pub use saved_actions::SavedAction;
pub use settings_actions::SettingsAction;

pub use crate::game::background::{Analysis, Background};
pub use crate::game::clock::Clock;
pub use crate::game::daily::{Daily, DailyLog};
pub use crate::game::messages::{Instead, MessageAction, Messages, Source};
pub use crate::game::play::{Play, Played};
pub use crate::game::playback::Playback;
pub use crate::game::puzzle_id::PuzzleId;
pub use crate::game::settings::{Mode, SPEEDS, SavedSettings, Settings};

use std::rc::Rc;

/// What the page asks for, grouped by the part whose reducer answers.
#[derive(Clone, Debug)]
pub enum Action {
    /// A puzzle onto the board (`puzzle_actions`).
    Puzzle(PuzzleAction),
    /// The player's moves (`play_actions`: on `play`).
    Play(PlayAction),
    /// The solver's plan played back (`playback_actions`: on `playback`).
    Plan(PlanAction),
    /// The analysis' reports and the player's requests about it (`background_actions`: on
    /// `background`).
    Analysis(AnalysisAction),
    /// The settings (`settings_actions`).
    Settings(SettingsAction),
    /// What the page kept, read at start-up (`saved_actions`).
    Saved(SavedAction),
    /// The page's messages (`game::messages`).
    Messages(MessageAction),
    /// The clock (`clock_actions`: on `clock`, and the win's time it records in `progress`).
    Clock(ClockAction),
    /// The review of a won game (`review_actions`).
    Review(ReviewAction),
    /// The position, or the moves and the hint, read in the live region (`read_aloud_actions`).
    ReadAloud(ReadAloudAction),
}

impl State {
    /// Applies an action; the Yew app's `Reducible` calls this. Each group's reducer edits a copy
    /// of the state and says whether it changed anything: when it did not, the very state given
    /// comes back (the app then renders nothing anew).
    pub fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        let changed = match action {
            Action::Puzzle(a) => a.reduce(&mut s),
            Action::Play(a) => a.reduce(&mut s),
            Action::Plan(a) => a.reduce(&mut s),
            Action::Analysis(a) => a.reduce(&mut s),
            Action::Settings(a) => a.reduce(&mut s),
            Action::Saved(a) => a.reduce(&mut s),
            Action::Messages(a) => s.messages.reduce(a),
            Action::Clock(a) => a.reduce(&mut s),
            Action::Review(a) => a.reduce(&mut s),
            Action::ReadAloud(a) => a.reduce(&mut s),
        };
        // The review is of a won game: a move taken back closes it.
        if !s.play.won() {
            s.review.close();
        }
        if changed { Rc::new(s) } else { self }
    }
}

/// A game to test with, shared by the tests of every part of the state.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Action, AnalysisAction, State};
    use rush_hour_engine::model::grid;
    use rush_hour_engine::model::rules::Metric;
    use rush_hour_engine::search::cluster::Cluster;
    use std::rc::Rc;

    pub const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    /// The puzzle, analysed.
    pub fn game(grid_text: &str) -> Rc<State> {
        let s = Rc::new(State::new(grid::parse(grid_text).unwrap()));
        let c = Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap();
        let puzzle_id = s.puzzle_id;
        s.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id, cluster: Rc::new(c) }))
    }

    pub fn idx(s: &State, label: char) -> usize {
        s.play.board.index_of(label).unwrap()
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{CARD1, game, idx};
    use super::*;
    use rush_hour_engine::model::grid;
    use rush_hour_engine::model::rules::{self, Metric};
    use rush_hour_engine::search::cluster::Cluster;

    #[test]
    fn bad_urls_and_pastes_keep_the_game() {
        let s = game(CARD1);
        let c = idx(&s, 'C');
        let s = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
        let bad = s.clone().reduce(Action::Puzzle(PuzzleAction::LoadText { text: "ooBoCC#ooo".into(), source: Source::Url }));
        let alert = bad.messages.alert.clone().unwrap();
        assert!(alert.starts_with("The puzzle in the link could not be read"), "{alert}");
        assert!(alert.contains("position 7"), "{alert}");
        assert!(alert.contains("Here: \u{201c}ooBoCC[#]ooo\u{201d}"), "{alert}");
        assert_eq!(bad.messages.alert_source, Some(Source::Url));
        assert!(alert.ends_with("The current game is unchanged."), "{alert}");
        // A page opened on a bad link shows the default puzzle instead; a bad link later, even on
        // a page that shows the default puzzle untouched, leaves the game as it is, and says so.
        let opened = State::opening(grid::parse(CARD1).unwrap(), "ooo");
        assert!(opened.messages.alert.as_ref().unwrap().ends_with("Showing the default puzzle instead."));
        assert_eq!(opened.play.start_grid(), CARD1);
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()))
            .reduce(Action::Puzzle(PuzzleAction::LoadText { text: "ooo".into(), source: Source::Url }));
        assert!(fresh.messages.alert.as_ref().unwrap().ends_with("The current game is unchanged."), "{:?}", fresh.messages.alert);
        let undone = s
            .clone()
            .reduce(Action::Play(PlayAction::Undo))
            .reduce(Action::Puzzle(PuzzleAction::LoadText { text: "ooo".into(), source: Source::Url }));
        assert!(undone.messages.alert.as_ref().unwrap().ends_with("The current game is unchanged."), "{:?}", undone.messages.alert);
        let good_link = State::opening(grid::parse(CARD1).unwrap(), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
        assert_eq!(
            (good_link.play.start_grid().as_str(), good_link.messages.alert.as_ref()),
            ("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", None)
        );
        assert_eq!(bad.play.position, s.play.position);
        assert_eq!(bad.play.moves(), 1);
        let good = bad.reduce(Action::Puzzle(PuzzleAction::LoadText {
            text: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780".into(),
            source: Source::Paste,
        }));
        assert!(good.messages.alert.is_none());
        assert_eq!(good.play.moves(), 0);
        assert_eq!(good.play.start_grid(), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
        assert_eq!(good.puzzle_id, s.puzzle_id.next());
        // The link of the puzzle on the board keeps the game; pasting it starts it afresh.
        let first = rules::legal_moves(&good.play.board, &good.play.position, Metric::Moves)[0];
        let to = (good.play.position.offset(first.vehicle as usize) as i8 + first.delta) as u8;
        let played = good.clone().reduce(Action::Play(PlayAction::Slide { vehicle: first.vehicle as usize, offset: to }));
        assert_eq!(played.play.moves(), 1);
        let same = played
            .clone()
            .reduce(Action::Puzzle(PuzzleAction::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Url }));
        assert!(Rc::ptr_eq(&same, &played));
        let pasted = played
            .clone()
            .reduce(Action::Puzzle(PuzzleAction::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Paste }));
        assert_eq!(pasted.play.moves(), 0);
        // An analysis that arrives for the old puzzle is ignored.
        let old = Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap();
        let still = good.reduce(Action::Analysis(AnalysisAction::Ready { puzzle_id: s.puzzle_id, cluster: Rc::new(old) }));
        assert!(still.cluster().is_none());
    }

    #[test]
    fn a_link_to_the_puzzle_on_the_board_takes_a_bad_links_alert_down() {
        let s = game(CARD1);
        let c = idx(&s, 'C');
        let played = s.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
        let bad = played.clone().reduce(Action::Puzzle(PuzzleAction::LoadText { text: "ooo".into(), source: Source::Url }));
        assert!(bad.messages.alert.is_some());
        // The link of the puzzle on the board, as written or another way (lower-case exit, a
        // spaced one, Fogleman's move count): the alert goes, the game stays.
        for link in [CARD1.to_string(), format!("{CARD1}:e"), format!("{CARD1} : E"), format!("{CARD1}/9")] {
            let same = bad.clone().reduce(Action::Puzzle(PuzzleAction::LoadText { text: link.clone(), source: Source::Url }));
            assert_eq!(same.messages.alert, None, "{link}");
            assert_eq!((same.play.moves(), &same.play.position), (1, &played.play.position), "{link}");
        }
        // With no alert up, such a link changes nothing at all.
        assert!(Rc::ptr_eq(
            &played,
            &played.clone().reduce(Action::Puzzle(PuzzleAction::LoadText { text: CARD1.into(), source: Source::Url }))
        ));
        // A paste's alert is the paste box's: a link does not take it down.
        let pasted = played.reduce(Action::Puzzle(PuzzleAction::LoadText { text: "ooo".into(), source: Source::Paste }));
        let after = pasted.clone().reduce(Action::Puzzle(PuzzleAction::LoadText { text: CARD1.into(), source: Source::Url }));
        assert!(after.messages.alert.is_some());
    }

    #[test]
    fn long_bad_texts_are_quoted_short() {
        let s = game(CARD1);
        for text in [format!("oo:{}", "é".repeat(2_000)), "A".repeat(100_000), format!("{CARD1}{}", "#".repeat(3_000))] {
            let bad = s.clone().reduce(Action::Puzzle(PuzzleAction::LoadText { text: text.clone(), source: Source::Url }));
            let alert = bad.messages.alert.clone().unwrap();
            assert!(alert.chars().count() < 260, "{} characters: {alert}", alert.chars().count());
            assert_eq!(bad.play.start_grid(), CARD1);
        }
        let xss = s.reduce(Action::Puzzle(PuzzleAction::LoadText { text: "<img src=x onerror=alert(1)>".into(), source: Source::Paste }));
        let alert = xss.messages.alert.clone().unwrap();
        assert!(alert.contains("position 19") && alert.contains("“…=x onerror[=]alert(1)>”"), "{alert}");
    }

    #[test]
    fn the_review_opens_on_a_won_game_and_replays_the_best_win() {
        let mut s = game(CARD1);
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::Review(ReviewAction::Show(Some(0))))), "no review before the win");
        while !s.play.won() {
            s = s.reduce(Action::Play(PlayAction::Hint)).reduce(Action::Play(PlayAction::ApplyHint));
        }
        let won = s.reduce(Action::Review(ReviewAction::Show(Some(99))));
        assert_eq!(won.review.at, Some(9), "a place past the end is the end");
        assert_eq!(won.clone().reduce(Action::Play(PlayAction::Undo)).review.at, None, "a move taken back closes it");
        let record = won.progress.get(CARD1).unwrap().clone();
        assert_eq!(record.moves.as_deref().map(|m| m.split(',').count()), Some(9));
        // The puzzle again, from the library: its best win replayed, in review, not recorded again.
        let again = won.reduce(Action::Puzzle(PuzzleAction::Load { puzzle: grid::parse(CARD1).unwrap(), name: None }));
        assert_eq!(again.review.at, None);
        let replayed = again.clone().reduce(Action::Review(ReviewAction::BestWin));
        assert!(replayed.play.won());
        assert_eq!((replayed.play.moves(), replayed.review.at), (9, Some(0)));
        assert!(!replayed.play.assisted());
        assert_eq!(replayed.progress.get(CARD1), Some(&record));
        // Not over a game in progress.
        let c = idx(&again, 'C');
        let moved = again.reduce(Action::Play(PlayAction::Slide { vehicle: c, offset: 3 }));
        assert!(Rc::ptr_eq(&moved, &moved.clone().reduce(Action::Review(ReviewAction::BestWin))));
    }

    #[test]
    fn a_best_win_whose_moves_do_not_win_says_why_it_cannot_be_reviewed() {
        let s = game(CARD1);
        let mut progress = (*s.progress).clone();
        // A record that makes sense (one move kept for a best of one) but does not win.
        progress.record_win(CARD1, &["C-1".to_string()], crate::game::rating::Help::default(), None);
        let s = s.reduce(Action::Saved(crate::game::state::SavedAction::Progress(progress)));
        let tried = s.reduce(Action::Review(ReviewAction::BestWin));
        assert!(!tried.play.won());
        assert_eq!(tried.review.at, None);
        let said: Vec<&str> = tried.messages.notices.iter().map(|(_, text)| text.as_str()).collect();
        assert_eq!(said, ["Your best win cannot be reviewed: its saved moves (1) do not solve this puzzle. Its count is kept."]);
    }
}
