//! The game's one `State`, its `Action`s and the reducer, in the shape of Yew's `Reducible`
//! (`fn reduce(self: Rc<Self>, action) -> Rc<Self>`) but with no web dependency, so it is tested
//! natively by calling `.reduce()`. Side effects (URL, storage, timers, the analysis running in
//! the engine's worker) live in the app's effects and come back here as actions.
//!
//! `State` is made of parts, each a module of `game` that owns its data and its own transitions
//! and knows nothing of the others: the game proper (`play`), the plan played back
//! (`playback`), the page's messages (`messages`), the analysis done in the background
//! (`background`), the settings that outlive a puzzle (`settings`), the saved progress
//! (`progress`), the puzzle's clock (`clock`) and the daily puzzle with the days solved
//! (`daily`); `session` resumes a game kept for the browser's tab. `State` itself, the parts
//! side by side, is in `parts` (it imports nothing else of this module, so every handler below
//! can take it). What an action means across parts is composed in a child of this module:
//! `reduce` hands each action to a handler, in this file (a new puzzle, the settings), `moves`
//! (the player's moves), `plan` (the plan played back), `review` (the review of a won game),
//! `analysis` (the analysis' reports and what it tells about the position) or `records` (the
//! clock, and the win's time it records).
//! The parts' types are re-exported here, so the app takes everything about the game from this
//! module.

mod analysis;
mod moves;
mod parts;
mod plan;
mod records;
mod review;

pub use parts::State;

pub use crate::game::background::{Analysis, Background};
pub use crate::game::clock::Clock;
pub use crate::game::daily::{Daily, DailyLog};
pub use crate::game::messages::{Instead, Messages, Source};
pub use crate::game::play::{Play, Played};
pub use crate::game::playback::Playback;
pub use crate::game::puzzle_id::PuzzleId;
pub use crate::game::settings::{Mode, SPEEDS, SavedSettings, Settings};

use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::game::progress::Progress;
use crate::game::review::Review;
use rush_hour_engine::daily::DailyPuzzle;
use rush_hour_engine::model::board::{Position, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// What the page asks for, grouped by the module whose handler answers.
#[derive(Clone, Debug)]
pub enum Action {
    // A new puzzle (handled here).
    /// A new puzzle (from the library, the editor, …).
    Load {
        puzzle: Puzzle,
        name: Option<String>,
    },
    /// A puzzle as text from the URL or the paste box; a bad text sets the alert only.
    LoadText {
        text: String,
        source: Source,
    },

    // The game proper (`play`).
    /// A drag released: slide `vehicle` to `offset` (same offset: not a move).
    Slide {
        vehicle: usize,
        offset: u8,
    },
    /// An arrow key: one cell along the vehicle's axis (`dir` is +1 right/down, -1 left/up).
    Step {
        vehicle: usize,
        dir: i8,
    },
    Undo,
    Redo,
    Reset,
    Hint,
    ApplyHint,
    Select(Option<usize>),
    /// (`jump`) Go to a position of the puzzle's cluster (a click in the classroom's state graph)
    /// along `path`, a shortest way there from the start (the click's handler asks the engine's
    /// `plan_between`; a search is no reducer's work). The history becomes that path, marked as
    /// the solver's (so Undo walks back along it and a win after a jump earns no stars); the redo
    /// list and the plan are dropped. Refused (nothing changes) outside the analysed cluster,
    /// where the cluster is larger than `JUMP_LIMIT` positions, or where `path` does not lead
    /// from the start to `target`.
    JumpTo {
        target: Position,
        path: Vec<Move>,
    },

    // The plan (`plan`).
    /// Show the optimal plan from here and start playing it.
    Solve,
    /// Timer tick of the playback.
    Tick,
    PlayPause,
    StepForward,
    StepBack,
    StopPlayback,
    /// The plan back at its first move (undoing the moves it made), paused; with no plan on show,
    /// the optimal plan from here, paused before its first move.
    PlanStart,
    /// Every remaining move of the plan played (by the solver), paused at its end.
    PlanEnd,

    // The analysis (`background`).
    AnalysisProgress {
        puzzle_id: PuzzleId,
        positions: usize,
    },
    AnalysisReady {
        puzzle_id: PuzzleId,
        cluster: Rc<Cluster>,
    },
    AnalysisFailed {
        puzzle_id: PuzzleId,
        failure: EngineFailure,
    },
    /// The cluster is too large for the page: plans are searched from positions instead.
    AnalysisTooLarge {
        puzzle_id: PuzzleId,
        reason: String,
    },
    LineProgress {
        puzzle_id: PuzzleId,
        positions: usize,
        depth: usize,
    },
    LineFound {
        puzzle_id: PuzzleId,
        line: Rc<PlanLine>,
    },
    /// Stop the analysis that is running (a large board can take long).
    StopAnalysis,
    /// Search again with twice the worker's memory, after the analysis stopped at its budget.
    RaiseMemoryBudget,

    // The settings and the saved progress (`settings`).
    Faster,
    Slower,
    ToggleToGo,
    ToggleLabels,
    /// The standard palette or the colour-blind one.
    TogglePalette,
    SetMode(Mode),
    /// Saved progress read at start-up.
    ProgressLoaded(Progress),
    /// Saved settings read at start-up.
    SettingsLoaded(SavedSettings),

    // The page's messages (`messages`).
    DismissAlert,
    Notice(Option<String>),

    // The clock (`clock`): `now` is the page's time in milliseconds.
    /// Start or stop the clock at `now`, as `State::clock_should_run` says (the app sends it
    /// whenever the two disagree).
    ClockSync {
        now: f64,
    },
    /// The page shown or hidden (its tab brought back or sent to the background).
    PageVisible {
        visible: bool,
        now: f64,
    },

    // The daily puzzle (`daily`).
    /// The day's puzzle onto the board.
    LoadDaily(DailyPuzzle),
    /// The log of the days solved, read at start-up.
    DailyLogLoaded(DailyLog),

    // The game kept for the tab (`session`).
    /// The game in progress kept for the browser's tab (`session::entry`'s text, read at
    /// start-up) onto the board: its moves with their marks, the moves to redo, the hints and the
    /// clock. Refused (nothing changes) when it is another puzzle's, does not read, its moves do
    /// not replay, or the board already has other moves (a game handed over by a link).
    ResumeGame(String),

    // The review of a won game (`moves`).
    /// Open the review at a position of the game (its index), or close it (`None`).
    ShowReview(Option<usize>),
    /// The best win of the puzzle on the board, from its moves saved in the progress, replayed
    /// from the start (not recorded again), with its review open; only before any move is made.
    ReviewBestWin,
    /// An optimal plan searched for the review from a position of the won game (`puzzle_id`:
    /// the puzzle it was asked for), or why none came.
    ReviewLineFound {
        puzzle_id: PuzzleId,
        line: Result<Rc<PlanLine>, String>,
    },
}

impl State {
    /// Applies an action; the Yew app's `Reducible` calls this. Each handler edits a copy of the
    /// state and says whether it changed anything: when it did not, the very state given comes
    /// back (the app then renders nothing anew).
    pub fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        let changed = match action {
            Action::Load { puzzle, name } => s.load(puzzle, name),
            Action::LoadText { text, source } => s.load_text(&text, source),

            Action::Slide { vehicle, offset } => s.slide(vehicle, offset),
            Action::Step { vehicle, dir } => s.step(vehicle, dir),
            Action::Undo => s.undo(),
            Action::Redo => s.redo(),
            Action::Reset => s.reset(),
            Action::Hint => s.hint(),
            Action::ApplyHint => s.apply_hint(),
            Action::Select(vehicle) => {
                s.play.select(vehicle);
                true
            }
            Action::JumpTo { target, path } => s.jump_to(&target, &path),

            Action::Solve => s.solve(),
            Action::Tick => s.tick(),
            Action::PlayPause => s.play_pause(),
            Action::StepForward => s.step_forward(),
            Action::StepBack => s.step_back(),
            Action::StopPlayback => s.stop_playback(),
            Action::PlanStart => s.plan_start(),
            Action::PlanEnd => s.plan_end(),

            // A report for an older puzzle changes nothing.
            Action::AnalysisProgress { puzzle_id, positions } => puzzle_id == s.puzzle_id && s.background.progress(positions),
            Action::AnalysisReady { puzzle_id, cluster } => puzzle_id == s.puzzle_id && s.analysis_ready(cluster),
            Action::AnalysisFailed { puzzle_id, failure } => puzzle_id == s.puzzle_id && s.background.failed(failure),
            Action::AnalysisTooLarge { puzzle_id, reason } => puzzle_id == s.puzzle_id && s.background.too_large(reason),
            Action::LineProgress { puzzle_id, positions, depth } => {
                puzzle_id == s.puzzle_id && s.background.line_progress(positions, depth)
            }
            Action::LineFound { puzzle_id, line } => puzzle_id == s.puzzle_id && s.line_found(line),
            Action::StopAnalysis => s.stop_analysis(),
            Action::RaiseMemoryBudget => s.raise_memory_budget(),

            Action::Faster => s.settings.faster(),
            Action::Slower => s.settings.slower(),
            Action::ToggleToGo => s.settings.toggle_to_go(),
            Action::ToggleLabels => s.settings.toggle_labels(),
            Action::TogglePalette => s.settings.toggle_palette(),
            Action::SetMode(mode) => s.set_mode(mode),
            Action::ProgressLoaded(progress) => {
                s.progress = Rc::new(progress);
                true
            }
            Action::SettingsLoaded(saved) => s.settings.restore(saved),

            Action::DismissAlert => s.messages.dismiss_alert(),
            Action::Notice(notice) => s.messages.set_notice(notice),

            Action::ClockSync { now } => s.clock_sync(now),
            Action::PageVisible { visible, now } => s.page_visible(visible, now),

            Action::LoadDaily(daily) => s.load_daily(daily),
            Action::DailyLogLoaded(log) => {
                s.daily.log = Rc::new(log);
                true
            }

            Action::ResumeGame(text) => s.resume_game(&text).is_ok(),

            Action::ShowReview(at) => s.show_review(at),
            Action::ReviewBestWin => s.review_best_win(),
            Action::ReviewLineFound { puzzle_id, line } => puzzle_id == s.puzzle_id && s.review_line_found(line),
        };
        // The review is of a won game: a move taken back closes it.
        if !s.play.won() {
            s.review.close();
        }
        if changed { Rc::new(s) } else { self }
    }

    /// A new puzzle: a fresh game, a new identity, its analysis to come, a fresh clock; the
    /// settings, the saved progress, the days solved and the notice stay.
    fn load(&mut self, puzzle: Puzzle, name: Option<String>) -> bool {
        *self = State {
            play: Play::new(puzzle, name),
            playback: None,
            messages: self.messages.for_new_puzzle(),
            puzzle_id: self.puzzle_id.next(),
            background: Background::default(),
            settings: self.settings,
            progress: self.progress.clone(),
            clock: self.clock.fresh(),
            daily: Daily { puzzle: None, log: self.daily.log.clone() },
            review: Review::default(),
        };
        true
    }

    /// The page's first state, from its link: the puzzle `link` names, or, where it does not
    /// read, `default` with an alert that says so.
    pub fn opening(default: Puzzle, link: &str) -> State {
        let mut s = State::new(default);
        s.read_text(link, Source::Url, Instead::TheDefaultPuzzle);
        s
    }

    fn load_text(&mut self, text: &str, source: Source) -> bool {
        self.read_text(text, source, Instead::TheGame)
    }

    /// `text`'s puzzle onto the board, or the alert that says why it does not read and what is
    /// shown `instead`.
    fn read_text(&mut self, text: &str, source: Source, instead: Instead) -> bool {
        match grid::parse_paste(text) {
            // A link to the puzzle already on the board (its own fragment, or the same puzzle
            // written another way) keeps the game; an alert about an earlier link goes.
            Ok(puzzle) if source == Source::Url && grid::format(&puzzle.board, &puzzle.start) == self.play.start_grid() => {
                self.messages.dismiss_link_alert()
            }
            Ok(puzzle) => self.load(puzzle, None),
            Err(e) => {
                self.messages.unreadable(source, text, &e, instead);
                true
            }
        }
    }
    /// The day's puzzle onto the board, named after its date.
    fn load_daily(&mut self, daily: DailyPuzzle) -> bool {
        let Ok(puzzle) = grid::parse(&daily.grid) else {
            self.messages.alert = Some(format!("The daily puzzle of {} could not be read.", daily.date));
            return true;
        };
        self.load(puzzle, Some(format!("Daily puzzle · {} {}", daily.date.weekday_name(), daily.date)));
        self.daily.puzzle = Some(daily);
        true
    }

    fn set_mode(&mut self, mode: Mode) -> bool {
        if !self.settings.set_mode(mode) {
            return false;
        }
        self.messages.announcement = format!("{} mode", mode.name());
        true
    }
}

/// A game to test with, shared by the tests of every part of the state.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Action, State};
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
        s.reduce(Action::AnalysisReady { puzzle_id, cluster: Rc::new(c) })
    }

    pub fn idx(s: &State, label: char) -> usize {
        s.play.board.index_of(label).unwrap()
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{CARD1, game, idx};
    use super::*;
    use rush_hour_engine::model::rules::{self, Metric};

    #[test]
    fn bad_urls_and_pastes_keep_the_game() {
        let s = game(CARD1);
        let c = idx(&s, 'C');
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
        let bad = s.clone().reduce(Action::LoadText { text: "ooBoCC#ooo".into(), source: Source::Url });
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
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap())).reduce(Action::LoadText { text: "ooo".into(), source: Source::Url });
        assert!(fresh.messages.alert.as_ref().unwrap().ends_with("The current game is unchanged."), "{:?}", fresh.messages.alert);
        let undone = s.clone().reduce(Action::Undo).reduce(Action::LoadText { text: "ooo".into(), source: Source::Url });
        assert!(undone.messages.alert.as_ref().unwrap().ends_with("The current game is unchanged."), "{:?}", undone.messages.alert);
        let good_link = State::opening(grid::parse(CARD1).unwrap(), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
        assert_eq!(
            (good_link.play.start_grid().as_str(), good_link.messages.alert.as_ref()),
            ("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", None)
        );
        assert_eq!(bad.play.position, s.play.position);
        assert_eq!(bad.play.moves(), 1);
        let good = bad.reduce(Action::LoadText { text: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780".into(), source: Source::Paste });
        assert!(good.messages.alert.is_none());
        assert_eq!(good.play.moves(), 0);
        assert_eq!(good.play.start_grid(), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
        assert_eq!(good.puzzle_id, s.puzzle_id.next());
        // The link of the puzzle on the board keeps the game; pasting it starts it afresh.
        let first = rules::legal_moves(&good.play.board, &good.play.position, Metric::Moves)[0];
        let to = (good.play.position.offset(first.vehicle as usize) as i8 + first.delta) as u8;
        let played = good.clone().reduce(Action::Slide { vehicle: first.vehicle as usize, offset: to });
        assert_eq!(played.play.moves(), 1);
        let same = played.clone().reduce(Action::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Url });
        assert!(Rc::ptr_eq(&same, &played));
        let pasted = played.clone().reduce(Action::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Paste });
        assert_eq!(pasted.play.moves(), 0);
        // An analysis that arrives for the old puzzle is ignored.
        let old = Cluster::analyze(&s.play.board, &s.play.start, Metric::Moves).unwrap();
        let still = good.reduce(Action::AnalysisReady { puzzle_id: s.puzzle_id, cluster: Rc::new(old) });
        assert!(still.cluster().is_none());
    }

    #[test]
    fn a_link_to_the_puzzle_on_the_board_takes_a_bad_links_alert_down() {
        let s = game(CARD1);
        let c = idx(&s, 'C');
        let played = s.reduce(Action::Slide { vehicle: c, offset: 3 });
        let bad = played.clone().reduce(Action::LoadText { text: "ooo".into(), source: Source::Url });
        assert!(bad.messages.alert.is_some());
        // The link of the puzzle on the board, as written or another way (lower-case exit, a
        // spaced one, Fogleman's move count): the alert goes, the game stays.
        for link in [CARD1.to_string(), format!("{CARD1}:e"), format!("{CARD1} : E"), format!("{CARD1}/9")] {
            let same = bad.clone().reduce(Action::LoadText { text: link.clone(), source: Source::Url });
            assert_eq!(same.messages.alert, None, "{link}");
            assert_eq!((same.play.moves(), &same.play.position), (1, &played.play.position), "{link}");
        }
        // With no alert up, such a link changes nothing at all.
        assert!(Rc::ptr_eq(&played, &played.clone().reduce(Action::LoadText { text: CARD1.into(), source: Source::Url })));
        // A paste's alert is the paste box's: a link does not take it down.
        let pasted = played.reduce(Action::LoadText { text: "ooo".into(), source: Source::Paste });
        let after = pasted.clone().reduce(Action::LoadText { text: CARD1.into(), source: Source::Url });
        assert!(after.messages.alert.is_some());
    }

    #[test]
    fn long_bad_texts_are_quoted_short() {
        let s = game(CARD1);
        for text in [format!("oo:{}", "é".repeat(2_000)), "A".repeat(100_000), format!("{CARD1}{}", "#".repeat(3_000))] {
            let bad = s.clone().reduce(Action::LoadText { text: text.clone(), source: Source::Url });
            let alert = bad.messages.alert.clone().unwrap();
            assert!(alert.chars().count() < 260, "{} characters: {alert}", alert.chars().count());
            assert_eq!(bad.play.start_grid(), CARD1);
        }
        let xss = s.reduce(Action::LoadText { text: "<img src=x onerror=alert(1)>".into(), source: Source::Paste });
        let alert = xss.messages.alert.clone().unwrap();
        assert!(alert.contains("position 19") && alert.contains("“…=x onerror[=]alert(1)>”"), "{alert}");
    }

    #[test]
    fn the_review_opens_on_a_won_game_and_replays_the_best_win() {
        let mut s = game(CARD1);
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::ShowReview(Some(0)))), "no review before the win");
        while !s.play.won() {
            s = s.reduce(Action::Hint).reduce(Action::ApplyHint);
        }
        let won = s.reduce(Action::ShowReview(Some(99)));
        assert_eq!(won.review.at, Some(9), "a place past the end is the end");
        assert_eq!(won.clone().reduce(Action::Undo).review.at, None, "a move taken back closes it");
        let record = won.progress.get(CARD1).unwrap().clone();
        assert_eq!(record.moves.as_deref().map(|m| m.split(',').count()), Some(9));
        // The puzzle again, from the library: its best win replayed, in review, not recorded again.
        let again = won.reduce(Action::Load { puzzle: grid::parse(CARD1).unwrap(), name: None });
        assert_eq!(again.review.at, None);
        let replayed = again.clone().reduce(Action::ReviewBestWin);
        assert!(replayed.play.won());
        assert_eq!((replayed.play.moves(), replayed.review.at), (9, Some(0)));
        assert!(!replayed.play.assisted());
        assert_eq!(replayed.progress.get(CARD1), Some(&record));
        // Not over a game in progress.
        let c = idx(&again, 'C');
        let moved = again.reduce(Action::Slide { vehicle: c, offset: 3 });
        assert!(Rc::ptr_eq(&moved, &moved.clone().reduce(Action::ReviewBestWin)));
    }
}
