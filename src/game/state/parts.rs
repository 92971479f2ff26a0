//! `State`, the game's parts side by side: what every handler of `state` edits. Each part is a
//! module of `game` that owns its data and its own transitions; this file imports them and
//! nothing else of `state`.

use crate::game::background::Background;
use crate::game::clock::Clock;
use crate::game::daily::Daily;
use crate::game::messages::Messages;
use crate::game::play::Play;
use crate::game::playback::Playback;
use crate::game::progress::Progress;
use crate::game::puzzle_id::PuzzleId;
use crate::game::review::Review;
use crate::game::settings::Settings;
use rush_hour_engine::model::board::Puzzle;
use std::rc::Rc;

#[derive(Clone)]
pub struct State {
    /// The game proper: the puzzle, the position, the moves made, the hint, the win.
    pub play: Play,
    /// The solver's plan on show, if any.
    pub playback: Option<Playback>,
    /// The alert, the notice and the live region's announcement.
    pub messages: Messages,
    /// Which puzzle is on the board: new with each puzzle loaded; the reports of the work done
    /// outside the reducer carry the id of the puzzle they are for.
    pub puzzle_id: PuzzleId,
    /// The puzzle's analysis, computed outside the reducer.
    pub background: Background,
    /// The page, the plan's speed, what the board shows; a new puzzle keeps them.
    pub settings: Settings,
    /// The player's saved progress; a win is recorded here (the app saves it).
    pub progress: Rc<Progress>,
    /// The puzzle's clock (`clock`).
    pub clock: Clock,
    /// The daily puzzle on the board, if it is, and the days solved (`daily`).
    pub daily: Daily,
    /// The review of the won game: open or closed, and the plans searched for it (`review`).
    pub review: Review,
}

impl State {
    pub fn new(puzzle: Puzzle) -> State {
        State {
            play: Play::new(puzzle, None),
            playback: None,
            messages: Messages::default(),
            puzzle_id: PuzzleId::default(),
            background: Background::default(),
            settings: Settings::default(),
            progress: Rc::new(Progress::default()),
            clock: Clock::default(),
            daily: Daily::default(),
            review: Review::default(),
        }
    }
}
