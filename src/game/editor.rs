//! The puzzle editor's model: a board being built piece by piece, its live validation and its
//! live analysis, as one `Editor` + `EditAction` reducer with no web dependency (tested natively,
//! like the game's `State`).
//!
//! Pieces are placed so that they never overlap and never leave the board: a placement, a move or
//! a turn that would is refused with a message, and the layout stays as it was. What can still be
//! wrong is what the engine's `Board::build` reports (no red car, an exit off the red car's line),
//! and that is shown live, beside the analysis of the layout when it is valid.

use rush_hour_engine::model::board::{Axis, Board, BoardError, Exit, MAX_SIDE, MAX_VEHICLES, MIN_SIDE, Position, Puzzle, RED, Vehicle};
use rush_hour_engine::model::grid;
use rush_hour_engine::search::cluster::Cluster;
use std::rc::Rc;

/// The words for a refused and a done move or turn.
const MOVE: (&str, &str) = ("move", "Moved");
const TURN: (&str, &str) = ("turn", "Turned");

/// The label of a wall piece.
pub const WALL: char = 'x';

/// What a click or a drag on an empty cell places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// The red car (2 cells); placing it again moves it.
    Red,
    /// A car (2 cells).
    Car,
    /// A truck (3 cells).
    Truck,
    /// A longer vehicle (4 cells), for large boards.
    Long,
    /// A 1×1 wall.
    Wall,
}

impl Tool {
    pub const ALL: [Tool; 5] = [Tool::Red, Tool::Car, Tool::Truck, Tool::Long, Tool::Wall];
    /// Cells a click places.
    pub fn cells(self) -> u8 {
        match self {
            Tool::Red | Tool::Car => 2,
            Tool::Truck => 3,
            Tool::Long => 4,
            Tool::Wall => 1,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Tool::Red => "Red car",
            Tool::Car => "Car",
            Tool::Truck => "Truck",
            Tool::Long => "Long (4)",
            Tool::Wall => "Wall",
        }
    }
}

/// A vehicle or a wall on the editor's board: its label (`x` for a wall), top-left cell, axis
/// and length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub label: char,
    pub row: u8,
    pub col: u8,
    pub axis: Axis,
    pub len: u8,
}

impl Piece {
    pub fn is_wall(&self) -> bool {
        self.label == WALL
    }
    pub fn is_red(&self) -> bool {
        self.label == RED
    }
    /// The cells it covers, top/left first (may run off the board; callers check).
    pub fn cells(&self) -> impl Iterator<Item = (i16, i16)> + '_ {
        (0..self.len as i16).map(move |i| match self.axis {
            Axis::Horizontal => (self.row as i16, self.col as i16 + i),
            Axis::Vertical => (self.row as i16 + i, self.col as i16),
        })
    }
    /// "red car A", "truck C", "wall at row 2, column 3".
    pub fn describe(&self) -> String {
        if self.is_wall() {
            return format!("wall at row {}, column {}", self.row + 1, self.col + 1);
        }
        let kind = match self.len {
            _ if self.is_red() => "red car".to_string(),
            2 => "car".into(),
            3 => "truck".into(),
            n => format!("{n}-cell vehicle"),
        };
        format!("{kind} {}", self.label)
    }
}

/// The engine's verdict on the layout, computed outside the reducer (in slices in the browser).
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
    /// What the last action did or why it was refused, for the status line.
    pub message: String,
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
    /// Start from a puzzle (a library puzzle, the game's position, a generated one).
    Load(Puzzle),
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
            message: String::new(),
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

    /// The layout as a puzzle, or the engine's reason why it is not one.
    pub fn puzzle(&self) -> Result<Puzzle, BoardError> {
        let walls = self.pieces.iter().filter(|p| p.is_wall()).map(|p| (p.row, p.col)).collect();
        let placed = self
            .pieces
            .iter()
            .filter(|p| !p.is_wall())
            .map(|p| {
                let line = if p.axis == Axis::Horizontal { p.row } else { p.col };
                let off = if p.axis == Axis::Horizontal { p.col } else { p.row };
                (Vehicle { label: p.label, axis: p.axis, line, len: p.len }, off)
            })
            .collect();
        Board::build(self.width as usize, self.height as usize, walls, placed, Some(self.exit))
    }

    /// `Ok(grid string)` of a valid layout, or the message that says what is missing.
    pub fn validation(&self) -> Result<String, String> {
        match self.puzzle() {
            Ok(p) => Ok(grid::format(&p.board, &p.start)),
            Err(e) => Err(capitalise(&e.to_string())),
        }
    }

    /// The piece covering a cell, if any.
    pub fn piece_at(&self, row: u8, col: u8) -> Option<usize> {
        self.pieces.iter().position(|p| p.cells().any(|c| c == (row as i16, col as i16)))
    }

    pub fn vehicles(&self) -> usize {
        self.pieces.iter().filter(|p| !p.is_wall()).count()
    }

    /// True when `piece` fits: on the board and on no other piece (`except` is ignored, the
    /// piece being moved or turned).
    fn fits(&self, piece: &Piece, except: Option<usize>) -> bool {
        piece.cells().all(|(r, c)| {
            (0..self.height as i16).contains(&r)
                && (0..self.width as i16).contains(&c)
                && self.pieces.iter().enumerate().all(|(i, p)| Some(i) == except || p.cells().all(|pc| pc != (r, c)))
        })
    }

    /// The first label not in use (after `A`, which is the red car's).
    fn free_label(&self) -> Option<char> {
        grid::labels().skip(1).find(|&l| self.pieces.iter().all(|p| p.label != l))
    }

    /// Something changed the layout: a new generation, a fresh analysis to come.
    fn changed(&mut self, message: String) {
        self.generation += 1;
        self.message = message;
        self.analysis = if self.puzzle().is_ok() { EditAnalysis::Pending { positions: 0 } } else { EditAnalysis::Invalid };
    }

    fn place(&mut self, from: (u8, u8), to: (u8, u8)) {
        let (r0, c0) = from;
        if r0 >= self.height || c0 >= self.width {
            return;
        }
        if let Some(i) = self.piece_at(r0, c0) {
            // A click on a piece selects it.
            self.selected = Some(i);
            self.message = format!("Selected {}", self.pieces[i].describe());
            return;
        }
        let (r1, c1) = (to.0.min(self.height - 1), to.1.min(self.width - 1));
        let dragged = (r0, c0) != (r1, c1);
        if dragged && r0 != r1 && c0 != c1 {
            self.message = "Drag along one row or one column to place a piece".into();
            return;
        }
        if self.tool == Tool::Wall {
            let cells: Vec<(u8, u8)> = if r0 == r1 {
                (c0.min(c1)..=c0.max(c1)).map(|c| (r0, c)).collect()
            } else {
                (r0.min(r1)..=r0.max(r1)).map(|r| (r, c0)).collect()
            };
            let mut added = 0;
            for (row, col) in cells {
                let wall = Piece { label: WALL, row, col, axis: Axis::Horizontal, len: 1 };
                if self.fits(&wall, None) {
                    self.pieces.push(wall);
                    added += 1;
                }
            }
            self.selected = None;
            let s = if added == 1 { "" } else { "s" };
            self.changed(format!("Placed {added} wall{s}"));
            return;
        }
        // The piece: the dragged cells (at least 2), or the tool's length from the clicked cell.
        let candidates: Vec<Piece> = if dragged {
            let (axis, row, col, len) = if r0 == r1 {
                (Axis::Horizontal, r0, c0.min(c1), c0.abs_diff(c1) + 1)
            } else {
                (Axis::Vertical, r0.min(r1), c0, r0.abs_diff(r1) + 1)
            };
            vec![Piece { label: '?', row, col, axis, len }]
        } else {
            let len = self.tool.cells();
            let across = Piece { label: '?', row: r0, col: c0, axis: Axis::Horizontal, len };
            let down = Piece { axis: Axis::Vertical, ..across };
            // The red car stays on its axis when it is placed again.
            match self.pieces.iter().find(|p| p.is_red()) {
                Some(red) if self.tool == Tool::Red && red.axis == Axis::Vertical => vec![down, across],
                _ => vec![across, down],
            }
        };
        let old_red = self.pieces.iter().position(|p| p.is_red());
        let except = if self.tool == Tool::Red { old_red } else { None };
        let Some(mut piece) = candidates.into_iter().find(|p| self.fits(p, except)) else {
            let what = if dragged { "that piece" } else { self.tool.name() };
            self.message = format!("No room for {} there", what.to_lowercase());
            return;
        };
        // The label alphabet has one label per vehicle a board may hold: A and 59 others.
        piece.label = match self.tool {
            Tool::Red => RED,
            _ => match self.free_label() {
                Some(l) => l,
                None => {
                    self.message = format!("A board holds at most {MAX_VEHICLES} vehicles: the red car and {} others", MAX_VEHICLES - 1);
                    return;
                }
            },
        };
        if self.tool == Tool::Red
            && let Some(i) = old_red
        {
            self.pieces.remove(i);
        }
        // A red car placed down its column leaves north by default, across its row east.
        if piece.is_red() && piece.axis != self.exit.axis() {
            self.exit = Exit::default_for(piece.axis);
        }
        self.pieces.push(piece);
        self.selected = Some(self.pieces.len() - 1);
        self.changed(format!("Placed {}", piece.describe()));
    }

    /// Replaces the selected piece by `moved` if it fits.
    fn replace_selected(&mut self, moved: Piece, (verb, done): (&str, &str)) {
        let Some(i) = self.selected else {
            self.message = "Select a piece first".into();
            return;
        };
        if self.fits(&moved, Some(i)) {
            if self.pieces[i] == moved {
                return;
            }
            self.pieces[i] = moved;
            // A turned red car takes the default exit of its new axis.
            if moved.is_red() && moved.axis != self.exit.axis() {
                self.exit = Exit::default_for(moved.axis);
            }
            self.changed(format!("{done} {}", moved.describe()));
        } else {
            self.message = format!("No room to {verb} {} there", self.pieces[i].describe());
        }
    }

    /// Applies an action (the app's `Reducible` calls this).
    pub fn reduce(self: Rc<Self>, action: EditAction) -> Rc<Self> {
        let mut e = (*self).clone();
        match action {
            EditAction::Resize { width, height } => {
                let (width, height) = (width.clamp(MIN_SIDE, MAX_SIDE), height.clamp(MIN_SIDE, MAX_SIDE));
                if (width, height) == (self.width, self.height) {
                    return self;
                }
                e.width = width;
                e.height = height;
                let before = e.pieces.len();
                let kept: Vec<Piece> =
                    e.pieces.iter().copied().filter(|p| p.cells().all(|(r, c)| r < height as i16 && c < width as i16)).collect();
                e.pieces = kept;
                e.selected = None;
                let dropped = before - e.pieces.len();
                let note = match dropped {
                    0 => String::new(),
                    1 => "; 1 piece did not fit and was removed".into(),
                    n => format!("; {n} pieces did not fit and were removed"),
                };
                e.changed(format!("Board {width}×{height}{note}"));
            }
            EditAction::SetExit(exit) => {
                if exit == e.exit {
                    return self;
                }
                e.exit = exit;
                e.changed(format!("Exit on the {} side", exit.name()));
            }
            EditAction::SetTool(tool) => {
                if tool == e.tool {
                    return self;
                }
                e.tool = tool;
                e.message = format!("{}: click a cell, or drag along a row or column", tool.name());
            }
            EditAction::Place { from, to } => e.place(from, to),
            EditAction::Select(i) => {
                let i = i.filter(|&i| i < e.pieces.len());
                if i == e.selected {
                    return self;
                }
                e.selected = i;
                e.message = i.map(|i| format!("Selected {}", e.pieces[i].describe())).unwrap_or_default();
            }
            EditAction::MoveTo { row, col } => {
                let Some(i) = e.selected else { return self };
                let moved = Piece { row, col, ..e.pieces[i] };
                e.replace_selected(moved, MOVE);
            }
            EditAction::Nudge { rows, cols } => {
                let Some(i) = e.selected else { return self };
                let p = e.pieces[i];
                let (row, col) = (p.row as i16 + rows as i16, p.col as i16 + cols as i16);
                if row < 0 || col < 0 {
                    e.message = format!("{} is at the edge", capitalise(&p.describe()));
                    return Rc::new(e);
                }
                e.replace_selected(Piece { row: row as u8, col: col as u8, ..p }, MOVE);
            }
            EditAction::Turn => {
                let Some(i) = e.selected else { return self };
                let p = e.pieces[i];
                if p.is_wall() {
                    return self;
                }
                let axis = if p.axis == Axis::Horizontal { Axis::Vertical } else { Axis::Horizontal };
                e.replace_selected(Piece { axis, ..p }, TURN);
            }
            EditAction::Delete => {
                let Some(i) = e.selected else { return self };
                let p = e.pieces.remove(i);
                e.selected = None;
                e.changed(format!("Deleted {}", p.describe()));
            }
            EditAction::Clear => {
                if e.pieces.is_empty() {
                    return self;
                }
                e.pieces.clear();
                e.selected = None;
                e.changed("Cleared the board".into());
            }
            EditAction::Load(puzzle) => {
                let mut next = Editor::from_puzzle(&puzzle);
                next.tool = e.tool;
                next.generation = e.generation;
                next.changed(format!("Editing a {}×{} puzzle", next.width, next.height));
                return Rc::new(next);
            }
            EditAction::MakeHardest => {
                let EditAnalysis::Ready { cluster, hardest: Some((hardest, d)), .. } = &e.analysis else { return self };
                let (cluster, hardest, d) = (cluster.clone(), hardest.clone(), *d);
                let Ok(puzzle) = e.puzzle() else { return self };
                if hardest == puzzle.start {
                    e.message = "This is already the hardest start of its cluster".into();
                    return Rc::new(e);
                }
                let mut next = Editor::from_puzzle(&Puzzle { board: puzzle.board, start: hardest.clone() });
                next.tool = e.tool;
                next.generation = e.generation;
                next.changed(format!("The hardest start of this cluster: {d} moves"));
                // The cluster is the same: keep its analysis (and steps will be recomputed).
                next.analysis = EditAnalysis::Ready { cluster, hardest: Some((hardest, d)), steps: None };
                return Rc::new(next);
            }
            EditAction::AnalysisProgress { generation, positions } => {
                if generation != e.generation || !matches!(e.analysis, EditAnalysis::Pending { .. }) {
                    return self;
                }
                e.analysis = EditAnalysis::Pending { positions };
            }
            EditAction::AnalysisReady { generation, cluster } => {
                if generation != e.generation {
                    return self;
                }
                let hardest = cluster.hardest();
                e.analysis = EditAnalysis::Ready { cluster, hardest, steps: None };
            }
            EditAction::StepsReady { generation, steps } => {
                let EditAnalysis::Ready { steps: slot, .. } = &mut e.analysis else { return self };
                if generation != e.generation {
                    return self;
                }
                *slot = Some(steps);
            }
            EditAction::AnalysisFailed { generation, message } => {
                if generation != e.generation {
                    return self;
                }
                e.analysis = EditAnalysis::Failed(message);
            }
        }
        Rc::new(e)
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

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::model::rules::Metric;

    fn act(e: Rc<Editor>, actions: impl IntoIterator<Item = EditAction>) -> Rc<Editor> {
        actions.into_iter().fold(e, |e, a| e.reduce(a))
    }

    fn analysed(e: Rc<Editor>) -> Rc<Editor> {
        let p = e.puzzle().unwrap();
        let c = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
        let g = e.generation;
        e.reduce(EditAction::AnalysisReady { generation: g, cluster: Rc::new(c) })
    }

    #[test]
    fn builds_seed_card_1_from_an_empty_board() {
        use EditAction::*;
        let e = act(
            Rc::new(Editor::default()),
            [
                SetTool(Tool::Red),
                Place { from: (2, 0), to: (2, 0) },
                SetTool(Tool::Truck),
                Place { from: (0, 2), to: (2, 2) }, // a drag down three cells
                SetTool(Tool::Car),
                Place { from: (0, 4), to: (0, 4) },
                Place { from: (3, 0), to: (3, 2) }, // a drag across three cells: a truck
                Place { from: (3, 5), to: (5, 5) },
            ],
        );
        assert_eq!(e.validation(), Ok("ooBoCCooBoooAABoooDDDooEoooooEoooooE".into()));
        assert!(matches!(e.analysis, EditAnalysis::Pending { .. }));
        let e = analysed(e);
        assert_eq!(e.optimal(), Some(9));
        assert_eq!(e.cluster().unwrap().size(), 111);
    }

    #[test]
    fn overlaps_and_the_border_are_refused_and_nothing_changes() {
        use EditAction::*;
        let e = act(Rc::new(Editor::default()), [SetTool(Tool::Truck), Place { from: (0, 0), to: (0, 0) }]);
        assert_eq!(e.pieces.len(), 1);
        let g = e.generation;
        // Across does not fit at column 4 (4, 5, 6): it goes down instead.
        let e = e.reduce(Place { from: (0, 4), to: (0, 4) });
        assert_eq!(e.pieces[1].axis, Axis::Vertical);
        // A drag over an existing piece, and a diagonal drag: refused.
        let e2 = e.clone().reduce(Place { from: (1, 0), to: (1, 4) });
        assert!(e2.message.starts_with("No room"), "{}", e2.message);
        assert_eq!(e2.pieces.len(), 2);
        let e3 = e.clone().reduce(Place { from: (2, 0), to: (3, 1) });
        assert!(e3.message.contains("one row or one column"));
        // Moving a piece onto another, or off the board: refused.
        let e4 = act(e.clone(), [Select(Some(0)), MoveTo { row: 0, col: 2 }]);
        assert_eq!(e4.pieces[0].col, 0);
        assert!(e4.message.starts_with("No room"), "{}", e4.message);
        let e5 = act(e.clone(), [Select(Some(0)), Nudge { rows: -1, cols: 0 }]);
        assert_eq!(e5.pieces[0].row, 0);
        assert!(e.generation > g);
    }

    #[test]
    fn select_move_turn_delete_and_clear() {
        use EditAction::*;
        let e = act(Rc::new(Editor::default()), [SetTool(Tool::Car), Place { from: (0, 0), to: (0, 0) }]);
        assert_eq!(e.selected, Some(0), "a placed piece is selected");
        let e = act(e, [Nudge { rows: 1, cols: 1 }]);
        assert_eq!((e.pieces[0].row, e.pieces[0].col), (1, 1));
        let e = e.reduce(Turn);
        assert_eq!(e.pieces[0].axis, Axis::Vertical);
        let e = e.reduce(MoveTo { row: 4, col: 5 });
        assert_eq!((e.pieces[0].row, e.pieces[0].col), (4, 5));
        // Turning at the bottom-right corner does not fit.
        let turned = e.clone().reduce(Turn);
        assert_eq!(turned.pieces[0].axis, Axis::Vertical);
        assert!(turned.message.starts_with("No room"), "{}", turned.message);
        let e = e.reduce(Delete);
        assert!(e.pieces.is_empty());
        let e = act(e, [SetTool(Tool::Wall), Place { from: (5, 0), to: (5, 2) }]);
        assert_eq!(e.pieces.len(), 3);
        assert!(e.pieces.iter().all(Piece::is_wall));
        let e = e.reduce(Clear);
        assert!(e.pieces.is_empty());
    }

    #[test]
    fn validation_names_what_is_missing() {
        use EditAction::*;
        let e = act(Rc::new(Editor::default()), [SetTool(Tool::Car), Place { from: (0, 0), to: (0, 0) }]);
        assert_eq!(e.validation(), Err("There is no red car: mark it with the letter A".into()));
        assert!(matches!(e.analysis, EditAnalysis::Invalid));
        let e = act(e, [SetTool(Tool::Red), Place { from: (2, 0), to: (2, 0) }, SetExit(Exit::North)]);
        let err = e.validation().unwrap_err();
        assert!(err.contains("exit is on the north side but the red car is horizontal"), "{err}");
        // Turning the red car down its column takes the default exit of that axis.
        let red = e.pieces.iter().position(Piece::is_red).unwrap();
        let e = act(e, [SetExit(Exit::East), Select(Some(red)), Turn]);
        assert_eq!(e.exit, Exit::North);
        assert!(e.validation().is_ok());
        // Placing the red car again moves it (there is only one).
        let e = act(e, [SetTool(Tool::Red), Place { from: (4, 3), to: (4, 3) }]);
        assert_eq!(e.pieces.iter().filter(|p| p.is_red()).count(), 1);
    }

    #[test]
    fn resizing_drops_what_no_longer_fits() {
        use EditAction::*;
        let e = act(
            Rc::new(Editor::default()),
            [SetTool(Tool::Red), Place { from: (2, 0), to: (2, 0) }, SetTool(Tool::Car), Place { from: (5, 4), to: (5, 4) }],
        );
        let e = e.reduce(Resize { width: 4, height: 5 });
        assert_eq!((e.width, e.height, e.pieces.len()), (4, 5, 1));
        assert!(e.message.contains("1 piece did not fit"), "{}", e.message);
        assert_eq!(e.validation(), Ok("oooo/oooo/AAoo/oooo/oooo".into()));
        let big = e.reduce(Resize { width: 40, height: 1 });
        assert_eq!((big.width, big.height), (MAX_SIDE, MIN_SIDE));
    }

    #[test]
    fn make_it_the_hardest_start_and_stale_analyses() {
        let card = grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let e = Rc::new(Editor::default()).reduce(EditAction::Load(card));
        let old_generation = e.generation;
        let e = analysed(e);
        let (hardest, d) = e.cluster().unwrap().hardest().unwrap();
        let e = e.reduce(EditAction::MakeHardest);
        assert_eq!(e.puzzle().unwrap().start, hardest);
        assert_eq!(e.optimal(), Some(d));
        assert!(d >= 9);
        // A result for an older layout is ignored.
        let stale = Cluster::analyze(&grid::parse("AAoooo/oooooo/oooooo").unwrap().board, &Position(vec![0]), Metric::Moves).unwrap();
        let e2 = e.clone().reduce(EditAction::AnalysisReady { generation: old_generation, cluster: Rc::new(stale) });
        assert!(Rc::ptr_eq(e2.cluster().unwrap(), e.cluster().unwrap()));
        let g = e.generation;
        let e = e.reduce(EditAction::StepsReady { generation: g, steps: Some(12) });
        assert!(matches!(e.analysis, EditAnalysis::Ready { steps: Some(Some(12)), .. }));
    }

    #[test]
    fn labels_are_reused_and_capped() {
        use EditAction::*;
        let mut e = act(Rc::new(Editor::new(12, 12)), [SetTool(Tool::Car)]);
        for r in 0..12 {
            for c in (0..12).step_by(2) {
                e = e.reduce(Place { from: (r, c), to: (r, c) });
            }
        }
        assert_eq!(e.vehicles(), MAX_VEHICLES - 1, "every label but the red car's");
        assert!(e.message.contains("at most 60 vehicles: the red car and 59 others"), "{}", e.message);
        let e = act(e, [Select(Some(3)), Delete]);
        let label = e.pieces.iter().map(|p| p.label).collect::<Vec<_>>();
        let e = e.reduce(Place { from: (11, 10), to: (11, 10) });
        let new = e.pieces.last().unwrap().label;
        assert!(!label.contains(&new), "a freed label is reused: {new}");
    }
}
