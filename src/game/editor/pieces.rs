//! What the editor puts on its board: pieces (vehicles and walls) and the tools that place them.

use rush_hour_engine::model::board::{Axis, RED};

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
    /// Its word in the kept layout (`Editor::layout_text`) and in its button's test id.
    pub fn key(self) -> &'static str {
        match self {
            Tool::Red => "red",
            Tool::Car => "car",
            Tool::Truck => "truck",
            Tool::Long => "long",
            Tool::Wall => "wall",
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
