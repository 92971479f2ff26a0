//! The state graph's canvas and what it answers: the wheel zooms about the pointer, a drag pans,
//! the keys zoom (+ and −), pan (the arrows) and fit (0), the pointer shows the dot under it,
//! and a click on a dot goes to that position (`PlayAction::JumpTo`).

use super::graph_screen::{Drawn, ScreenRef, change_view, node_at, redraw};
use crate::app::store::use_game;
use crate::game::state::{Action, PlayAction};
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::limits::thousands;
use rush_hour_engine::search::solver::plan_between;
use std::rc::Rc;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

/// A click is a press and release that moved less than this (CSS pixels); more is a drag.
const CLICK_SLOP: f64 = 5.0;

#[derive(Properties)]
pub(super) struct GraphCanvasProps {
    pub canvas: NodeRef,
    pub screen: ScreenRef,
    pub hover: UseStateHandle<Option<u32>>,
    pub drawn: Rc<Drawn>,
}

impl PartialEq for GraphCanvasProps {
    fn eq(&self, other: &Self) -> bool {
        self.canvas == other.canvas
            && Rc::ptr_eq(&self.screen, &other.screen)
            && self.hover == other.hover
            && Rc::ptr_eq(&self.drawn, &other.drawn)
    }
}

#[function_component(GraphCanvas)]
pub(super) fn graph_canvas(props: &GraphCanvasProps) -> Html {
    let game = use_game();
    let GraphCanvasProps { canvas, screen, hover, drawn } = props;
    let g = &drawn.graph;
    let point = |e: &MouseEvent| (e.offset_x() as f64, e.offset_y() as f64);
    let on_wheel = {
        let (canvas, screen) = (canvas.clone(), screen.clone());
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            let factor = (-e.delta_y() * if e.delta_mode() == 1 { 0.05 } else { 0.002 }).exp();
            let at = (e.offset_x() as f64, e.offset_y() as f64);
            change_view(&canvas, &screen, |v, _, range| v.zoom(factor, at, range));
        })
    };
    let on_down = {
        let screen = screen.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(c) = e.target_dyn_into::<web_sys::Element>() {
                let _ = c.set_pointer_capture(e.pointer_id());
            }
            screen.borrow_mut().press = Some((point(&e), 0.0));
        })
    };
    let on_move = {
        let (canvas, screen, hover) = (canvas.clone(), screen.clone(), hover.clone());
        Callback::from(move |e: PointerEvent| {
            let at = point(&e);
            let press = screen.borrow().press;
            if let Some((last, moved)) = press {
                let (dx, dy) = (at.0 - last.0, at.1 - last.1);
                screen.borrow_mut().press = Some((at, moved + dx.hypot(dy)));
                if moved + dx.hypot(dy) >= CLICK_SLOP {
                    change_view(&canvas, &screen, |v, _, _| v.pan(dx, dy));
                }
            } else if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
                hover.set(node_at(&screen, &c, at));
            }
        })
    };
    let on_up = {
        let (canvas, screen, game, drawn) = (canvas.clone(), screen.clone(), game.clone(), drawn.clone());
        Callback::from(move |e: PointerEvent| {
            let press = screen.borrow_mut().press.take();
            let Some((_, moved)) = press else { return };
            let Some(c) = canvas.cast::<HtmlCanvasElement>() else { return };
            if moved >= CLICK_SLOP {
                return;
            }
            if let Some(n) = node_at(&screen, &c, point(&e)) {
                let target = drawn.graph.nodes[n as usize].position.clone();
                let path = plan_between(&game.play.board, &game.play.start, &target, Metric::Moves);
                game.dispatch(Action::Play(PlayAction::JumpTo { target, path: path.unwrap_or_default() }));
            }
        })
    };
    let on_leave = {
        let (hover, screen) = (hover.clone(), screen.clone());
        Callback::from(move |_: PointerEvent| {
            hover.set(None);
            screen.borrow_mut().press = None;
        })
    };
    let on_key = keys(canvas, screen);
    html! {
        <canvas ref={canvas.clone()} class="graph-canvas" tabindex="0" data-testid="graph" role="img"
                data-nodes={g.nodes.len().to_string()} data-edges={g.edges.len().to_string()}
                aria-label={format!("State graph of {} positions; + and − zoom, the arrow keys pan, 0 fits", thousands(g.nodes.len()))}
                onwheel={on_wheel} onpointerdown={on_down} onpointermove={on_move} onpointerup={on_up}
                onpointerleave={on_leave} onkeydown={on_key} />
    }
}

/// The canvas's keys: + and − zoom about its centre, the arrow keys pan, 0 fits.
fn keys(canvas: &NodeRef, screen: &ScreenRef) -> Callback<KeyboardEvent> {
    let (canvas, screen) = (canvas.clone(), screen.clone());
    Callback::from(move |e: KeyboardEvent| {
        let centre = |size: (f64, f64)| (size.0 / 2.0, size.1 / 2.0);
        let step = 60.0;
        match e.key().as_str() {
            "+" | "=" => change_view(&canvas, &screen, |v, s, r| v.zoom(1.5, centre(s), r)),
            "-" | "_" => change_view(&canvas, &screen, |v, s, r| v.zoom(1.0 / 1.5, centre(s), r)),
            "ArrowLeft" => change_view(&canvas, &screen, |v, _, _| v.pan(step, 0.0)),
            "ArrowRight" => change_view(&canvas, &screen, |v, _, _| v.pan(-step, 0.0)),
            "ArrowUp" => change_view(&canvas, &screen, |v, _, _| v.pan(0.0, step)),
            "ArrowDown" => change_view(&canvas, &screen, |v, _, _| v.pan(0.0, -step)),
            "0" => {
                screen.borrow_mut().view = None;
                redraw(&canvas, &screen);
            }
            _ => return,
        }
        e.prevent_default();
    })
}
