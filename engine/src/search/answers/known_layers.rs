//! Answers after a move, from what the first search knows: the big boards' way to answer the
//! positions the player reaches without a search from scratch (issue 62).
//!
//! The first search ([`KnownLayers::search_with_slack`], in `known_search`) is the lean solver's
//! sorted-layer search from the puzzle's start `S`, its finished layers kept (all of them, not
//! three, delta-coded) and merged into one sorted array of codes (`known_store`, about 2.6 bytes
//! a position), each with its layer `j`: its distance from `S`. With a
//! slack `s` above 0 it goes on past the goal's layer (`D - 1`, `D` the start's optimum) up to
//! layer `D + s - 2`. Its plan is walked back through those layers (no search from both ends). A
//! breadth-first search back from the goal through the positions kept then writes the distance
//! to the goal of every position on a plan from `S` of at most `D + s` moves (`j + h ≤ D + s`;
//! slack 0: exactly the positions on optimal plans from `S`); every other position of layer `j`
//! is at least `D + s + 1 - j` moves from the goal (if it were fewer, a plan through it would be
//! within the slack).
//!
//! Then, after a move from a position `P` whose optimal plan of `d` moves is known, to a
//! position `Q` ([`KnownLayers::after_move`]): every move can be undone, so `Q` is `d - 1`, `d`
//! or `d + 1` moves from the goal.
//!
//! 1. `Q`'s distance known: a plan along the positions whose distances are known.
//! 2. An upper bound, from `P`'s plan: the move back then that plan (`d + 1`); that plan itself
//!    when it replays from `Q`; or with its first move of the moved vehicle shortened (or
//!    dropped) by the move.
//! 3. A lower bound: `d - 1`, the two-level blocking bound, and the layers' `D + s + 1 - j`.
//!    When the bounds meet, that is the answer.
//! 4. Else one search settles it (`known_answer`), the breadth-first search with an admissible bound of
//!    [`crate::search::lower_bound`] from `Q` (a position found at depth `g` kept only when
//!    `g + h ≤ upper - 1`, `h` the largest of the blocking bound, the two-level bound and the
//!    layers' bound). A position whose distance `h` is known is not kept: `g + h` within the
//!    bound is a plan (the moves to it, then along the known distances), and the bound drops
//!    below it. A goal met at depth `g` gives `g + 1`; the search ends when no position is
//!    left, the last plan found optimal (or the upper bound, when none was).
//!
//! Step 4 is where the time goes, and it grows as the player wanders off the plans within the
//! slack: a position of layer `j` at distance `h` with `j + h = D + s + e` needs a search that
//! goes back towards the start by up to about `e / 2` moves. The slack costs the first search
//! its layers past the goal's (time and memory). A caller bounds step 4 (`Limits::budget`) and
//! searches from scratch past that (docs/benchmarks.md, "Answers after a move").

use super::known_search::Index;
use crate::model::board::{Board, Position};
use crate::model::rules::{Metric, Move, apply, is_goal, replay};
use crate::search::frontier::answered_at_start;
use crate::search::limits::SolveError;
use crate::search::line_code::code_bits;
use crate::search::packed::with_key_type;
use crate::search::packed_board::PackedBoard;
use crate::search::solver::SolveReport;

pub use crate::search::limits::Limits;

/// The slack of [`KnownLayers::search`]: none (the layers stop at the goal's; see
/// [`KnownLayers::search_with_slack`] and docs/benchmarks.md for what more costs and gives).
pub const DEFAULT_SLACK: usize = 0;

/// The largest slack (the layers' numbers are bytes).
const MAX_SLACK: usize = 16;

/// The first search's layers, kept to answer positions near its plan (see the module's notes).
pub struct KnownLayers(pub(super) Box<dyn Known>);

/// How [`KnownLayers::search`] ended.
pub enum KnownStart {
    /// The layers are kept; the start's optimal plan (found in them) is in the report.
    Kept(KnownLayers, SolveReport),
    /// No layers to keep: the start is a goal or one move from it, the red car cannot get out,
    /// or a position's code is too wide for the sorted layers. The report is the answer, when
    /// there is one.
    Answered(Option<SolveReport>),
}

impl KnownLayers {
    /// Searches `start` (moves metric) by sorted layers within `limits`, keeping every layer
    /// (counted in the memory budget, with the merged store built from them at the end), with the slack of
    /// [`DEFAULT_SLACK`] (see [`KnownLayers::search_with_slack`]).
    pub fn search(board: &Board, start: &Position, limits: &mut Limits) -> Result<KnownStart, KnownError> {
        Self::search_with_slack(board, start, DEFAULT_SLACK, limits)
    }

    /// [`KnownLayers::search`], its layers going on past the goal's, up to `D + slack - 2`
    /// (`D` the start's optimum): then the distance of every position on a plan from the start
    /// of at most `D + slack` moves is known, and every other position of layer `j` is at least
    /// `D + slack + 1 - j` from the goal. Slack 0 is the search that stops at the goal.
    pub fn search_with_slack(board: &Board, start: &Position, slack: usize, limits: &mut Limits) -> Result<KnownStart, KnownError> {
        Self::search_within(board, start, slack, usize::MAX, limits)
    }

    /// [`KnownLayers::search_with_slack`] with the slack cut to what `max_positions` kept
    /// positions hold: when the goal is found (layer `D - 1` under way), the largest slack up to
    /// `slack` whose layers, each guessed at 5/4 of the one before, stay within
    /// `max_positions`; and after each layer past the goal, none more when the next one, so
    /// guessed, would pass it. [`KnownLayers::slack`] says the slack kept. On UvA 9×9 #5 with 20
    /// million, slack 2; on #6, 0 (docs/benchmarks.md, "A slack on #5, in CPU time").
    pub fn search_within(
        board: &Board,
        start: &Position,
        slack: usize,
        max_positions: usize,
        limits: &mut Limits,
    ) -> Result<KnownStart, KnownError> {
        let slack = slack.min(MAX_SLACK);
        let packed = PackedBoard::new(board, start);
        with_key_type!(&packed, |K, _E, _D| {
            let start_key: K = packed.pack(start);
            if let Some(report) = answered_at_start(&packed, &start_key, Metric::Moves) {
                return Ok(KnownStart::Answered(Some(report)));
            }
            match code_bits(&packed, &start_key) {
                0..=63 => Index::<K, u64>::search(board, packed, start_key, start, slack, max_positions, limits),
                64..=127 => Index::<K, u128>::search(board, packed, start_key, start, slack, max_positions, limits),
                _ => Ok(KnownStart::Answered(None)),
            }
        })
    }

    /// The slack kept (see [`KnownLayers::search_with_slack`]).
    pub fn slack(&self) -> usize {
        self.0.slack()
    }

    /// An optimal plan from `pos` when its distance is known without a search (it lies on a
    /// plan from the start at most the slack longer than the optimum); `None` otherwise.
    pub fn known_plan(&self, pos: &Position) -> Option<Vec<Move>> {
        self.0.known_plan(pos, false)
    }

    /// The start's optimal number of moves.
    pub fn distance(&self) -> usize {
        self.0.distance()
    }

    /// Positions kept (every layer before the goal's).
    pub fn positions(&self) -> usize {
        self.0.positions()
    }

    /// An optimal plan from `pos` when it lies on an optimal plan from the start (its distance is
    /// then known without a search); `None` otherwise.
    pub fn on_optimal_plan(&self, pos: &Position) -> Option<Vec<Move>> {
        self.0.known_plan(pos, true)
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.0.bytes()
    }

    /// The distance of `pos` from the start, when the first search kept it (it is closer to the
    /// start than the goal is).
    pub fn layer_of_position(&self, pos: &Position) -> Option<usize> {
        self.0.layer_of_position(pos)
    }

    /// An optimal plan from `to`, one move from `from`, whose optimal plan `from_plan` is known
    /// (see the module's notes). [`KnownError::Refused`] when `to` is not one move from `from`,
    /// or `from_plan` does not replay to a goal; a budget or the hook in `limits` may stop it.
    pub fn after_move(
        &self,
        board: &Board,
        from: &Position,
        from_plan: &[Move],
        to: &Position,
        limits: &mut Limits,
    ) -> Result<SolveReport, KnownError> {
        let back = move_between(board, to, from).ok_or_else(|| failed("the position is not one move from the known one"))?;
        match replay(board, from, from_plan) {
            Ok(end) if is_goal(board, &end) => {}
            _ => return Err(failed("the known plan does not replay to a goal")),
        }
        let (upper, plan) = repaired(board, to, back, from_plan);
        if upper + 1 < from_plan.len() {
            return Err(failed("the known plan is not optimal: a shorter one follows from it"));
        }
        self.0.within(board, to, from_plan.len().saturating_sub(1), upper, plan, limits)
    }
}

/// Why no answer came from the kept layers.
#[derive(Clone, Debug, PartialEq)]
pub enum KnownError {
    /// A budget or the progress hook stopped the search.
    Stopped(SolveError),
    /// The question does not fit what is known (the position is not one move from the known
    /// one, the known plan does not reach the goal), or a plan did not replay: the caller
    /// searches from scratch.
    Refused(String),
}

impl From<SolveError> for KnownError {
    fn from(e: SolveError) -> Self {
        KnownError::Stopped(e)
    }
}

impl std::fmt::Display for KnownError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KnownError::Stopped(e) => e.fmt(f),
            KnownError::Refused(why) => f.write_str(why),
        }
    }
}

pub(super) fn failed(why: &str) -> KnownError {
    KnownError::Refused(why.to_string())
}

/// The one move that takes `from` to `to` under the rules, if any.
pub fn move_between(board: &Board, from: &Position, to: &Position) -> Option<Move> {
    if from.0.len() != to.0.len() || from.0.len() != board.vehicles().len() {
        return None;
    }
    let mut moved = (0..from.0.len()).filter(|&v| from.0[v] != to.0[v]);
    let v = moved.next()?;
    if moved.next().is_some() {
        return None;
    }
    let m = Move::new(v, to.0[v] as i8 - from.0[v] as i8);
    (apply(board, from, m).ok()? == *to).then_some(m)
}

/// The shortest plan from `to` made from the plan of the position one move `back` from it:
/// the move back then that plan (one move more), that plan as it is when it replays from `to`,
/// or that plan with its first move of the same vehicle shortened by the move (dropped when it
/// was the same move). Its length and moves.
fn repaired(board: &Board, to: &Position, back: Move, from_plan: &[Move]) -> (usize, Vec<Move>) {
    let reaches = |plan: &[Move]| matches!(replay(board, to, plan), Ok(end) if is_goal(board, &end));
    let mut best: Vec<Move> = std::iter::once(back).chain(from_plan.iter().copied()).collect();
    if reaches(from_plan) {
        best = from_plan.to_vec();
    }
    if let Some(t) = from_plan.iter().position(|m| m.vehicle == back.vehicle) {
        let delta = from_plan[t].delta as i16 + back.delta as i16;
        let mut plan = from_plan.to_vec();
        if delta == 0 {
            plan.remove(t);
        } else if let Ok(delta) = i8::try_from(delta) {
            plan[t] = Move { vehicle: back.vehicle, delta };
        }
        if plan.len() < best.len() && reaches(&plan) {
            best = plan;
        }
    }
    (best.len(), best)
}

pub(super) trait Known: Send {
    fn distance(&self) -> usize;
    fn positions(&self) -> usize;
    fn bytes(&self) -> usize;
    fn slack(&self) -> usize;
    fn layer_of_position(&self, pos: &Position) -> Option<usize>;
    /// An optimal plan from `pos`, whose distance is at least `lower` and at most `upper`,
    /// `fallback` a plan of `upper` moves from it.
    fn within(
        &self,
        board: &Board,
        pos: &Position,
        lower: usize,
        upper: usize,
        fallback: Vec<Move>,
        limits: &mut Limits,
    ) -> Result<SolveReport, KnownError>;
    /// An optimal plan from `pos` when its distance is known without a search (it lies on a
    /// plan from the start at most `slack` moves longer than the optimum) and, with
    /// `optimal_only`, when that plan is an optimal one from the start.
    fn known_plan(&self, pos: &Position, optimal_only: bool) -> Option<Vec<Move>>;
}
