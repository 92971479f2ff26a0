//! Where everything of a board sits in the SVG's user space, for every drawing of a board (the
//! game's, the editor's, the classroom's pictures and the SVG download): one cell is `CELL` user
//! units; around the grid a margin of `MARGIN` for the frame, and `ARROW` more on the exit side
//! for the exit's arrow.

use crate::decimal::fixed;
use rush_hour_engine::model::board::{Axis, Board, Exit};

pub const CELL: u32 = 100;
const MARGIN: u32 = 16;
const ARROW: u32 = 52;
/// How far the frame's centre line lies outside the grid.
const FRAME: u32 = 8;
/// Gap between a cell's square and its drawn tile.
pub const CELL_INSET: u32 = 6;
/// Gap between a vehicle (or a wall) and the edges of its cells; less than `CELL_INSET`, so it
/// hides the tiles.
pub const INSET: u32 = 4;

/// A rectangle in user units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: u32,
    pub h: u32,
}

impl Rect {
    /// The centre, in whole user units.
    pub fn centre(&self) -> (i32, i32) {
        (self.x + self.w as i32 / 2, self.y + self.h as i32 / 2)
    }
}

/// The size of a vehicle's body: `len` cells along `axis`, inset on every side.
pub fn vehicle_size(axis: Axis, len: u8) -> (u32, u32) {
    let long = u32::from(len) * CELL - 2 * INSET;
    let short = CELL - 2 * INSET;
    match axis {
        Axis::Horizontal => (long, short),
        Axis::Vertical => (short, long),
    }
}

/// The exit drawn on the frame: the frame's outline, open over the exit cell, and an arrow outside
/// the gap (drawn pointing east, turned by `angle` degrees about its centre).
pub struct ExitMark {
    pub frame: String,
    pub arrow: String,
    pub centre: (u32, u32),
    pub angle: u32,
}

/// A board's grid in user space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// Top-left corner of cell (0, 0).
    pub x: u32,
    pub y: u32,
    /// Grid size in cells.
    pub w: u32,
    pub h: u32,
    pub exit: Exit,
    /// The exit's line: the row (east, west) or column (north, south) of the gap.
    pub line: u32,
}

impl Geometry {
    /// A grid of `width` × `height` cells with its exit on `line`.
    pub fn new(width: u8, height: u8, exit: Exit, line: u8) -> Self {
        let across = if exit.axis() == Axis::Horizontal { height } else { width };
        Geometry {
            x: MARGIN + if exit == Exit::West { ARROW } else { 0 },
            y: MARGIN + if exit == Exit::North { ARROW } else { 0 },
            w: u32::from(width),
            h: u32::from(height),
            exit,
            line: u32::from(line.min(across.saturating_sub(1))),
        }
    }

    /// A board's grid, its exit on the red car's line.
    pub fn of(board: &Board) -> Self {
        Geometry::new(board.width(), board.height(), board.exit(), board.vehicles()[0].line)
    }

    /// The SVG's viewBox width and height.
    pub fn view(&self) -> (u32, u32) {
        let extra = |on: bool| if on { ARROW } else { 0 };
        (
            self.w * CELL + 2 * MARGIN + extra(self.exit.axis() == Axis::Horizontal),
            self.h * CELL + 2 * MARGIN + extra(self.exit.axis() == Axis::Vertical),
        )
    }

    /// `viewBox` and the `--aspect` style of the `<svg>`.
    pub fn view_box(&self) -> String {
        let (w, h) = self.view();
        format!("0 0 {w} {h}")
    }
    pub fn aspect_style(&self) -> String {
        let (w, h) = self.view();
        format!("--aspect: {}", fixed(f64::from(w) / f64::from(h), 4))
    }

    /// Top-left corner of a cell.
    pub fn cell(&self, row: impl Into<u32>, col: impl Into<u32>) -> (u32, u32) {
        (self.x + col.into() * CELL, self.y + row.into() * CELL)
    }

    /// The tile drawn in a cell.
    pub fn tile(&self, row: u32, col: u32) -> Rect {
        let (x, y) = self.cell(row, col);
        Rect { x: (x + CELL_INSET) as i32, y: (y + CELL_INSET) as i32, w: CELL - 2 * CELL_INSET, h: CELL - 2 * CELL_INSET }
    }

    /// The board's background under the frame.
    pub fn background(&self) -> Rect {
        Rect { x: (self.x - FRAME) as i32, y: (self.y - FRAME) as i32, w: self.w * CELL + 2 * FRAME, h: self.h * CELL + 2 * FRAME }
    }

    /// A piece's body over `len` cells from `(row, col)` along `axis` (the row and column may lie
    /// off the board: a piece dragged past its edge).
    pub fn piece(&self, row: i16, col: i16, axis: Axis, len: u8) -> Rect {
        let (w, h) = vehicle_size(axis, len);
        let x = self.x as i32 + i32::from(col) * CELL as i32 + INSET as i32;
        let y = self.y as i32 + i32::from(row) * CELL as i32 + INSET as i32;
        Rect { x, y, w, h }
    }

    /// The cell under a point in user units (may be off the board).
    #[cfg(feature = "tools")]
    pub fn cell_at(&self, x: f64, y: f64) -> (i16, i16) {
        let cell = |u: f64, origin: u32| ((u - f64::from(origin)) / f64::from(CELL)).floor() as i16;
        (cell(y, self.y), cell(x, self.x))
    }

    /// The frame around the grid, open over the exit cell, and the arrow outside that gap.
    pub fn exit_mark(&self) -> ExitMark {
        let (x0, y0) = (self.x - FRAME, self.y - FRAME);
        let (x1, y1) = (self.x + self.w * CELL + FRAME, self.y + self.h * CELL + FRAME);
        let line = self.line;
        // The gap's two ends in clockwise order around the frame, the corners that follow it
        // clockwise, and the arrow's centre and rotation (the arrow is drawn pointing east).
        let (tl, tr, br, bl) = ((x0, y0), (x1, y0), (x1, y1), (x0, y1));
        let away = ARROW / 2 + 2;
        let (start, end, corners, centre, angle) = match self.exit {
            Exit::East => {
                let (a, b) = (self.y + line * CELL, self.y + (line + 1) * CELL);
                ((x1, a), (x1, b), [br, bl, tl, tr], (x1 + away, (a + b) / 2), 0)
            }
            Exit::South => {
                let (a, b) = (self.x + (line + 1) * CELL, self.x + line * CELL);
                ((a, y1), (b, y1), [bl, tl, tr, br], ((a + b) / 2, y1 + away), 90)
            }
            Exit::West => {
                let (a, b) = (self.y + (line + 1) * CELL, self.y + line * CELL);
                ((x0, a), (x0, b), [tl, tr, br, bl], (x0 - away, (a + b) / 2), 180)
            }
            Exit::North => {
                let (a, b) = (self.x + line * CELL, self.x + (line + 1) * CELL);
                ((a, y0), (b, y0), [tr, br, bl, tl], ((a + b) / 2, y0 - away), 270)
            }
        };
        let mut frame = format!("M{} {}", end.0, end.1);
        for (x, y) in corners {
            frame.push_str(&format!("L{x} {y}"));
        }
        frame.push_str(&format!("L{} {}", start.0, start.1));
        let (cx, cy) = centre;
        let points = [(-20, -7), (2, -7), (2, -18), (22, 0), (2, 18), (2, 7), (-20, 7)];
        let arrow = points
            .iter()
            .enumerate()
            .map(|(k, (dx, dy))| format!("{}{} {}", if k == 0 { 'M' } else { 'L' }, cx as i32 + dx, cy as i32 + dy))
            .collect::<String>()
            + "Z";
        ExitMark { frame, arrow, centre, angle }
    }
}

/// A wall in a cell: its block (inset like a vehicle) and the cross drawn on it.
pub fn wall(g: &Geometry, row: u32, col: u32) -> (Rect, String) {
    let (x, y) = g.cell(row, col);
    let block = Rect { x: (x + INSET) as i32, y: (y + INSET) as i32, w: CELL - 2 * INSET, h: CELL - 2 * INSET };
    let cross = format!("M{} {}L{} {}M{} {}L{} {}", x + 30, y + 30, x + 70, y + 70, x + 70, y + 30, x + 30, y + 70);
    (block, cross)
}
