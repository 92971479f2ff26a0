//! An optimal plan from a position by a search split over several engine workers, one per core
//! of the player's device (up to four): the engine's `search::split_layers`, each worker a part
//! that owns a share of the positions and a share of the memory budget. The page drives the
//! layers: it asks every part to expand its share (`SplitExpand`), passes the codes each found
//! for the others (transferred `ArrayBuffer`s, never copied into the page's wasm), and asks each
//! to take its own (`SplitReceive`). The part that finds the goal answers with the plan.
//!
//! These workers are the search's own: they start with it and end with it (a finished,
//! stopped or dropped search terminates them, which gives their memory back). A board the split
//! search does not take (its start solved already, a position's code over 128 bits) goes to the
//! engine worker as one request, as does every search on a device with one core.

use super::call::read_plan;
use super::connection::{Connection, Heard, STOPPED};
use super::worker::labels;
use crate::app::browser_storage;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::search::frontier::prefers_lean;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use yew::Callback;

/// Most workers a search is split over.
const MAX_PARTS: usize = 4;

/// A `localStorage` key that sets the number of parts (1 to 4; 1: one request to the engine
/// worker), for the benchmarks and the tests: `scripts/browser-bench.mjs` measures both.
pub const PARTS_KEY: &str = "rush-hour/engine-parts";

/// The least memory budget a search is split with. Split, a search is faster but holds more: on
/// UvA 9×9 #6 in Chromium the largest browser process reached 559–567 MB before moves to go with
/// two workers, 376 MB with one (docs/benchmarks.md). A device that gives the page a smaller
/// budget (4 GB of memory or less, or a browser that does not say, as Safari and Firefox do not)
/// searches in one worker.
pub const SPLIT_BUDGET: usize = 1 << 30;

/// The one place the page decides whether a plan's search on `board` within `memory_budget` is
/// split, and over how many workers: boards above 8×8 (those the lean search takes), over the
/// device's cores up to four where the budget is at least [`SPLIT_BUDGET`] (or what `PARTS_KEY`
/// says); `None`: one request to the engine worker.
pub fn split_over(board: &Board, memory_budget: usize) -> Option<usize> {
    if !prefers_lean(board) {
        return None;
    }
    let window = gloo::utils::window();
    let set = browser_storage::read(browser_storage::local(), PARTS_KEY);
    let parts = match set.and_then(|n| n.trim().parse::<usize>().ok()) {
        Some(n) => n.clamp(1, MAX_PARTS),
        None if memory_budget < SPLIT_BUDGET => 1,
        None => (window.navigator().hardware_concurrency() as usize).clamp(1, MAX_PARTS),
    };
    (parts >= 2).then_some(parts)
}

/// How a split search ended.
pub enum SplitEnd {
    Found(Result<PlanLine, EngineFailure>),
    /// The board is not searched split: ask the engine worker.
    NotSplit,
}

/// A running split search; dropping it ends it and its workers.
pub struct SplitRun {
    search: Rc<RefCell<Search>>,
}

impl Drop for SplitRun {
    fn drop(&mut self) {
        self.search.borrow_mut().end();
    }
}

struct Part {
    connection: Connection,
    ready: bool,
    /// The positions it owns so far (its last report).
    positions: usize,
    /// What it found for each part in the layer being expanded (`[out_0, out_1, …]`).
    sent: Option<js_sys::Array>,
}

struct Search {
    parts: Vec<Part>,
    board: Board,
    from: Position,
    /// The whole budget, each part's being its share.
    memory_budget: usize,
    /// Replies still awaited in this step (start, expand or receive).
    awaited: usize,
    /// Positions of the next layer found in this receive step.
    next_layer: usize,
    depth: usize,
    job: u32,
    on_progress: Callback<(usize, usize)>,
    on_done: Option<Callback<SplitEnd>>,
}

/// Starts searching an optimal plan (in moves) from `from` over `parts` workers: (positions,
/// depth) so far to `on_progress`, then the plan's line, why there is none, or that the board
/// is not searched so, to `on_done`.
pub fn search_plan(
    board: &Board,
    from: &Position,
    parts: usize,
    memory_budget: usize,
    on_progress: Callback<(usize, usize)>,
    on_done: Callback<SplitEnd>,
) -> SplitRun {
    // For the tests and the curious: how many workers the last split search started.
    let _ = js_sys::Reflect::set(&gloo::utils::window(), &"rushHourSplitParts".into(), &(parts as u32).into());
    let search = Rc::new(RefCell::new(Search {
        parts: Vec::new(),
        board: board.clone(),
        from: from.clone(),
        memory_budget,
        awaited: parts,
        next_layer: 0,
        depth: 0,
        job: 0,
        on_progress,
        on_done: Some(on_done),
    }));
    for i in 0..parts {
        match spawn(Rc::downgrade(&search), i) {
            Ok(part) => search.borrow_mut().parts.push(part),
            Err(_) => {
                // Workers cannot start here: the engine worker will say why, if it cannot either.
                let end = search.borrow_mut().finish();
                emit(end, SplitEnd::NotSplit);
                break;
            }
        }
    }
    SplitRun { search }
}

fn spawn(search: Weak<RefCell<Search>>, i: usize) -> Result<Part, String> {
    let connection = Connection::spawn(move |heard| {
        let Some(search) = search.upgrade() else { return };
        let ended = match heard {
            Heard::Reply(reply, beside) => search.borrow_mut().on_reply(i, reply, beside),
            Heard::Died(detail) => {
                gloo::console::error!(format!("engine worker (part {i} of a split search): {detail}"));
                // One that never came up (offline before it was cached?): the engine worker is
                // asked, and says why if it cannot start either.
                let loaded = search.borrow().parts.iter().all(|p| p.ready);
                Some(if loaded { SplitEnd::Found(Err(EngineFailure::Other(STOPPED.to_string()))) } else { SplitEnd::NotSplit })
            }
        };
        if let Some(end) = ended {
            let on_done = search.borrow_mut().finish();
            emit(on_done, end);
        }
    })?;
    Ok(Part { connection, ready: false, positions: 0, sent: None })
}

fn emit(on_done: Option<Callback<SplitEnd>>, end: SplitEnd) {
    if let Some(on_done) = on_done {
        on_done.emit(end);
    }
}

impl Search {
    /// Ends the search: its workers are terminated; returns where its end is to be told (once).
    fn finish(&mut self) -> Option<Callback<SplitEnd>> {
        self.end();
        self.on_done.take()
    }

    fn end(&mut self) {
        for part in self.parts.drain(..) {
            part.connection.end();
        }
    }

    /// Asks every part for the next step: `request(job, part)`, with `beside(part)` after it.
    fn ask_all(&mut self, request: impl Fn(u32, usize) -> Request, beside: impl Fn(usize) -> Vec<JsValue>) {
        self.job += 1;
        self.awaited = self.parts.len();
        for (i, part) in self.parts.iter().enumerate() {
            part.connection.post(&request(self.job, i), &beside(i));
        }
    }

    fn positions(&self) -> usize {
        self.parts.iter().map(|p| p.positions).sum()
    }

    /// What a part's reply makes of the search: `Some` when it ended.
    fn on_reply(&mut self, i: usize, reply: Reply, beside: js_sys::Array) -> Option<SplitEnd> {
        if reply.job().is_some_and(|job| job != self.job) {
            return None;
        }
        match reply {
            Reply::Ready => {
                self.parts[i].ready = true;
                if self.parts.iter().all(|p| p.ready) {
                    let (grid, labels) = (grid::format(&self.board, &self.from), labels(&self.board));
                    let (parts, memory_budget) = (self.parts.len(), self.memory_budget / self.parts.len());
                    let start = |job, part| Request::SplitStart {
                        job,
                        grid: grid.clone(),
                        labels: labels.clone(),
                        steps: false,
                        part,
                        parts,
                        memory_budget,
                    };
                    self.ask_all(start, |_| Vec::new());
                }
                None
            }
            Reply::Progress { positions, depth, .. } => {
                self.parts[i].positions = positions;
                self.on_progress.emit((self.positions(), depth.max(self.depth)));
                None
            }
            Reply::SplitStarted { searching: false, .. } => Some(SplitEnd::NotSplit),
            Reply::SplitStarted { searching: true, .. } => {
                self.awaited -= 1;
                if self.awaited == 0 {
                    self.ask_all(|job, _| Request::SplitExpand { job }, |_| Vec::new());
                }
                None
            }
            Reply::SplitSent { positions, .. } => {
                self.parts[i].positions = positions;
                self.parts[i].sent = Some(beside);
                self.awaited -= 1;
                if self.awaited == 0 {
                    // Part j gets what every other part found for it.
                    self.next_layer = 0;
                    let sent: Vec<js_sys::Array> = self.parts.iter_mut().map(|p| p.sent.take().unwrap_or_default()).collect();
                    let theirs = |j: usize| sent.iter().enumerate().filter(|&(k, _)| k != j).map(|(_, out)| out.get(j as u32)).collect();
                    self.ask_all(|job, _| Request::SplitReceive { job }, theirs);
                }
                None
            }
            Reply::SplitLayer { size, positions, .. } => {
                self.parts[i].positions = positions;
                self.next_layer += size;
                self.awaited -= 1;
                if self.awaited > 0 {
                    return None;
                }
                if self.next_layer == 0 {
                    // Every position was expanded: the red car cannot get out.
                    return Some(SplitEnd::Found(PlanLine::new(&self.board, self.from.clone(), None).map_err(EngineFailure::from)));
                }
                self.depth += 1;
                self.on_progress.emit((self.positions(), self.depth));
                self.ask_all(|job, _| Request::SplitExpand { job }, |_| Vec::new());
                None
            }
            Reply::Plan { plan, positions, millis, memory, .. } => {
                let total = self.positions() - self.parts[i].positions + positions;
                gloo::console::log!(format!(
                    "plan search in {} workers: {total} positions in {millis} ms (the finding worker {} MB)",
                    self.parts.len(),
                    memory >> 20
                ));
                let line = read_plan(&self.board, plan).and_then(|moves| Ok(PlanLine::new(&self.board, self.from.clone(), moves)?));
                Some(SplitEnd::Found(line))
            }
            Reply::MemoryStop { positions, depth, .. } => {
                // The part stopped at its share of the budget: the whole search at the whole.
                let positions = self.positions() - self.parts[i].positions + positions;
                Some(SplitEnd::Found(Err(EngineFailure::MemoryBudget { budget: self.memory_budget, positions, depth })))
            }
            Reply::Failed { message, .. } => Some(SplitEnd::Found(Err(EngineFailure::Other(message)))),
            _ => None,
        }
    }
}
