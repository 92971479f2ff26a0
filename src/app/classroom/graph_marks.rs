//! The marks on the state graph, following the game: the player's path from the start, the
//! position on the board, its shortest way out and the dot under the pointer; handed to the
//! canvas's `Screen` and painted, and painted again when the window changes size.

use super::graph_picture::Marks;
use super::graph_screen::{Drawn, ScreenRef, redraw};
use crate::app::store::GameHandle;
use rush_hour_engine::model::rules;
use std::rc::Rc;
use yew::prelude::*;

#[hook]
pub(super) fn use_graph_marks(game: &GameHandle, drawn: Option<Rc<Drawn>>, hover: Option<u32>, canvas: &NodeRef, screen: &ScreenRef) {
    let marks = drawn.as_ref().map(|d| {
        let g = &d.graph;
        let mut pos = game.play.start.clone();
        let mut mine = vec![g.index_of(&pos)];
        for p in &game.play.history {
            pos = rules::apply(&game.play.board, &pos, p.mv).unwrap_or(pos);
            mine.push(g.index_of(&pos));
        }
        let best = game
            .cluster()
            .and_then(|c| c.plan(&game.play.position))
            .and_then(|plan| g.path(&game.play.position, &plan))
            .unwrap_or_default();
        Marks {
            mine: mine.into_iter().flatten().collect(),
            best,
            here: g.index_of(&game.play.position),
            start: g.index_of(&game.play.start),
            hover,
        }
    });
    {
        let (canvas, screen) = (canvas.clone(), screen.clone());
        let graph = drawn;
        use_effect_with((graph.as_ref().map(Rc::as_ptr), marks), move |(_, marks)| {
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
}
