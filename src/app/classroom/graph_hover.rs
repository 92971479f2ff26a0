//! The position under the pointer on the state graph, shown as a small board with its distance
//! to the goal.

use super::picture::MiniBoard;
use crate::app::count::count;
use rush_hour_engine::model::board::Board;
use rush_hour_engine::teach::graph::Node;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct GraphHoverProps {
    pub board: Rc<Board>,
    /// The graph's node under the pointer.
    pub under: Option<Node>,
}

#[function_component(GraphHover)]
pub(super) fn graph_hover(props: &GraphHoverProps) -> Html {
    let under = props.under.as_ref();
    html! {
        <div class="graph-under" data-testid="graph-hover" data-distance={under.map(|n| n.distance.map_or("dead".into(), |d| d.to_string()))}>
            if let Some(n) = under {
                <MiniBoard board={props.board.clone()} position={n.position.clone()} labels={false} />
                <p>{ match n.distance { Some(0) => "a goal position".to_string(), Some(d) => format!("{} from the goal", count(d as usize, "move", "moves")), None => "a dead end".to_string() } }</p>
            } else {
                <p class="panel-note">{ "Point at a dot to see its position." }</p>
            }
        </div>
    }
}
