//! The `Cluster` class: a finished cluster analysis (`puzzle.analyze()`), answering for any
//! position of it by lookups.

use crate::convert::{HintJs, MetricJs, MoveJs, StatsJs, to_js};
use crate::fault::{self, Fault};
use crate::options::{SearchOptions, from_js, limits};
use crate::puzzle::PuzzleJs;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::cluster::Cluster;
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// Every position reachable from a puzzle's position, each with its distance to the goal in one
/// metric. Positions are given as `Puzzle`s of the same board (a grid string read with
/// `new Puzzle(grid)` works too: vehicles are matched by label); one of another board throws a
/// `RushHourError` of kind `"position"`.
#[wasm_bindgen(js_name = Cluster)]
pub struct ClusterJs {
    cluster: Cluster,
    millis: f64,
}

/// The position farthest from the goal (ties go to the smallest grid string) and its distance.
#[derive(Clone, Debug, Serialize, Tsify)]
#[tsify(rename = "Hardest")]
pub struct HardestJs {
    pub grid: String,
    pub distance: u16,
}

impl ClusterJs {
    pub fn new(cluster: Cluster, millis: f64) -> ClusterJs {
        ClusterJs { cluster, millis }
    }
    /// The position on the analysed board that `p` shows.
    fn position_of(&self, p: &PuzzleJs) -> Result<Position, Fault> {
        position_on(self.cluster.board(), p)
    }
}

/// `p`'s position on `board`: the same position when `p` is on that board; else each vehicle of
/// `board` is looked up in `p` by label (a grid string of a later position lists the vehicles in
/// another order) and must lie on the same line with the same length.
pub fn position_on(board: &Board, p: &PuzzleJs) -> Result<Position, Fault> {
    if p.board() == board {
        return Ok(p.position().clone());
    }
    let other = p.board();
    let fault = |why: String| Fault::new("position", format!("this position is not on the analysed board: {why}"));
    if (other.width(), other.height()) != (board.width(), board.height()) {
        return Err(fault(format!("it is {}×{}, the board is {}×{}", other.width(), other.height(), board.width(), board.height())));
    }
    let mut walls = (board.walls().to_vec(), other.walls().to_vec());
    walls.0.sort();
    walls.1.sort();
    if walls.0 != walls.1 {
        return Err(fault("its walls differ".into()));
    }
    if other.exit() != board.exit() {
        return Err(fault(format!("its exit is on the {} side, the board's on the {}", other.exit().name(), board.exit().name())));
    }
    if other.vehicles().len() != board.vehicles().len() {
        return Err(fault(format!("it has {} vehicles, the board {}", other.vehicles().len(), board.vehicles().len())));
    }
    let mut offsets = Vec::with_capacity(board.vehicles().len());
    for v in board.vehicles() {
        let i = other.index_of(v.label).ok_or_else(|| fault(format!("it has no vehicle {}", v.label)))?;
        let w = other.vehicle(i);
        if (w.axis, w.line, w.len) != (v.axis, v.line, v.len) {
            return Err(fault(format!("vehicle {} is not on the same line", v.label)));
        }
        offsets.push(p.position().offset(i));
    }
    Ok(Position(offsets))
}

#[wasm_bindgen(js_class = Cluster)]
impl ClusterJs {
    /// Number of positions.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.cluster.size()
    }

    /// The metric of the distances.
    #[wasm_bindgen(getter, unchecked_return_type = "Metric")]
    pub fn metric(&self) -> JsValue {
        to_js(&MetricJs::from(self.cluster.metric()))
    }

    /// True when some position of the cluster is a goal.
    #[wasm_bindgen(getter)]
    pub fn solvable(&self) -> bool {
        self.cluster.is_solvable()
    }

    /// Positions from which the goal cannot be reached.
    #[wasm_bindgen(getter, js_name = deadPositions)]
    pub fn dead_positions(&self) -> usize {
        self.cluster.dead_positions()
    }

    /// How the enumeration went (`discovered` is the cluster's size, `frontier` by depth from the
    /// analysed position); `millis` is the whole analysis.
    #[wasm_bindgen(getter, unchecked_return_type = "Stats")]
    pub fn stats(&self) -> JsValue {
        let mut stats = StatsJs::of(&self.cluster.stats, None);
        stats.millis = Some(self.millis);
        stats.memory_bytes = self.cluster.heap_bytes();
        to_js(&stats)
    }

    /// True when the position belongs to the cluster.
    pub fn contains(&self, position: &PuzzleJs) -> Result<bool, JsValue> {
        Ok(self.cluster.contains(&self.position_of(position)?))
    }

    /// Optimal moves (or steps) from the position to the goal; `undefined` outside the cluster or
    /// where the goal cannot be reached.
    pub fn distance(&self, position: &PuzzleJs) -> Result<Option<u16>, JsValue> {
        Ok(self.cluster.distance(&self.position_of(position)?))
    }

    /// One optimal move from the position (the red car first, then by vehicle, shortest slide
    /// first) and the distance after it; `undefined` at the goal, outside the cluster or where
    /// the goal cannot be reached.
    #[wasm_bindgen(unchecked_return_type = "Hint | undefined")]
    pub fn hint(&self, position: &PuzzleJs) -> Result<JsValue, JsValue> {
        let board = self.cluster.board();
        Ok(match self.cluster.hint(&self.position_of(position)?) {
            Some(h) => to_js(&HintJs { mv: MoveJs::of(board, h.mv), distance_after: h.distance_after }),
            None => JsValue::UNDEFINED,
        })
    }

    /// An optimal plan from the position (following hints); `undefined` outside the cluster or
    /// where the goal cannot be reached.
    #[wasm_bindgen(unchecked_return_type = "Move[] | undefined")]
    pub fn plan(&self, position: &PuzzleJs) -> Result<JsValue, JsValue> {
        let board = self.cluster.board();
        Ok(match self.cluster.plan(&self.position_of(position)?) {
            Some(plan) => to_js(&plan.into_iter().map(|m| MoveJs::of(board, m)).collect::<Vec<_>>()),
            None => JsValue::UNDEFINED,
        })
    }

    /// The position farthest from the goal and its distance; `undefined` when no position of the
    /// cluster can reach the goal.
    #[wasm_bindgen(unchecked_return_type = "Hardest | undefined")]
    pub fn hardest(&self) -> JsValue {
        match self.cluster.hardest() {
            Some((p, distance)) => to_js(&HardestJs { grid: grid::format(self.cluster.board(), &p), distance }),
            None => JsValue::UNDEFINED,
        }
    }

    /// Positions by distance to the goal: `histogram()[d]` positions need `d`.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn histogram(&self) -> JsValue {
        to_js(&self.cluster.histogram())
    }
}

/// `Puzzle.analyze` lives here, beside the class it returns (the puzzle's file knows nothing of
/// clusters).
#[wasm_bindgen(js_class = Puzzle)]
impl PuzzleJs {
    /// The cluster of this position: every position reachable from it, each with its distance to
    /// the goal (see `Cluster`).
    pub fn analyze(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: Option<JsValue>,
    ) -> Result<ClusterJs, JsValue> {
        let options: SearchOptions = from_js(options.unwrap_or(JsValue::UNDEFINED))?;
        let metric: Metric = options.metric.unwrap_or_default().into();
        let started = crate::host::now();
        let cluster = Cluster::analyze_with(self.board(), self.position(), metric, &mut limits(&options)).map_err(|e| fault::search(&e))?;
        Ok(ClusterJs::new(cluster, crate::host::now() - started))
    }
}
