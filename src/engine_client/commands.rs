//! What the engine client and its transport say to each other: the client's [`Command`]s, the
//! transport's [`Input`]s, the game's [`Report`]s; a [`Machine`], which turns the one into the
//! other; and a position and a plan as the protocol carries them.

use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::game::puzzle_id::PuzzleId;
use crate::game::state::{Action, AnalysisAction};
use crate::worker_protocol::{Answer, Reply, Request};
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::rules::Move;
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// One piece of work the client gave the transport (an engine job, or a split search's workers),
/// numbered by the client: the replies come back with it, and a cancel names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Task(pub u32);

/// What the transport does for the client.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Queue `request` on the engine worker; its replies come back as `Input::Reply` with `task`
    /// and no part.
    Ask { task: Task, request: Request },
    /// Start `parts` workers of a split search of its own: each says `Reply::Ready`
    /// (`Input::Reply` with its part), or `Input::PartDied` if it cannot start or dies.
    Spawn { task: Task, parts: usize },
    /// Send `request` to part `part` of the split search `task`; with `theirs`, the buffers
    /// every other part sent for this one with its last `SplitSent` come beside it.
    ToPart { task: Task, part: usize, request: Request, theirs: bool },
    /// End the task: a queued job forgotten, a running one ended with its worker, a split search's
    /// workers terminated, a cluster's reading dropped.
    Cancel(Task),
    /// Read the cluster's bytes (on `board`) into the page, a part at a time between frames:
    /// `Input::ClusterRead` when done.
    ReadCluster { task: Task, board: Board, bytes: Vec<u8> },
    /// For the game: what the engine found.
    Report(Report),
    /// A line for the console (the figures of a search).
    Log(String),
}

/// What the transport tells the client.
#[derive(Debug)]
pub enum Input {
    /// A reply to `task`: from the engine worker (`part: None`, with the bytes of a finished
    /// cluster beside it), or from part `part` of a split search.
    Reply { task: Task, part: Option<usize>, reply: Reply, bytes: Option<Vec<u8>> },
    /// A worker of the split search `task` could not start or died.
    PartDied { task: Task },
    /// The cluster of `task` read into the page, or why it could not be.
    ClusterRead { task: Task, read: Result<Box<Cluster>, String> },
    /// The game's position off its line: the position to answer (`None`: none), and the line
    /// the game holds (answered from the layers kept, one move from it).
    Wanted { from: Option<Position>, line: Option<Rc<PlanLine>> },
}

/// What the engine found, for the game (`AnalysisAction` without the puzzle's identity).
#[derive(Clone, Debug)]
pub enum Report {
    /// The analysis' progress (or the start plan's, split): positions found.
    Progress {
        positions: usize,
    },
    Ready(Rc<Cluster>),
    TooLarge(ClusterTooLarge),
    Failed(EngineFailure),
    /// A search from a position off the line: positions found, its depth.
    LineProgress {
        positions: usize,
        depth: usize,
    },
    LineFound(Rc<PlanLine>),
}

/// Two reports are alike when they say the same (two clusters: when they are one).
impl PartialEq for Report {
    fn eq(&self, other: &Report) -> bool {
        match (self, other) {
            (Report::Ready(a), Report::Ready(b)) => Rc::ptr_eq(a, b),
            (Report::Progress { positions: a }, Report::Progress { positions: b }) => a == b,
            (Report::TooLarge(a), Report::TooLarge(b)) => a == b,
            (Report::Failed(a), Report::Failed(b)) => a == b,
            (Report::LineProgress { positions: a, depth: c }, Report::LineProgress { positions: b, depth: d }) => (a, c) == (b, d),
            (Report::LineFound(a), Report::LineFound(b)) => a == b,
            _ => false,
        }
    }
}

impl Report {
    /// The game's action for this report on the puzzle `puzzle_id`.
    pub fn action(self, puzzle_id: PuzzleId) -> Action {
        Action::Analysis(match self {
            Report::Progress { positions } => AnalysisAction::Progress { puzzle_id, positions },
            Report::Ready(cluster) => AnalysisAction::Ready { puzzle_id, cluster },
            Report::TooLarge(reason) => AnalysisAction::TooLarge { puzzle_id, reason },
            Report::Failed(failure) => AnalysisAction::Failed { puzzle_id, failure },
            Report::LineProgress { positions, depth } => AnalysisAction::LineProgress { puzzle_id, positions, depth },
            Report::LineFound(line) => AnalysisAction::LineFound { puzzle_id, line },
        })
    }
}

/// A client: inputs in, commands out. The transport runs one (`app/engine/driver.rs`).
pub trait Machine {
    /// The commands that start it.
    fn start(&mut self) -> Vec<Command>;
    /// The commands an input calls for.
    fn on(&mut self, input: Input) -> Vec<Command>;
}

/// What a job is told when its worker died.
pub const STOPPED: &str = "the engine stopped unexpectedly (it may have run out of memory); the game on the board is \
                           still playable, and the next puzzle starts the engine afresh";

/// Hands out the client's task numbers.
#[derive(Debug, Default)]
pub struct Tasks(u32);

impl Tasks {
    pub fn new_task(&mut self) -> Task {
        self.0 += 1;
        Task(self.0)
    }
}

/// The position `at` on `board`, as a request carries it.
pub fn puzzle_at(board: &Board, at: &Position) -> Puzzle {
    Puzzle { board: board.clone(), start: at.clone() }
}

/// A plan the engine sent, read on `board` as the line from `from` (each move replayed under the
/// rules: one that breaks them is a failure naming it).
pub fn read_line(board: &Board, from: &Position, plan: Option<Vec<Move>>) -> Result<PlanLine, EngineFailure> {
    PlanLine::new(board, from.clone(), plan).map_err(|e| EngineFailure::Other(format!("the engine's plan could not be read: {e}")))
}

/// A reply read as its job's: that the worker listens, the job's progress, its answer (`A`: the
/// request's own replies), or its end without one (a failure, a stop at the memory budget, or
/// the reply of another request, which no worker sends).
#[derive(Debug, PartialEq)]
pub enum Said<A> {
    Ready,
    Progress { positions: usize, depth: usize, memory: usize },
    Answer(A),
    Ended(EngineFailure),
}

impl<A: Answer> Said<A> {
    pub fn of(reply: Reply) -> Said<A> {
        match reply {
            Reply::Ready => Said::Ready,
            Reply::Progress { positions, depth, memory } => Said::Progress { positions, depth, memory },
            Reply::Failed { message } => Said::Ended(EngineFailure::Other(message)),
            Reply::MemoryStop { budget, positions, depth, .. } => Said::Ended(EngineFailure::MemoryBudget { budget, positions, depth }),
            reply => A::of(reply).map_or_else(|_| Said::Ended(EngineFailure::Other(ANOTHER.into())), Said::Answer),
        }
    }
}

/// What a job is told when its worker answered another request.
pub const ANOTHER: &str = "the engine's worker answered another request";
