//! A puzzle onto the board: from the library or the editor, as text (a link, the paste box), the
//! day's, or the game kept for the browser's tab resumed (`game::session`). A new puzzle is a
//! fresh game with a new identity; what outlives a puzzle stays.

use super::parts::State;
use crate::game::background::Background;
use crate::game::daily::Daily;
use crate::game::messages::{Instead, Source};
use crate::game::play::Play;
use crate::game::review::Review;
use rush_hour_engine::daily::DailyPuzzle;
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;

/// A puzzle onto the board.
#[derive(Clone, Debug)]
pub enum PuzzleAction {
    /// A new puzzle (from the library, the editor, …).
    Load { puzzle: Puzzle, name: Option<String> },
    /// A puzzle as text from the URL or the paste box; a bad text sets the alert only.
    LoadText { text: String, source: Source },
    /// The day's puzzle onto the board.
    LoadDaily(DailyPuzzle),
    /// The game in progress kept for the browser's tab (`session::entry`'s text, read at
    /// start-up) onto the board: its moves with their marks, the moves to redo, the hints and the
    /// clock. Refused (nothing changes) when it is another puzzle's, does not read, its moves do
    /// not replay, or the board already has other moves (a game handed over by a link).
    Resume(String),
}

impl PuzzleAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            PuzzleAction::Load { puzzle, name } => s.load(puzzle, name),
            PuzzleAction::LoadText { text, source } => s.load_text(&text, source),
            PuzzleAction::LoadDaily(daily) => s.load_daily(daily),
            PuzzleAction::Resume(text) => s.resume_game(&text).is_ok(),
        }
    }
}

impl State {
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
}
