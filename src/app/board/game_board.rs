//! The game's board: `GameBoard`, played from the context — vehicles dragged or moved with the
//! arrow keys (`vehicle`, `drag`), or tapped and then moved by a tap on a cell of its line (tap to
//! move: `tap_layer`), the hint drawn as a ghost of the vehicle at its target with an arrow
//! (`hint_layer`), the plan's last move highlighted, and the red car driving out when the puzzle
//! is solved; over it, the board's cells as an ARIA grid named cell by cell for a screen reader,
//! walked with the arrow keys (`cell_grid`). Every vehicle is a
//! `<g class="vehicle" data-car=… data-row=… data-col=…>` whose row and column are those of its
//! top-left cell (0-based).

use super::board_svg::{SvgParts, board_svg};
use super::cell_grid::{CellCursor, cell_grid, use_cell_cursor};
use super::drawing::{board_label, palette_class};
use super::geometry::{CELL, Geometry};
use super::hint_layer::hint_layer;
use super::tap_layer::{TapToMove, tap_layer, use_tap_to_move};
use super::vehicle::VehicleView;
use super::vehicle_moves::{VehicleMoves, vehicle_moves};
use crate::app::hooks::StartStage;
use crate::game::board_words::way;
use crate::game::state::{Action, PlayAction};
use crate::palette::{vehicle_colour, vehicle_name};
use rush_hour_engine::model::board::Exit;
use rush_hour_engine::model::rules;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GameBoardProps {
    /// How far the app's first render has got: the vehicles and the cells' grid wait for their
    /// stage (`hooks::use_start_stage`).
    #[prop_or(StartStage::Whole)]
    pub stage: StartStage,
}

/// The board of the game in the context, played with pointer and keys.
#[function_component(GameBoard)]
pub fn game_board(props: &GameBoardProps) -> Html {
    let game = crate::app::store::use_game();
    let stage = props.stage;
    let palette = game.settings.palette;
    let svg = use_node_ref();
    let board = game.play.board.clone();
    let g = Geometry::of(&board);
    let won = game.play.won();
    let hint = game.play.hint.filter(|_| !won);
    let played =
        game.playback.as_ref().and_then(|p| p.step.checked_sub(1).and_then(|s| p.plan.get(s))).map(|m| m.vehicle as usize).filter(|_| !won);
    let VehicleMoves { on_slide, on_step, on_focus, on_grab, on_apply_hint, on_cross } = vehicle_moves(&game, &svg);
    let TapToMove { tapped, on_tap, on_board_click, on_slide, on_step } = use_tap_to_move(won, on_slide, on_step);
    let CellCursor { at, on_grid_key, on_escape } = use_cell_cursor(&svg, &board, &game.play.position);

    let (under, over) = match hint {
        Some(h) => {
            let apply = {
                let game = game.clone();
                Callback::from(move |_: MouseEvent| game.dispatch(Action::Play(PlayAction::ApplyHint)))
            };
            hint_layer(&g, &board, &game.play.position, h, palette, apply)
        }
        None => (Html::default(), Html::default()),
    };
    let under = match tapped {
        Some(v) => html! { <>{ under }{ tap_layer(&g, &board, &game.play.position, v, on_slide.clone()) }</> },
        None => under,
    };
    // The app's first render draws the board's frame, then the vehicles and then the cells' grid in
    // tasks of their own (`hooks::use_start_stage`).
    let over = if stage >= StartStage::Controls {
        html! { <>{ over }{ cell_grid(&g, &board, &game.play.position, palette, at, on_grid_key) }</> }
    } else {
        over
    };
    let drawn = if stage >= StartStage::Vehicles { board.vehicles().len() } else { 0 };
    let vehicles = board.vehicles().iter().take(drawn).enumerate().map(|(i, v)| {
        let offset = game.play.position.offset(i);
        let hinted = hint.is_some_and(|h| h.mv.vehicle as usize == i);
        let mut name = vehicle_name(i, v, offset, palette);
        if let Some(h) = hint.filter(|_| hinted) {
            let n = h.mv.distance();
            let way = way(v.axis, h.mv.delta > 0);
            name.push_str(&format!(". Hint: move it {way} {n} {}; press Enter to do it", if n == 1 { "cell" } else { "cells" }));
        }
        let range = if won { (offset, offset) } else { rules::legal_range(&board, &game.play.position, i) };
        let exit_way = (won && board.vehicle(i).is_red()).then(|| {
            let d = ((u32::from(v.len) + 1) * CELL) as i32;
            match board.exit() {
                Exit::East => (d, 0),
                Exit::West => (-d, 0),
                Exit::South => (0, d),
                Exit::North => (0, -d),
            }
        });
        html! {
            <VehicleView key={format!("{}-{}", game.puzzle_id, v.label)} index={i} vehicle={*v} offset={offset}
                         origin={(g.x, g.y)} colour={vehicle_colour(i, palette)} name={name} show_label={game.settings.show_labels}
                         interactive=true range={range} hinted={hinted} played={played == Some(i)} exit_way={exit_way}
                         on_slide={on_slide.clone()} on_step={on_step.clone()} on_cross={on_cross.clone()}
                         on_focus={on_focus.clone()} on_grab={on_grab.clone()} on_apply_hint={on_apply_hint.clone()}
                         on_tap={on_tap.clone()} tapped={tapped == Some(i)} on_escape={on_escape.clone()} />
        }
    });
    let label = format!(
        "{}. Drag a vehicle along its axis, or tap it and then a cell of its line, or Tab to it and use the arrow keys.",
        board_label(&board)
    );
    board_svg(
        &board,
        SvgParts {
            node: svg,
            onclick: Some(on_board_click),
            class: classes!("board", "playable", won.then_some("won"), hint.is_some().then_some("has-hint"), palette_class(palette)),
            role: "group",
            label,
            roledescription: Some("puzzle board"),
            under,
            vehicles: vehicles.collect::<Html>(),
            over,
        },
    )
}
