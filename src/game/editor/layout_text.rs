//! The editor's layout as a line of text, kept for the browser's tab (`app::editor::kept`) so
//! that a reload finds the board being built as it was, finished or not (no red car yet, an exit
//! off its line), with the tool in hand: the board's rows joined by `/` (a vehicle's letter on
//! each of its cells, `x` a wall, `o` empty), then `:` and the exit's letter, as a grid string
//! writes them, then `:` and the tool's word (`Tool::key`; a text without it leaves the tool as
//! on a first visit). Read back leniently: a layout that breaks no placement rule comes back
//! whole; a text that does not read (another version's, damaged) gives `None`, and the editor
//! starts as on a first visit.

use super::{Editor, Piece, Tool, WALL};
use rush_hour_engine::model::board::{Axis, Exit};
use std::collections::BTreeMap;

impl Editor {
    /// The layout as text (see the module).
    pub fn layout_text(&self) -> String {
        let mut rows = vec![vec!['o'; usize::from(self.width)]; usize::from(self.height)];
        for piece in &self.pieces {
            for (row, col) in piece.cells() {
                if let Some(cell) = rows.get_mut(row as usize).and_then(|r| r.get_mut(col as usize)) {
                    *cell = piece.label;
                }
            }
        }
        let rows: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
        format!("{}:{}:{}", rows.join("/"), self.exit.letter(), self.tool.key())
    }

    /// An editor with the layout of `text` (see the module), or `None` when it does not read.
    pub fn from_layout_text(text: &str) -> Option<Editor> {
        let (rows, rest) = text.split_once(':')?;
        let (exit, tool) = match rest.split_once(':') {
            Some((exit, tool)) => (exit, Some(tool)),
            None => (rest, None),
        };
        let rows: Vec<Vec<char>> = rows.split('/').map(|r| r.chars().collect()).collect();
        let (height, width) = (u8::try_from(rows.len()).ok()?, u8::try_from(rows.first()?.len()).ok()?);
        if !(3..=12).contains(&width) || !(3..=12).contains(&height) || rows.iter().any(|r| r.len() != rows[0].len()) {
            return None;
        }
        let mut editor = Editor::new(width, height);
        let mut exit = exit.chars();
        editor.exit = Exit::from_letter(exit.next()?)?;
        if exit.next().is_some() {
            return None;
        }
        if let Some(tool) = tool {
            editor.tool = Tool::ALL.into_iter().find(|t| t.key() == tool)?;
        }
        // Each label's cells, top-left first (rows read in order).
        let mut cells: BTreeMap<char, Vec<(u8, u8)>> = BTreeMap::new();
        for (row, line) in rows.iter().enumerate() {
            for (col, &c) in line.iter().enumerate() {
                if c == WALL {
                    editor.pieces.push(Piece { label: WALL, row: row as u8, col: col as u8, axis: Axis::Horizontal, len: 1 });
                } else if c != 'o' {
                    cells.entry(c).or_default().push((row as u8, col as u8));
                }
            }
        }
        for (label, cells) in cells {
            let (row, col) = cells[0];
            let axis = if cells.len() > 1 && cells[1].0 == row { Axis::Horizontal } else { Axis::Vertical };
            let piece = Piece { label, row, col, axis, len: u8::try_from(cells.len()).ok()? };
            // The cells a straight piece of that length covers, no other.
            if !(2..=6).contains(&piece.len) || !piece.cells().eq(cells.iter().map(|&(r, c)| (i16::from(r), i16::from(c)))) {
                return None;
            }
            editor.pieces.push(piece);
        }
        // The red car first, then the vehicles, then the walls (as `from_puzzle` orders them).
        editor.pieces.sort_by_key(|p| (!p.is_red(), p.is_wall()));
        Some(editor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::model::grid;

    #[test]
    fn a_layout_comes_back_as_it_was_finished_or_not() {
        let card = grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
        let editor = Editor::from_puzzle(&card);
        let text = editor.layout_text();
        assert_eq!(text, "ooBoCC/ooBooo/AABooo/DDDooE/oooooE/oooooE:E:car");
        let back = Editor::from_layout_text(&text).unwrap();
        assert_eq!(back.pieces, editor.pieces);
        assert_eq!((back.width, back.height, back.exit), (6, 6, editor.exit));
        // Unfinished: no red car, a wall, a 4-cell vehicle, a 7×5 board, the exit in the north,
        // the wall in hand.
        let text = "ooooooo/oxooooo/oooBBBB/Coooooo/Cxooooo:N:wall";
        let back = Editor::from_layout_text(text).unwrap();
        assert_eq!((back.width, back.height, back.exit, back.tool), (7, 5, Exit::North, Tool::Wall));
        assert_eq!(back.layout_text(), text);
        assert_eq!(back.pieces.iter().filter(|p| p.is_wall()).count(), 2);
        // Every tool's word reads back; a text without one (kept before the tool was) leaves the
        // first visit's tool.
        for tool in Tool::ALL {
            let text = format!("ooo/ooo/ooo:E:{}", tool.key());
            assert_eq!(Editor::from_layout_text(&text).unwrap().tool, tool, "{text}");
        }
        assert_eq!(Editor::from_layout_text("ooo/ooo/ooo:E").unwrap().tool, Editor::default().tool);
    }

    #[test]
    fn resume_puts_the_kept_layout_on_the_board_and_a_text_that_does_not_read_changes_nothing() {
        use crate::game::editor::{EditAction, EditAnalysis};
        use std::rc::Rc;
        let editor = Rc::new(Editor::default());
        assert!(Rc::ptr_eq(&editor, &editor.clone().reduce(EditAction::Resume("ooo/ooo:E".into()))));
        let back = editor.reduce(EditAction::Resume("ooBoCC/ooBooo/AABooo/DDDooE/oooooE/oooooE:E:truck".into()));
        assert_eq!(back.pieces.len(), 5);
        assert_eq!(back.tool, Tool::Truck, "the tool in hand before the reload");
        assert!(back.generation > 0, "a new layout: analysed again");
        assert!(matches!(back.analysis, EditAnalysis::Pending { .. }));
    }

    #[test]
    fn a_text_that_does_not_read_gives_nothing() {
        for text in [
            "",
            "oooooo/oooooo",
            "ooo/ooo/ooo:Q",
            "oo/oo:E",
            "oooo/ooo/oooo:E",
            "BoB/ooo/ooo:E",
            "Booo/oooo/oBoo/oooo:E",
            "BBoo/Booo/oooo/oooo:E",
            "Aooo/oooo/oooo/oooo:E",
            "ooo/ooo/ooo:EW",
            "ooo/ooo/ooo:E:hammer",
            "ooo/ooo/ooo:E:",
        ] {
            assert!(Editor::from_layout_text(text).is_none(), "{text:?}");
        }
    }
}
