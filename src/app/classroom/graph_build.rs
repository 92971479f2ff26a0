//! The state graph built for the puzzle's cluster: by the worker once the game's analysis has the
//! cluster (`engine::tool_requests`), and laid out; a cluster over `MAX_NODES` positions gets its
//! histogram instead, in a task of its own after the page is drawn.

use super::graph_picture::GraphLayout;
use super::graph_screen::{Built, Drawn, NoGraph, ScreenRef};
use crate::app::engine::tool_requests::{BuiltGraph, build_graph};
use crate::app::store::GameHandle;
use crate::app::time::now;
use crate::engine_client::tool_questions::GraphQuestion;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// The largest cluster drawn as a graph.
pub(super) const MAX_NODES: usize = 30_000;

/// The graph of the game's cluster, or why there is none; `None` until it is known. A new puzzle
/// (or the cluster arriving) clears it and the screen's graph.
#[hook]
pub(super) fn use_built_graph(game: &GameHandle, screen: &ScreenRef) -> UseStateHandle<Option<Rc<Built>>> {
    let built = use_state(|| None::<Rc<Built>>);
    let cluster = game.cluster().cloned();
    {
        let (built, screen, start) = (built.clone(), screen.clone(), game.play.start.clone());
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
                    let question =
                        GraphQuestion { board: c.board().clone(), start: start.clone(), metric: c.metric(), max_nodes: MAX_NODES };
                    job = Some(build_graph(question, on_done));
                }
                None => {}
            }
            move || drop((task, job))
        });
    }
    built
}
