//! `Request::Solve`: an optimal plan from one position, what the game asks on a board whose
//! cluster is too large for the page (from the worker's cluster when it holds one, by a search
//! from that position otherwise). Where `split::split_over` says so (a board above 8×8, a device
//! with more than one core) the search is split over several workers (`split`) instead, and run
//! again in one worker if that stops at the memory budget.

use super::call::{Progress, call, read_plan};
use super::split::{self, SplitEnd, SplitRun};
use super::worker::{EngineJob, labels};
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// A plan search on one worker or split over several; dropping it cancels it.
pub struct PlanSearch {
    _split: Option<SplitRun>,
    _single: Rc<RefCell<Option<EngineJob>>>,
}

/// Starts searching an optimal plan (in moves) from `from`: (positions, depth) so far to
/// `on_progress`, then the plan's line or why there is none to `on_done`.
pub fn search_plan(
    board: &Board,
    from: &Position,
    memory_budget: usize,
    on_progress: Callback<(usize, usize)>,
    on_done: Callback<Result<PlanLine, EngineFailure>>,
) -> PlanSearch {
    let single = Rc::new(RefCell::new(None));
    let Some(parts) = split::split_over(board, memory_budget) else {
        *single.borrow_mut() = Some(on_one_worker(board, from, memory_budget, on_progress, on_done));
        return PlanSearch { _split: None, _single: single };
    };
    let (slot, board_, from_, progress) = (single.clone(), board.clone(), from.clone(), on_progress.clone());
    // A split search holds more than one search of the same reach (each part its chunk and the
    // codes it sends), so one that stops at the budget is run again in one worker, which gets
    // further within it (UvA 12×12 at 384 MB: depth 11 split, 12 in one worker).
    let on_split_done = Callback::from(move |end| match end {
        SplitEnd::Found(Err(stop @ EngineFailure::MemoryBudget { .. })) => {
            gloo::console::log!(format!("split search: {stop}; searching again in one worker"));
            *slot.borrow_mut() = Some(on_one_worker(&board_, &from_, memory_budget, progress.clone(), on_done.clone()));
        }
        SplitEnd::Found(found) => on_done.emit(found),
        SplitEnd::NotSplit => {
            *slot.borrow_mut() = Some(on_one_worker(&board_, &from_, memory_budget, progress.clone(), on_done.clone()));
        }
    });
    let split = split::search_plan(board, from, parts, memory_budget, on_progress, on_split_done);
    PlanSearch { _split: Some(split), _single: single }
}

/// [`search_plan`] as one request to the engine worker.
fn on_one_worker(
    board: &Board,
    from: &Position,
    memory_budget: usize,
    on_progress: Callback<(usize, usize)>,
    on_done: Callback<Result<PlanLine, EngineFailure>>,
) -> EngineJob {
    let (grid, labels) = (grid::format(board, from), labels(board));
    let (board, from) = (board.clone(), from.clone());
    let answer = move |reply, _| match reply {
        Reply::Plan { plan, positions, millis, memory, .. } => {
            gloo::console::log!(format!("plan search: {positions} positions in {millis} ms in the worker ({} MB)", memory >> 20));
            Some(read_plan(&board, plan).and_then(|moves| Ok(PlanLine::new(&board, from.clone(), moves)?)))
        }
        _ => None,
    };
    let on_progress = on_progress.reform(|p: Progress| (p.positions, p.depth));
    call(|job| Request::Solve { job, grid, labels, steps: false, memory_budget }, Some(on_progress), answer, on_done)
}
