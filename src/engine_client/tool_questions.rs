//! The tools page's questions to the engine (the `tools` feature), each a [`Question`]: its
//! request, and its replies read into the page's answer, what came from the worker checked first
//! (`worker_protocol::arrival`: a position on its board, a plan replayed under the rules, a
//! generated puzzle by the board's rules). The classroom's bounds run, layer-by-layer search,
//! comparison and state graph; the generator's new puzzle. `app/engine/tool_requests.rs` posts
//! them and hands the answers on.

use crate::game::engine_failure::EngineFailure;
use crate::game::proof_run::BoundsAnswer;
use crate::worker_protocol::arrival::{checked_plan, checked_position, checked_puzzle};
use crate::worker_protocol::{
    Answer, BoundsOutcome, BoundsReport, BoundsStepReport, Compared, GeneratorReply, GraphBuilt, LayersReport, Request,
};
use rush_hour_engine::generate::{PAGE_CLUSTER_BUDGET, PAGE_TRIES};
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::rules::{Metric, Move};
use rush_hour_engine::teach::algorithms::{Algorithm, SearchReport};
use rush_hour_engine::teach::graph::StateGraph;
use std::ops::RangeInclusive;

/// A job's progress: positions found, the search's depth, the worker's memory in bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JobProgress {
    pub positions: usize,
    pub depth: usize,
    pub memory: usize,
}

/// A question with one answer: its request, and its replies read.
pub trait Question: 'static {
    /// The request's own replies.
    type Reply: Answer;
    /// What the page is given.
    type Found: 'static;
    fn request(&self) -> Request;
    /// The answer (`Some`), or `None` for a reply on the way to it; `bytes`: those beside the
    /// reply.
    fn read(&self, reply: Self::Reply, bytes: Option<&[u8]>) -> Option<Result<Self::Found, EngineFailure>>;
}

/// The position `at` on `board`, as a request carries it.
fn puzzle(board: &Board, at: &Position) -> Puzzle {
    Puzzle { board: board.clone(), start: at.clone() }
}

/// `plan` from `from`, if it keeps the rules.
fn plan_on(board: &Board, from: &Position, plan: Option<Vec<Move>>) -> Result<Option<Vec<Move>>, EngineFailure> {
    plan.map(|p| checked_plan(board, from, p).map_err(|e| EngineFailure::Other(format!("the engine's plan could not be read: {e}"))))
        .transpose()
}

/// The next step of the classroom's bounds run on the puzzle (`board` from `start`) with the
/// estimate `heuristic` (0 none, 1 blocking, 2 two-level), each k within `memory_budget` bytes;
/// `skip`: the steps the page has already.
#[derive(Clone, Debug, PartialEq)]
pub struct BoundsQuestion {
    pub board: Board,
    pub start: Position,
    pub heuristic: u8,
    pub memory_budget: usize,
    pub skip: usize,
}

impl Question for BoundsQuestion {
    type Reply = BoundsStepReport;
    type Found = BoundsAnswer;

    fn request(&self) -> Request {
        let (heuristic, memory_budget, skip) = (self.heuristic, self.memory_budget, self.skip);
        Request::Bounds { puzzle: puzzle(&self.board, &self.start), heuristic, memory_budget, skip }
    }

    /// The step's report, its plans checked on the board.
    fn read(&self, report: BoundsStepReport, _: Option<&[u8]>) -> Option<Result<BoundsAnswer, EngineFailure>> {
        Some(self.checked(report))
    }
}

impl BoundsQuestion {
    fn checked(&self, report: BoundsStepReport) -> Result<BoundsAnswer, EngineFailure> {
        let BoundsStepReport { mut step, mut end, upper, lower, millis, memory } = report;
        let (board, start) = (&self.board, &self.start);
        let step_plan = match &mut step {
            Some(BoundsReport::Upper { plan, .. }) => {
                *plan = plan_on(board, start, plan.take())?;
                plan.clone()
            }
            _ => None,
        };
        let end_plan = match &mut end {
            Some(BoundsOutcome::Optimal { plan: Ok(p), .. } | BoundsOutcome::Within { plan: Ok(p), .. }) => {
                *p = plan_on(board, start, Some(std::mem::take(p)))?.unwrap_or_default();
                Some(p.clone())
            }
            _ => None,
        };
        let upper = plan_on(board, start, upper)?;
        Ok(BoundsAnswer { step, step_plan, end, end_plan, upper, lower, millis, memory })
    }
}

/// The classroom's layer-by-layer search from `from` until layer `depth` is complete (or the
/// search ends), within `budget` positions, with up to `sample` positions of the last layer.
#[derive(Clone, Debug, PartialEq)]
pub struct LayersQuestion {
    pub board: Board,
    pub from: Position,
    pub depth: usize,
    pub budget: usize,
    pub sample: usize,
}

impl Question for LayersQuestion {
    type Reply = LayersReport;
    type Found = LayersReport;

    fn request(&self) -> Request {
        Request::Layers { puzzle: puzzle(&self.board, &self.from), depth: self.depth, budget: self.budget, sample: self.sample }
    }

    /// Where the search stands, its sample's positions and its plan checked on the board.
    fn read(&self, mut report: LayersReport, _: Option<&[u8]>) -> Option<Result<LayersReport, EngineFailure>> {
        if let Some(bad) = report.sample.iter().find_map(|p| checked_position(&self.board, p).err()) {
            return Some(Err(EngineFailure::Other(format!("the engine's positions do not fit the board: {bad}"))));
        }
        Some(plan_on(&self.board, &self.from, report.plan.take()).map(|plan| LayersReport { plan, ..report }))
    }
}

/// One search algorithm of the classroom's comparison, `Algorithm::all(metric)[algorithm]` from
/// `from`, stopped after `max_expanded` expansions.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareQuestion {
    pub board: Board,
    pub from: Position,
    pub metric: Metric,
    pub algorithm: usize,
    pub max_expanded: u64,
}

impl Question for CompareQuestion {
    type Reply = Compared;
    type Found = SearchReport;

    fn request(&self) -> Request {
        let (steps, algorithm, max_expanded) = (self.metric == Metric::Steps, self.algorithm, self.max_expanded);
        Request::Compare { puzzle: puzzle(&self.board, &self.from), steps, algorithm, max_expanded }
    }

    /// Its report (`millis`: the worker's time), its plan checked from `from`.
    fn read(&self, compared: Compared, _: Option<&[u8]>) -> Option<Result<SearchReport, EngineFailure>> {
        let Compared { algorithm, plan, expanded, generated, max_frontier, stopped, millis } = compared;
        let metric = self.metric;
        let report = Algorithm::all(metric).get(algorithm).copied().ok_or_else(|| format!("no search algorithm number {algorithm}").into());
        Some(report.and_then(|algorithm| {
            let plan = plan_on(&self.board, &self.from, plan)?;
            let cost = plan.as_ref().map(|p| metric.cost(p));
            Ok(SearchReport { algorithm, metric, plan, cost, expanded, generated, max_frontier, millis: Some(millis), stopped })
        }))
    }
}

/// The state graph of the cluster of `start` on `board`, if it has at most `max_nodes` positions.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphQuestion {
    pub board: Board,
    pub start: Position,
    pub metric: Metric,
    pub max_nodes: usize,
}

impl Question for GraphQuestion {
    type Reply = GraphBuilt;
    /// The graph, and the worker's milliseconds (analysis and build).
    type Found = (StateGraph, f64);

    fn request(&self) -> Request {
        Request::Graph { puzzle: puzzle(&self.board, &self.start), steps: self.metric == Metric::Steps, max_nodes: self.max_nodes }
    }

    /// The graph read from the bytes beside its reply.
    fn read(&self, built: GraphBuilt, bytes: Option<&[u8]>) -> Option<Result<(StateGraph, f64), EngineFailure>> {
        Some(StateGraph::from_bytes(&self.board, bytes.unwrap_or_default()).map(|graph| (graph, built.millis)).map_err(EngineFailure::from))
    }
}

/// A `size` (width, height) puzzle, walls or not, whose optimal solution takes `moves`, from the
/// generator's `seed`, with the page's limits (`PAGE_TRIES` layouts, each rated by a cluster of
/// at most `PAGE_CLUSTER_BUDGET` positions).
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratorQuestion {
    pub size: (u8, u8),
    pub moves: RangeInclusive<u16>,
    pub walls: bool,
    pub seed: u32,
}

/// What a generation found.
#[derive(Clone, Debug, PartialEq)]
pub enum NewPuzzle {
    /// A puzzle (vehicles in the engine's order), its optimal moves, its cluster's size and the
    /// layouts rated to find it.
    Found { puzzle: Puzzle, moves: u16, cluster: usize, tries: usize },
    /// No layout in the range after `tries` layouts.
    NotFound { tries: usize },
}

impl Question for GeneratorQuestion {
    type Reply = GeneratorReply;
    type Found = NewPuzzle;

    fn request(&self) -> Request {
        let (width, height) = (self.size.0 as u32, self.size.1 as u32);
        let (min_moves, max_moves) = (*self.moves.start() as u32, *self.moves.end() as u32);
        let (walls, seed, max_tries, cluster_budget) = (self.walls, self.seed, PAGE_TRIES, PAGE_CLUSTER_BUDGET);
        Request::Generate { width, height, min_moves, max_moves, walls, seed, max_tries, cluster_budget }
    }

    /// The generator's end, its puzzle checked by the board's rules (`None`: layouts rated, on
    /// the way to it).
    fn read(&self, reply: GeneratorReply, _: Option<&[u8]>) -> Option<Result<NewPuzzle, EngineFailure>> {
        match reply {
            GeneratorReply::Rated { .. } => None,
            GeneratorReply::Generated { puzzle, moves, cluster, tries } => Some(
                checked_puzzle(puzzle)
                    .map(|puzzle| NewPuzzle::Found { puzzle, moves: moves as u16, cluster, tries })
                    .map_err(|e| EngineFailure::Other(format!("the engine's puzzle could not be read: {e}"))),
            ),
            GeneratorReply::NotFound { tries } => Some(Ok(NewPuzzle::NotFound { tries })),
        }
    }
}

#[cfg(test)]
mod tests;
