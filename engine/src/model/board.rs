//! The static board (size, walls, vehicles, exit) and a position (one offset per vehicle).
//!
//! Coordinates are 0-based rows and columns from the top-left. A vehicle's *line* is the row of a
//! horizontal vehicle or the column of a vertical one and never changes; its *offset* is the
//! column (horizontal) or row (vertical) of its top/left cell.

use std::fmt;

/// Smallest and largest board side.
pub const MIN_SIDE: u8 = 3;
pub const MAX_SIDE: u8 = 12;
/// Most vehicles on one board (the label alphabet has exactly this many symbols).
pub const MAX_VEHICLES: usize = 60;
/// The red car's label.
pub const RED: char = 'A';

/// The direction a vehicle moves along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Axis {
    Horizontal,
    Vertical,
}

impl Axis {
    pub fn name(self) -> &'static str {
        match self {
            Axis::Horizontal => "horizontal",
            Axis::Vertical => "vertical",
        }
    }
}

/// The side of the board the red car leaves through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Exit {
    East,
    West,
    North,
    South,
}

impl Exit {
    /// The axis a red car must have to leave through this side.
    pub fn axis(self) -> Axis {
        match self {
            Exit::East | Exit::West => Axis::Horizontal,
            Exit::North | Exit::South => Axis::Vertical,
        }
    }
    /// The default exit for a red car on this axis (`E` for horizontal, `N` for vertical).
    pub fn default_for(axis: Axis) -> Exit {
        match axis {
            Axis::Horizontal => Exit::East,
            Axis::Vertical => Exit::North,
        }
    }
    pub fn letter(self) -> char {
        match self {
            Exit::East => 'E',
            Exit::West => 'W',
            Exit::North => 'N',
            Exit::South => 'S',
        }
    }
    pub fn from_letter(c: char) -> Option<Exit> {
        match c.to_ascii_uppercase() {
            'E' => Some(Exit::East),
            'W' => Some(Exit::West),
            'N' => Some(Exit::North),
            'S' => Some(Exit::South),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Exit::East => "east",
            Exit::West => "west",
            Exit::North => "north",
            Exit::South => "south",
        }
    }
    /// True when the exit is at the far end (larger offsets) of the red car's line.
    pub fn is_forward(self) -> bool {
        matches!(self, Exit::East | Exit::South)
    }
}

/// One vehicle: its label, axis, fixed line and length in cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Vehicle {
    pub label: char,
    pub axis: Axis,
    /// Row of a horizontal vehicle, column of a vertical one.
    pub line: u8,
    pub len: u8,
}

impl Vehicle {
    /// Row and column of the top/left cell at `offset`.
    pub fn top_left(&self, offset: u8) -> (u8, u8) {
        match self.axis {
            Axis::Horizontal => (self.line, offset),
            Axis::Vertical => (offset, self.line),
        }
    }
    /// The cells covered at `offset`, top/left first.
    pub fn cells(&self, offset: u8) -> impl Iterator<Item = (u8, u8)> + '_ {
        (0..self.len).map(move |i| match self.axis {
            Axis::Horizontal => (self.line, offset + i),
            Axis::Vertical => (offset + i, self.line),
        })
    }
    pub fn is_red(&self) -> bool {
        self.label == RED
    }
    /// "car", "truck" or "vehicle of length n".
    pub fn kind(&self) -> String {
        match self.len {
            2 => "car".into(),
            3 => "truck".into(),
            n => format!("{n}-cell vehicle"),
        }
    }
}

/// Why a set of vehicles, walls and an exit does not make a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Width or height outside 3..=12.
    BadSize {
        width: usize,
        height: usize,
    },
    TooManyVehicles {
        count: usize,
    },
    NoRedCar,
    /// The red car's axis cannot reach the requested exit side.
    ExitOffAxis {
        exit: Exit,
        axis: Axis,
    },
    OneCellVehicle {
        label: char,
        row: u8,
        col: u8,
    },
    OutOfBounds {
        label: char,
    },
    /// Two vehicles, or a vehicle and a wall, share a cell (label 'x' for a wall).
    Overlap {
        a: char,
        b: char,
        row: u8,
        col: u8,
    },
    DuplicateLabel {
        label: char,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::BadSize { width, height } => {
                write!(f, "the board is {width}×{height}; each side must be between {MIN_SIDE} and {MAX_SIDE} cells")
            }
            BoardError::TooManyVehicles { count } => {
                write!(f, "{count} vehicles is too many; at most {MAX_VEHICLES} fit the label alphabet")
            }
            BoardError::NoRedCar => write!(f, "there is no red car: mark it with the letter A"),
            BoardError::ExitOffAxis { exit, axis } => write!(
                f,
                "the exit is on the {} side but the red car is {}; it can only leave {}",
                exit.name(),
                axis.name(),
                match axis {
                    Axis::Horizontal => "east (E) or west (W)",
                    Axis::Vertical => "north (N) or south (S)",
                }
            ),
            BoardError::OneCellVehicle { label, row, col } => {
                write!(f, "vehicle {label} at row {}, column {} covers one cell; vehicles need at least 2", row + 1, col + 1)
            }
            BoardError::OutOfBounds { label } => write!(f, "vehicle {label} does not fit on the board"),
            BoardError::Overlap { a, b, row, col } => write!(f, "{a} and {b} overlap at row {}, column {}", row + 1, col + 1),
            BoardError::DuplicateLabel { label } => write!(f, "the label {label} is used twice"),
        }
    }
}

impl std::error::Error for BoardError {}

/// The static part of a puzzle: size, walls, vehicles (the red car first) and exit. (With the
/// `serde` feature one can be read unchecked: a reader checks it by [`Board::build`].)
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Board {
    width: u8,
    height: u8,
    walls: Vec<(u8, u8)>,
    vehicles: Vec<Vehicle>,
    exit: Exit,
}

/// Where every vehicle is: one offset per vehicle, in the board's vehicle order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Position(pub Vec<u8>);

impl Position {
    pub fn offset(&self, vehicle: usize) -> u8 {
        self.0[vehicle]
    }
    pub fn offsets(&self) -> &[u8] {
        &self.0
    }
}

/// A board together with a position on it: what a grid string describes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Puzzle {
    pub board: Board,
    pub start: Position,
}

impl Board {
    /// Builds a board and a position from vehicles placed at offsets, checking every rule:
    /// size, vehicle count, a red car `A`, the exit on its axis, lengths ≥ 2, bounds, no overlap.
    /// The red car is moved to index 0; the other vehicles keep their order.
    pub fn build(
        width: usize,
        height: usize,
        walls: Vec<(u8, u8)>,
        placed: Vec<(Vehicle, u8)>,
        exit: Option<Exit>,
    ) -> Result<Puzzle, BoardError> {
        let side = MIN_SIDE as usize..=MAX_SIDE as usize;
        if !side.contains(&width) || !side.contains(&height) {
            return Err(BoardError::BadSize { width, height });
        }
        if placed.len() > MAX_VEHICLES {
            return Err(BoardError::TooManyVehicles { count: placed.len() });
        }
        let (w, h) = (width as u8, height as u8);
        let mut grid = vec![None::<char>; width * height];
        for &(r, c) in &walls {
            if r >= h || c >= w {
                return Err(BoardError::OutOfBounds { label: 'x' });
            }
            grid[r as usize * width + c as usize] = Some('x');
        }
        let mut seen = Vec::with_capacity(placed.len());
        for &(v, off) in &placed {
            if seen.contains(&v.label) {
                return Err(BoardError::DuplicateLabel { label: v.label });
            }
            seen.push(v.label);
            let (r, c) = v.top_left(off);
            if v.len < 2 {
                return Err(BoardError::OneCellVehicle { label: v.label, row: r, col: c });
            }
            let (line_max, along_max) = match v.axis {
                Axis::Horizontal => (h, w),
                Axis::Vertical => (w, h),
            };
            if v.line >= line_max || off as usize + v.len as usize > along_max as usize {
                return Err(BoardError::OutOfBounds { label: v.label });
            }
            for (r, c) in v.cells(off) {
                let cell = &mut grid[r as usize * width + c as usize];
                if let Some(other) = *cell {
                    return Err(BoardError::Overlap { a: other, b: v.label, row: r, col: c });
                }
                *cell = Some(v.label);
            }
        }
        let red = placed.iter().position(|(v, _)| v.is_red()).ok_or(BoardError::NoRedCar)?;
        let red_axis = placed[red].0.axis;
        let exit = exit.unwrap_or(Exit::default_for(red_axis));
        if exit.axis() != red_axis {
            return Err(BoardError::ExitOffAxis { exit, axis: red_axis });
        }
        let mut placed = placed;
        let red_car = placed.remove(red);
        placed.insert(0, red_car);
        let mut walls = walls;
        walls.sort_unstable();
        walls.dedup();
        let board = Board { width: w, height: h, walls, vehicles: placed.iter().map(|&(v, _)| v).collect(), exit };
        let start = Position(placed.iter().map(|&(_, o)| o).collect());
        Ok(Puzzle { board, start })
    }

    pub fn width(&self) -> u8 {
        self.width
    }
    pub fn height(&self) -> u8 {
        self.height
    }
    pub fn walls(&self) -> &[(u8, u8)] {
        &self.walls
    }
    pub fn vehicles(&self) -> &[Vehicle] {
        &self.vehicles
    }
    pub fn vehicle(&self, i: usize) -> &Vehicle {
        &self.vehicles[i]
    }
    pub fn exit(&self) -> Exit {
        self.exit
    }
    /// Index of the vehicle with this label.
    pub fn index_of(&self, label: char) -> Option<usize> {
        self.vehicles.iter().position(|v| v.label == label)
    }
    /// Number of cells along a vehicle's axis (the board's width or height).
    pub fn line_len(&self, v: usize) -> u8 {
        match self.vehicles[v].axis {
            Axis::Horizontal => self.width,
            Axis::Vertical => self.height,
        }
    }
    /// The red car's offset at which it touches the exit side.
    pub fn goal_offset(&self) -> u8 {
        if self.exit.is_forward() { self.line_len(0) - self.vehicles[0].len } else { 0 }
    }
    /// The grid of labels at a position: `None` empty, `Some('x')` wall, `Some(label)` vehicle.
    pub fn cells(&self, pos: &Position) -> Vec<Vec<Option<char>>> {
        let mut g = vec![vec![None; self.width as usize]; self.height as usize];
        for &(r, c) in &self.walls {
            g[r as usize][c as usize] = Some('x');
        }
        for (v, &off) in self.vehicles.iter().zip(pos.offsets()) {
            for (r, c) in v.cells(off) {
                g[r as usize][c as usize] = Some(v.label);
            }
        }
        g
    }
}
