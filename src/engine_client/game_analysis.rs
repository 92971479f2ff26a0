//! A puzzle's conversation with the engine (the game's, the editor's, the classroom's):
//!
//! 1. the start's plan first, for the game's hints and moves to go while a large cluster is built:
//!    on a board whose searches are split (`split_over`), a split [`PlanSearch`] before the
//!    analysis is asked for; otherwise the short search the worker runs before its analysis
//!    (`Analyse` with `start_plan`; the editor and the classroom ask for none);
//! 2. the analysis: a cluster of at most [`HAND_OVER`] positions comes to the page whole (read in
//!    parts between frames); a larger one stays in the worker (or did not fit its memory), and
//!    the game then asks for plans from positions;
//! 3. on such a board, once the start's plan is known, the engine worker keeps the layers of the
//!    search from the start (`Known` without a line) where `keeps_layers` says so;
//! 4. a position off the game's line ([`Input::Wanted`]): answered from the layers kept when
//!    they are (`Known` with the line), or else searched ([`PlanSearch`]). Where the searches are
//!    not split, a position asked while the layers are being kept waits for them (a search would
//!    wait behind them in the engine worker). A cancelled answer from the layers ends the
//!    worker, and the layers with it.

use super::commands::{Command, Input, Machine, Report, Said, Task, Tasks, puzzle_at, read_line};
use super::plan_search::{PlanEvent, PlanSearch};
use crate::game::cluster_too_large::ClusterTooLarge;
use crate::game::engine_failure::EngineFailure;
use crate::game::plan_line::PlanLine;
use crate::worker_protocol::{Analysed, PlanFound, Reply, Request};
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::rules::Metric;
#[cfg(feature = "tools")]
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// Positions a cluster may have to come to the page (about 15 bytes each on a 6×6 board, and
/// the page's own table beside them).
pub const HAND_OVER: usize = 1_000_000;

/// Positions the search of an answer after a move may keep before the worker searches from
/// scratch instead, at the least: about a second in the worker on UvA 9×9 #6 (docs/benchmarks.md,
/// "Answers after a move").
pub const AFTER_MOVE_POSITIONS: usize = 250_000;

/// The budget of an answer after a move on a board whose first search kept `kept` positions:
/// an eighth of them, at least [`AFTER_MOVE_POSITIONS`]. A search that keeps that many costs
/// about what the search from scratch that follows it would. On UvA 9×9 #6 (2.2 million) it
/// spares the answers that started again from scratch past 250,000 (6–19 s natively, 16–31 s in
/// the page); on #5 off the slack kept it is a wash (docs/benchmarks.md, "The kept layers
/// delta-coded").
pub fn after_move_positions(kept: usize) -> usize {
    AFTER_MOVE_POSITIONS.max(kept / 8)
}

/// Who asks: the game (the start's plan first, the layers kept, lines answered) or a tool (the
/// editor's and the classroom's analysis, in either metric).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Asker {
    Game,
    Tool(Metric),
}

/// The analysis of one puzzle and the game's lines on it.
#[derive(Debug)]
pub struct GameAnalysis {
    board: Board,
    start: Position,
    asker: Asker,
    memory_budget: usize,
    /// Where plans are searched split (`split_over`), and over how many workers.
    parts: Option<usize>,
    /// Whether the layers of the search from the start are kept (`keeps_layers`).
    keep_layers: bool,
    /// Whether the start's plan was found (the layers are kept only then).
    start_line: bool,
    tasks: Tasks,
    stage: Stage,
    layers: Layers,
    line: Option<LineWork>,
    /// The worker's memory at the analysis' last progress report (for the console's figures).
    worker_memory: usize,
    /// The budget of an answer after a move ([`after_move_positions`] of the layers kept).
    after_move_positions: usize,
}

#[derive(Debug)]
enum Stage {
    StartPlan(PlanSearch),
    Analysing(Task),
    Reading(Task),
    Done,
}

#[derive(Debug, PartialEq)]
enum Layers {
    None,
    Keeping(Task),
    Kept,
}

#[derive(Debug)]
enum LineWork {
    /// An answer from the layers kept (done: its last reply came).
    Known {
        task: Task,
        from: Position,
        done: bool,
    },
    Search(PlanSearch),
    /// A position asked while the layers are being kept, in one worker: asked once they are.
    Waiting {
        from: Position,
        line: Option<Rc<PlanLine>>,
    },
}

impl GameAnalysis {
    /// The conversation about the puzzle `board` from `start` (`parts`: `split_over`'s answer).
    pub fn new(board: &Board, start: &Position, asker: Asker, memory_budget: usize, parts: Option<usize>) -> GameAnalysis {
        let (board, start, tasks) = (board.clone(), start.clone(), Tasks::default());
        let (stage, layers) = (Stage::Done, Layers::None);
        let after_move_positions = AFTER_MOVE_POSITIONS;
        let (keep_layers, start_line, line, worker_memory) = (parts.is_some(), false, None, 0);
        GameAnalysis {
            board,
            start,
            asker,
            memory_budget,
            parts,
            keep_layers,
            start_line,
            tasks,
            stage,
            layers,
            line,
            worker_memory,
            after_move_positions,
        }
    }

    /// Whether the layers of the search from the start are kept (`keeps_layers`; by default,
    /// where the searches are split).
    pub fn keeping_layers(mut self, keep: bool) -> GameAnalysis {
        self.keep_layers = keep;
        self
    }

    fn analyse(&mut self, start_plan: bool) -> Command {
        let task = self.tasks.new_task();
        self.stage = Stage::Analysing(task);
        let puzzle = puzzle_at(&self.board, &self.start);
        let steps = self.asker == Asker::Tool(Metric::Steps);
        let memory_budget = self.memory_budget;
        Command::Ask { task, request: Request::Analyse { puzzle, steps, memory_budget, hand_over: HAND_OVER, start_plan } }
    }

    /// The analysis ended with `report`; on a big board whose start's plan was found, the layers
    /// of the search from the start are kept next where `keep_layers` says so.
    fn analysed(&mut self, report: Report, out: &mut Vec<Command>) {
        self.stage = Stage::Done;
        let keep = matches!(report, Report::TooLarge(_)) && self.asker == Asker::Game && self.keep_layers && self.start_line;
        out.push(Command::Report(report));
        if keep {
            let task = self.tasks.new_task();
            self.layers = Layers::Keeping(task);
            let puzzle = puzzle_at(&self.board, &self.start);
            let request = Request::Known { puzzle, memory_budget: self.memory_budget, line: None, max_positions: 0 };
            out.push(Command::Ask { task, request });
        }
    }

    fn on_analysis(&mut self, reply: Reply, bytes: Option<Vec<u8>>, out: &mut Vec<Command>) {
        match Said::<Analysed>::of(reply) {
            Said::Ready => {}
            Said::Progress { positions, memory, .. } => {
                self.worker_memory = memory;
                out.push(Command::Report(Report::Progress { positions }));
            }
            Said::Answer(Analysed::StartPlan { plan, positions, memory, millis }) => {
                out.push(Command::Log(format!("start plan: {positions} positions in {millis} ms in the worker ({} MB)", memory >> 20)));
                // A plan that cannot be read is left out: the cluster will answer.
                if let Ok(line) = read_line(&self.board, &self.start, plan) {
                    self.start_line = true;
                    out.push(Command::Report(Report::LineFound(Rc::new(line))));
                }
            }
            Said::Answer(Analysed::Cluster { size, memory, millis }) => {
                out.push(Command::Log(format!("analysis: {size} positions in {millis} ms in the worker ({} MB)", memory >> 20)));
                let Stage::Analysing(task) = self.stage else { return };
                match bytes {
                    Some(bytes) => {
                        self.stage = Stage::Reading(task);
                        out.push(Command::ReadCluster { task, board: self.board.clone(), bytes });
                    }
                    None => self.failed(EngineFailure::Other("the engine's answer came without its cluster".into()), out),
                }
            }
            Said::Answer(Analysed::Held { size, .. }) => self.analysed(Report::TooLarge(ClusterTooLarge::Held { size }), out),
            Said::Answer(Analysed::TooLarge { stop, .. }) => self.analysed(Report::TooLarge(ClusterTooLarge::Stopped(stop)), out),
            Said::Ended(failure) => self.failed(failure, out),
        }
    }

    fn failed(&mut self, failure: EngineFailure, out: &mut Vec<Command>) {
        out.push(Command::Log(format!("analysis failed: {failure} (worker memory {} MB)", self.worker_memory >> 20)));
        self.stage = Stage::Done;
        out.push(Command::Report(Report::Failed(failure)));
    }

    fn on_layers(&mut self, reply: Reply, out: &mut Vec<Command>) {
        match Said::<PlanFound>::of(reply) {
            Said::Ready | Said::Progress { .. } => {}
            Said::Answer(PlanFound { positions, millis, .. }) => {
                out.push(Command::Log(format!("engine: {positions} positions in {millis} ms (layers kept)")));
                self.layers = Layers::Kept;
                self.after_move_positions = after_move_positions(positions);
            }
            Said::Ended(failure) => {
                out.push(Command::Log(format!("layers not kept: {failure}")));
                self.layers = Layers::None;
            }
        }
        // The position that waited for them, asked now (from them, or searched).
        if !matches!(self.layers, Layers::Keeping(_))
            && matches!(self.line, Some(LineWork::Waiting { .. }))
            && let Some(LineWork::Waiting { from, line }) = self.line.take()
        {
            self.wanted(Some(from), line, out);
        }
    }

    /// A position off the line: the work before is cancelled, and `from` answered.
    fn wanted(&mut self, from: Option<Position>, line: Option<Rc<PlanLine>>, out: &mut Vec<Command>) {
        match self.line.take() {
            // A job cancelled while it runs ends the engine worker, and the layers with it: the
            // next positions are searched as before.
            Some(LineWork::Known { task, done, .. }) => {
                if !done {
                    self.layers = Layers::None;
                }
                out.push(Command::Cancel(task));
            }
            Some(LineWork::Search(search)) => out.extend(search.cancel()),
            Some(LineWork::Waiting { .. }) | None => {}
        }
        let Some(from) = from else { return };
        if matches!(self.layers, Layers::Keeping(_)) && self.parts.is_none() {
            self.line = Some(LineWork::Waiting { from, line });
            return;
        }
        self.line = Some(match line.filter(|_| self.layers == Layers::Kept) {
            Some(line) => {
                let task = self.tasks.new_task();
                let puzzle = puzzle_at(&self.board, &from);
                let line = Some((line.from().clone(), line.plan(line.from()).unwrap_or_default()));
                let max_positions = self.after_move_positions;
                let request = Request::Known { puzzle, memory_budget: self.memory_budget, line, max_positions };
                out.push(Command::Ask { task, request });
                LineWork::Known { task, from, done: false }
            }
            None => {
                let (search, commands) = PlanSearch::start(&self.board, &from, self.memory_budget, self.parts, &mut self.tasks);
                out.extend(commands);
                LineWork::Search(search)
            }
        });
    }

    fn on_line(&mut self, input: Input, out: &mut Vec<Command>) {
        let event = match (&mut self.line, input) {
            (Some(LineWork::Search(search)), input) => search.on(input, &mut self.tasks, out),
            (Some(LineWork::Known { from, done, .. }), Input::Reply { reply, .. }) => match Said::<PlanFound>::of(reply) {
                Said::Ready => None,
                Said::Progress { positions, depth, .. } => Some(PlanEvent::Progress { positions, depth }),
                Said::Answer(PlanFound { plan, positions, millis, .. }) => {
                    *done = true;
                    out.push(Command::Log(format!("engine: {positions} positions in {millis} ms (layers kept)")));
                    Some(PlanEvent::Done(read_line(&self.board, from, plan)))
                }
                Said::Ended(failure) => {
                    *done = true;
                    Some(PlanEvent::Done(Err(failure)))
                }
            },
            _ => None,
        };
        out.extend(event.map(|event| {
            Command::Report(match event {
                PlanEvent::Progress { positions, depth } => Report::LineProgress { positions, depth },
                PlanEvent::Done(Ok(line)) => Report::LineFound(Rc::new(line)),
                PlanEvent::Done(Err(failure)) => Report::Failed(failure),
            })
        }));
    }

    /// The task an input is of, and whether it is the line's work.
    fn is_line(&self, input: &Input) -> bool {
        match &self.line {
            Some(LineWork::Search(search)) => search.owns(input),
            Some(LineWork::Known { task, .. }) => matches!(input, Input::Reply { task: t, .. } if t == task),
            Some(LineWork::Waiting { .. }) | None => false,
        }
    }
}

impl Machine for GameAnalysis {
    fn start(&mut self) -> Vec<Command> {
        if self.asker == Asker::Game && self.parts.is_some() {
            let (search, commands) = PlanSearch::start(&self.board, &self.start, self.memory_budget, self.parts, &mut self.tasks);
            self.stage = Stage::StartPlan(search);
            return commands;
        }
        vec![self.analyse(self.asker == Asker::Game)]
    }

    fn on(&mut self, input: Input) -> Vec<Command> {
        let mut out = Vec::new();
        if let Input::Wanted { from, line } = input {
            self.wanted(from, line, &mut out);
            return out;
        }
        if self.is_line(&input) {
            self.on_line(input, &mut out);
            return out;
        }
        match (&mut self.stage, input) {
            (Stage::StartPlan(search), input) => match search.on(input, &mut self.tasks, &mut out) {
                Some(PlanEvent::Progress { positions, .. }) => out.push(Command::Report(Report::Progress { positions })),
                Some(PlanEvent::Done(Ok(line))) => {
                    self.start_line = true;
                    out.push(Command::Report(Report::LineFound(Rc::new(line))));
                    out.push(self.analyse(false));
                }
                Some(PlanEvent::Done(Err(failure))) => {
                    self.stage = Stage::Done;
                    out.push(Command::Report(Report::Failed(failure)));
                }
                None => {}
            },
            (Stage::Analysing(task), Input::Reply { task: t, reply, bytes, .. }) if *task == t => self.on_analysis(reply, bytes, &mut out),
            (Stage::Reading(task), Input::ClusterRead { task: t, read }) if *task == t => {
                self.stage = Stage::Done;
                out.push(Command::Report(match read {
                    Ok(cluster) => Report::Ready(Rc::new(*cluster)),
                    Err(e) => Report::Failed(EngineFailure::Other(format!("the engine's answer could not be read: {e}"))),
                }));
            }
            (_, Input::Reply { task, reply, .. }) if self.layers == Layers::Keeping(task) => self.on_layers(reply, &mut out),
            _ => {}
        }
        out
    }
}

/// How a tool's analysis ended (`Asker::Tool`: the editor's and the classroom's).
#[cfg(feature = "tools")]
pub enum ClusterOutcome {
    Ready(Rc<Cluster>),
    /// Too large for the page (and why).
    TooLarge(ClusterTooLarge),
    Failed(EngineFailure),
}

#[cfg(feature = "tools")]
impl ClusterOutcome {
    /// The end a report tells (`None`: progress; a tool's analysis searches no lines).
    pub fn of(report: Report) -> Option<ClusterOutcome> {
        match report {
            Report::Ready(cluster) => Some(ClusterOutcome::Ready(cluster)),
            Report::TooLarge(why) => Some(ClusterOutcome::TooLarge(why)),
            Report::Failed(failure) => Some(ClusterOutcome::Failed(failure)),
            Report::Progress { .. } | Report::LineProgress { .. } | Report::LineFound(_) => None,
        }
    }

    /// The cluster, or why there is none (for the views that need the whole cluster).
    pub fn into_result(self) -> Result<Rc<Cluster>, String> {
        match self {
            ClusterOutcome::Ready(c) => Ok(c),
            ClusterOutcome::TooLarge(why) => Err(why.to_string()),
            ClusterOutcome::Failed(failure) => Err(failure.to_string()),
        }
    }
}
