//! The `<svg>` element a board is drawn in, the game's and a picture's alike: its background,
//! then what goes under the vehicles (the hint's ghost, the tapped vehicle's line), the vehicles
//! and what goes over them (the hint's arrow, the cells' grid).

use super::drawing::background;
use super::geometry::Geometry;
use rush_hour_engine::model::board::Board;
use yew::prelude::*;

/// The `<svg>` of a board: its background, then `under`, the vehicles and `over`.
pub(super) fn board_svg(board: &Board, parts: SvgParts) -> Html {
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

pub(super) struct SvgParts {
    pub(super) node: NodeRef,
    /// A click anywhere on the board (the game's: a tap off the tapped vehicle's line).
    pub(super) onclick: Option<Callback<MouseEvent>>,
    pub(super) class: Classes,
    pub(super) role: &'static str,
    pub(super) label: String,
    pub(super) roledescription: Option<&'static str>,
    pub(super) under: Html,
    pub(super) vehicles: Html,
    pub(super) over: Html,
}
