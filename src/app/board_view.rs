//! The board as SVG: cells, walls, the frame with a gap and an arrow at the exit, and the vehicles.
//!
//! One cell is `CELL` user units. Around the grid there is a margin of `MARGIN` units for the frame,
//! and `ARROW` more on the exit side for the arrow. Every vehicle is a
//! `<g class="vehicle" data-car=… data-row=… data-col=…>` whose row and column are those of its
//! top-left cell (0-based).

use crate::engine::board::{Axis, Board, Exit, Position, Vehicle};
use std::rc::Rc;
use yew::prelude::*;

const CELL: u32 = 100;
const MARGIN: u32 = 16;
const ARROW: u32 = 52;
/// How far the frame's centre line lies outside the grid.
const FRAME: u32 = 8;
/// Gap between a cell's square and its drawn tile.
const CELL_INSET: u32 = 6;
/// Gap between a vehicle and the edges of its cells; less than `CELL_INSET`, so it hides the tiles.
const INSET: u32 = 4;

/// Fill colours for the vehicles other than the red car, in board order: distinct from red and
/// from each other, light enough for a dark label.
const PALETTE: [&str; 16] = [
    "#4f8fd6", "#f2b632", "#5bb56b", "#a07ad6", "#ee8a3c", "#3fb7b0", "#e07ab8", "#9aab45",
    "#7f90ea", "#cfa57c", "#47a86e", "#e6d34a", "#83c6ea", "#bd8c63", "#a8a8a8", "#8193b3",
];

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub board: Rc<Board>,
    pub position: Position,
}

/// The fill colour of the vehicle at `index` (0 is the red car).
pub fn vehicle_colour(index: usize) -> String {
    match index {
        0 => "var(--red-car)".to_string(),
        i if i <= PALETTE.len() => PALETTE[i - 1].to_string(),
        // Past the palette: golden-angle hues that keep clear of red.
        i => format!("hsl({:.0} 60% 62%)", 25.0 + (i as f64 * 137.508) % 310.0),
    }
}

/// Where the grid sits in the SVG's user space.
struct Geometry {
    /// Top-left corner of cell (0, 0).
    x: u32,
    y: u32,
    /// Grid size in cells.
    w: u32,
    h: u32,
}

impl Geometry {
    fn new(board: &Board) -> Self {
        let exit = board.exit();
        Geometry {
            x: MARGIN + if exit == Exit::West { ARROW } else { 0 },
            y: MARGIN + if exit == Exit::North { ARROW } else { 0 },
            w: u32::from(board.width()),
            h: u32::from(board.height()),
        }
    }
    /// The SVG's viewBox width and height.
    fn view(&self, exit: Exit) -> (u32, u32) {
        let extra = |on: bool| if on { ARROW } else { 0 };
        (
            self.w * CELL + 2 * MARGIN + extra(exit.axis() == Axis::Horizontal),
            self.h * CELL + 2 * MARGIN + extra(exit.axis() == Axis::Vertical),
        )
    }
    /// Top-left corner of a cell.
    fn cell(&self, row: impl Into<u32>, col: impl Into<u32>) -> (u32, u32) {
        (self.x + col.into() * CELL, self.y + row.into() * CELL)
    }
}

#[function_component(BoardView)]
pub fn board_view(props: &BoardProps) -> Html {
    let board = &*props.board;
    let g = Geometry::new(board);
    let (view_w, view_h) = g.view(board.exit());
    let label = format!(
        "Rush Hour board, {} by {}, {} vehicles, exit on the {} side",
        g.w,
        g.h,
        board.vehicles().len(),
        board.exit().name()
    );

    let cells = (0..g.h).flat_map(|r| (0..g.w).map(move |c| (r, c))).map(|(r, c)| {
        let (x, y) = g.cell(r, c);
        let size = (CELL - 2 * CELL_INSET).to_string();
        html! { <rect class="cell" x={(x + CELL_INSET).to_string()} y={(y + CELL_INSET).to_string()}
                      width={size.clone()} height={size} rx="10" /> }
    });
    let walls = board.walls().iter().map(|&(r, c)| {
        let (x, y) = g.cell(r, c);
        let size = (CELL - 2 * INSET).to_string();
        html! {
            <g class="wall" data-row={r.to_string()} data-col={c.to_string()}>
                <rect x={(x + INSET).to_string()} y={(y + INSET).to_string()} width={size.clone()} height={size} rx="10" />
                <path d={format!("M{} {}L{} {}M{} {}L{} {}", x + 30, y + 30, x + 70, y + 70, x + 70, y + 30, x + 30, y + 70)} />
            </g>
        }
    });
    let vehicles = board
        .vehicles()
        .iter()
        .zip(props.position.offsets())
        .enumerate()
        .map(|(i, (v, &offset))| vehicle(&g, i, v, offset));

    html! {
        <svg class="board" viewBox={format!("0 0 {view_w} {view_h}")} role="img" aria-label={label}
             style={format!("--aspect: {:.4}", f64::from(view_w) / f64::from(view_h))}
             data-width={g.w.to_string()} data-height={g.h.to_string()}>
            <rect class="board-bg" x={(g.x - FRAME).to_string()} y={(g.y - FRAME).to_string()}
                  width={(g.w * CELL + 2 * FRAME).to_string()} height={(g.h * CELL + 2 * FRAME).to_string()} rx="14" />
            { for cells }
            { for walls }
            { exit(&g, board) }
            { for vehicles }
        </svg>
    }
}

/// One vehicle: a rounded rectangle and its label (the red car's in a white disc).
fn vehicle(g: &Geometry, index: usize, v: &Vehicle, offset: u8) -> Html {
    let (row, col) = v.top_left(offset);
    let len = u32::from(v.len);
    let (cols, rows) = match v.axis {
        Axis::Horizontal => (len, 1),
        Axis::Vertical => (1, len),
    };
    let (x, y) = g.cell(row, col);
    let (x, y) = (x + INSET, y + INSET);
    let (width, height) = (cols * CELL - 2 * INSET, rows * CELL - 2 * INSET);
    let (cx, cy) = (x + width / 2, y + height / 2);
    let label = v.label.to_string();
    let name = if v.is_red() {
        format!("red car A, row {}, column {}", row + 1, col + 1)
    } else {
        format!("{} {} {}, row {}, column {}", v.axis.name(), v.kind(), v.label, row + 1, col + 1)
    };
    html! {
        <g class={classes!("vehicle", v.is_red().then_some("red"))}
           data-car={label.clone()} data-row={row.to_string()} data-col={col.to_string()}>
            <title>{ name }</title>
            <rect class="body" x={x.to_string()} y={y.to_string()} width={width.to_string()} height={height.to_string()}
                  rx="14" fill={vehicle_colour(index)} />
            if v.is_red() {
                <circle class="marker" cx={cx.to_string()} cy={cy.to_string()} r="27" />
            }
            <text class="label" x={cx.to_string()} y={cy.to_string()}>{ label }</text>
        </g>
    }
}

/// The frame around the grid, open over the exit cell, and an arrow outside that gap.
fn exit(g: &Geometry, board: &Board) -> Html {
    let (x0, y0) = (g.x - FRAME, g.y - FRAME);
    let (x1, y1) = (g.x + g.w * CELL + FRAME, g.y + g.h * CELL + FRAME);
    let line = u32::from(board.vehicles()[0].line);
    let exit = board.exit();
    // The gap's two ends in clockwise order around the frame, the corners that follow it
    // clockwise, and the arrow's centre and rotation (the arrow is drawn pointing east).
    let (tl, tr, br, bl) = ((x0, y0), (x1, y0), (x1, y1), (x0, y1));
    let away = ARROW / 2 + 2;
    let (start, end, corners, centre, angle) = match exit {
        Exit::East => {
            let (a, b) = (g.y + line * CELL, g.y + (line + 1) * CELL);
            ((x1, a), (x1, b), [br, bl, tl, tr], (x1 + away, (a + b) / 2), 0)
        }
        Exit::South => {
            let (a, b) = (g.x + (line + 1) * CELL, g.x + line * CELL);
            ((a, y1), (b, y1), [bl, tl, tr, br], ((a + b) / 2, y1 + away), 90)
        }
        Exit::West => {
            let (a, b) = (g.y + (line + 1) * CELL, g.y + line * CELL);
            ((x0, a), (x0, b), [tl, tr, br, bl], (x0 - away, (a + b) / 2), 180)
        }
        Exit::North => {
            let (a, b) = (g.x + line * CELL, g.x + (line + 1) * CELL);
            ((a, y0), (b, y0), [tr, br, bl, tl], ((a + b) / 2, y0 - away), 270)
        }
    };
    let mut frame = format!("M{} {}", end.0, end.1);
    for (x, y) in corners {
        frame.push_str(&format!("L{x} {y}"));
    }
    frame.push_str(&format!("L{} {}", start.0, start.1));
    let (cx, cy) = centre;
    let arrow = format!(
        "M{} {}L{} {}L{} {}L{} {}L{} {}L{} {}L{} {}Z",
        cx - 20, cy - 7, cx + 2, cy - 7, cx + 2, cy - 18, cx + 22, cy,
        cx + 2, cy + 18, cx + 2, cy + 7, cx - 20, cy + 7
    );
    html! {
        <g class="exit" data-exit={exit.letter().to_string()}>
            <path class="frame" d={frame} />
            <path class="exit-arrow" d={arrow} transform={format!("rotate({angle} {cx} {cy})")}>
                <title>{ format!("exit ({} side)", exit.name()) }</title>
            </path>
        </g>
    }
}

/// The board of the game in the context.
#[function_component(GameBoard)]
pub fn game_board() -> Html {
    let game = super::use_game();
    html! { <BoardView board={game.board.clone()} position={game.position.clone()} /> }
}
