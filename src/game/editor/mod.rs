//! The puzzle editor's model: a board being built piece by piece, its live validation and its
//! live analysis, as one `Editor` + `EditAction` reducer with no web dependency (tested natively,
//! like the game's `State`). The pieces and the tools are in `pieces`, the rules of placing,
//! moving, turning and deleting them, resizing the board and validating the layout in
//! `placement`, the keyboard's cell cursor and what each key does in `keys`, the layout as the tab keeps it in
//! `layout_text`; this module holds the editor's state, its actions and the reducer, which hands
//! each action to its rule, and the bookkeeping of the analysis.

mod edit_key;
mod keys;
mod layout_text;
mod pieces;
mod placement;

pub use edit_key::EditKey;
pub use pieces::{Piece, Tool, WALL};

use rush_hour_engine::model::board::{Axis, Exit, Position, Puzzle};
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// The sessionStorage key of the editor's layout (`Editor::layout_text`).
pub const EDITOR_SESSION_KEY: &str = "rush-hour/editor/v1";

/// The engine's verdict on the layout, computed outside the reducer (in the engine's worker in the browser).
#[derive(Clone, Debug)]
pub enum EditAnalysis {
    /// The layout is not a valid puzzle (see `Editor::validation`).
    Invalid,
    Pending {
        positions: usize,
    },
    /// The cluster in the moves metric and its hardest position (found once: a pass over the
    /// whole cluster); `steps` is the optimal count in steps once known (`Some(None)`:
    /// unsolvable).
    Ready {
        cluster: Rc<Cluster>,
        hardest: Option<(Position, u16)>,
        steps: Option<Option<u16>>,
    },
    Failed(String),
}

#[derive(Clone, Debug)]
pub struct Editor {
    pub width: u8,
    pub height: u8,
    pub exit: Exit,
    pub pieces: Vec<Piece>,
    pub tool: Tool,
    /// The piece chosen to move, turn or delete (an index into `pieces`).
    pub selected: Option<usize>,
    /// The keyboard's cell cursor, `(row, col)` (see `keys`); always on the board.
    pub cursor: (u8, u8),
    /// What the last action did or why it was refused, for the status line.
    pub message: String,
    /// The message says why the last action was refused (the page shows it as an error); the
    /// next action that succeeds clears it.
    pub refused: bool,
    /// Bumped on every change of the layout, so the analysis of an older one is ignored.
    pub generation: u64,
    pub analysis: EditAnalysis,
}

#[derive(Clone, Debug)]
pub enum EditAction {
    /// A new size; pieces that no longer fit are removed.
    Resize {
        width: u8,
        height: u8,
    },
    SetExit(Exit),
    SetTool(Tool),
    /// A click (`from == to`) or a drag from an empty cell: a click places the tool's piece
    /// (across, or down where across does not fit); a drag along a row or a column places a
    /// piece covering the dragged cells (walls: one wall per cell).
    Place {
        from: (u8, u8),
        to: (u8, u8),
    },
    Select(Option<usize>),
    /// Move the selected piece so its top-left cell is at `(row, col)`.
    MoveTo {
        row: u8,
        col: u8,
    },
    /// Move the selected piece by one cell (arrow keys).
    Nudge {
        rows: i8,
        cols: i8,
    },
    /// Turn the selected piece about its top-left cell.
    Turn,
    Delete,
    Clear,
    /// A key on the board (see `keys`): the cursor, or the piece at it or selected.
    Key(EditKey),
    /// The cursor put on a cell (a pointer's press on it).
    SetCursor {
        row: u8,
        col: u8,
    },
    /// Start from a puzzle (a library puzzle, the game's position, a generated one).
    Load(Puzzle),
    /// The layout the tab kept (`Editor::layout_text`), as it was before a reload; a text that
    /// does not read changes nothing.
    Resume(String),
    /// Put the red car and every vehicle where the cluster's hardest position has them.
    MakeHardest,
    AnalysisProgress {
        generation: u64,
        positions: usize,
    },
    AnalysisReady {
        generation: u64,
        cluster: Rc<Cluster>,
    },
    StepsReady {
        generation: u64,
        steps: Option<u16>,
    },
    AnalysisFailed {
        generation: u64,
        message: String,
    },
}

impl Default for Editor {
    fn default() -> Self {
        Editor::new(6, 6)
    }
}

impl Editor {
    /// An empty board of this size, exit east.
    pub fn new(width: u8, height: u8) -> Editor {
        Editor {
            width,
            height,
            exit: Exit::East,
            pieces: Vec::new(),
            tool: Tool::Car,
            selected: None,
            cursor: (0, 0),
            message: String::new(),
            refused: false,
            generation: 0,
            analysis: EditAnalysis::Invalid,
        }
    }

    /// The pieces of a puzzle's position: the red car first, then the vehicles, then the walls.
    pub fn from_puzzle(puzzle: &Puzzle) -> Editor {
        let b = &puzzle.board;
        let mut e = Editor::new(b.width(), b.height());
        e.exit = b.exit();
        e.tool = Tool::Car;
        e.pieces = b
            .vehicles()
            .iter()
            .zip(puzzle.start.offsets())
            .map(|(v, &off)| {
                let (row, col) = v.top_left(off);
                Piece { label: v.label, row, col, axis: v.axis, len: v.len }
            })
            .chain(b.walls().iter().map(|&(row, col)| Piece { label: WALL, row, col, axis: Axis::Horizontal, len: 1 }))
            .collect();
        e
    }

    /// What an action that succeeded did (a refusal before it is cleared).
    fn note(&mut self, message: impl Into<String>) {
        self.message = message.into();
        self.refused = false;
    }

    /// Why an action was refused; the layout stays as it was.
    fn refuse(&mut self, why: impl Into<String>) {
        self.message = why.into();
        self.refused = true;
    }

    /// Something changed the layout: a new generation, a fresh analysis to come.
    fn changed(&mut self, message: String) {
        self.generation += 1;
        self.note(message);
        self.analysis = if self.puzzle().is_ok() { EditAnalysis::Pending { positions: 0 } } else { EditAnalysis::Invalid };
    }

    /// Applies an action (the app's `Reducible` calls this). Each handler edits a copy and says
    /// whether it changed anything: when it did not, the very editor given comes back.
    pub fn reduce(self: Rc<Self>, action: EditAction) -> Rc<Self> {
        let mut e = (*self).clone();
        let changed = match action {
            EditAction::Resize { width, height } => e.resize(width, height),
            EditAction::SetExit(exit) => e.set_exit(exit),
            EditAction::SetTool(tool) => e.set_tool(tool),
            EditAction::Place { from, to } => e.place(from, to),
            EditAction::Select(i) => e.select(i),
            EditAction::MoveTo { row, col } => e.move_to(row, col),
            EditAction::Nudge { rows, cols } => e.nudge(rows, cols),
            EditAction::Turn => e.turn(),
            EditAction::Delete => e.delete(),
            EditAction::Clear => e.clear(),
            EditAction::Key(key) => e.key(key),
            EditAction::SetCursor { row, col } => e.set_cursor(row, col),
            EditAction::Load(puzzle) => e.load(&puzzle),
            EditAction::Resume(text) => e.resume(&text),
            EditAction::MakeHardest => e.make_hardest(),
            EditAction::AnalysisProgress { generation, positions } => e.analysis_progress(generation, positions),
            EditAction::AnalysisReady { generation, cluster } => e.analysis_ready(generation, cluster),
            EditAction::StepsReady { generation, steps } => e.steps_ready(generation, steps),
            EditAction::AnalysisFailed { generation, message } => e.analysis_failed(generation, message),
        };
        if changed { Rc::new(e) } else { self }
    }

    fn set_tool(&mut self, tool: Tool) -> bool {
        if tool == self.tool {
            return false;
        }
        self.tool = tool;
        self.note(format!("{}: click a cell, or drag along a row or column", tool.name()));
        true
    }

    fn select(&mut self, i: Option<usize>) -> bool {
        let i = i.filter(|&i| i < self.pieces.len());
        if i == self.selected {
            return false;
        }
        self.selected = i;
        self.note(i.map(|i| format!("Selected {}", self.pieces[i].describe())).unwrap_or_default());
        true
    }

    /// Starts from a puzzle; the tool stays, and the generation goes on (an analysis of the
    /// layout before is ignored).
    fn load(&mut self, puzzle: &Puzzle) -> bool {
        let mut next = Editor::from_puzzle(puzzle);
        next.tool = self.tool;
        next.generation = self.generation;
        next.cursor = (self.cursor.0.min(next.height - 1), self.cursor.1.min(next.width - 1));
        next.changed(format!("Editing a {}×{} puzzle", next.width, next.height));
        *self = next;
        true
    }

    fn resume(&mut self, text: &str) -> bool {
        let Some(mut next) = Editor::from_layout_text(text) else { return false };
        next.generation = self.generation;
        next.changed(format!("Your {}×{} board, as you left it", next.width, next.height));
        *self = next;
        true
    }

    /// Every vehicle where the cluster's hardest position has it.
    fn make_hardest(&mut self) -> bool {
        let EditAnalysis::Ready { cluster, hardest: Some((hardest, d)), .. } = &self.analysis else { return false };
        let (cluster, hardest, d) = (cluster.clone(), hardest.clone(), *d);
        let Ok(puzzle) = self.puzzle() else { return false };
        if hardest == puzzle.start {
            self.note("This is already the hardest start of its cluster");
            return true;
        }
        let mut next = Editor::from_puzzle(&Puzzle { board: puzzle.board, start: hardest.clone() });
        next.tool = self.tool;
        next.generation = self.generation;
        next.cursor = self.cursor;
        next.changed(format!("The hardest start of this cluster: {d} {}", if d == 1 { "move" } else { "moves" }));
        // The cluster is the same: keep its analysis (and steps will be recomputed).
        next.analysis = EditAnalysis::Ready { cluster, hardest: Some((hardest, d)), steps: None };
        *self = next;
        true
    }

    // The analysis' reports: one for an older layout (another generation) changes nothing.

    fn analysis_progress(&mut self, generation: u64, positions: usize) -> bool {
        if generation != self.generation || !matches!(self.analysis, EditAnalysis::Pending { .. }) {
            return false;
        }
        self.analysis = EditAnalysis::Pending { positions };
        true
    }

    fn analysis_ready(&mut self, generation: u64, cluster: Rc<Cluster>) -> bool {
        if generation != self.generation {
            return false;
        }
        let hardest = cluster.hardest();
        self.analysis = EditAnalysis::Ready { cluster, hardest, steps: None };
        true
    }

    fn steps_ready(&mut self, generation: u64, steps: Option<u16>) -> bool {
        let EditAnalysis::Ready { steps: slot, .. } = &mut self.analysis else { return false };
        if generation != self.generation {
            return false;
        }
        *slot = Some(steps);
        true
    }

    fn analysis_failed(&mut self, generation: u64, message: String) -> bool {
        if generation != self.generation {
            return false;
        }
        self.analysis = EditAnalysis::Failed(message);
        true
    }

    /// The cluster of a valid, analysed layout.
    pub fn cluster(&self) -> Option<&Rc<Cluster>> {
        match &self.analysis {
            EditAnalysis::Ready { cluster, .. } => Some(cluster),
            _ => None,
        }
    }

    /// Optimal moves of the layout as a puzzle (`None` until analysed or when unsolvable).
    pub fn optimal(&self) -> Option<u16> {
        let start = self.puzzle().ok()?.start;
        self.cluster()?.distance(&start)
    }

    /// The start position of the valid layout (for the analysis).
    pub fn start(&self) -> Option<Position> {
        self.puzzle().ok().map(|p| p.start)
    }
}

#[cfg(test)]
pub(super) mod tests;
