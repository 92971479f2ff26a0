//! The editor by keyboard alone, as the WAI-ARIA grid pattern has it: a cell cursor moved by the
//! arrow keys (Home and End: the row's ends; Page Up and Page Down: the column's; Ctrl+Home and
//! Ctrl+End: the first and the last cell); Enter or Space places the chosen piece at the cursor,
//! selects the piece under it, or lets the selected piece go. While a piece is selected the arrow
//! keys move it (the cursor goes with it); T turns and Delete removes the selected piece, or the
//! one under the cursor. Each result is said in the editor's message, which the page announces
//! in a live region ("Truck C placed at row 2, column 3", "Cannot move car B right: overlaps
//! truck C at row 1, column 4"); the cells' names ("Truck C, down, row 1, column 3") are here too.

use super::Editor;
use super::edit_key::EditKey;
use super::pieces::{Piece, Tool};
use rush_hour_engine::model::board::{Axis, Exit};

/// "row 2, column 3" (1-based, as spoken).
pub fn cell_words(row: u8, col: u8) -> String {
    format!("row {}, column {}", row + 1, col + 1)
}

/// "across" or "down".
fn axis_word(axis: Axis) -> &'static str {
    match axis {
        Axis::Horizontal => "across",
        Axis::Vertical => "down",
    }
}

/// "Truck C", "Red car A", "Wall" (a wall's place is said by the cell or the message).
fn title(p: &Piece) -> String {
    if p.is_wall() { "Wall".into() } else { super::placement::capitalise(&p.describe()) }
}

/// What a piece would run into: the board's edge, or another piece (its description) on a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Obstacle {
    Edge,
    Piece { what: String, row: u8, col: u8 },
}

impl Obstacle {
    fn words(&self) -> String {
        match self {
            Obstacle::Edge => "runs off the board".into(),
            Obstacle::Piece { what, row, col } => format!("overlaps {what} at {}", cell_words(*row, *col)),
        }
    }
}

impl Editor {
    /// The exit's line: the red car's row (east, west) or column (north, south), the middle one
    /// before there is a red car; as the board draws it.
    pub fn exit_line(&self) -> u8 {
        let red = self.pieces.iter().find(|p| p.is_red()).map(|p| if p.axis == Axis::Horizontal { p.row } else { p.col });
        let across = if self.exit.axis() == Axis::Horizontal { self.height } else { self.width };
        red.unwrap_or((across - 1) / 2).min(across - 1)
    }

    /// The cell beside the exit's gap.
    pub fn exit_cell(&self) -> (u8, u8) {
        let line = self.exit_line();
        match self.exit {
            Exit::East => (line, self.width - 1),
            Exit::West => (line, 0),
            Exit::North => (0, line),
            Exit::South => (self.height - 1, line),
        }
    }

    /// A cell's name for a screen reader: what is on it, its place, and the exit beside it
    /// ("Truck C, down, selected, row 1, column 3", "Empty, row 3, column 6, exit on the east side").
    pub fn cell_name(&self, row: u8, col: u8) -> String {
        let what = match self.piece_at(row, col) {
            None => "Empty".to_string(),
            Some(i) => {
                let p = &self.pieces[i];
                let axis = if p.is_wall() { String::new() } else { format!(", {}", axis_word(p.axis)) };
                let selected = if self.selected == Some(i) { ", selected" } else { "" };
                format!("{}{axis}{selected}", title(p))
            }
        };
        let exit = if self.exit_cell() == (row, col) { format!(", exit on the {} side", self.exit.name()) } else { String::new() };
        format!("{what}, {}{exit}", cell_words(row, col))
    }

    /// The first obstacle `piece` meets, none when it fits (`except`: the piece being moved).
    fn obstacle(&self, piece: &Piece, except: Option<usize>) -> Option<Obstacle> {
        piece.cells().find_map(|(r, c)| {
            if !(0..self.height as i16).contains(&r) || !(0..self.width as i16).contains(&c) {
                return Some(Obstacle::Edge);
            }
            let (row, col) = (r as u8, c as u8);
            let other = self.piece_at(row, col).filter(|&i| Some(i) != except)?;
            let p = &self.pieces[other];
            let what = if p.is_wall() { "a wall".into() } else { p.label.to_string() };
            Some(Obstacle::Piece { what, row, col })
        })
    }

    /// The cursor put on a cell (a pointer's press), kept on the board.
    pub(super) fn set_cursor(&mut self, row: u8, col: u8) -> bool {
        let cursor = (row.min(self.height - 1), col.min(self.width - 1));
        if cursor == self.cursor {
            return false;
        }
        self.cursor = cursor;
        true
    }

    /// A key on the board (see the module's comment); false when it changes nothing.
    pub(super) fn key(&mut self, key: EditKey) -> bool {
        let (row, col) = self.cursor;
        let (last_row, last_col) = (self.height - 1, self.width - 1);
        match (key, self.selected) {
            (EditKey::Up | EditKey::Down | EditKey::Left | EditKey::Right, Some(i)) => self.key_move(i, key),
            (EditKey::Up | EditKey::Down | EditKey::Left | EditKey::Right, None) => {
                let (dr, dc, _) = key.step().expect("an arrow key");
                let r = (row as i16 + dr).clamp(0, last_row as i16) as u8;
                let c = (col as i16 + dc).clamp(0, last_col as i16) as u8;
                self.set_cursor(r, c)
            }
            // While a piece is selected the cursor stays on it.
            (EditKey::RowStart | EditKey::RowEnd | EditKey::ColumnStart | EditKey::ColumnEnd | EditKey::First | EditKey::Last, Some(_)) => {
                false
            }
            (EditKey::RowStart, None) => self.set_cursor(row, 0),
            (EditKey::RowEnd, None) => self.set_cursor(row, last_col),
            (EditKey::ColumnStart, None) => self.set_cursor(0, col),
            (EditKey::ColumnEnd, None) => self.set_cursor(last_row, col),
            (EditKey::First, None) => self.set_cursor(0, 0),
            (EditKey::Last, None) => self.set_cursor(last_row, last_col),
            (EditKey::Activate, _) => self.key_activate(),
            (EditKey::Turn, _) => self.key_turn(),
            (EditKey::Delete, _) => self.key_delete(),
            (EditKey::Release, Some(i)) => {
                let said = format!("{} let go", title(&self.pieces[i]));
                self.selected = None;
                self.note(said);
                true
            }
            (EditKey::Release, None) => false,
        }
    }

    /// The piece the keys T and Delete act on: the selected one, or the one under the cursor.
    fn key_target(&self) -> Option<usize> {
        self.selected.or_else(|| self.piece_at(self.cursor.0, self.cursor.1))
    }

    /// Enter or Space: lets the selected piece go when the cursor is on it, selects the piece
    /// under the cursor, or places the chosen piece there.
    fn key_activate(&mut self) -> bool {
        let (row, col) = self.cursor;
        match self.piece_at(row, col) {
            Some(i) if self.selected == Some(i) => {
                self.selected = None;
                self.note(format!("{} let go", title(&self.pieces[i])));
            }
            Some(i) => {
                self.selected = Some(i);
                self.note(format!("{} selected", title(&self.pieces[i])));
            }
            None => self.key_place(row, col),
        }
        true
    }

    /// The chosen piece placed at the cursor as a click places it, said with its place, or the
    /// reason there is no room for it (what each way it could lie runs into).
    fn key_place(&mut self, row: u8, col: u8) {
        let (candidates, except) = self.click_candidates(row, col);
        if self.tool != Tool::Wall && candidates.iter().all(|p| !self.fits(p, except)) {
            let ways: Vec<String> = candidates
                .iter()
                .filter_map(|p| self.obstacle(p, except).map(|o| format!("{} {}", axis_word(p.axis), o.words())))
                .collect();
            let name = match self.tool {
                Tool::Long => "4-cell vehicle".to_string(),
                tool => tool.name().to_lowercase(),
            };
            self.refuse(format!("Cannot place a {name} at {}: {}", cell_words(row, col), ways.join("; ")));
            return;
        }
        self.place((row, col), (row, col));
        if self.refused {
            return;
        }
        let Some(p) = self.pieces.last().copied() else { return };
        let how = if p.is_wall() { String::new() } else { format!(", {}", axis_word(p.axis)) };
        self.message = format!("{} placed at {}{how}", title(&p), cell_words(p.row, p.col));
    }

    /// An arrow key with piece `i` selected: the piece one cell along, the cursor with it.
    fn key_move(&mut self, i: usize, key: EditKey) -> bool {
        let (dr, dc, word) = key.step().expect("an arrow key");
        let p = self.pieces[i];
        let moved = Piece { row: (p.row as i16 + dr).max(0) as u8, col: (p.col as i16 + dc).max(0) as u8, ..p };
        let off_edge = p.row as i16 + dr < 0 || p.col as i16 + dc < 0;
        let obstacle = if off_edge { Some(Obstacle::Edge) } else { self.obstacle(&moved, Some(i)) };
        if let Some(o) = obstacle {
            let what = if p.is_wall() { format!("the wall at {}", cell_words(p.row, p.col)) } else { p.describe() };
            self.refuse(format!("Cannot move {what} {word}: it {}", o.words()));
            return true;
        }
        self.replace_selected(moved, super::placement::MOVE);
        let (r, c) = self.cursor;
        self.cursor = ((r as i16 + dr).clamp(0, self.height as i16 - 1) as u8, (c as i16 + dc).clamp(0, self.width as i16 - 1) as u8);
        let at = if p.is_wall() { format!(" to {}", cell_words(moved.row, moved.col)) } else { String::new() };
        self.message = format!("{} moved {word}{at}", title(&p));
        true
    }

    /// T: the selected piece, or the one under the cursor, turned about its top-left cell (the
    /// cursor goes there); the selection stays as it was.
    fn key_turn(&mut self) -> bool {
        let Some(i) = self.key_target() else {
            self.refuse(format!("Nothing to turn at {}", cell_words(self.cursor.0, self.cursor.1)));
            return true;
        };
        let p = self.pieces[i];
        if p.is_wall() {
            self.refuse("A wall does not turn");
            return true;
        }
        let axis = if p.axis == Axis::Horizontal { Axis::Vertical } else { Axis::Horizontal };
        let turned = Piece { axis, ..p };
        if let Some(o) = self.obstacle(&turned, Some(i)) {
            self.refuse(format!("Cannot turn {} {}: it {}", p.describe(), axis_word(axis), o.words()));
            return true;
        }
        let selected = self.selected.replace(i);
        self.replace_selected(turned, super::placement::TURN);
        self.selected = selected;
        self.cursor = (p.row, p.col);
        self.message = format!("{} turned {}", title(&p), axis_word(axis));
        true
    }

    /// Delete: the selected piece, or the one under the cursor, removed.
    fn key_delete(&mut self) -> bool {
        let Some(i) = self.key_target() else {
            self.refuse(format!("Nothing to remove at {}", cell_words(self.cursor.0, self.cursor.1)));
            return true;
        };
        let p = self.pieces[i];
        self.selected = Some(i);
        self.delete();
        self.message = if p.is_wall() { format!("Wall at {} removed", cell_words(p.row, p.col)) } else { format!("{} removed", title(&p)) };
        true
    }
}

#[cfg(test)]
mod tests;
