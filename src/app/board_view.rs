//! The board as SVG: cells, walls, the frame with a gap and an arrow at the exit, and the vehicles.
//!
//! One cell is `CELL` user units. Around the grid there is a margin of `MARGIN` units for the frame,
//! and `ARROW` more on the exit side for the arrow. Every vehicle is a
//! `<g class="vehicle" data-car=… data-row=… data-col=…>` whose row and column are those of its
//! top-left cell (0-based).
//!
//! `BoardView` draws a board as a picture (props only); `GameBoard` is the game's board, played
//! from the context: vehicles dragged or moved with the arrow keys (`vehicle::VehicleView`), the
//! hint drawn as a ghost of the vehicle at its target with an arrow, the plan's last move
//! highlighted, and the red car driving out when the puzzle is solved.

use super::vehicle::{Dir, VehicleView};
use crate::game::state::Action;
use rush_hour_engine::board::{Axis, Board, Exit, Position, Vehicle};
use rush_hour_engine::cluster::Hint;
use rush_hour_engine::rules;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub(super) const CELL: u32 = 100;
const MARGIN: u32 = 16;
const ARROW: u32 = 52;
/// How far the frame's centre line lies outside the grid.
const FRAME: u32 = 8;
/// Gap between a cell's square and its drawn tile.
const CELL_INSET: u32 = 6;
/// Gap between a vehicle and the edges of its cells; less than `CELL_INSET`, so it hides the tiles.
pub(super) const INSET: u32 = 4;

/// Fill colours for the vehicles other than the red car, in board order: distinct from red and
/// from each other, light enough for a dark label.
const PALETTE: [&str; 16] = [
    "#4f8fd6", "#f2b632", "#5bb56b", "#a07ad6", "#ee8a3c", "#3fb7b0", "#e07ab8", "#9aab45", "#7f90ea", "#cfa57c", "#47a86e", "#e6d34a",
    "#83c6ea", "#bd8c63", "#a8a8a8", "#8193b3",
];
/// The palette's colours in words, for the vehicles' accessible names.
const PALETTE_NAMES: [&str; 16] = [
    "blue",
    "amber",
    "green",
    "purple",
    "orange",
    "teal",
    "pink",
    "olive",
    "periwinkle",
    "tan",
    "jade",
    "yellow",
    "sky blue",
    "brown",
    "grey",
    "slate",
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
        i => format!("hsl({:.0} 60% 62%)", extra_hue(i)),
    }
}

fn extra_hue(i: usize) -> f64 {
    25.0 + (i as f64 * 137.508) % 310.0
}

/// The colour of the vehicle at `index` in words.
pub fn colour_name(index: usize) -> &'static str {
    match index {
        0 => "red",
        i if i <= PALETTE.len() => PALETTE_NAMES[i - 1],
        i => match extra_hue(i) {
            h if h < 45.0 => "orange",
            h if h < 70.0 => "yellow",
            h if h < 160.0 => "green",
            h if h < 200.0 => "cyan",
            h if h < 250.0 => "blue",
            h if h < 290.0 => "violet",
            _ => "magenta",
        },
    }
}

/// "Red car A, horizontal, row 3, columns 1–2" (1-based, as a player counts).
pub fn vehicle_name(index: usize, v: &Vehicle, offset: u8) -> String {
    let (row, col) = v.top_left(offset);
    let (row, col) = (u32::from(row) + 1, u32::from(col) + 1);
    let end = |start: u32| start + u32::from(v.len) - 1;
    let place = match v.axis {
        Axis::Horizontal => format!("row {row}, columns {col}–{}", end(col)),
        Axis::Vertical => format!("column {col}, rows {row}–{}", end(row)),
    };
    let colour = colour_name(index);
    let mut colour = colour.to_string();
    colour[..1].make_ascii_uppercase();
    format!("{colour} {} {}, {}, {place}", v.kind(), v.label, v.axis.name())
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

/// The `<svg>` of a board: background, cells, walls, exit, then `under`, the vehicles and `over`.
fn board_svg(board: &Board, parts: SvgParts) -> Html {
    let g = Geometry::new(board);
    let (view_w, view_h) = g.view(board.exit());
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
    html! {
        <svg ref={parts.node} class={parts.class} viewBox={format!("0 0 {view_w} {view_h}")}
             role={parts.role} aria-label={parts.label} aria-roledescription={parts.roledescription}
             style={format!("--aspect: {:.4}", f64::from(view_w) / f64::from(view_h))}
             data-width={g.w.to_string()} data-height={g.h.to_string()}>
            <rect class="board-bg" x={(g.x - FRAME).to_string()} y={(g.y - FRAME).to_string()}
                  width={(g.w * CELL + 2 * FRAME).to_string()} height={(g.h * CELL + 2 * FRAME).to_string()} rx="14" />
            { for cells }
            { for walls }
            { exit(&g, board) }
            { parts.under }
            { parts.vehicles }
            { parts.over }
        </svg>
    }
}

struct SvgParts {
    node: NodeRef,
    class: Classes,
    role: &'static str,
    label: String,
    roledescription: Option<&'static str>,
    under: Html,
    vehicles: Html,
    over: Html,
}

fn board_label(board: &Board) -> String {
    format!(
        "Rush Hour board, {} by {}, {} vehicles, exit on the {} side",
        board.width(),
        board.height(),
        board.vehicles().len(),
        board.exit().name()
    )
}

/// A board as a picture.
#[function_component(BoardView)]
pub fn board_view(props: &BoardProps) -> Html {
    let board = &*props.board;
    let g = Geometry::new(board);
    let vehicles = board.vehicles().iter().zip(props.position.offsets()).enumerate().map(|(i, (v, &offset))| {
        html! {
            <VehicleView key={v.label.to_string()} index={i} vehicle={*v} offset={offset} origin={(g.x, g.y)}
                         colour={vehicle_colour(i)} name={vehicle_name(i, v, offset)} />
        }
    });
    board_svg(
        board,
        SvgParts {
            node: NodeRef::default(),
            class: classes!("board"),
            role: "img",
            label: board_label(board),
            roledescription: None,
            under: Html::default(),
            vehicles: vehicles.collect::<Html>(),
            over: Html::default(),
        },
    )
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
        cx - 20,
        cy - 7,
        cx + 2,
        cy - 7,
        cx + 2,
        cy - 18,
        cx + 22,
        cy,
        cx + 2,
        cy + 18,
        cx + 2,
        cy + 7,
        cx - 20,
        cy + 7
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

/// The hint on the board: a dashed ghost of the vehicle at its target (under the vehicles, a click
/// on it applies the hint) and an arrow from the vehicle's leading edge to the ghost's (over them).
fn hint_marks(g: &Geometry, board: &Board, pos: &Position, hint: Hint, apply: Callback<MouseEvent>) -> (Html, Html) {
    let i = hint.mv.vehicle as usize;
    let v = board.vehicle(i);
    let from = pos.offset(i);
    let to = (i16::from(from) + i16::from(hint.mv.delta)).clamp(0, 255) as u8;
    let (row, col) = v.top_left(to);
    let (x, y) = g.cell(row, col);
    let len = u32::from(v.len);
    let (w, h) = match v.axis {
        Axis::Horizontal => (len * CELL - 2 * INSET, CELL - 2 * INSET),
        Axis::Vertical => (CELL - 2 * INSET, len * CELL - 2 * INSET),
    };
    let forward = hint.mv.delta > 0;
    // The leading edge along the axis (user units), now and at the target.
    let (lo, line_mid) = match v.axis {
        Axis::Horizontal => (g.x, g.y + u32::from(v.line) * CELL + CELL / 2),
        Axis::Vertical => (g.y, g.x + u32::from(v.line) * CELL + CELL / 2),
    };
    let edge = |offset: u8| -> f64 {
        let start = f64::from(lo + u32::from(offset) * CELL);
        if forward { start + f64::from(len * CELL - INSET) } else { start + f64::from(INSET) }
    };
    let (a, b) = (edge(from), edge(to));
    let sign = if forward { 1.0 } else { -1.0 };
    // Shaft from just past the vehicle to the head, which ends just inside the ghost's edge.
    let (tail, tip) = (a + sign * 10.0, b - sign * 6.0);
    let head = 30.0_f64.min((tip - tail).abs() * 0.6);
    let neck = tip - sign * head;
    let (half, head_half) = (8.0, 22.0);
    let m = f64::from(line_mid);
    let pts =
        [(tail, m - half), (neck, m - half), (neck, m - head_half), (tip, m), (neck, m + head_half), (neck, m + half), (tail, m + half)];
    let path = pts
        .iter()
        .enumerate()
        .map(|(k, &(along, across))| {
            let (px, py) = match v.axis {
                Axis::Horizontal => (along, across),
                Axis::Vertical => (across, along),
            };
            format!("{}{px:.1} {py:.1}", if k == 0 { 'M' } else { 'L' })
        })
        .collect::<String>()
        + "Z";
    let under = html! {
        <g class="hint-ghost" data-car={v.label.to_string()} data-row={row.to_string()} data-col={col.to_string()}
           onclick={apply} aria-hidden="true">
            <rect x={(x + INSET).to_string()} y={(y + INSET).to_string()} width={w.to_string()} height={h.to_string()}
                  rx="14" fill={vehicle_colour(i)} />
        </g>
    };
    let over = html! { <path class="hint-arrow" d={path} aria-hidden="true" /> };
    (under, over)
}

/// The vehicle to focus when an arrow key points across `from`'s axis: the nearest one that way,
/// preferring those in line with it.
fn neighbour(board: &Board, pos: &Position, from: usize, dir: Dir) -> Option<usize> {
    // A vehicle's span of rows and columns, in cells.
    let span = |i: usize| {
        let v = board.vehicle(i);
        let (r, c) = v.top_left(pos.offset(i));
        let (r, c, n) = (f64::from(r), f64::from(c), f64::from(v.len) - 1.0);
        match v.axis {
            Axis::Horizontal => ((r, r), (c, c + n)),
            Axis::Vertical => ((r, r + n), (c, c)),
        }
    };
    let centre = |((r0, r1), (c0, c1)): ((f64, f64), (f64, f64))| ((r0 + r1) / 2.0, (c0 + c1) / 2.0);
    let gap = |(a0, a1): (f64, f64), (b0, b1): (f64, f64)| (b0 - a1).max(a0 - b1).max(0.0);
    let me = span(from);
    let (mr, mc) = centre(me);
    (0..board.vehicles().len())
        .filter(|&i| i != from)
        .filter_map(|i| {
            let s = span(i);
            let (r, c) = centre(s);
            let (ahead, across) = match dir {
                Dir::Up => (mr - r, gap(me.1, s.1)),
                Dir::Down => (r - mr, gap(me.1, s.1)),
                Dir::Left => (mc - c, gap(me.0, s.0)),
                Dir::Right => (c - mc, gap(me.0, s.0)),
            };
            (ahead > 0.25).then_some((i, ahead + 3.0 * across))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// The board of the game in the context, played with pointer and keys.
#[function_component(GameBoard)]
pub fn game_board() -> Html {
    let game = super::use_game();
    let svg = use_node_ref();
    let board = game.play.board.clone();
    let g = Geometry::new(&board);
    let won = game.play.won();
    let hint = game.play.hint.filter(|_| !won);
    let played =
        game.playback.as_ref().and_then(|p| p.step.checked_sub(1).and_then(|s| p.plan.get(s))).map(|m| m.vehicle as usize).filter(|_| !won);

    let on_slide = {
        let game = game.clone();
        Callback::from(move |(vehicle, offset): (usize, u8)| game.dispatch(Action::Slide { vehicle, offset }))
    };
    let on_step = {
        let game = game.clone();
        Callback::from(move |(vehicle, dir): (usize, i8)| game.dispatch(Action::Step { vehicle, dir }))
    };
    let on_focus = {
        let game = game.clone();
        Callback::from(move |i: usize| {
            if game.play.selected != Some(i) {
                game.dispatch(Action::Select(Some(i)));
            }
        })
    };
    // Touching a vehicle while the plan plays pauses it: the player takes over.
    let on_grab = {
        let game = game.clone();
        Callback::from(move |_: usize| {
            if game.playback.as_ref().is_some_and(|p| p.playing) {
                game.dispatch(Action::PlayPause);
            }
        })
    };
    let on_apply_hint = {
        let game = game.clone();
        Callback::from(move |()| game.dispatch(Action::ApplyHint))
    };
    let on_cross = {
        let (game, svg) = (game.clone(), svg.clone());
        Callback::from(move |(from, dir): (usize, Dir)| {
            let Some(to) = neighbour(&game.play.board, &game.play.position, from, dir) else { return };
            let label = game.play.board.vehicle(to).label.to_string();
            let Some(root) = svg.cast::<web_sys::Element>() else { return };
            let Ok(Some(el)) = root.query_selector(&format!("[data-car=\"{label}\"].vehicle")) else { return };
            if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                let _ = el.focus();
            }
        })
    };

    let (under, over) = match hint {
        Some(h) => {
            let apply = {
                let game = game.clone();
                Callback::from(move |_: MouseEvent| game.dispatch(Action::ApplyHint))
            };
            hint_marks(&g, &board, &game.play.position, h, apply)
        }
        None => (Html::default(), Html::default()),
    };
    let vehicles = board.vehicles().iter().enumerate().map(|(i, v)| {
        let offset = game.play.position.offset(i);
        let hinted = hint.is_some_and(|h| h.mv.vehicle as usize == i);
        let mut name = vehicle_name(i, v, offset);
        if let Some(h) = hint.filter(|_| hinted) {
            let way = match (v.axis, h.mv.delta > 0) {
                (Axis::Horizontal, true) => "right",
                (Axis::Horizontal, false) => "left",
                (Axis::Vertical, true) => "down",
                (Axis::Vertical, false) => "up",
            };
            let n = h.mv.distance();
            name.push_str(&format!(". Hint: move it {way} {n} {}; press Enter to do it", if n == 1 { "cell" } else { "cells" }));
        }
        let range = if won { (offset, offset) } else { rules::legal_range(&board, &game.play.position, i) };
        let exit_way = (won && i == board.red()).then(|| {
            let d = ((u32::from(v.len) + 1) * CELL) as i32;
            match board.exit() {
                Exit::East => (d, 0),
                Exit::West => (-d, 0),
                Exit::South => (0, d),
                Exit::North => (0, -d),
            }
        });
        html! {
            <VehicleView key={format!("{}-{}", game.background.generation, v.label)} index={i} vehicle={*v} offset={offset}
                         origin={(g.x, g.y)} colour={vehicle_colour(i)} name={name} show_label={game.settings.show_labels}
                         interactive=true range={range} hinted={hinted} played={played == Some(i)} exit_way={exit_way}
                         on_slide={on_slide.clone()} on_step={on_step.clone()} on_cross={on_cross.clone()}
                         on_focus={on_focus.clone()} on_grab={on_grab.clone()} on_apply_hint={on_apply_hint.clone()} />
        }
    });
    let label = format!("{}. Drag a vehicle along its axis, or Tab to it and use the arrow keys.", board_label(&board));
    board_svg(
        &board,
        SvgParts {
            node: svg,
            class: classes!("board", "playable", won.then_some("won"), hint.is_some().then_some("has-hint")),
            role: "group",
            label,
            roledescription: Some("puzzle board"),
            under,
            vehicles: vehicles.collect::<Html>(),
            over,
        },
    )
}
