//! The game proper: the puzzle on the board, the position, the moves made (with undo and redo),
//! the hint on show, the vehicle chosen for the keys, and the win. `Play` keeps the rules of the
//! board and changes only itself; what a move means for the rest of the page (it stops a plan
//! being played, it is announced, a win is recorded in the saved progress) is `state::play_actions`.

use crate::game::rating::Help;
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::model::rules::{self, Move};
use rush_hour_engine::search::cluster::Hint;
use std::rc::Rc;

/// What an arrow key did (`Play::step`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyStep {
    /// A new move of one cell.
    Made(Move),
    /// The last move, made by keys on the same vehicle, one cell longer or shorter.
    Extended(Move),
    /// The last move shortened to nothing: the vehicle is back where it was, the move gone.
    Undone,
}

/// One move made on the board, and whether it came from arrow keys (consecutive key presses on
/// one vehicle join into one move, as a drag would).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub by_key: bool,
    /// Made by the solver's animation rather than the player.
    pub by_solver: bool,
}

/// A puzzle's name as the page shows it: the name it was loaded with, else its library name (a
/// link to a library puzzle), else "Custom puzzle".
pub fn title_of(name: Option<&str>, start_grid: &str) -> String {
    name.map(str::to_string).or_else(|| rush_hour_engine::library::name_of(start_grid)).unwrap_or_else(|| "Custom puzzle".into())
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

    /// The puzzle's name as the page shows it (the game's panel, the shared result).
    pub fn title(&self) -> String {
        title_of(self.name.as_deref(), &self.start_grid())
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

    /// The moves the solver made (its plan played, a jump).
    pub fn solver_moves(&self) -> usize {
        self.history.iter().filter(|p| p.by_solver).count()
    }

    /// The help this game has had so far: hints shown and the solver's moves.
    pub fn help(&self) -> Help {
        Help { hints: self.hints_used, solver_moves: self.solver_moves() as u32 }
    }

    pub(super) fn describe(&self, mv: Move) -> String {
        format_move(&self.board, mv, Style::Card)
    }

    pub(super) fn vehicle_words(&self, v: usize) -> String {
        let veh = self.board.vehicle(v);
        let (r, c) = veh.top_left(self.position.offset(v));
        format!("{} {} at row {}, column {}", if veh.is_red() { "red car" } else { "vehicle" }, veh.label, r + 1, c + 1)
    }

    /// Puts a move on the board, in the history; the redo list and the hint go.
    pub(super) fn apply(&mut self, mv: Move, by_key: bool, by_solver: bool) -> Result<(), rules::MoveError> {
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

    /// An arrow key on `vehicle`: one cell along its axis (`dir` +1 right/down, -1 left/up).
    /// Consecutive presses on one vehicle are one move, as a drag is. `None`: blocked.
    pub(super) fn step(&mut self, vehicle: usize, dir: i8) -> Option<KeyStep> {
        let step = Move::new(vehicle, dir.signum());
        let next = rules::apply(&self.board, &self.position, step).ok()?;
        self.selected = Some(vehicle);
        let joins = self.redo.is_empty() && self.history.last().is_some_and(|last| last.by_key && last.mv.vehicle as usize == vehicle);
        if !joins {
            self.apply(step, true, false).expect("checked above");
            return Some(KeyStep::Made(step));
        }
        let last = self.history.last_mut().expect("joins the last move");
        last.mv.delta += step.delta;
        let joined = last.mv;
        self.position = next;
        self.hint = None;
        if joined.delta == 0 {
            self.history.pop();
            return Some(KeyStep::Undone);
        }
        Some(KeyStep::Extended(joined))
    }

    /// The last move taken back onto the redo list.
    pub(super) fn undo(&mut self) -> Option<Played> {
        let last = self.take_back()?;
        self.redo.push(last);
        self.hint = None;
        Some(last)
    }

    /// The last move taken back, made again.
    pub(super) fn redo(&mut self) -> Option<Played> {
        let next = self.redo.pop()?;
        self.position = rules::apply(&self.board, &self.position, next.mv).expect("redo replays forwards");
        self.history.push(next);
        self.hint = None;
        Some(next)
    }

    /// A hint on show; asking again for the same one does not count again.
    pub(super) fn show_hint(&mut self, hint: Hint) {
        if self.hint != Some(hint) {
            self.hints_used += 1;
        }
        self.hint = Some(hint);
    }

    /// The vehicle chosen for the keys (none: out of range or `None`).
    pub(super) fn select(&mut self, vehicle: Option<usize>) {
        self.selected = vehicle.filter(|&v| v < self.board.vehicles().len());
    }

    /// A fresh start, then `path` (already checked to replay) made as the solver's moves.
    pub(super) fn follow_from_start(&mut self, path: &[Move]) {
        self.replay(path, true);
    }

    /// A fresh start, then `moves` (already checked to replay) made as the player's: a game
    /// saved before, shown again.
    pub(super) fn replay_from_start(&mut self, moves: &[Move]) {
        self.replay(moves, false);
    }

    fn replay(&mut self, moves: &[Move], by_solver: bool) {
        self.restart();
        for &mv in moves {
            self.position = rules::apply(&self.board, &self.position, mv).expect("the moves replay");
            self.history.push(Played { mv, by_key: false, by_solver });
        }
    }

    /// A vehicle of this board that may move (the game is not won).
    pub(super) fn can_move(&self, vehicle: usize) -> bool {
        vehicle < self.board.vehicles().len() && !self.won()
    }

    /// True when the red car is out before any move (a link to a solved position).
    pub fn starts_solved(&self) -> bool {
        rules::is_goal(&self.board, &self.start)
    }
}

#[cfg(test)]
mod tests;
