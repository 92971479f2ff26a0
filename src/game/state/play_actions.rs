//! The player's moves, composed from the parts' own transitions (`Play`), and what any move means
//! for the rest of the page — it stops a plan being played (unless the plan made it), it is
//! announced, and a win is recorded in the saved progress (`make_move`, also the plan's); and the
//! win as the page tells it. A move typed in words (`game::board_words`) is one of the player's
//! moves: played as a drag's would be, or refused with its fault. Each handler returns false when nothing changed (`reduce`
//! then hands back the state it was given).

use super::parts::State;
use crate::game::board_words::read_move;
use crate::game::play::KeyStep;
use crate::game::rating;
use crate::game::review::ReviewedGame;
use rush_hour_engine::model::board::Position;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{self, Move};
use std::rc::Rc;

/// The player's moves.
#[derive(Clone, Debug)]
pub enum PlayAction {
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
    /// Back to the start, with a fresh clock.
    Reset,
    /// The best move from here shown.
    Hint,
    /// The hint on show played.
    ApplyHint,
    Select(Option<usize>),
    /// A move typed in card notation or plain words (`C←1`, `C left 1`): played as a drag's would
    /// be, or refused with its fault in the live region.
    TypedMove(String),
    /// Go to a position of the puzzle's cluster (a click in the classroom's state graph) along
    /// `path`, a shortest way there from the start (the click's handler asks the engine's
    /// `plan_between`; a search is no reducer's work). The history becomes that path, marked as
    /// the solver's (so Undo walks back along it and a win after a jump earns no stars); the redo
    /// list and the plan are dropped. Refused (nothing changes) outside the analysed cluster,
    /// where the cluster is larger than `JUMP_LIMIT` positions, or where `path` does not lead
    /// from the start to `target`.
    JumpTo {
        target: Position,
        path: Vec<Move>,
    },
}

impl PlayAction {
    /// Its reducer: false when nothing changed.
    pub(super) fn reduce(self, s: &mut State) -> bool {
        match self {
            PlayAction::Slide { vehicle, offset } => s.slide(vehicle, offset),
            PlayAction::Step { vehicle, dir } => s.step(vehicle, dir),
            PlayAction::Undo => s.undo(),
            PlayAction::Redo => s.redo(),
            PlayAction::Reset => s.reset(),
            PlayAction::Hint => s.hint(),
            PlayAction::ApplyHint => s.apply_hint(),
            PlayAction::Select(vehicle) => {
                s.play.select(vehicle);
                true
            }
            PlayAction::TypedMove(text) => s.typed_move(&text),
            PlayAction::JumpTo { target, path } => s.jump_to(&target, &path),
        }
    }
}

/// The largest cluster whose positions `PlayAction::JumpTo` goes to (it searches a path from the start).
pub const JUMP_LIMIT: usize = 20_000;

/// The win, as the page tells it (it needs the analysis for the optimum).
impl State {
    /// The win's stars by the one rule (`rating::stars`): the moves against the optimum, a star
    /// less for each hint, none when the solver made moves or the puzzle starts solved.
    pub fn rating(&self) -> u8 {
        if self.play.starts_solved() {
            return 0;
        }
        rating::stars(self.play.moves() as u32, self.optimal().map(u32::from), self.play.help())
    }

    /// "Solved in N moves (optimal M)"; a puzzle that starts solved says so.
    pub fn win_message(&self) -> String {
        if self.play.starts_solved() {
            return "The red car is already out: this puzzle starts solved, with no move to make".into();
        }
        let n = self.play.moves();
        let moves = if n == 1 { "move" } else { "moves" };
        match self.optimal() {
            Some(best) => format!("Solved in {n} {moves} (optimal {best})"),
            None => format!("Solved in {n} {moves}"),
        }
    }

    /// What the win banner says of the help the win had (none without help).
    pub fn help_note(&self) -> Option<String> {
        let help = self.play.help();
        let words = help.words(self.play.moves() as u32)?;
        Some(if help.solver_moves > 0 {
            format!("Solved with the solver ({words}): no stars, and this win is not timed or kept as your best.")
        } else {
            format!("With {words}: each hint costs a star, so this win is not “perfect”.")
        })
    }

    /// The result a player shares: the puzzle's name, the count against the optimum with the help
    /// it had ("Solved in 10 moves (optimal 9), 2 hints ★☆☆"; a win with the solver's moves gets
    /// no stars), the review's marks as squares and its summary (which tell nothing of the moves),
    /// and `link`, the puzzle's. The day's puzzle, once its win is in the log, has the daily
    /// result, the same the daily panel shares (`daily::share_text`, with `daily_link`).
    pub fn result_text(&self, review: Option<&ReviewedGame>, link: &str, daily_link: &str) -> String {
        if let Some(day) = &self.daily.puzzle
            && let Some(result) = self.daily.log.get(day.date)
        {
            return crate::game::daily::share_text(day.date, result, self.daily.log.streak(day.date), daily_link);
        }
        let name = format!("Rush Hour · {}", self.play.title());
        let mut result = self.win_message();
        if let Some(words) = self.play.help().words(self.play.moves() as u32) {
            result = format!("{result}, {words}");
        }
        let stars = self.rating();
        if stars > 0 {
            result = format!("{result} {}", rating::star_glyphs(stars));
        }
        let mut text = format!("{name}\n{result}\n");
        if let Some(r) = review {
            text += &format!("{}\n{}\n", r.strip(), r.summary());
        }
        text + link
    }

    /// The plan a view lists (the presentation): the one on show, else the optimal plan from the
    /// position on the board, from the cluster or a plan line (empty while unknown, or when no
    /// move leads out); with the moves of it made and whether it plays.
    pub fn plan_to_show(&self) -> (Vec<Move>, usize, bool) {
        match &self.playback {
            Some(pb) => (pb.plan.clone(), pb.step, pb.playing),
            None => (self.background.best_plan(&self.play.position).flatten().unwrap_or_default(), 0, false),
        }
    }
}

/// The player's moves.
impl State {
    /// After a move is on the board (`mv`: the move as it now stands in the history): it is
    /// announced, and a win is recorded in the progress. Every way a move is made ends here.
    fn moved(&mut self, mv: Move) {
        self.messages.announcement = self.move_words(mv);
        if self.play.won() {
            let p = &self.play;
            let moves: Vec<String> = p.history.iter().map(|m| format_move(&p.board, m.mv, Style::Fogleman)).collect();
            let optimal = self.optimal().map(u32::from);
            Rc::make_mut(&mut self.progress).record_win(&p.start_grid(), &moves, p.help(), optimal);
        }
    }

    /// A move made (already checked to be legal: the plan's, a hint's) and what follows it.
    pub(super) fn make_move(&mut self, mv: Move, by_solver: bool) {
        self.play.apply(mv, false, by_solver).expect("a checked move");
        self.moved(mv);
    }

    fn move_words(&self, mv: Move) -> String {
        let mut s = format!("{}: {}", self.play.describe(mv), self.play.vehicle_words(mv.vehicle as usize));
        if self.play.won() {
            s = format!("{s}. {}", self.win_message());
        } else if let (true, Some(m)) = (self.settings.show_to_go, self.to_go()) {
            s = format!("{s}. {m} to go");
        }
        s
    }

    /// A drag released: `vehicle` to `offset`.
    fn slide(&mut self, vehicle: usize, offset: u8) -> bool {
        if !self.play.can_move(vehicle) {
            return false;
        }
        let delta = offset as i16 - self.play.position.offset(vehicle) as i16;
        if delta == 0 {
            return false; // dropped where it started: not a move
        }
        self.playback = None;
        let mv = Move::new(vehicle, delta as i8);
        match self.play.apply(mv, false, false) {
            Ok(()) => self.moved(mv),
            Err(e) => self.messages.announcement = e.to_string(),
        }
        self.play.select(Some(vehicle));
        true
    }

    /// An arrow key: one cell along the vehicle's axis.
    fn step(&mut self, vehicle: usize, dir: i8) -> bool {
        if !self.play.can_move(vehicle) || dir == 0 {
            return false;
        }
        match self.play.step(vehicle, dir) {
            None => self.messages.announcement = format!("{} cannot move that way", self.play.board.vehicle(vehicle).label),
            Some(stepped) => {
                self.playback = None;
                match stepped {
                    KeyStep::Made(mv) | KeyStep::Extended(mv) => self.moved(mv),
                    KeyStep::Undone => self.messages.announcement = format!("{} back where it was", self.play.board.vehicle(vehicle).label),
                }
            }
        }
        true
    }

    fn undo(&mut self) -> bool {
        let Some(last) = self.play.undo() else { return false };
        self.playback = None;
        self.messages.announcement = format!("Undid {}", self.play.describe(last.mv));
        true
    }

    fn redo(&mut self) -> bool {
        let Some(next) = self.play.redo() else { return false };
        self.playback = None;
        self.messages.announcement = format!("Redid {}", self.play.describe(next.mv));
        true
    }

    /// Back to the start: a fresh attempt, with a fresh clock.
    fn reset(&mut self) -> bool {
        self.playback = None;
        self.play.restart();
        self.clock = self.clock.fresh();
        self.messages.announcement = "Back to the start".into();
        true
    }

    /// Shows the best move from here; asking again for the same hint does not count again.
    fn hint(&mut self) -> bool {
        if self.play.won() {
            return false;
        }
        match self.background.best_move(&self.play.position) {
            Some(Some(h)) => {
                self.play.show_hint(h);
                self.messages.announcement = format!("Hint: {} ({} to go after it)", self.play.describe(h.mv), h.distance_after);
            }
            Some(None) => self.messages.announcement = "No move leads to the exit from here: undo or reset".into(),
            None if self.line_wanted().is_some() => self.messages.announcement = "Searching for an optimal plan from here…".into(),
            None => self.messages.announcement = "The puzzle is still being analysed".into(),
        }
        true
    }

    /// The hint on show, played.
    fn apply_hint(&mut self) -> bool {
        let Some(h) = self.play.hint else { return false };
        self.playback = None;
        self.make_move(h.mv, false);
        true
    }

    /// See `PlayAction::JumpTo`.
    fn jump_to(&mut self, target: &Position, path: &[Move]) -> bool {
        let fits = self.cluster().is_some_and(|c| c.size() <= JUMP_LIMIT && c.contains(target));
        if !fits || rules::replay(&self.play.board, &self.play.start, path).as_ref() != Ok(target) {
            return false;
        }
        self.playback = None;
        self.play.follow_from_start(path);
        self.messages.announcement = format!("Jumped to a position {} moves from the start", self.play.moves());
        true
    }
}

/// Moves typed, for a player who listens to the page: a typed move counts, undoes and is kept
/// like any move; every answer goes to the live region.
impl State {
    /// See `PlayAction::TypedMove`: a move made is announced as a drag's ("C←1: vehicle C at row
    /// 1, column 4. 8 to go").
    fn typed_move(&mut self, text: &str) -> bool {
        if self.play.won() {
            let words = format!("The red car is out: {}", self.win_message());
            self.messages.say(words);
            return true;
        }
        match read_move(&self.play.board, &self.play.position, text) {
            Err(fault) => self.messages.say(fault),
            Ok(mv) => {
                let v = usize::from(mv.vehicle);
                self.slide(v, self.play.position.offset(v).wrapping_add_signed(mv.delta));
            }
        }
        true
    }
}

#[cfg(test)]
mod tests;
