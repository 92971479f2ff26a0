//! What the game's board's vehicles do to the game: a slide or a step dispatched, the vehicle
//! focused selected, the plan paused when one is touched, the hint applied, the focus taken
//! across to a neighbour.

use super::focus::{focus_in, neighbour};
use super::vehicle::Dir;
use crate::app::store::GameHandle;
use crate::game::state::{Action, PlanAction, PlayAction};
use yew::prelude::*;

/// The callbacks every vehicle of the game's board gets.
pub(super) struct VehicleMoves {
    pub(super) on_slide: Callback<(usize, u8)>,
    pub(super) on_step: Callback<(usize, i8)>,
    pub(super) on_focus: Callback<usize>,
    pub(super) on_grab: Callback<usize>,
    pub(super) on_apply_hint: Callback<()>,
    pub(super) on_cross: Callback<(usize, Dir)>,
}

pub(super) fn vehicle_moves(game: &GameHandle, svg: &NodeRef) -> VehicleMoves {
    let on_slide = {
        let game = game.clone();
        Callback::from(move |(vehicle, offset): (usize, u8)| game.dispatch(Action::Play(PlayAction::Slide { vehicle, offset })))
    };
    let on_step = {
        let game = game.clone();
        Callback::from(move |(vehicle, dir): (usize, i8)| game.dispatch(Action::Play(PlayAction::Step { vehicle, dir })))
    };
    let on_focus = {
        let game = game.clone();
        Callback::from(move |i: usize| {
            if game.play.selected != Some(i) {
                game.dispatch(Action::Play(PlayAction::Select(Some(i))));
            }
        })
    };
    // Touching a vehicle while the plan plays pauses it: the player takes over.
    let on_grab = {
        let game = game.clone();
        Callback::from(move |_: usize| {
            if game.playback.as_ref().is_some_and(|p| p.playing) {
                game.dispatch(Action::Plan(PlanAction::PlayPause));
            }
        })
    };
    let on_apply_hint = {
        let game = game.clone();
        Callback::from(move |()| game.dispatch(Action::Play(PlayAction::ApplyHint)))
    };
    let on_cross = {
        let (game, svg) = (game.clone(), svg.clone());
        Callback::from(move |(from, dir): (usize, Dir)| {
            let Some(to) = neighbour(&game.play.board, &game.play.position, from, dir) else { return };
            focus_in(&svg, &format!("[data-car=\"{}\"].vehicle", game.play.board.vehicle(to).label));
        })
    };
    VehicleMoves { on_slide, on_step, on_focus, on_grab, on_apply_hint, on_cross }
}
