//! A key the editor's board answers (`EditKey`), read from a `KeyboardEvent.key`; what each one
//! does to the editor is in `keys`.

/// A key the editor's board answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKey {
    Up,
    Down,
    Left,
    Right,
    /// Home: the first cell of the cursor's row.
    RowStart,
    /// End: the last cell of the cursor's row.
    RowEnd,
    /// Page Up: the top cell of the cursor's column.
    ColumnStart,
    /// Page Down: the bottom cell of the cursor's column.
    ColumnEnd,
    /// Ctrl+Home: the top-left cell.
    First,
    /// Ctrl+End: the bottom-right cell.
    Last,
    /// Enter or Space: place, select or let go.
    Activate,
    /// T: turn.
    Turn,
    /// Delete or Backspace: remove.
    Delete,
    /// Escape: let the selected piece go.
    Release,
}

impl EditKey {
    /// The key for a `KeyboardEvent.key` (with Ctrl or ⌘ held: `ctrl`); `None` for a key the
    /// board leaves to the page.
    pub fn from_key(key: &str, ctrl: bool) -> Option<EditKey> {
        Some(match key {
            "ArrowUp" => EditKey::Up,
            "ArrowDown" => EditKey::Down,
            "ArrowLeft" => EditKey::Left,
            "ArrowRight" => EditKey::Right,
            "Home" if ctrl => EditKey::First,
            "End" if ctrl => EditKey::Last,
            "Home" => EditKey::RowStart,
            "End" => EditKey::RowEnd,
            "PageUp" => EditKey::ColumnStart,
            "PageDown" => EditKey::ColumnEnd,
            "Enter" | " " => EditKey::Activate,
            "t" | "T" => EditKey::Turn,
            "Delete" | "Backspace" => EditKey::Delete,
            "Escape" => EditKey::Release,
            _ => return None,
        })
    }

    /// The step of an arrow key in rows and columns, and its word.
    pub(super) fn step(self) -> Option<(i16, i16, &'static str)> {
        match self {
            EditKey::Up => Some((-1, 0, "up")),
            EditKey::Down => Some((1, 0, "down")),
            EditKey::Left => Some((0, -1, "left")),
            EditKey::Right => Some((0, 1, "right")),
            _ => None,
        }
    }
}
