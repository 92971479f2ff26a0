//! The game's panel: the puzzle's name, the move counter ("N moves · M to go", `counter`) and
//! under it the help the game had or what the engine works on (`counter_detail`), the best win
//! (`best_win`), the Undo, Redo, Reset, Hint, Solve and Share buttons (`game_buttons`), the hint in
//! words (`hint_line`), the note about the analysis (`analysis_note`), the board's switches
//! (`board_switches`) and the link Share copies (`share_box`). Its parts are plain functions, not
//! components: a component's machinery would weigh on the game's download.

mod analysis_note;
mod best_win;
mod board_switches;
mod counter;
mod counter_detail;
mod game_buttons;
mod hint_line;
mod share_box;

use crate::app::hooks::use_held_for;
use crate::app::store::use_game;
use crate::game::play::title_of;
use analysis_note::analysis_note;
use best_win::best_win;
use board_switches::board_switches;
use counter::counter;
use counter_detail::{analysing, counter_detail, engine_wait};
use game_buttons::game_buttons;
use hint_line::hint_line;
use share_box::{ShareChoice, share_box};
use yew::prelude::*;

/// How long an analysis runs before its Stop button shows (every 6×6 puzzle is answered sooner).
const STOP_BUTTON_DELAY_MS: u32 = 400;

#[function_component(Controls)]
pub fn controls() -> Html {
    let game = use_game();
    // Share copies a link, shown after the click with the choice of what it links to; each
    // click (and each change of that choice) copies it again.
    let shares = use_state_eq(|| 0u32);
    let share_choice = ShareChoice { position: use_state_eq(|| false), copies: use_state_eq(|| 0u32) };

    // The Stop button waits until an analysis has run a while: every 6×6 puzzle is answered
    // before, so the button never flashes in and out, and the buttons below it never jump
    // under the player's pointer (it takes a second line of the counter on a narrow panel).
    let offer_stop = use_held_for(analysing(&game), STOP_BUTTON_DELAY_MS);

    let wait = engine_wait(&game);
    let busy = wait.is_some();
    let described = (busy && offer_stop).then_some("engine-wait");

    // The name it was loaded with, else its library name (a link to a library puzzle).
    let title = use_memo((game.play.name.clone(), game.play.start_grid()), |(name, grid)| title_of(name.as_deref(), grid));
    let share = (*shares > 0).then(|| share_box(&game, &share_choice, *shares));
    html! {
        <section class="panel controls" aria-label="Game">
            <h2 class="puzzle-title">
                <span data-testid="puzzle-name">{ (*title).clone() }</span>
            </h2>
            { counter(&game, busy) }
            { counter_detail(&game, wait, offer_stop) }
            { best_win(&game) }
            { game_buttons(&game, &shares, described) }
            { for hint_line(&game) }
            // Below the buttons: a note that comes with the engine's answer moves nothing above it.
            { for analysis_note(&game) }
            { board_switches(&game) }
            { for share }
        </section>
    }
}
