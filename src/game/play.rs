//! The game proper: the puzzle on the board, the position, the moves made (with undo and redo),
//! the hint on show, the vehicle chosen for the keys, and the win. `Play` keeps the rules of the
//! board; the handlers below (on `State`) add what a move means for the rest of the page: it stops
//! a plan being played, it is announced, and a win is recorded in the saved progress.

use crate::game::state::State;
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{self, Move};
use rush_hour_engine::search::cluster::Hint;
use std::rc::Rc;

/// One move made on the board, and whether it came from arrow keys (consecutive key presses on
/// one vehicle join into one move, as a drag would).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub by_key: bool,
    /// Made by the solver's animation rather than the player.
    pub by_solver: bool,
}

#[derive(Clone)]
pub struct Play {
    pub board: Rc<Board>,
    pub start: Position,
    pub position: Position,
    /// A name for the puzzle where it came from the library.
    pub name: Option<String>,
    pub history: Vec<Played>,
    pub redo: Vec<Played>,
    pub hints_used: u32,
    /// The hint on display (for the current position).
    pub hint: Option<Hint>,
    /// The vehicle chosen for keyboard play.
    pub selected: Option<usize>,
}

impl Play {
    pub fn new(puzzle: Puzzle, name: Option<String>) -> Play {
        Play {
            board: Rc::new(puzzle.board),
            position: puzzle.start.clone(),
            start: puzzle.start,
            name,
            history: Vec::new(),
            redo: Vec::new(),
            hints_used: 0,
            hint: None,
            selected: None,
        }
    }

    /// The canonical grid string of the starting position (what the URL holds).
    pub fn start_grid(&self) -> String {
        grid::format(&self.board, &self.start)
    }

    /// The grid string of the position on the board.
    pub fn position_grid(&self) -> String {
        grid::format(&self.board, &self.position)
    }

    /// Moves made so far (a slide of any distance counts 1).
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    pub fn won(&self) -> bool {
        rules::is_goal(&self.board, &self.position)
    }

    /// True when the solver's animation made any of the moves.
    pub fn assisted(&self) -> bool {
        self.history.iter().any(|p| p.by_solver)
    }

    pub(super) fn describe(&self, mv: Move) -> String {
        format_move(&self.board, mv, Style::Card)
    }

    fn vehicle_words(&self, v: usize) -> String {
        let veh = self.board.vehicle(v);
        let (r, c) = veh.top_left(self.position.offset(v));
        format!("{} {} at row {}, column {}", if veh.is_red() { "red car" } else { "vehicle" }, veh.label, r + 1, c + 1)
    }

    /// Puts a move on the board, in the history; the redo list and the hint go.
    fn apply(&mut self, mv: Move, by_key: bool, by_solver: bool) -> Result<(), rules::MoveError> {
        self.position = rules::apply(&self.board, &self.position, mv)?;
        self.history.push(Played { mv, by_key, by_solver });
        self.redo.clear();
        self.hint = None;
        Ok(())
    }

    /// Takes the last move off the board and out of the history (the caller decides whether it
    /// goes to the redo list).
    pub(super) fn take_back(&mut self) -> Option<Played> {
        let last = self.history.pop()?;
        self.position = rules::undo(&self.board, &self.position, last.mv).expect("history replays backwards");
        Some(last)
    }

    /// Back to the start with no moves made or to redo.
    /// A fresh attempt: the hints of the last one no longer count.
    pub(super) fn restart(&mut self) {
        self.position = self.start.clone();
        self.history.clear();
        self.redo.clear();
        self.hint = None;
        self.hints_used = 0;
    }

    /// True when the red car is out before any move (a link to a solved position).
    pub fn starts_solved(&self) -> bool {
        rules::is_goal(&self.board, &self.start)
    }
}

/// Stars for a win of `moves` where `best` is optimal: 3 for an optimal solution, 2 within a
/// quarter more, else 1.
pub fn stars(moves: usize, best: usize) -> u8 {
    if moves <= best {
        3
    } else if moves * 4 <= best * 5 {
        2
    } else {
        1
    }
}

/// The win, as the page tells it (it needs the analysis for the optimum).
impl State {
    /// Stars for a win: 3 for an optimal solution, 2 within a quarter more, else 1; none when
    /// the solver's animation made some of the moves.
    pub fn rating(&self) -> u8 {
        if self.play.assisted() || self.play.starts_solved() {
            return 0;
        }
        match self.optimal() {
            Some(best) => stars(self.play.moves(), best as usize),
            None => 1,
        }
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
}

/// The handlers of the game's own actions; each returns false when nothing changed (`reduce`
/// then hands back the state it was given).
impl State {
    /// Puts a move on the board (already checked) and announces it; a win is recorded in the
    /// progress. The plan, if one is being played, is left to the caller.
    pub(super) fn make_move(&mut self, mv: Move, by_key: bool, by_solver: bool) -> Result<(), rules::MoveError> {
        self.play.apply(mv, by_key, by_solver)?;
        self.messages.announcement = self.after_move(mv);
        if self.play.won() {
            let p = &self.play;
            let (moves, hints, assisted) = (p.moves() as u32, p.hints_used, p.assisted());
            Rc::make_mut(&mut self.progress).record_win(&p.start_grid(), moves, hints, assisted);
        }
        Ok(())
    }

    fn after_move(&self, mv: Move) -> String {
        let mut s = format!("{}: {}", self.play.describe(mv), self.play.vehicle_words(mv.vehicle as usize));
        if self.play.won() {
            s = format!("{s}. {}", self.win_message());
        } else if let (true, Some(m)) = (self.settings.show_to_go, self.to_go()) {
            s = format!("{s}. {m} to go");
        }
        s
    }

    /// A drag released: `vehicle` to `offset`.
    pub(super) fn slide(&mut self, vehicle: usize, offset: u8) -> bool {
        if vehicle >= self.play.board.vehicles().len() || self.play.won() {
            return false;
        }
        let delta = offset as i16 - self.play.position.offset(vehicle) as i16;
        if delta == 0 {
            return false; // dropped where it started: not a move
        }
        self.playback = None;
        if let Err(e) = self.make_move(Move::new(vehicle, delta as i8), false, false) {
            self.messages.announcement = e.to_string();
        }
        self.play.selected = Some(vehicle);
        true
    }

    /// An arrow key: one cell along the vehicle's axis.
    pub(super) fn step(&mut self, vehicle: usize, dir: i8) -> bool {
        if vehicle >= self.play.board.vehicles().len() || self.play.won() || dir == 0 {
            return false;
        }
        let step = Move::new(vehicle, dir.signum());
        let Ok(next) = rules::apply(&self.play.board, &self.play.position, step) else {
            self.messages.announcement = format!("{} cannot move that way", self.play.board.vehicle(vehicle).label);
            return true;
        };
        self.playback = None;
        let p = &mut self.play;
        p.selected = Some(vehicle);
        let joins = p.redo.is_empty() && p.history.last().is_some_and(|last| last.by_key && last.mv.vehicle as usize == vehicle);
        if !joins {
            self.make_move(step, true, false).expect("checked above");
            return true;
        }
        // Consecutive presses on one vehicle are one move.
        let last = p.history.last_mut().expect("joins the last move");
        last.mv.delta += step.delta;
        let joined = last.mv;
        p.position = next;
        p.hint = None;
        if joined.delta == 0 {
            p.history.pop();
            self.messages.announcement = format!("{} back where it was", self.play.board.vehicle(vehicle).label);
        } else {
            self.messages.announcement = self.after_move(joined);
        }
        true
    }

    pub(super) fn undo(&mut self) -> bool {
        let Some(last) = self.play.take_back() else { return false };
        self.playback = None;
        self.play.redo.push(last);
        self.play.hint = None;
        self.messages.announcement = format!("Undid {}", self.play.describe(last.mv));
        true
    }

    pub(super) fn redo(&mut self) -> bool {
        let p = &mut self.play;
        let Some(next) = p.redo.pop() else { return false };
        p.position = rules::apply(&p.board, &p.position, next.mv).expect("redo replays forwards");
        p.history.push(next);
        p.hint = None;
        self.playback = None;
        self.messages.announcement = format!("Redid {}", self.play.describe(next.mv));
        true
    }

    pub(super) fn reset(&mut self) -> bool {
        self.playback = None;
        self.play.restart();
        self.clock = self.clock.fresh();
        self.messages.announcement = "Back to the start".into();
        true
    }

    /// Shows the best move from here; asking again for the same hint does not count again.
    pub(super) fn hint(&mut self) -> bool {
        if self.play.won() {
            return false;
        }
        match self.best_move() {
            Some(Some(h)) => {
                if self.play.hint != Some(h) {
                    self.play.hints_used += 1;
                }
                self.play.hint = Some(h);
                self.messages.announcement = format!("Hint: {} ({} to go after it)", self.play.describe(h.mv), h.distance_after);
            }
            Some(None) => self.messages.announcement = "No move leads to the exit from here: undo or reset".into(),
            None if self.line_wanted().is_some() => self.messages.announcement = "Searching for an optimal plan from here…".into(),
            None => self.messages.announcement = "The puzzle is still being analysed".into(),
        }
        true
    }

    pub(super) fn apply_hint(&mut self) -> bool {
        let Some(h) = self.play.hint else { return false };
        self.playback = None;
        self.make_move(h.mv, false, false).expect("a hint is a legal move");
        true
    }

    pub(super) fn select(&mut self, vehicle: Option<usize>) -> bool {
        self.play.selected = vehicle.filter(|&v| v < self.play.board.vehicles().len());
        true
    }
}

#[cfg(test)]
mod tests;
