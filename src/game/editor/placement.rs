//! The editor's placement rules: pieces are placed so that they never overlap and never leave the
//! board; a placement, a move or a turn that would is refused with a message, and the layout
//! stays as it was. What can still be wrong is what the engine's `Board::build` reports (no red
//! car, an exit off the red car's line): `validation` says it, in words for the page.
//!
//! Each rule edits the editor in place: a change of the layout goes through `changed` (a new
//! generation, a fresh analysis to come), a refusal only sets the message (`refuse`: the page shows it as an error until an action succeeds). Like the reducer's
//! handlers, the rules that an action calls return false when nothing changed.

use super::Editor;
use super::pieces::{Piece, Tool, WALL};
use rush_hour_engine::model::board::{Axis, Board, BoardError, Exit, MAX_SIDE, MAX_VEHICLES, MIN_SIDE, Puzzle, RED, Vehicle};
use rush_hour_engine::model::grid;

/// The words for a refused and a done move or turn.
pub(super) const MOVE: (&str, &str) = ("move", "Moved");
pub(super) const TURN: (&str, &str) = ("turn", "Turned");

impl Editor {
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
    pub(super) fn fits(&self, piece: &Piece, except: Option<usize>) -> bool {
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

    /// The ways a click on `(row, col)` may place the tool's piece, in the order tried (across
    /// first, but the red car stays on its axis when it is placed again), and the piece they may
    /// cover (the red car placed again moves it).
    pub(super) fn click_candidates(&self, row: u8, col: u8) -> (Vec<Piece>, Option<usize>) {
        let len = self.tool.cells();
        let across = Piece { label: '?', row, col, axis: Axis::Horizontal, len };
        let down = Piece { axis: Axis::Vertical, ..across };
        let old_red = self.pieces.iter().position(|p| p.is_red());
        match old_red.map(|i| self.pieces[i]) {
            Some(red) if self.tool == Tool::Red && red.axis == Axis::Vertical => (vec![down, across], old_red),
            _ => (vec![across, down], if self.tool == Tool::Red { old_red } else { None }),
        }
    }

    /// A click or a drag from an empty cell (see `EditAction::Place`); a click on a piece selects
    /// it. Never reported as "nothing changed": a refusal says why in the message.
    pub(super) fn place(&mut self, from: (u8, u8), to: (u8, u8)) -> bool {
        let (r0, c0) = from;
        if r0 >= self.height || c0 >= self.width {
            return true;
        }
        if let Some(i) = self.piece_at(r0, c0) {
            // A click on a piece selects it.
            self.selected = Some(i);
            self.note(format!("Selected {}", self.pieces[i].describe()));
            return true;
        }
        let (r1, c1) = (to.0.min(self.height - 1), to.1.min(self.width - 1));
        let dragged = (r0, c0) != (r1, c1);
        if dragged && r0 != r1 && c0 != c1 {
            self.refuse("Drag along one row or one column to place a piece");
            return true;
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
            return true;
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
            self.click_candidates(r0, c0).0
        };
        let old_red = self.pieces.iter().position(|p| p.is_red());
        let except = if self.tool == Tool::Red { old_red } else { None };
        let Some(mut piece) = candidates.into_iter().find(|p| self.fits(p, except)) else {
            let what = if dragged { "that piece" } else { self.tool.name() };
            self.refuse(format!("No room for {} there", what.to_lowercase()));
            return true;
        };
        // The label alphabet has one label per vehicle a board may hold: A and 59 others.
        piece.label = match self.tool {
            Tool::Red => RED,
            _ => match self.free_label() {
                Some(l) => l,
                None => {
                    self.refuse(format!("A board holds at most {MAX_VEHICLES} vehicles: the red car and {} others", MAX_VEHICLES - 1));
                    return true;
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
        true
    }

    /// Replaces the selected piece by `moved` if it fits.
    pub(super) fn replace_selected(&mut self, moved: Piece, (verb, done): (&str, &str)) {
        let Some(i) = self.selected else {
            self.refuse("Select a piece first");
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
            self.refuse(format!("No room to {verb} {} there", self.pieces[i].describe()));
        }
    }

    /// A new size, clamped to what the engine allows; pieces that no longer fit are removed.
    pub(super) fn resize(&mut self, width: u8, height: u8) -> bool {
        let (width, height) = (width.clamp(MIN_SIDE, MAX_SIDE), height.clamp(MIN_SIDE, MAX_SIDE));
        if (width, height) == (self.width, self.height) {
            return false;
        }
        self.width = width;
        self.height = height;
        let before = self.pieces.len();
        let kept: Vec<Piece> =
            self.pieces.iter().copied().filter(|p| p.cells().all(|(r, c)| r < height as i16 && c < width as i16)).collect();
        self.pieces = kept;
        self.selected = None;
        self.cursor = (self.cursor.0.min(height - 1), self.cursor.1.min(width - 1));
        let dropped = before - self.pieces.len();
        let note = match dropped {
            0 => String::new(),
            1 => "; 1 piece did not fit and was removed".into(),
            n => format!("; {n} pieces did not fit and were removed"),
        };
        self.changed(format!("Board {width}×{height}{note}"));
        true
    }

    pub(super) fn set_exit(&mut self, exit: Exit) -> bool {
        if exit == self.exit {
            return false;
        }
        self.exit = exit;
        self.changed(format!("Exit on the {} side", exit.name()));
        true
    }

    /// The selected piece with its top-left cell at `(row, col)`.
    pub(super) fn move_to(&mut self, row: u8, col: u8) -> bool {
        let Some(i) = self.selected else { return false };
        let moved = Piece { row, col, ..self.pieces[i] };
        self.replace_selected(moved, MOVE);
        true
    }

    /// The selected piece one cell along (arrow keys).
    pub(super) fn nudge(&mut self, rows: i8, cols: i8) -> bool {
        let Some(i) = self.selected else { return false };
        let p = self.pieces[i];
        let (row, col) = (p.row as i16 + rows as i16, p.col as i16 + cols as i16);
        if row < 0 || col < 0 {
            self.refuse(format!("{} is at the edge", capitalise(&p.describe())));
            return true;
        }
        self.replace_selected(Piece { row: row as u8, col: col as u8, ..p }, MOVE);
        true
    }

    /// The selected piece turned about its top-left cell (a wall does not turn).
    pub(super) fn turn(&mut self) -> bool {
        let Some(i) = self.selected else { return false };
        let p = self.pieces[i];
        if p.is_wall() {
            return false;
        }
        let axis = if p.axis == Axis::Horizontal { Axis::Vertical } else { Axis::Horizontal };
        self.replace_selected(Piece { axis, ..p }, TURN);
        true
    }

    pub(super) fn delete(&mut self) -> bool {
        let Some(i) = self.selected else { return false };
        let p = self.pieces.remove(i);
        self.selected = None;
        self.changed(format!("Deleted {}", p.describe()));
        true
    }

    pub(super) fn clear(&mut self) -> bool {
        if self.pieces.is_empty() {
            return false;
        }
        self.pieces.clear();
        self.selected = None;
        self.changed("Cleared the board".into());
        true
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests;
