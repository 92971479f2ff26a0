//! The `Puzzle` class: a board and a position on it, read from a grid string. Immutable: `apply`
//! and `play` return a new `Puzzle`.

use crate::convert::{CellJs, HintJs, MoveInput, MoveJs, SolutionJs, StatsJs, VehicleJs, to_js};
use crate::fault::{self, Fault};
use crate::options::{SearchOptions, from_js, limits};
use js_sys::Array;
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{self, Style};
use rush_hour_engine::model::rules::{self, Metric, Move};
use rush_hour_engine::search::solver::{self, Outcome};
use wasm_bindgen::prelude::*;

/// A Rush Hour board and a position on it. Create one from a grid string (`new Puzzle(grid)`,
/// `Puzzle.parse(grid)`) or from pasted text (`Puzzle.fromPaste(text)`); a bad one throws a
/// `RushHourError` of kind `"grid"` whose message names the fault and its place.
#[wasm_bindgen(js_name = Puzzle)]
pub struct PuzzleJs {
    board: Board,
    position: Position,
}

impl PuzzleJs {
    pub fn of(puzzle: Puzzle) -> PuzzleJs {
        PuzzleJs { board: puzzle.board, position: puzzle.start }
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    fn at(&self, position: Position) -> PuzzleJs {
        PuzzleJs { board: self.board.clone(), position }
    }
    /// The engine's move for a `Move` object or one move in notation.
    fn read_move(&self, mv: JsValue) -> Result<Move, Fault> {
        if let Some(text) = mv.as_string() {
            let plan = notation::parse_plan(&self.board, &text).map_err(|e| Fault::new("notation", e))?;
            return match plan[..] {
                [one] => Ok(one),
                _ => Err(Fault::new(
                    "notation",
                    format!("{text:?} is not one move: give one label, direction and distance, like C←1 or C-1"),
                )),
            };
        }
        let input: MoveInput =
            serde_wasm_bindgen::from_value(mv).map_err(|e| fault::options(format!("a move is a string or {{ vehicle, delta }}: {e}")))?;
        let v = self
            .board
            .index_of(input.vehicle)
            .ok_or_else(|| Fault::new("notation", format!("there is no vehicle {} on this board", input.vehicle)))?;
        Ok(Move::new(v, input.delta))
    }
    /// A plan given as text in either notation or as an array of moves.
    fn read_plan(&self, plan: JsValue) -> Result<Vec<Move>, Fault> {
        if let Some(text) = plan.as_string() {
            return notation::parse_plan(&self.board, &text).map_err(|e| Fault::new("notation", e));
        }
        if !Array::is_array(&plan) {
            return Err(fault::options("a plan is a string of moves or an array of moves"));
        }
        Array::from(&plan).iter().enumerate().map(|(i, mv)| self.read_move(mv).map_err(|f| f.with("moveIndex", i as f64))).collect()
    }
    pub(crate) fn solution(&self, options: &SearchOptions) -> Result<SolutionJs, Fault> {
        let metric: Metric = options.metric.unwrap_or_default().into();
        let mut limits = limits(options);
        let started = crate::host::now();
        let report = solver::solve_with(&self.board, &self.position, metric, &mut limits).map_err(|e| fault::search(&e))?;
        let stats = StatsJs::of(&report.stats, Some(crate::host::now() - started));
        let plan = match report.outcome {
            Outcome::Solved(plan) => Some(plan),
            Outcome::Unsolvable => None,
        };
        let moves = plan.as_deref().unwrap_or_default();
        Ok(SolutionJs {
            solvable: plan.is_some(),
            metric: metric.into(),
            cost: plan.as_ref().map(|p| metric.cost(p)),
            moves: Metric::Moves.cost(moves),
            steps: Metric::Steps.cost(moves),
            plan: moves.iter().map(|&m| MoveJs::of(&self.board, m)).collect(),
            card: notation::format_plan(&self.board, moves, Style::Card),
            fogleman: notation::format_plan(&self.board, moves, Style::Fogleman),
            stats,
        })
    }
}

#[wasm_bindgen(js_class = Puzzle)]
impl PuzzleJs {
    /// Reads a grid string: rows of cells (36 for 6×6, N² for N×N, or rows joined by `/`), `o`
    /// or `.` empty, `x` a wall, `A` the red car, other vehicles `B`–`Z`, `a`–`z` (not `o`, `x`),
    /// `0`–`9`; then optionally `:E`, `:W`, `:N` or `:S` for the exit.
    #[wasm_bindgen(constructor)]
    pub fn new(grid: &str) -> Result<PuzzleJs, JsValue> {
        Self::parse(grid)
    }

    /// The same as `new Puzzle(grid)`.
    pub fn parse(grid: &str) -> Result<PuzzleJs, JsValue> {
        crate::host::report_panics();
        grid::parse(grid).map(PuzzleJs::of).map_err(|e| fault::grid(&e).into())
    }

    /// Reads what people paste or links carry: a grid string, a `#GRID` or `#GRID/51` fragment,
    /// a database line (`51 GRID 4780`), or a board drawn one row per line, with or without a
    /// border.
    #[wasm_bindgen(js_name = fromPaste)]
    pub fn from_paste(text: &str) -> Result<PuzzleJs, JsValue> {
        crate::host::report_panics();
        grid::parse_paste(text).map(PuzzleJs::of).map_err(|e| fault::grid(&e).into())
    }

    /// Columns.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u8 {
        self.board.width()
    }

    /// Rows.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u8 {
        self.board.height()
    }

    /// The side the red car leaves by: `"E"`, `"W"`, `"N"` or `"S"`.
    #[wasm_bindgen(getter, unchecked_return_type = "\"E\" | \"W\" | \"N\" | \"S\"")]
    pub fn exit(&self) -> String {
        self.board.exit().letter().to_string()
    }

    /// The vehicles where they stand, the red car `A` first.
    #[wasm_bindgen(getter, unchecked_return_type = "Vehicle[]")]
    pub fn vehicles(&self) -> JsValue {
        let v: Vec<VehicleJs> = self.board.vehicles().iter().zip(self.position.offsets()).map(|(v, &o)| VehicleJs::of(v, o)).collect();
        to_js(&v)
    }

    /// The walls' cells.
    #[wasm_bindgen(getter, unchecked_return_type = "Cell[]")]
    pub fn walls(&self) -> JsValue {
        let w: Vec<CellJs> = self.board.walls().iter().map(|&(row, column)| CellJs { row, column }).collect();
        to_js(&w)
    }

    /// The canonical grid string of this position (`o` for empty, `/` only between the rows of a
    /// rectangle, `:X` only for an exit that is not the default).
    #[wasm_bindgen(getter)]
    pub fn grid(&self) -> String {
        grid::format(&self.board, &self.position)
    }

    /// The board's rows top to bottom, one character a cell: `o` empty, `x` a wall, or a label.
    pub fn rows(&self) -> Vec<String> {
        self.board.cells(&self.position).iter().map(|row| row.iter().map(|c| c.unwrap_or('o')).collect()).collect()
    }

    /// The canonical grid string.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_grid_string(&self) -> String {
        self.grid()
    }

    /// True when the red car touches the exit.
    #[wasm_bindgen(js_name = isGoal)]
    pub fn is_goal(&self) -> bool {
        rules::is_goal(&self.board, &self.position)
    }

    /// Every legal slide from this position, by vehicle and then by distance; with `"steps"`
    /// only the one-cell slides.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
    pub fn legal_moves(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "Metric")] metric: Option<String>,
    ) -> Result<JsValue, JsValue> {
        let metric: Metric = match metric {
            Some(m) => m.parse().map_err(fault::options)?,
            None => Metric::Moves,
        };
        let moves: Vec<MoveJs> =
            rules::legal_moves(&self.board, &self.position, metric).into_iter().map(|m| MoveJs::of(&self.board, m)).collect();
        Ok(to_js(&moves))
    }

    /// The position after one move (a `Move`, or a move in card or Fogleman notation: `C←1`,
    /// `C-1`). An illegal move throws a `RushHourError` of kind `"move"` saying how far the
    /// vehicle can go.
    pub fn apply(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Move | { vehicle: string; delta: number } | string")] mv: JsValue,
    ) -> Result<PuzzleJs, JsValue> {
        let mv = self.read_move(mv)?;
        let next = rules::apply(&self.board, &self.position, mv).map_err(|e| Fault::new("move", e))?;
        Ok(self.at(next))
    }

    /// The position after a whole plan: text in either notation (`"C←1 E↑3 A→4"`, `"C-1 E-3
    /// A+4"`, separated by spaces or commas) or an array of moves. The first illegal move throws,
    /// with its index in `moveIndex`.
    pub fn play(&self, #[wasm_bindgen(unchecked_param_type = "string | (Move | string)[]")] plan: JsValue) -> Result<PuzzleJs, JsValue> {
        let plan = self.read_plan(plan)?;
        let end = rules::replay(&self.board, &self.position, &plan).map_err(|(i, e)| {
            let text = notation::format_move(&self.board, plan[i], Style::Card);
            Fault::new("move", format!("move {} ({text}): {e}", i + 1)).with("moveIndex", i as f64)
        })?;
        Ok(self.at(end))
    }

    /// Reads a plan in either notation into moves (not checked against the position: `play` does).
    #[wasm_bindgen(js_name = parsePlan, unchecked_return_type = "Move[]")]
    pub fn parse_plan(&self, text: &str) -> Result<JsValue, JsValue> {
        let plan = notation::parse_plan(&self.board, text).map_err(|e| Fault::new("notation", e))?;
        let moves: Vec<MoveJs> = plan.into_iter().map(|m| MoveJs::of(&self.board, m)).collect();
        Ok(to_js(&moves))
    }

    /// An optimal plan from this position by breadth-first search, with its statistics.
    #[wasm_bindgen(unchecked_return_type = "Solution")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let options: SearchOptions = from_js(options.unwrap_or(JsValue::UNDEFINED))?;
        Ok(to_js(&self.solution(&options)?))
    }

    /// One optimal move from this position (the first of `solve`'s plan) and the cost left after
    /// it; `undefined` at the goal or when the puzzle cannot be solved. For many hints on one
    /// puzzle, `analyze` once and ask the `Cluster`.
    #[wasm_bindgen(unchecked_return_type = "Hint | undefined")]
    pub fn hint(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let options: SearchOptions = from_js(options.unwrap_or(JsValue::UNDEFINED))?;
        let metric: Metric = options.metric.unwrap_or_default().into();
        let mut limits = limits(&options);
        let report = solver::solve_with(&self.board, &self.position, metric, &mut limits).map_err(|e| fault::search(&e))?;
        Ok(match report.outcome {
            Outcome::Solved(plan) if !plan.is_empty() => {
                let left = metric.cost(&plan) - metric.cost(&plan[..1]);
                to_js(&HintJs { mv: MoveJs::of(&self.board, plan[0]), distance_after: left as u16 })
            }
            _ => JsValue::UNDEFINED,
        })
    }
}
