//! The game in progress, kept for the browser's tab (the app keeps it in sessionStorage under
//! `SESSION_KEY`), so that a reload, or Back from the tools page, finds it as it was: the
//! puzzle's start, the moves as played, each with its mark (the player's, by drag or tap, `p`;
//! the player's keys, `k`; the solver's, `s`), the moves to redo, the hints used, and the clock's
//! time. It is written in the handoff's words (`handoff`: a query, the moves in Fogleman's
//! notation separated by commas):
//!
//! `grid=ooBoCC…&moves=C-1,E%2B3&marks=pk&redo=B%2B1&redo_marks=p&hints=1&clock=8123`
//!
//! (`clock`: the milliseconds counted, once the clock has started; `won`: the time of a win the
//! clock timed). The app only writes the text (`entry`) and hands it back (`PuzzleAction::Resume`);
//! what it holds is checked whole before anything changes: another puzzle's entry, a damaged one,
//! or moves that do not replay leave the game as it is (the page starts afresh).
//!
//! A won game is not resumed on a fresh board: its win is saved in the progress already (with its
//! moves and time: "Review it" shows the best win again), so a reload after a win starts the
//! puzzle afresh, as a puzzle site moves on after a solve. Only the link that carries a won game's
//! moves to the tools page (`handoff`) takes its entry, for the marks, the hints and the win's time.

use super::clock::Clock;
use super::handoff::{moves_of, query_pairs, query_value};
use super::play::Played;
use super::state::State;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::notation::parse_plan;
use rush_hour_engine::model::rules::{self, Move};

/// The sessionStorage key of the game in progress (the version is the format's).
pub const SESSION_KEY: &str = "rush-hour/game/v1";

/// The longest clock the entry keeps: a hundred days (a larger figure is no clock of a game).
const MAX_CLOCK_MS: u64 = 100 * 24 * 3_600_000;

/// The entry of the game on `state`'s board, with the clock read at `now` (the page's time).
pub fn entry(state: &State, now: f64) -> String {
    let p = &state.play;
    let mut text = format!(
        "grid={}&moves={}&marks={}&redo={}&redo_marks={}&hints={}",
        query_value(&p.start_grid()),
        query_value(&moves_of(&p.board, p.history.iter().map(|m| m.mv))),
        marks(&p.history),
        query_value(&moves_of(&p.board, p.redo.iter().map(|m| m.mv))),
        marks(&p.redo),
        p.hints_used
    );
    if state.clock.started {
        text += &format!("&clock={}", state.clock.elapsed_ms(now).round() as u64);
    }
    if let Some(ms) = state.clock.won_ms {
        text += &format!("&won={ms}");
    }
    text
}

/// Each move's mark, one letter a move.
fn marks(moves: &[Played]) -> String {
    moves
        .iter()
        .map(|m| match (m.by_solver, m.by_key) {
            (true, _) => 's',
            (false, true) => 'k',
            (false, false) => 'p',
        })
        .collect()
}

/// Why an entry was not resumed (nothing changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The entry is another puzzle's.
    AnotherPuzzle,
    /// The board already has moves, and they are not the entry's (a game handed over by a link).
    AnotherGame,
    /// The entry's game is won, and the board has none of its moves (a reload after a win).
    Won,
    /// The entry does not read, or its moves do not replay: what is wrong.
    Damaged(&'static str),
}

/// An entry's game, read and checked against the board.
#[derive(Debug)]
struct KeptGame {
    won: bool,
    history: Vec<Played>,
    redo: Vec<Played>,
    hints: u32,
    clock_ms: Option<u64>,
    won_ms: Option<u64>,
}

/// Moves (Fogleman's, comma-separated) with their marks, one letter each.
fn played(board: &Board, moves: &str, marks: &str) -> Result<Vec<Played>, Refused> {
    let moves = parse_plan(board, moves).map_err(|_| Refused::Damaged("a move does not read"))?;
    if moves.len() != marks.chars().count() {
        return Err(Refused::Damaged("the marks do not match the moves"));
    }
    moves
        .into_iter()
        .zip(marks.chars())
        .map(|(mv, mark)| match mark {
            'p' => Ok(Played { mv, by_key: false, by_solver: false }),
            'k' => Ok(Played { mv, by_key: true, by_solver: false }),
            's' => Ok(Played { mv, by_key: false, by_solver: true }),
            _ => Err(Refused::Damaged("an unknown mark")),
        })
        .collect()
}

fn number(value: &str, most: u64) -> Result<u64, Refused> {
    value.parse::<u64>().ok().filter(|&n| n <= most).ok_or(Refused::Damaged("a number does not read"))
}

/// Reads `text` as the game of the puzzle `grid` (`board` from `start`): every field known and
/// read, the moves replayed from the start, the moves to redo replayed from there, a win's time
/// only on a won game.
fn read(text: &str, grid: &str, board: &Board, start: &Position) -> Result<KeptGame, Refused> {
    let (mut kept_grid, mut fields) = (None, [""; 4].map(String::from));
    let mut kept = KeptGame { won: false, history: Vec::new(), redo: Vec::new(), hints: 0, clock_ms: None, won_ms: None };
    for (key, value) in query_pairs(text) {
        match key {
            "grid" => kept_grid = Some(value),
            "moves" => fields[0] = value,
            "marks" => fields[1] = value,
            "redo" => fields[2] = value,
            "redo_marks" => fields[3] = value,
            "hints" => kept.hints = number(&value, u32::MAX as u64)? as u32,
            "clock" => kept.clock_ms = Some(number(&value, MAX_CLOCK_MS)?),
            "won" => kept.won_ms = Some(number(&value, MAX_CLOCK_MS)?),
            _ => return Err(Refused::Damaged("a field of another format")),
        }
    }
    match kept_grid {
        None => return Err(Refused::Damaged("no puzzle")),
        Some(g) if g != grid => return Err(Refused::AnotherPuzzle),
        Some(_) => {}
    }
    let [moves, marks, redo, redo_marks] = fields;
    kept.history = played(board, &moves, &marks)?;
    kept.redo = played(board, &redo, &redo_marks)?;
    let history: Vec<Move> = kept.history.iter().map(|p| p.mv).collect();
    let end = rules::replay(board, start, &history).map_err(|_| Refused::Damaged("the moves do not replay"))?;
    // The redo list is a stack: its last move is the next one redone.
    let redone: Vec<Move> = kept.redo.iter().rev().map(|p| p.mv).collect();
    rules::replay(board, &end, &redone).map_err(|_| Refused::Damaged("the moves to redo do not replay"))?;
    kept.won = rules::is_goal(board, &end);
    if kept.won_ms.is_some() && !(kept.won && kept.clock_ms.is_some()) {
        return Err(Refused::Damaged("a win's time without the win"));
    }
    Ok(kept)
}

impl State {
    /// See `PuzzleAction::Resume`: the kept game onto the board, or why not (nothing changed).
    pub(super) fn resume_game(&mut self, text: &str) -> Result<(), Refused> {
        let kept = read(text, &self.play.start_grid(), &self.play.board, &self.play.start)?;
        let moves: Vec<Move> = kept.history.iter().map(|p| p.mv).collect();
        let on_board: Vec<Move> = self.play.history.iter().map(|p| p.mv).collect();
        if !on_board.is_empty() && on_board != moves {
            return Err(Refused::AnotherGame);
        }
        if kept.won && on_board.is_empty() {
            return Err(Refused::Won);
        }
        self.playback = None;
        self.review.close();
        self.play.replay_from_start(&moves);
        self.play.history = kept.history;
        self.play.redo = kept.redo;
        self.play.hints_used = kept.hints;
        self.play.selected = None;
        self.clock = Clock {
            counted_ms: kept.clock_ms.unwrap_or(0) as f64,
            since: None,
            started: kept.clock_ms.is_some(),
            hidden: self.clock.hidden,
            won_ms: kept.won_ms,
        };
        let n = self.play.moves();
        self.messages.announcement = format!("Your game resumed: {n} {}", if n == 1 { "move" } else { "moves" });
        Ok(())
    }
}

#[cfg(test)]
mod tests;
