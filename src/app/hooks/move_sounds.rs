//! The sounds of the game: a slide whenever the position on the board changes within a puzzle
//! (a move, the plan's, undo, redo), the win's when the red car gets out.

use crate::app::sound::{self, Cue};
use crate::app::store::GameHandle;
use crate::game::puzzle_id::PuzzleId;
use yew::prelude::*;

#[hook]
pub fn use_move_sounds(game: &GameHandle) {
    let last = use_mut_ref(|| None::<PuzzleId>);
    let key = (game.puzzle_id, game.play.position.clone(), game.play.won());
    use_effect_with(key, move |(puzzle_id, _, won)| {
        // The first render of a puzzle makes no sound; a change within it does.
        let same_puzzle = last.borrow_mut().replace(*puzzle_id) == Some(*puzzle_id);
        if same_puzzle {
            sound::play(if *won { Cue::Win } else { Cue::Slide });
        }
    });
}
