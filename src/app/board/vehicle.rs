//! One vehicle on the board: drawn, focusable, dragged (`drag`), moved with arrow keys (Escape:
//! back to the board's cells).
//!
//! The vehicle is a `<g class="vehicle">` placed by a CSS `transform: translate(…)` of its top-left
//! cell, so a change of position (a key press, undo, the plan's playback) slides it with a CSS
//! transition.

use super::drag::{DragHandlers, Draggable, translate, use_drag};
use super::drawing::vehicle_html;
use super::geometry::{CELL, INSET, Rect, vehicle_size};
use rush_hour_engine::model::board::{Axis, Vehicle};
use yew::prelude::*;

/// A direction on screen, for arrow keys that move the focus to a neighbouring vehicle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Left,
    Right,
    Up,
    Down,
}

impl Dir {
    fn from_key(key: &str) -> Option<Dir> {
        match key {
            "ArrowLeft" | "Left" => Some(Dir::Left),
            "ArrowRight" | "Right" => Some(Dir::Right),
            "ArrowUp" | "Up" => Some(Dir::Up),
            "ArrowDown" | "Down" => Some(Dir::Down),
            _ => None,
        }
    }
    pub fn axis(self) -> Axis {
        match self {
            Dir::Left | Dir::Right => Axis::Horizontal,
            Dir::Up | Dir::Down => Axis::Vertical,
        }
    }
    /// -1 towards the top/left, +1 towards the bottom/right.
    pub fn sign(self) -> i8 {
        match self {
            Dir::Left | Dir::Up => -1,
            Dir::Right | Dir::Down => 1,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct VehicleProps {
    pub index: usize,
    pub vehicle: Vehicle,
    pub offset: u8,
    /// Top-left corner of cell (0, 0) in the SVG's user units.
    pub origin: (u32, u32),
    pub colour: AttrValue,
    /// The accessible name (label, colour, orientation, place).
    pub name: AttrValue,
    #[prop_or(true)]
    pub show_label: bool,
    /// Focusable and draggable (the game's board); false for a picture of a board.
    #[prop_or_default]
    pub interactive: bool,
    /// The offsets a drag may reach, `(min, max)`; only read when a drag starts.
    #[prop_or_default]
    pub range: (u8, u8),
    /// The vehicle of the hint on display.
    #[prop_or_default]
    pub hinted: bool,
    /// The vehicle the plan's playback moved last.
    #[prop_or_default]
    pub played: bool,
    /// The red car has reached the exit: it drives out by this vector (user units).
    #[prop_or_default]
    pub exit_way: Option<(i32, i32)>,
    /// A drag released: `(vehicle, offset)` (also sent when the offset is the same).
    #[prop_or_default]
    pub on_slide: Callback<(usize, u8)>,
    /// An arrow key along the axis: `(vehicle, ±1)`.
    #[prop_or_default]
    pub on_step: Callback<(usize, i8)>,
    /// An arrow key across the axis: move the focus to a neighbour that way.
    #[prop_or_default]
    pub on_cross: Callback<(usize, Dir)>,
    #[prop_or_default]
    pub on_focus: Callback<usize>,
    /// A pointer went down on the vehicle (before any move).
    #[prop_or_default]
    pub on_grab: Callback<usize>,
    /// The hinted vehicle was clicked (or Enter/Space pressed on it).
    #[prop_or_default]
    pub on_apply_hint: Callback<()>,
    /// Tapped (or clicked) without a drag: chosen for tap to move.
    #[prop_or_default]
    pub on_tap: Callback<usize>,
    /// The vehicle chosen by a tap, whose line shows where it can go.
    #[prop_or_default]
    pub tapped: bool,
    /// Escape: the focus back to the board's cells.
    #[prop_or_default]
    pub on_escape: Callback<usize>,
}

#[function_component(VehicleView)]
pub fn vehicle_view(props: &VehicleProps) -> Html {
    let node = use_node_ref();

    let v = props.vehicle;
    let index = props.index;
    let interactive = props.interactive;
    let (row, col) = v.top_left(props.offset);
    let base = (f64::from(props.origin.0 + u32::from(col) * CELL), f64::from(props.origin.1 + u32::from(row) * CELL));
    let style = translate(base.0, base.1);
    let DragHandlers { onpointerdown, onpointermove, onpointerup, onpointercancel, onlostpointercapture } = use_drag(
        &node,
        Draggable {
            index,
            axis: v.axis,
            offset: props.offset,
            base,
            interactive,
            range: props.range,
            hinted: props.hinted,
            on_grab: props.on_grab.clone(),
            on_slide: props.on_slide.clone(),
            on_apply_hint: props.on_apply_hint.clone(),
            on_tap: props.on_tap.clone(),
        },
    );

    let onkeydown = {
        let (on_step, on_cross, on_apply_hint, on_escape, hinted) =
            (props.on_step.clone(), props.on_cross.clone(), props.on_apply_hint.clone(), props.on_escape.clone(), props.hinted);
        Callback::from(move |e: KeyboardEvent| {
            if !interactive || e.alt_key() || e.ctrl_key() || e.meta_key() {
                return;
            }
            let key = e.key();
            if let Some(dir) = Dir::from_key(&key) {
                e.prevent_default();
                if dir.axis() == v.axis {
                    on_step.emit((index, dir.sign()));
                } else {
                    on_cross.emit((index, dir));
                }
            } else if key == "Enter" || key == " " {
                // A button's keys: apply the hint on the hinted vehicle (Space never scrolls).
                e.prevent_default();
                if hinted {
                    on_apply_hint.emit(());
                }
            } else if key == "Escape" {
                on_escape.emit(index);
            }
        })
    };
    let onfocus = {
        let on_focus = props.on_focus.clone();
        Callback::from(move |_: FocusEvent| on_focus.emit(index))
    };

    let (w, h) = vehicle_size(v.axis, v.len);
    let body = Rect { x: INSET as i32, y: INSET as i32, w, h };
    let label = v.label.to_string();
    let rect = |class: &'static str, inset: u32, rx: u32| {
        html! {
            <rect class={class} x={(INSET + inset).to_string()} y={(INSET + inset).to_string()}
                  width={(w - 2 * inset).to_string()} height={(h - 2 * inset).to_string()} rx={rx.to_string()} />
        }
    };
    let exiting = props.exit_way.map(|(x, y)| format!("--exit-x: {x}px; --exit-y: {y}px"));
    let drive_class = classes!("drive", exiting.is_some().then_some("exiting"));
    html! {
        <g ref={node} class={classes!(
               "vehicle",
               v.is_red().then_some("red"),
               v.axis.name(),
               props.hinted.then_some("hinted"),
               props.played.then_some("played"),
               props.tapped.then_some("tapped"),
               props.exit_way.is_some().then_some("won"),
           )}
           style={style}
           data-car={label.clone()} data-row={row.to_string()} data-col={col.to_string()}
           role={props.interactive.then_some("button")}
           tabindex={props.interactive.then_some("0")}
           aria-label={props.name.clone()}
           {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onlostpointercapture}
           {onkeydown} {onfocus}>
            <g class={drive_class} style={exiting}>
                { vehicle_html(body, props.colour.clone(), v.is_red(), props.show_label.then_some(v.label)) }
                { rect("ring", 0, 14) }
                { rect("focus-ring", 9, 8) }
            </g>
        </g>
    }
}
