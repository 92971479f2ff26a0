//! An optimal plan (in moves) from one position: split over workers of its own, one per core of
//! the player's device (up to four: the engine's `search::split_layers`, each worker a part that
//! owns a share of the positions and of the memory budget), or one `Solve` request to the engine
//! worker. Split, the page drives the layers: every part expands its share (`SplitExpand`), the
//! codes each found for the others pass between them (`SplitReceive`, the transport carrying the
//! buffers), and the part that finds the goal answers with the plan.
//!
//! A board the split search does not take (its start solved already, a position's code over 128
//! bits), parts that cannot start, and a split search stopped at its memory budget are searched
//! again in the engine worker: a split search holds more than one search of the same reach (each
//! part its chunk and the codes it sends), so one worker gets further within the same budget
//! (UvA 12×12 at 384 MB: depth 11 split, 12 in one worker).

use super::commands::{Command, Input, STOPPED, Said, Task, Tasks, puzzle_at, read_line};
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Answer, PlanFound, Reply, Request, SplitStep};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::search::frontier::prefers_lean;

/// Most workers a search is split over.
pub const MAX_PARTS: usize = 4;

/// The least memory budget a search is split with. Split, a search is faster but holds more: on
/// UvA 9×9 #6 in Chromium the largest browser process reached 559–567 MB before moves to go with
/// two workers, 376 MB with one (docs/benchmarks.md). A device that gives the page a smaller
/// budget (4 GB of memory or less, or a browser that does not say, as Safari and Firefox do not)
/// searches in one worker.
pub const SPLIT_BUDGET: usize = 1 << 30;

/// What the device says of itself: its cores, and the parts the tests and benchmarks set
/// (`app::engine::split::PARTS_KEY`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Device {
    pub cores: usize,
    pub parts_set: Option<usize>,
}

/// The one place the page decides whether a plan's search on `board` within `memory_budget` is
/// split, and over how many workers: boards above 8×8 (those the lean search takes), over the
/// device's cores up to four where the budget is at least [`SPLIT_BUDGET`] (or what the device's
/// setting says); `None`: one request to the engine worker.
pub fn split_over(board: &Board, memory_budget: usize, device: Device) -> Option<usize> {
    if !prefers_lean(board) {
        return None;
    }
    let parts = match device.parts_set {
        Some(n) => n.clamp(1, MAX_PARTS),
        None if memory_budget < SPLIT_BUDGET => 1,
        None => device.cores.clamp(1, MAX_PARTS),
    };
    (parts >= 2).then_some(parts)
}

/// Whether the game's analysis of `board` keeps the layers of the search from the start, to
/// answer the positions after a move from them (`GameAnalysis`): where its searches are split
/// (`parts`, [`split_over`]), and on a board the lean search takes where the device has two cores
/// or more, split or not. A browser that does not tell the device's memory (Firefox, Safari)
/// gets a budget too small to split, and kept none before (docs/benchmarks.md, "The 9×9 boards in
/// three engines"); on one core the player's answers would wait behind the keeping.
pub fn keeps_layers(board: &Board, parts: Option<usize>, device: Device) -> bool {
    parts.is_some() || (prefers_lean(board) && device.cores >= 2)
}

/// What a plan search tells the one who runs it.
#[derive(Debug, PartialEq)]
pub enum PlanEvent {
    /// Positions found so far, the search's depth.
    Progress {
        positions: usize,
        depth: usize,
    },
    Done(Result<PlanLine, EngineFailure>),
}

/// A plan search, split or in one worker.
#[derive(Debug)]
pub struct PlanSearch {
    board: Board,
    from: Position,
    memory_budget: usize,
    task: Task,
    way: Way,
}

#[derive(Debug)]
enum Way {
    Split(Split),
    Single,
    Done,
}

/// A split search's rounds.
#[derive(Debug)]
struct Split {
    /// Each part: loaded and listening, the positions it owns so far (its last report).
    ready: Vec<bool>,
    positions: Vec<usize>,
    /// Replies still awaited in this round (start, expand or receive).
    awaited: usize,
    /// Positions of the next layer found in this receive round.
    next_layer: usize,
    depth: usize,
}

impl Split {
    fn positions(&self) -> usize {
        self.positions.iter().sum()
    }
}

impl PlanSearch {
    /// Starts searching from `from`, over `parts` workers (`split_over`) or in the engine worker.
    pub fn start(
        board: &Board,
        from: &Position,
        memory_budget: usize,
        parts: Option<usize>,
        tasks: &mut Tasks,
    ) -> (PlanSearch, Vec<Command>) {
        let task = tasks.new_task();
        let mut search = PlanSearch { board: board.clone(), from: from.clone(), memory_budget, task, way: Way::Done };
        let commands = match parts {
            Some(parts) => {
                search.way =
                    Way::Split(Split { ready: vec![false; parts], positions: vec![0; parts], awaited: parts, next_layer: 0, depth: 0 });
                vec![Command::Spawn { task, parts }]
            }
            None => search.on_one_worker(tasks),
        };
        (search, commands)
    }

    /// Whether `input` is this search's.
    pub fn owns(&self, input: &Input) -> bool {
        match input {
            Input::Reply { task, .. } | Input::PartDied { task } | Input::ClusterRead { task, .. } => *task == self.task,
            Input::Wanted { .. } => false,
        }
    }

    /// The commands that end it (nothing once it is done).
    pub fn cancel(&self) -> Vec<Command> {
        match self.way {
            Way::Done => Vec::new(),
            _ => vec![Command::Cancel(self.task)],
        }
    }

    /// The search in the engine worker, as a fresh task.
    fn on_one_worker(&mut self, tasks: &mut Tasks) -> Vec<Command> {
        self.task = tasks.new_task();
        self.way = Way::Single;
        let request = Request::Solve { puzzle: puzzle_at(&self.board, &self.from), steps: false, memory_budget: self.memory_budget };
        vec![Command::Ask { task: self.task, request }]
    }

    /// What one of its inputs makes of the search: the commands (in `out`), and what it tells.
    pub fn on(&mut self, input: Input, tasks: &mut Tasks, out: &mut Vec<Command>) -> Option<PlanEvent> {
        if !self.owns(&input) {
            return None;
        }
        match (&mut self.way, input) {
            (Way::Done, _) => None,
            (Way::Single, Input::Reply { reply, .. }) => self.on_single(reply, out),
            (Way::Split(_), Input::PartDied { .. }) => {
                let Way::Split(split) = &self.way else { unreachable!() };
                // One that never came up (offline before it was cached?): the engine worker is
                // asked, and says why if it cannot start either.
                if split.ready.iter().all(|&r| r) {
                    self.end(Err(EngineFailure::Other(STOPPED.to_string())), out)
                } else {
                    self.not_split(tasks, out)
                }
            }
            (Way::Split(_), Input::Reply { part: Some(part), reply, .. }) => self.on_part(part, reply, tasks, out),
            _ => None,
        }
    }

    fn on_single(&mut self, reply: Reply, out: &mut Vec<Command>) -> Option<PlanEvent> {
        match Said::<PlanFound>::of(reply) {
            Said::Ready => None,
            Said::Progress { positions, depth, .. } => Some(PlanEvent::Progress { positions, depth }),
            Said::Answer(PlanFound { plan, positions, millis, memory, .. }) => {
                out.push(Command::Log(format!("plan search: {positions} positions in {millis} ms in the worker ({} MB)", memory >> 20)));
                self.way = Way::Done;
                Some(PlanEvent::Done(read_line(&self.board, &self.from, plan)))
            }
            Said::Ended(failure) => {
                self.way = Way::Done;
                Some(PlanEvent::Done(Err(failure)))
            }
        }
    }

    /// Ends the split search with its answer.
    fn end(&mut self, found: Result<PlanLine, EngineFailure>, out: &mut Vec<Command>) -> Option<PlanEvent> {
        out.push(Command::Cancel(self.task));
        self.way = Way::Done;
        Some(PlanEvent::Done(found))
    }

    /// The split search gives way to one in the engine worker.
    fn not_split(&mut self, tasks: &mut Tasks, out: &mut Vec<Command>) -> Option<PlanEvent> {
        out.push(Command::Cancel(self.task));
        out.extend(self.on_one_worker(tasks));
        None
    }

    /// Asks every part for the next round.
    fn ask_all(&self, parts: usize, request: impl Fn(usize) -> Request, theirs: bool, out: &mut Vec<Command>) {
        out.extend((0..parts).map(|part| Command::ToPart { task: self.task, part, request: request(part), theirs }));
    }

    fn on_part(&mut self, i: usize, reply: Reply, tasks: &mut Tasks, out: &mut Vec<Command>) -> Option<PlanEvent> {
        let Way::Split(split) = &mut self.way else { return None };
        let parts = split.ready.len();
        match Said::<PartAnswer>::of(reply) {
            Said::Ready => {
                split.ready[i] = true;
                if split.ready.iter().all(|&r| r) {
                    split.awaited = parts;
                    let puzzle = puzzle_at(&self.board, &self.from);
                    let memory_budget = self.memory_budget / parts;
                    let start = |part| Request::SplitStart { puzzle: puzzle.clone(), steps: false, part, parts, memory_budget };
                    self.ask_all(parts, start, false, out);
                }
                None
            }
            Said::Progress { positions, depth, .. } => {
                split.positions[i] = positions;
                Some(PlanEvent::Progress { positions: split.positions(), depth: depth.max(split.depth) })
            }
            Said::Answer(PartAnswer::Step(SplitStep::Started { searching: false })) => self.not_split(tasks, out),
            Said::Answer(PartAnswer::Step(SplitStep::Started { searching: true })) => {
                split.awaited -= 1;
                if split.awaited == 0 {
                    split.awaited = parts;
                    self.ask_all(parts, |_| Request::SplitExpand, false, out);
                }
                None
            }
            Said::Answer(PartAnswer::Step(SplitStep::Sent { positions, .. })) => {
                split.positions[i] = positions;
                split.awaited -= 1;
                if split.awaited == 0 {
                    // Part j gets what every other part found for it.
                    (split.awaited, split.next_layer) = (parts, 0);
                    self.ask_all(parts, |_| Request::SplitReceive, true, out);
                }
                None
            }
            Said::Answer(PartAnswer::Step(SplitStep::Layer { size, positions, .. })) => {
                split.positions[i] = positions;
                split.next_layer += size;
                split.awaited -= 1;
                if split.awaited > 0 {
                    return None;
                }
                if split.next_layer == 0 {
                    // Every position was expanded: the red car cannot get out.
                    let none = PlanLine::new(&self.board, self.from.clone(), None).map_err(EngineFailure::from);
                    return self.end(none, out);
                }
                split.depth += 1;
                split.awaited = parts;
                let progress = PlanEvent::Progress { positions: split.positions(), depth: split.depth };
                self.ask_all(parts, |_| Request::SplitExpand, false, out);
                Some(progress)
            }
            Said::Answer(PartAnswer::Plan(PlanFound { plan, positions, millis, memory, .. })) => {
                let total = split.positions() - split.positions[i] + positions;
                out.push(Command::Log(format!(
                    "plan search in {parts} workers: {total} positions in {millis} ms (the finding worker {} MB)",
                    memory >> 20
                )));
                let line = read_line(&self.board, &self.from, plan);
                self.end(line, out)
            }
            Said::Ended(EngineFailure::MemoryBudget { positions, depth, .. }) => {
                // The part stopped at its share of the budget: the whole search at the whole, and
                // one worker gets further within it.
                let positions = split.positions() - split.positions[i] + positions;
                let stop = EngineFailure::MemoryBudget { budget: self.memory_budget, positions, depth };
                out.push(Command::Log(format!("split search: {stop}; searching again in one worker")));
                self.not_split(tasks, out)
            }
            Said::Ended(failure) => self.end(Err(failure), out),
        }
    }
}

/// A split part's replies: its rounds', and the plan of the part that found the goal.
enum PartAnswer {
    Step(SplitStep),
    Plan(PlanFound),
}

impl Answer for PartAnswer {
    #[allow(clippy::result_large_err)]
    fn of(reply: Reply) -> Result<Self, Reply> {
        SplitStep::of(reply).map(PartAnswer::Step).or_else(|reply| PlanFound::of(reply).map(PartAnswer::Plan))
    }
}

/// A plan search on its own (the review's plans): its progress and its end as the game's
/// reports.
#[derive(Debug)]
pub struct LoneSearch {
    search: Option<PlanSearch>,
    board: Board,
    from: Position,
    memory_budget: usize,
    parts: Option<usize>,
    tasks: Tasks,
}

impl LoneSearch {
    pub fn new(board: &Board, from: &Position, memory_budget: usize, parts: Option<usize>) -> LoneSearch {
        LoneSearch { search: None, board: board.clone(), from: from.clone(), memory_budget, parts, tasks: Tasks::default() }
    }
}

impl super::commands::Machine for LoneSearch {
    fn start(&mut self) -> Vec<Command> {
        let (search, commands) = PlanSearch::start(&self.board, &self.from, self.memory_budget, self.parts, &mut self.tasks);
        self.search = Some(search);
        commands
    }

    fn on(&mut self, input: Input) -> Vec<Command> {
        let mut out = Vec::new();
        let Some(search) = &mut self.search else { return out };
        let report = match search.on(input, &mut self.tasks, &mut out) {
            Some(PlanEvent::Progress { positions, depth }) => super::commands::Report::LineProgress { positions, depth },
            Some(PlanEvent::Done(Ok(line))) => super::commands::Report::LineFound(std::rc::Rc::new(line)),
            Some(PlanEvent::Done(Err(failure))) => super::commands::Report::Failed(failure),
            None => return out,
        };
        out.push(Command::Report(report));
        out
    }
}
