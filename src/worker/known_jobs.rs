//! The layers of the search from a big board's start, kept to answer positions after a move
//! (`Request::Known`; the engine's `search::known_layers`). The worker keeps one
//! board's layers between the page's requests; a worker ended (a job cancelled) loses them. When
//! they cannot answer (none kept, or past the search's budget), the request is searched from
//! scratch here, as `Solve` is.

use super::progress_posts::reporter;
use super::scope::{memory, now, post, post_stop};
use crate::worker_protocol::arrival::{checked_plan, checked_position};
use crate::worker_protocol::{PlanFound, Reply};
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::rules::{Move, apply};
use rush_hour_engine::search::known_layers::{KnownError, KnownLayers, KnownStart, move_between};
use rush_hour_engine::search::limits::Limits;
use rush_hour_engine::search::solver::Outcome;
use std::cell::RefCell;

/// The layers kept, with the board they are of.
struct HeldLayers {
    board: Board,
    known: KnownLayers,
}

thread_local! {
    static KNOWN: RefCell<Option<HeldLayers>> = const { RefCell::new(None) };
}

/// The layers' slack past the goal (`KnownLayers::search_within`), where they fit
/// [`MOST_KEPT`] positions and the memory budget at [`PEAK_BYTES`] a position: on UvA 9×9 #5,
/// 2 (18.2 million positions); on #6, 0 (docs/benchmarks.md, "The kept layers delta-coded").
const SLACK: usize = 2;
const MOST_KEPT: usize = 20_000_000;
/// The first search's peak a position kept, with the layers delta-coded: 9.7 on #5 (168 MB).
const PEAK_BYTES: usize = 10;

pub(super) fn keep(job: u32, p: &Puzzle, memory_budget: usize) {
    // The layers of another board go first: their memory is this search's.
    KNOWN.with(|k| k.borrow_mut().take());
    let started = now();
    let mut report = reporter(job);
    let mut limits = Limits::memory(memory_budget).with_progress(&mut report);
    match KnownLayers::search_within(&p.board, &p.start, SLACK, MOST_KEPT.min(memory_budget / PEAK_BYTES), &mut limits) {
        Ok(KnownStart::Kept(known, report)) => {
            let Outcome::Solved(plan) = report.outcome else { unreachable!("layers are kept only when a plan was found") };
            let positions = known.positions();
            KNOWN.with(|k| *k.borrow_mut() = Some(HeldLayers { board: p.board.clone(), known }));
            let plan = Some(plan);
            post(job, &Reply::Plan(PlanFound { plan, positions, memory: memory(), millis: (now() - started) as u32 }), None);
        }
        Ok(KnownStart::Answered(_)) => post(job, &Reply::Failed { message: "no layers to keep for this puzzle".into() }, None),
        Err(KnownError::Stopped(e)) => post_stop(job, &e),
        Err(KnownError::Refused(message)) => post(job, &Reply::Failed { message }, None),
    }
}

/// `line`: a position (`from`) and its optimal plan; `p.start`: a position one move from one of
/// the line's.
/// True when it answered; false when the caller is to search from scratch (no layers kept, or
/// none of the line near, or past the budget).
pub(super) fn after_move(job: u32, p: &Puzzle, from: Position, from_plan: Vec<Move>, max_positions: usize) -> bool {
    let started = now();
    let answer = KNOWN.with(|k| {
        let held = k.borrow();
        let held = held.as_ref().filter(|h| h.board == p.board).ok_or("no layers kept for this board")?;
        checked_position(&p.board, &from).map_err(|_| "the line's position is not of this board")?;
        let plan = checked_plan(&p.board, &from, from_plan).map_err(|_| "the line's plan breaks the rules")?;
        let mut here = from;
        // The line's position one move from the one asked about.
        let mut near = None;
        for i in 0..plan.len() {
            if move_between(&p.board, &p.start, &here).is_some() {
                near = Some((here.clone(), &plan[i..]));
                break;
            }
            here = apply(&p.board, &here, plan[i]).map_err(|_| "the line's plan breaks the rules")?;
        }
        let (near, near_plan) = near.ok_or("no position of the line is one move away")?;
        let mut limits = Limits::budget(max_positions);
        held.known.after_move(&p.board, &near, near_plan, &p.start, &mut limits).map_err(|_| "not within the budget")
    });
    match answer {
        Ok(report) => {
            let Outcome::Solved(plan) = report.outcome else { unreachable!("after_move answers with a plan") };
            let plan = Some(plan);
            let positions = report.stats.discovered;
            post(job, &Reply::Plan(PlanFound { plan, positions, memory: memory(), millis: (now() - started) as u32 }), None);
            true
        }
        Err(_) => false,
    }
}
