//! The optimal line from the review's position, played on the review's board a move at a time:
//! its positions and how many of them are shown (`None`: the review's own position on show).

use gloo::timers::callback::Interval;
use rush_hour_engine::model::board::{Board, Position};
use rush_hour_engine::model::rules::{self, Move};
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds between two moves of the optimal line played on the review's board.
const LINE_MS: u32 = 650;

/// The line being played: its positions and how many of them are shown.
pub(super) type Line = UseStateHandle<Option<(Rc<Vec<Position>>, usize)>>;

#[hook]
pub(super) fn use_line_player() -> Line {
    // The optimal line from the position on show, being played on the board: its positions and
    // how many of them are shown.
    let line = use_state_eq(|| None::<(Rc<Vec<Position>>, usize)>);
    {
        let line = line.clone();
        use_effect_with((*line).clone(), move |current| {
            let timer = current.as_ref().filter(|(positions, shown)| *shown + 1 < positions.len()).map(|(positions, shown)| {
                let (positions, shown) = (positions.clone(), *shown);
                Interval::new(LINE_MS, move || line.set(Some((positions.clone(), shown + 1))))
            });
            move || drop(timer)
        });
    }
    line
}

/// "Play the optimal line": `plan` from `here` on `board`, its positions played from the first.
pub(super) fn play_line(line: &Line, plan: Vec<Move>, here: Position, board: Rc<Board>) -> Callback<MouseEvent> {
    let line = line.clone();
    Callback::from(move |_: MouseEvent| {
        let mut positions = vec![here.clone()];
        for &mv in &plan {
            let Ok(next) = rules::apply(&board, positions.last().expect("the start"), mv) else { return };
            positions.push(next);
        }
        line.set(Some((Rc::new(positions), 0)));
    })
}
