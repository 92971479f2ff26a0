//! One vehicle on the board: drawn, focusable, dragged with pointer events, moved with arrow keys.
//!
//! The vehicle is a `<g class="vehicle">` placed by a CSS `transform: translate(…)` of its top-left
//! cell, so a change of position (a key press, undo, the plan's playback) slides it with a CSS
//! transition. A drag never re-renders anything: the pointer handlers write the dragged vehicle's
//! transform straight into its element (with `data-dragging` set, which turns the transition off),
//! clamped to the legal range the board passed in, and on release set it to the nearest cell and
//! report the slide. An effect after every render writes the transform of the vehicle's real place
//! back, so the element never keeps a drag's leftovers.

use super::board_view::{CELL, INSET};
use rush_hour_engine::model::board::{Axis, Vehicle};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
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
}

/// A drag in progress.
struct Drag {
    pointer: i32,
    /// Pointer position (client pixels) at the start.
    x0: f64,
    y0: f64,
    /// SVG user units per CSS pixel.
    scale: f64,
    start: u8,
    min: u8,
    max: u8,
    /// Distance dragged along the axis, in user units, clamped to the legal range.
    shift: f64,
    /// The pointer travelled far enough that this is a drag, not a click.
    moved: bool,
}

/// Pixels a pointer may travel and still make a click.
const CLICK_SLOP: f64 = 5.0;

/// The CSS transform that puts a vehicle with its top-left cell at `(x, y)` user units.
fn translate(x: f64, y: f64) -> String {
    format!("transform: translate({x}px, {y}px)")
}

/// User units per CSS pixel of the SVG that holds `el` (from its viewBox and drawn size).
fn svg_scale(el: &Element) -> f64 {
    let Some(svg) = el.closest("svg").ok().flatten() else { return 1.0 };
    let rect = svg.get_bounding_client_rect();
    let view: Vec<f64> = svg.get_attribute("viewBox").unwrap_or_default().split_whitespace().filter_map(|n| n.parse().ok()).collect();
    match view[..] {
        // `preserveAspectRatio` meet: the larger ratio is the one in use.
        [_, _, w, h] if rect.width() > 0.0 && rect.height() > 0.0 => (w / rect.width()).max(h / rect.height()),
        _ => 1.0,
    }
}

#[function_component(VehicleView)]
pub fn vehicle_view(props: &VehicleProps) -> Html {
    let node = use_node_ref();
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);

    let v = props.vehicle;
    let index = props.index;
    let (row, col) = v.top_left(props.offset);
    let base_x = f64::from(props.origin.0 + u32::from(col) * CELL);
    let base_y = f64::from(props.origin.1 + u32::from(row) * CELL);
    // Where the vehicle is drawn when its offset is `offset` (same line).
    let place = move |offset: f64| -> (f64, f64) {
        let d = (offset
            - f64::from(match v.axis {
                Axis::Horizontal => col,
                Axis::Vertical => row,
            }))
            * f64::from(CELL);
        match v.axis {
            Axis::Horizontal => (base_x + d, base_y),
            Axis::Vertical => (base_x, base_y + d),
        }
    };
    let style = translate(base_x, base_y);

    // After every render: the element shows the vehicle's real place, or the drag in progress.
    {
        let node = node.clone();
        let drag = drag.clone();
        let style = style.clone();
        use_effect(move || {
            if let Some(el) = node.cast::<Element>() {
                let s = match &*drag.borrow() {
                    Some(d) => {
                        let (x, y) = place(f64::from(d.start) + d.shift / f64::from(CELL));
                        translate(x, y)
                    }
                    None => style,
                };
                if el.get_attribute("style").as_deref() != Some(s.as_str()) {
                    let _ = el.set_attribute("style", &s);
                }
            }
        });
    }

    let interactive = props.interactive;
    let onpointerdown = {
        let (node, drag) = (node.clone(), drag.clone());
        let (on_grab, range, offset) = (props.on_grab.clone(), props.range, props.offset);
        Callback::from(move |e: PointerEvent| {
            if !interactive || !e.is_primary() || (e.pointer_type() == "mouse" && e.button() != 0) {
                return;
            }
            let Some(el) = node.cast::<Element>() else { return };
            // Synthetic events (tests) have no active pointer to capture: the drag still works
            // while the pointer stays over the vehicle.
            let _ = el.set_pointer_capture(e.pointer_id());
            let _ = el.set_attribute("data-dragging", "");
            *drag.borrow_mut() = Some(Drag {
                pointer: e.pointer_id(),
                x0: f64::from(e.client_x()),
                y0: f64::from(e.client_y()),
                scale: svg_scale(&el),
                start: offset,
                min: range.0.min(offset),
                max: range.1.max(offset),
                shift: 0.0,
                moved: false,
            });
            on_grab.emit(index);
        })
    };
    let onpointermove = {
        let (node, drag) = (node.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let mut slot = drag.borrow_mut();
            let Some(d) = slot.as_mut().filter(|d| d.pointer == e.pointer_id()) else { return };
            let (dx, dy) = (f64::from(e.client_x()) - d.x0, f64::from(e.client_y()) - d.y0);
            if dx.hypot(dy) > CLICK_SLOP {
                d.moved = true;
            }
            let along = match v.axis {
                Axis::Horizontal => dx,
                Axis::Vertical => dy,
            } * d.scale;
            let cell = f64::from(CELL);
            d.shift = along.clamp((f64::from(d.min) - f64::from(d.start)) * cell, (f64::from(d.max) - f64::from(d.start)) * cell);
            let (x, y) = place(f64::from(d.start) + d.shift / cell);
            if let Some(el) = node.cast::<Element>() {
                let _ = el.set_attribute("style", &translate(x, y));
            }
            e.prevent_default();
        })
    };
    // Ends the drag: `commit` snaps to the nearest cell and reports it, else the vehicle goes back.
    let finish = {
        let (node, drag) = (node.clone(), drag.clone());
        let (on_slide, on_apply_hint, hinted) = (props.on_slide.clone(), props.on_apply_hint.clone(), props.hinted);
        move |e: &PointerEvent, commit: bool| {
            let Some(d) = drag.borrow_mut().take_if(|d| d.pointer == e.pointer_id()) else { return };
            let to = (f64::from(d.start) + d.shift / f64::from(CELL)).round().clamp(f64::from(d.min), f64::from(d.max));
            let to = if commit { to as u8 } else { d.start };
            if let Some(el) = node.cast::<Element>() {
                let _ = el.remove_attribute("data-dragging");
                let (x, y) = place(f64::from(to));
                let _ = el.set_attribute("style", &translate(x, y));
                if el.has_pointer_capture(e.pointer_id()) {
                    let _ = el.release_pointer_capture(e.pointer_id());
                }
            }
            if !commit {
                return;
            }
            if !d.moved && hinted {
                on_apply_hint.emit(());
            } else if to != d.start {
                on_slide.emit((index, to));
            }
        }
    };
    let onpointerup = {
        let finish = finish.clone();
        Callback::from(move |e: PointerEvent| finish(&e, true))
    };
    let onpointercancel = {
        let finish = finish.clone();
        Callback::from(move |e: PointerEvent| finish(&e, false))
    };
    // Capture lost without a pointerup (the element went away, the browser took the pointer).
    let onlostpointercapture = Callback::from(move |e: PointerEvent| finish(&e, false));

    let onkeydown = {
        let (on_step, on_cross, on_apply_hint, hinted) =
            (props.on_step.clone(), props.on_cross.clone(), props.on_apply_hint.clone(), props.hinted);
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
            }
        })
    };
    let onfocus = {
        let on_focus = props.on_focus.clone();
        Callback::from(move |_: FocusEvent| on_focus.emit(index))
    };

    let len = u32::from(v.len);
    let (w, h) = match v.axis {
        Axis::Horizontal => (len * CELL - 2 * INSET, CELL - 2 * INSET),
        Axis::Vertical => (CELL - 2 * INSET, len * CELL - 2 * INSET),
    };
    let (cx, cy) = (INSET + w / 2, INSET + h / 2);
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
                <rect class="body" x={INSET.to_string()} y={INSET.to_string()} width={w.to_string()} height={h.to_string()}
                      rx="14" fill={props.colour.clone()} />
                if v.is_red() {
                    <circle class="marker" cx={cx.to_string()} cy={cy.to_string()} r="27" />
                }
                if props.show_label {
                    <text class="label" x={cx.to_string()} y={cy.to_string()}>{ label }</text>
                }
                { rect("ring", 0, 14) }
                { rect("focus-ring", 9, 8) }
            </g>
        </g>
    }
}
