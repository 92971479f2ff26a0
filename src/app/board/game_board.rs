//! The game's board: `GameBoard`, played from the context — vehicles dragged or moved with the
//! arrow keys (`vehicle`, `drag`), or tapped and then moved by a tap on a cell of its line (tap to
//! move: the cells it can reach are marked), the hint drawn as a ghost of the vehicle at its
//! target with an arrow, the plan's last move highlighted, and the red car driving out when the
//! puzzle is solved; over it, the board's cells as an ARIA grid named cell by cell for a screen
//! reader, walked with the arrow keys (`cell_grid`);
//! and `BoardView`, a board as a picture (props only). Every vehicle is a
//! `<g class="vehicle" data-car=… data-row=… data-col=…>` whose row and column are those of its
//! top-left cell (0-based).

use super::drawing::{background, board_label, palette_class};
use super::geometry::{CELL, Geometry, INSET};
use super::vehicle::{Dir, VehicleView};
use crate::app::hooks::StartStage;
use crate::decimal::fixed;
use crate::game::board_words::{cell_name, way};
use crate::game::state::{Action, PlanAction, PlayAction};
use crate::palette::Palette;
use crate::palette::{vehicle_colour, vehicle_name};
use rush_hour_engine::model::board::{Axis, Board, Exit, Position};
use rush_hour_engine::model::rules;
use rush_hour_engine::search::cluster::Hint;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub board: Rc<Board>,
    pub position: Position,
}

/// The `<svg>` of a board: its background, then `under`, the vehicles and `over`.
fn board_svg(board: &Board, parts: SvgParts) -> Html {
    let g = Geometry::of(board);
    html! {
        <svg ref={parts.node} class={parts.class} viewBox={g.view_box()} onclick={parts.onclick}
             role={parts.role} aria-label={parts.label} aria-roledescription={parts.roledescription}
             style={g.aspect_style()} data-width={g.w.to_string()} data-height={g.h.to_string()}>
            { background(&g, board.walls(), false) }
            { parts.under }
            { parts.vehicles }
            { parts.over }
        </svg>
    }
}

struct SvgParts {
    node: NodeRef,
    /// A click anywhere on the board (the game's: a tap off the tapped vehicle's line).
    onclick: Option<Callback<MouseEvent>>,
    class: Classes,
    role: &'static str,
    label: String,
    roledescription: Option<&'static str>,
    under: Html,
    vehicles: Html,
    over: Html,
}

/// A board as a picture.
#[function_component(BoardView)]
pub fn board_view(props: &BoardProps) -> Html {
    let palette = crate::app::store::use_palette();
    let board = &*props.board;
    let g = Geometry::of(board);
    let vehicles = board.vehicles().iter().zip(props.position.offsets()).enumerate().map(|(i, (v, &offset))| {
        html! {
            <VehicleView key={v.label.to_string()} index={i} vehicle={*v} offset={offset} origin={(g.x, g.y)}
                         colour={vehicle_colour(i, palette)} name={vehicle_name(i, v, offset, palette)} />
        }
    });
    board_svg(
        board,
        SvgParts {
            node: NodeRef::default(),
            onclick: None,
            class: classes!("board", palette_class(palette)),
            role: "img",
            label: board_label(board),
            roledescription: None,
            under: Html::default(),
            vehicles: vehicles.collect::<Html>(),
            over: Html::default(),
        },
    )
}

/// The hint on the board: a dashed ghost of the vehicle at its target (under the vehicles, a click
/// on it applies the hint) and an arrow from the vehicle's leading edge to the ghost's (over them).
fn hint_marks(g: &Geometry, board: &Board, pos: &Position, hint: Hint, palette: Palette, apply: Callback<MouseEvent>) -> (Html, Html) {
    let i = hint.mv.vehicle as usize;
    let v = board.vehicle(i);
    let from = pos.offset(i);
    let to = (i16::from(from) + i16::from(hint.mv.delta)).clamp(0, 255) as u8;
    let (row, col) = v.top_left(to);
    let ghost = g.piece(row.into(), col.into(), v.axis, v.len);
    let len = u32::from(v.len);
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
            format!("{}{} {}", if k == 0 { 'M' } else { 'L' }, fixed(px, 1), fixed(py, 1))
        })
        .collect::<String>()
        + "Z";
    let under = html! {
        <g class="hint-ghost" data-car={v.label.to_string()} data-row={row.to_string()} data-col={col.to_string()}
           onclick={apply} aria-hidden="true">
            <rect x={ghost.x.to_string()} y={ghost.y.to_string()} width={ghost.w.to_string()} height={ghost.h.to_string()}
                  rx="14" fill={vehicle_colour(i, palette)} />
        </g>
    };
    let over = html! { <path class="hint-arrow" d={path} aria-hidden="true" /> };
    (under, over)
}

/// Tap to move: the cells of the tapped vehicle `v`'s line beside it, each a target for a tap,
/// those it can reach marked with a dot. A tap on a cell slides the vehicle to cover it, or as far
/// as it can that way, with a blocked drag's bump when it cannot go all the way.
fn tap_line(g: &Geometry, board: &Board, pos: &Position, v: usize, on_slide: Callback<(usize, u8)>) -> Html {
    let vehicle = board.vehicle(v);
    let (offset, len) = (pos.offset(v), vehicle.len);
    let (min, max) = rules::legal_range(board, pos, v);
    let cells = match vehicle.axis {
        Axis::Horizontal => board.width(),
        Axis::Vertical => board.height(),
    };
    let targets = (0..cells).filter(|&t| t < offset || t >= offset + len).map(|t| {
        let (row, col) = match vehicle.axis {
            Axis::Horizontal => (vehicle.line, t),
            Axis::Vertical => (t, vehicle.line),
        };
        let reachable = t >= min && t < max + len;
        let (x, y) = g.cell(row, col);
        let onclick = {
            let on_slide = on_slide.clone();
            Callback::from(move |_: MouseEvent| {
                let wanted = if t > offset { t + 1 - len } else { t };
                let to = wanted.clamp(min, max);
                if to != wanted {
                    crate::app::sound::play(crate::app::sound::Cue::Bump);
                }
                on_slide.emit((v, to));
            })
        };
        html! {
            <g class={classes!("tap-cell", reachable.then_some("reach"))} data-row={row.to_string()} data-col={col.to_string()} {onclick}>
                <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                if reachable {
                    <circle cx={(x + CELL / 2).to_string()} cy={(y + CELL / 2).to_string()} r="13" />
                }
            </g>
        }
    });
    html! { <g class="tap-line" data-car={vehicle.label.to_string()} aria-hidden="true">{ for targets }</g> }
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

/// Focuses the element `selector` finds in `root` (a vehicle, a cell of the grid).
fn focus_in(root: &NodeRef, selector: &str) {
    let found = root.cast::<web_sys::Element>().and_then(|root| root.query_selector(selector).ok().flatten());
    if let Some(el) = found.and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// The grid's cell at `(row, column)`.
fn cell_selector((row, col): (u8, u8)) -> String {
    format!("[role=gridcell][data-row=\"{row}\"][data-col=\"{col}\"]")
}

/// The board's cells as an ARIA grid over the drawing, for a screen reader and the keyboard (the
/// WAI-ARIA grid pattern): a `row` of `gridcell`s for each row, each named by what is on it
/// (`board_words::cell_name`), the cursor's cell the one Tab stop (roving tabindex). The cells are
/// transparent and take no pointer: drags and taps reach the drawing under them; the focused
/// cell's ring is drawn over the vehicles.
fn cell_grid(g: &Geometry, board: &Board, pos: &Position, palette: Palette, cursor: (u8, u8), onkeydown: Callback<KeyboardEvent>) -> Html {
    let cells = board.cells(pos);
    let rows = (0..board.height()).map(|r| {
        let row = (0..board.width()).map(|c| {
            let t = g.tile(r.into(), c.into());
            html! {
                <rect role="gridcell" tabindex={if (r, c) == cursor { "0" } else { "-1" }} aria-label={cell_name(board, &cells, r, c, palette)}
                      data-row={r.to_string()} data-col={c.to_string()}
                      x={t.x.to_string()} y={t.y.to_string()} width={t.w.to_string()} height={t.h.to_string()} rx="10" />
            }
        });
        html! { <g role="row" aria-label={format!("Row {}", r + 1)}>{ for row }</g> }
    });
    html! { <g class="cell-grid" role="grid" aria-label="The board's cells" {onkeydown}>{ for rows }</g> }
}

#[derive(Properties, PartialEq)]
pub struct GameBoardProps {
    /// How far the app's first render has got: the vehicles and the cells' grid wait for their
    /// stage (`hooks::use_start_stage`).
    #[prop_or(StartStage::Whole)]
    pub stage: StartStage,
}

/// The board of the game in the context, played with pointer and keys.
#[function_component(GameBoard)]
pub fn game_board(props: &GameBoardProps) -> Html {
    let game = crate::app::store::use_game();
    let stage = props.stage;
    let palette = game.settings.palette;
    let svg = use_node_ref();
    let board = game.play.board.clone();
    let g = Geometry::of(&board);
    let won = game.play.won();
    let hint = game.play.hint.filter(|_| !won);
    let played =
        game.playback.as_ref().and_then(|p| p.step.checked_sub(1).and_then(|s| p.plan.get(s))).map(|m| m.vehicle as usize).filter(|_| !won);

    let on_slide = {
        let game = game.clone();
        Callback::from(move |(vehicle, offset): (usize, u8)| game.dispatch(Action::Play(PlayAction::Slide { vehicle, offset })))
    };
    let on_step = {
        let game = game.clone();
        Callback::from(move |(vehicle, dir): (usize, i8)| game.dispatch(Action::Play(PlayAction::Step { vehicle, dir })))
    };
    let on_focus = {
        let game = game.clone();
        Callback::from(move |i: usize| {
            if game.play.selected != Some(i) {
                game.dispatch(Action::Play(PlayAction::Select(Some(i))));
            }
        })
    };
    // Touching a vehicle while the plan plays pauses it: the player takes over.
    let on_grab = {
        let game = game.clone();
        Callback::from(move |_: usize| {
            if game.playback.as_ref().is_some_and(|p| p.playing) {
                game.dispatch(Action::Plan(PlanAction::PlayPause));
            }
        })
    };
    let on_apply_hint = {
        let game = game.clone();
        Callback::from(move |()| game.dispatch(Action::Play(PlayAction::ApplyHint)))
    };
    // Tap to move: the vehicle chosen by a tap, until a move on the board, a second tap on it or a
    // tap elsewhere.
    let tapped = use_state_eq(|| None::<usize>);
    let tapped_now = (*tapped).filter(|_| !won);
    let on_tap = {
        let tapped = tapped.clone();
        Callback::from(move |i: usize| tapped.set(if *tapped == Some(i) { None } else { Some(i) }))
    };
    let on_slide = {
        let tapped = tapped.clone();
        on_slide.reform(move |slide: (usize, u8)| {
            tapped.set(None);
            slide
        })
    };
    let on_step = {
        let tapped = tapped.clone();
        on_step.reform(move |step: (usize, i8)| {
            tapped.set(None);
            step
        })
    };
    let on_board_click = {
        let tapped = tapped.clone();
        Callback::from(move |e: MouseEvent| {
            let on_piece = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest(".vehicle, .tap-cell, .hint-ghost").ok().flatten())
                .is_some();
            if !on_piece {
                tapped.set(None);
            }
        })
    };
    let on_cross = {
        let (game, svg) = (game.clone(), svg.clone());
        Callback::from(move |(from, dir): (usize, Dir)| {
            let Some(to) = neighbour(&game.play.board, &game.play.position, from, dir) else { return };
            focus_in(&svg, &format!("[data-car=\"{}\"].vehicle", game.play.board.vehicle(to).label));
        })
    };
    // The cells' grid: its cursor (one Tab stop), moved by the arrow keys, Home and End; Enter or
    // Space takes the focus to the vehicle there, and Escape on a vehicle brings it back.
    let cursor = use_state_eq(|| (0u8, 0u8));
    let (w, h) = (board.width(), board.height());
    let (row, col) = (cursor.0.min(h - 1), cursor.1.min(w - 1));
    let on_grid_key = {
        let (cursor, svg, cells) = (cursor.clone(), svg.clone(), board.cells(&game.play.position));
        Callback::from(move |e: KeyboardEvent| {
            if e.alt_key() || e.meta_key() {
                return;
            }
            let to = match (e.key().as_str(), e.ctrl_key()) {
                ("ArrowLeft", _) => (row, col.saturating_sub(1)),
                ("ArrowRight", _) => (row, (col + 1).min(w - 1)),
                ("ArrowUp", _) => (row.saturating_sub(1), col),
                ("ArrowDown", _) => ((row + 1).min(h - 1), col),
                ("Home", true) => (0, 0),
                ("End", true) => (h - 1, w - 1),
                ("Home", false) => (row, 0),
                ("End", false) => (row, w - 1),
                ("Enter" | " ", _) => {
                    e.prevent_default();
                    if let Some(label) = cells[usize::from(row)][usize::from(col)].filter(|&c| c != 'x') {
                        focus_in(&svg, &format!("[data-car=\"{label}\"].vehicle"));
                    }
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            cursor.set(to);
            focus_in(&svg, &cell_selector(to));
        })
    };
    let on_escape = {
        let (game, cursor, svg) = (game.clone(), cursor.clone(), svg.clone());
        Callback::from(move |i: usize| {
            let at = game.play.board.vehicle(i).top_left(game.play.position.offset(i));
            cursor.set(at);
            focus_in(&svg, &cell_selector(at));
        })
    };

    let (under, over) = match hint {
        Some(h) => {
            let apply = {
                let game = game.clone();
                Callback::from(move |_: MouseEvent| game.dispatch(Action::Play(PlayAction::ApplyHint)))
            };
            hint_marks(&g, &board, &game.play.position, h, palette, apply)
        }
        None => (Html::default(), Html::default()),
    };
    let under = match tapped_now {
        Some(v) => html! { <>{ under }{ tap_line(&g, &board, &game.play.position, v, on_slide.clone()) }</> },
        None => under,
    };
    // The app's first render draws the board's frame, then the vehicles and then the cells' grid in
    // tasks of their own (`hooks::use_start_stage`).
    let over = if stage >= StartStage::Controls {
        html! { <>{ over }{ cell_grid(&g, &board, &game.play.position, palette, (row, col), on_grid_key) }</> }
    } else {
        over
    };
    let drawn = if stage >= StartStage::Vehicles { board.vehicles().len() } else { 0 };
    let vehicles = board.vehicles().iter().take(drawn).enumerate().map(|(i, v)| {
        let offset = game.play.position.offset(i);
        let hinted = hint.is_some_and(|h| h.mv.vehicle as usize == i);
        let mut name = vehicle_name(i, v, offset, palette);
        if let Some(h) = hint.filter(|_| hinted) {
            let n = h.mv.distance();
            let way = way(v.axis, h.mv.delta > 0);
            name.push_str(&format!(". Hint: move it {way} {n} {}; press Enter to do it", if n == 1 { "cell" } else { "cells" }));
        }
        let range = if won { (offset, offset) } else { rules::legal_range(&board, &game.play.position, i) };
        let exit_way = (won && board.vehicle(i).is_red()).then(|| {
            let d = ((u32::from(v.len) + 1) * CELL) as i32;
            match board.exit() {
                Exit::East => (d, 0),
                Exit::West => (-d, 0),
                Exit::South => (0, d),
                Exit::North => (0, -d),
            }
        });
        html! {
            <VehicleView key={format!("{}-{}", game.puzzle_id, v.label)} index={i} vehicle={*v} offset={offset}
                         origin={(g.x, g.y)} colour={vehicle_colour(i, palette)} name={name} show_label={game.settings.show_labels}
                         interactive=true range={range} hinted={hinted} played={played == Some(i)} exit_way={exit_way}
                         on_slide={on_slide.clone()} on_step={on_step.clone()} on_cross={on_cross.clone()}
                         on_focus={on_focus.clone()} on_grab={on_grab.clone()} on_apply_hint={on_apply_hint.clone()}
                         on_tap={on_tap.clone()} tapped={tapped_now == Some(i)} on_escape={on_escape.clone()} />
        }
    });
    let label = format!(
        "{}. Drag a vehicle along its axis, or tap it and then a cell of its line, or Tab to it and use the arrow keys.",
        board_label(&board)
    );
    board_svg(
        &board,
        SvgParts {
            node: svg,
            onclick: Some(on_board_click),
            class: classes!("board", "playable", won.then_some("won"), hint.is_some().then_some("has-hint"), palette_class(palette)),
            role: "group",
            label,
            roledescription: Some("puzzle board"),
            under,
            vehicles: vehicles.collect::<Html>(),
            over,
        },
    )
}
