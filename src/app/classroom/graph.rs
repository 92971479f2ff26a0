//! The state graph of the puzzle's cluster (`graph::build`, run by the engine worker:
//! `engine::graph`) on a canvas (`graph_picture`): every
//! position a dot, every pair of positions one move apart a thin line, in columns by distance to
//! the goal (the farthest on the left, the goals on the right, dead positions last). Over it: the
//! position on the board ringed, its optimal path to the goal, and the player's own path from the
//! start. The wheel (or + and −, or the buttons) zooms about the pointer, a drag pans, a click on
//! a dot goes to that position (`PlayAction::JumpTo`), and the dot under the pointer is shown as a
//! board. Clusters up to `MAX_NODES` positions are drawn (Fogleman's 4,780-position cluster and
//! far larger ones); larger clusters get a histogram of positions by distance to the goal.
//!
//! The canvas is painted outside Yew's renders, at most once a frame, from `Screen` (the view and
//! the marks); its element carries what tests and benchmarks read: the last paint's time
//! (`data-draw-ms`), the graph's build time in the worker (`data-build-ms`) and the page's time to
//! read it and lay it out (`data-read-ms`), the zoom (`data-scale`), where the
//! position on the board is (`data-here`) and the points of its shortest way out (`data-best`),
//! in CSS pixels from the canvas's corner.

use super::bar_chart::BarChart;
use super::graph_picture::{self as picture, GraphColours, GraphLayout, Marks, View, WIDTH};
use super::graph_screen::{Built, Drawn, NoGraph, Screen, change_view, node_at, redraw};
use super::picture::{MiniBoard, context_2d, download, download_canvas_png, new_canvas};
use crate::app::count::count;
use crate::app::engine::graph::{BuiltGraph, build_graph};
use crate::app::store::use_game;
use crate::app::time::now;
use crate::game::state::{Action, PlayAction};
use gloo::timers::callback::Timeout;
use rush_hour_engine::library::name_of;
use rush_hour_engine::model::rules::{self, Metric};
use rush_hour_engine::search::limits::thousands;
use rush_hour_engine::search::solver::plan_between;
use std::rc::Rc;
use web_sys::HtmlCanvasElement;
use yew::prelude::*;

/// The largest cluster drawn as a graph.
const MAX_NODES: usize = 30_000;
/// The PNG's width: an A4 page in landscape at 300 dots per inch.
const PRINT_WIDTH: u32 = 3508;
/// A click is a press and release that moved less than this (CSS pixels); more is a drag.
const CLICK_SLOP: f64 = 5.0;

/// "rush-hour-card-40" and the like, for file names.
fn file_stem(grid: &str) -> String {
    format!("rush-hour-{}", name_of(grid).unwrap_or_else(|| "puzzle".into()).replace([' ', '#'], "-"))
}

#[function_component(GraphPanel)]
pub(super) fn graph_panel() -> Html {
    let game = use_game();
    let cluster = game.cluster().cloned();
    let canvas = use_node_ref();
    let screen = use_mut_ref(Screen::default);
    let hover = use_state_eq(|| None::<u32>);
    // Built by the worker once the game's analysis has the cluster (a large cluster's histogram
    // in a task of its own after the page is drawn).
    let built = use_state(|| None::<Rc<Built>>);
    {
        let (built, cluster, screen, start) = (built.clone(), cluster.clone(), screen.clone(), game.play.start.clone());
        use_effect_with((game.puzzle_id, cluster.is_some()), move |_| {
            built.set(None);
            screen.borrow_mut().graph = None;
            let (mut task, mut job) = (None, None);
            match cluster {
                Some(c) if c.size() > MAX_NODES => {
                    let built = built.clone();
                    task = Some(Timeout::new(0, move || {
                        built.set(Some(Rc::new(Err(NoGraph::TooLarge(c.size(), c.histogram())))));
                    }));
                }
                Some(c) => {
                    let on_done = Callback::from(move |result: Result<BuiltGraph, String>| {
                        built.set(Some(Rc::new(match result {
                            Ok(BuiltGraph { graph, worker_ms, read_ms }) => {
                                let t = now();
                                let layout = GraphLayout::of(&graph);
                                Ok(Rc::new(Drawn { graph, layout, build_ms: worker_ms, read_ms: read_ms + now() - t }))
                            }
                            Err(e) => Err(NoGraph::Failed(e)),
                        })));
                    });
                    job = Some(build_graph(c.board(), &start, c.metric(), MAX_NODES, on_done));
                }
                None => {}
            }
            move || drop((task, job))
        });
    }
    let drawn = built.as_deref().and_then(|b| b.as_ref().ok()).cloned();
    // The marks follow the game: the player's path, the position, its shortest way out.
    let marks = drawn.as_ref().map(|d| {
        let g = &d.graph;
        let mut pos = game.play.start.clone();
        let mut mine = vec![g.index_of(&pos)];
        for p in &game.play.history {
            pos = rules::apply(&game.play.board, &pos, p.mv).unwrap_or(pos);
            mine.push(g.index_of(&pos));
        }
        let best = cluster
            .as_ref()
            .and_then(|c| c.plan(&game.play.position))
            .and_then(|plan| g.path(&game.play.position, &plan))
            .unwrap_or_default();
        Marks {
            mine: mine.into_iter().flatten().collect(),
            best,
            here: g.index_of(&game.play.position),
            start: g.index_of(&game.play.start),
            hover: *hover,
        }
    });
    {
        let (canvas, screen) = (canvas.clone(), screen.clone());
        let graph = drawn.clone();
        use_effect_with((graph.as_ref().map(Rc::as_ptr), marks.clone()), move |(_, marks)| {
            {
                let mut s = screen.borrow_mut();
                if s.graph.as_ref().map(Rc::as_ptr) != graph.as_ref().map(Rc::as_ptr) {
                    s.view = None;
                }
                s.graph = graph;
                s.marks = marks.clone().unwrap_or_default();
            }
            redraw(&canvas, &screen);
        });
    }
    // A new size of the window: paint again (a fitted view fits the new size).
    {
        let (canvas, screen) = (canvas.clone(), screen.clone());
        use_effect_with((), move |_| {
            let listener = gloo::events::EventListener::new(&gloo::utils::window(), "resize", move |_| redraw(&canvas, &screen));
            move || drop(listener)
        });
    }

    let body = match built.as_deref() {
        None => match game.background.analysis.why_no_cluster() {
            Some(why) => html! {
                <p class="panel-note" data-testid="graph-unavailable">
                    { why }{ " The state graph is drawn from it; the layer-by-layer search above and the algorithm table below work without it." }
                </p>
            },
            None => html! { <p class="panel-note">{ "Waiting for the analysis of the puzzle…" }</p> },
        },
        Some(Err(NoGraph::Failed(e))) => {
            html! { <p class="panel-note" data-testid="graph-failed">{ format!("The graph could not be built: {e}") }</p> }
        }
        Some(Err(NoGraph::TooLarge(size, histogram))) => {
            let here = game.to_go().map(usize::from);
            html! {
                <>
                    <p class="panel-note" data-testid="graph-too-large">
                        { format!("This cluster has {} positions, too many to draw one by one (the graph is drawn up to {}). Here is how many positions lie at each distance from the goal; the marked bar is the position on the board.", thousands(*size), thousands(MAX_NODES)) }
                    </p>
                    <BarChart values={histogram.clone()} axis="distance to the goal" mark={here} testid="graph-histogram" />
                </>
            }
        }
        Some(Ok(d)) => {
            let g = &d.graph;
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
                let (canvas, screen, game, drawn) = (canvas.clone(), screen.clone(), game.clone(), d.clone());
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
            let zoom_by = |factor: f64| {
                let (canvas, screen) = (canvas.clone(), screen.clone());
                Callback::from(move |_: MouseEvent| {
                    change_view(&canvas, &screen, |v, size, range| v.zoom(factor, (size.0 / 2.0, size.1 / 2.0), range))
                })
            };
            let on_fit = {
                let (canvas, screen) = (canvas.clone(), screen.clone());
                Callback::from(move |_: MouseEvent| {
                    screen.borrow_mut().view = None;
                    redraw(&canvas, &screen);
                })
            };
            let on_key = {
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
            };
            let stem = file_stem(&game.play.start_grid());
            let on_png = {
                let (drawn, screen, stem) = (d.clone(), screen.clone(), stem.clone());
                Callback::from(move |_: MouseEvent| {
                    // Three device pixels a CSS pixel: the screen's strokes at print size.
                    let (ratio, w) = (3.0, PRINT_WIDTH as f64 / 3.0);
                    let h = (w * drawn.layout.height / WIDTH).round();
                    let Some(c) = new_canvas(PRINT_WIDTH, (h * ratio) as u32) else { return };
                    let Some(ctx) = context_2d(&c) else { return };
                    let marks = Marks { hover: None, ..screen.borrow().marks.clone() };
                    let view = View::fit((WIDTH, drawn.layout.height), (w, h));
                    picture::paint(&ctx, &drawn.graph, &drawn.layout, &marks, view, (w, h), ratio, &GraphColours::print());
                    download_canvas_png(&c, &format!("{stem}-graph.png"));
                })
            };
            let on_svg = {
                let (drawn, screen) = (d.clone(), screen.clone());
                Callback::from(move |_: MouseEvent| {
                    let marks = Marks { hover: None, ..screen.borrow().marks.clone() };
                    download(&format!("{stem}-graph.svg"), "image/svg+xml", &picture::svg_document(&drawn.graph, &drawn.layout, &marks));
                })
            };
            let goals = g.nodes.iter().filter(|n| n.distance == Some(0)).count();
            let under = hover.and_then(|n| g.nodes.get(n as usize));
            html! {
                <>
                    <p class="graph-legend">
                        <span class="key here">{ "position on the board" }</span>
                        <span class="key best">{ "its shortest way out" }</span>
                        <span class="key mine">{ "your moves from the start" }</span>
                        <span class="key goal">{ format!("{} goal position{}", thousands(goals), if goals == 1 { "" } else { "s" }) }</span>
                    </p>
                    <div class="graph-box">
                        <canvas ref={canvas.clone()} class="graph-canvas" tabindex="0" data-testid="graph" role="img"
                                data-nodes={g.nodes.len().to_string()} data-edges={g.edges.len().to_string()}
                                aria-label={format!("State graph of {} positions; + and − zoom, the arrow keys pan, 0 fits", thousands(g.nodes.len()))}
                                onwheel={on_wheel} onpointerdown={on_down} onpointermove={on_move} onpointerup={on_up}
                                onpointerleave={on_leave} onkeydown={on_key} />
                        <div class="graph-under" data-testid="graph-hover" data-distance={under.map(|n| n.distance.map_or("dead".into(), |d| d.to_string()))}>
                            if let Some(n) = under {
                                <MiniBoard board={game.play.board.clone()} position={n.position.clone()} labels={false} />
                                <p>{ match n.distance { Some(0) => "a goal position".to_string(), Some(d) => format!("{} from the goal", count(d as usize, "move", "moves")), None => "a dead end".to_string() } }</p>
                            } else {
                                <p class="panel-note">{ "Point at a dot to see its position." }</p>
                            }
                        </div>
                    </div>
                    <div class="buttons graph-buttons">
                        <button type="button" onclick={zoom_by(1.5)} data-testid="graph-zoom-in" aria-label="Zoom in">{ "+" }</button>
                        <button type="button" onclick={zoom_by(1.0 / 1.5)} data-testid="graph-zoom-out" aria-label="Zoom out">{ "−" }</button>
                        <button type="button" onclick={on_fit} data-testid="graph-fit">{ "Fit" }</button>
                        <button type="button" onclick={on_png} data-testid="graph-png">{ "Download the graph (PNG)" }</button>
                        <button type="button" onclick={on_svg} data-testid="graph-svg">{ "(SVG)" }</button>
                    </div>
                    <p class="panel-note">
                        { format!("{} and {} between them, in columns by distance to the goal: the farthest on the left, the goal on the right{}. Scroll over it (or use + and −) to zoom, drag to pan; click a dot to go to that position.",
                            count(g.nodes.len(), "position", "positions"), count(g.edges.len(), "move", "moves"), if g.dead_column().is_some() { ", dead ends (no way out) in the last column" } else { "" }) }
                    </p>
                </>
            }
        }
    };
    html! {
        <section class="panel classroom-panel state-graph" aria-label="State graph" data-testid="state-graph">
            <h2>{ "The state graph" }</h2>
            { body }
        </section>
    }
}
