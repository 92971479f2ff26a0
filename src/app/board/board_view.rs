//! `BoardView`, a board as a picture (props only): its vehicles, no keys, no drags.

use super::board_svg::{SvgParts, board_svg};
use super::drawing::{board_label, palette_class};
use super::geometry::Geometry;
use super::vehicle::VehicleView;
use crate::palette::{vehicle_colour, vehicle_name};
use rush_hour_engine::model::board::{Board, Position};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub board: Rc<Board>,
    pub position: Position,
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
