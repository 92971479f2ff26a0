//! Dragging a vehicle of the game's board along its axis with pointer events (mouse, touch, pen).
//!
//! A drag never re-renders anything: the pointer handlers write the dragged vehicle's transform
//! straight into its element (with `data-dragging` set, which turns the CSS transition off),
//! clamped to the legal range the board passed in, and on release set it to the nearest cell and
//! report the slide. An effect after every render writes the transform of the vehicle's real place
//! back, so the element never keeps a drag's leftovers. A press that barely moves is a tap: on
//! the hinted vehicle it applies the hint, on another it is reported (tap to move, `game_board`).

use super::geometry::CELL;
use crate::decimal::{clamp, fixed};
use rush_hour_engine::model::board::Axis;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

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
    /// The drag has run into a vehicle or the wall (its sound played once).
    bumped: bool,
}

impl Drag {
    /// A drag from the press `e` of a vehicle at `offset` that may reach `range`.
    fn start(e: &PointerEvent, scale: f64, offset: u8, range: (u8, u8)) -> Drag {
        Drag {
            pointer: e.pointer_id(),
            x0: f64::from(e.client_x()),
            y0: f64::from(e.client_y()),
            scale,
            start: offset,
            min: range.0.min(offset),
            max: range.1.max(offset),
            shift: 0.0,
            moved: false,
            bumped: false,
        }
    }

    /// The pointer moved to `e`: the shift along `axis`, clamped to the range, and the offset the
    /// vehicle is now shown at (between cells).
    fn follow(&mut self, e: &PointerEvent, axis: Axis) -> f64 {
        let (dx, dy) = (f64::from(e.client_x()) - self.x0, f64::from(e.client_y()) - self.y0);
        if dx.hypot(dy) > CLICK_SLOP {
            self.moved = true;
        }
        let along = match axis {
            Axis::Horizontal => dx,
            Axis::Vertical => dy,
        } * self.scale;
        let cell = f64::from(CELL);
        let (min, max, start) = (f64::from(self.min), f64::from(self.max), f64::from(self.start));
        self.shift = clamp(along, (min - start) * cell, (max - start) * cell);
        // Pushed a third of a cell past what is free: a bump (once a drag).
        if !self.bumped && (along - self.shift).abs() > cell / 3.0 {
            self.bumped = true;
            crate::app::sound::play(crate::app::sound::Cue::Bump);
        }
        self.shown()
    }

    /// The offset the vehicle is shown at (between cells).
    fn shown(&self) -> f64 {
        f64::from(self.start) + self.shift / f64::from(CELL)
    }

    /// The cell nearest to where it is shown, in range: where a released drag ends.
    fn nearest(&self) -> u8 {
        clamp(self.shown().round(), f64::from(self.min), f64::from(self.max)) as u8
    }
}

/// Pixels a pointer may travel and still make a click.
const CLICK_SLOP: f64 = 5.0;

/// The CSS transform that puts a vehicle with its top-left cell at `(x, y)` user units.
pub fn translate(x: f64, y: f64) -> String {
    format!("transform: translate({}px, {}px)", fixed(x, 2), fixed(y, 2))
}

/// User units per CSS pixel of the SVG that holds `el` (from its viewBox, whole numbers as
/// `Geometry::view_box` writes them, and its drawn size).
fn svg_scale(el: &Element) -> f64 {
    let Some(svg) = el.closest("svg").ok().flatten() else { return 1.0 };
    let rect = svg.get_bounding_client_rect();
    let view: Vec<f64> =
        svg.get_attribute("viewBox").unwrap_or_default().split_whitespace().filter_map(|n| n.parse::<u32>().ok()).map(f64::from).collect();
    match view[..] {
        // `preserveAspectRatio` meet: the larger ratio is the one in use.
        [_, _, w, h] if rect.width() > 0.0 && rect.height() > 0.0 => (w / rect.width()).max(h / rect.height()),
        _ => 1.0,
    }
}

/// What a drag needs to know of its vehicle.
pub struct Draggable {
    pub index: usize,
    pub axis: Axis,
    pub offset: u8,
    /// Where the vehicle's top-left corner is drawn at `offset` (user units).
    pub base: (f64, f64),
    /// False for a picture of a board: no drag.
    pub interactive: bool,
    /// The offsets a drag may reach, `(min, max)`.
    pub range: (u8, u8),
    pub hinted: bool,
    /// A pointer went down on the vehicle.
    pub on_grab: Callback<usize>,
    /// A drag released on another cell: `(vehicle, offset)`.
    pub on_slide: Callback<(usize, u8)>,
    /// A click on the hinted vehicle.
    pub on_apply_hint: Callback<()>,
    /// A tap (a press that barely moved) on a vehicle that is not the hinted one.
    pub on_tap: Callback<usize>,
}

/// The pointer handlers of a draggable vehicle's element.
pub struct DragHandlers {
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointermove: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    pub onpointercancel: Callback<PointerEvent>,
    pub onlostpointercapture: Callback<PointerEvent>,
}

/// Makes the element `node` (a vehicle drawn at `d.base` by a `translate`) draggable.
#[hook]
pub fn use_drag(node: &NodeRef, d: Draggable) -> DragHandlers {
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);
    let Draggable { index, axis, offset, base, interactive, range, hinted, on_grab, on_slide, on_apply_hint, on_tap } = d;
    // Where the vehicle is drawn when its offset is `at` (same line).
    let place = move |at: f64| -> (f64, f64) {
        let d = (at - f64::from(offset)) * f64::from(CELL);
        match axis {
            Axis::Horizontal => (base.0 + d, base.1),
            Axis::Vertical => (base.0, base.1 + d),
        }
    };

    // After every render: the element shows the vehicle's real place, or the drag in progress.
    {
        let (node, drag) = (node.clone(), drag.clone());
        use_effect(move || {
            if let Some(el) = node.cast::<Element>() {
                let (x, y) = match &*drag.borrow() {
                    Some(d) => place(d.shown()),
                    None => base,
                };
                let s = translate(x, y);
                if el.get_attribute("style").as_deref() != Some(s.as_str()) {
                    let _ = el.set_attribute("style", &s);
                }
            }
        });
    }

    let onpointerdown = {
        let (node, drag) = (node.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if !interactive || !e.is_primary() || (e.pointer_type() == "mouse" && e.button() != 0) {
                return;
            }
            let Some(el) = node.cast::<Element>() else { return };
            // Synthetic events (tests) have no active pointer to capture: the drag still works
            // while the pointer stays over the vehicle.
            let _ = el.set_pointer_capture(e.pointer_id());
            let _ = el.set_attribute("data-dragging", "");
            *drag.borrow_mut() = Some(Drag::start(&e, svg_scale(&el), offset, range));
            on_grab.emit(index);
        })
    };
    let onpointermove = {
        let (node, drag) = (node.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let mut slot = drag.borrow_mut();
            let Some(d) = slot.as_mut().filter(|d| d.pointer == e.pointer_id()) else { return };
            let (x, y) = place(d.follow(&e, axis));
            if let Some(el) = node.cast::<Element>() {
                let _ = el.set_attribute("style", &translate(x, y));
            }
            e.prevent_default();
        })
    };
    // Ends the drag: `commit` snaps to the nearest cell and reports it, else the vehicle goes back.
    let finish = {
        let (node, drag) = (node.clone(), drag.clone());
        Rc::new(move |e: &PointerEvent, commit: bool| {
            let Some(d) = drag.borrow_mut().take_if(|d| d.pointer == e.pointer_id()) else { return };
            let to = if commit { d.nearest() } else { d.start };
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
            } else if !d.moved {
                on_tap.emit(index);
            } else if to != d.start {
                on_slide.emit((index, to));
            }
        })
    };
    let end = |commit: bool| {
        let finish = finish.clone();
        Callback::from(move |e: PointerEvent| finish(&e, commit))
    };
    // Capture lost without a pointerup (the element went away, the browser took the pointer).
    DragHandlers { onpointerdown, onpointermove, onpointerup: end(true), onpointercancel: end(false), onlostpointercapture: end(false) }
}
