//! Moves typed and the board in words, as lichess's blind mode has them (`game::board_words`): a
//! field where a move is typed in card notation or plain words (`C←1`, `C left 1`), played as a
//! drag's would be, its result in the live region; "Describe the board", the position as text one
//! row a line; and the list of the game's keys (D, M, H and T are the game's shortcuts,
//! `hooks::keyboard_shortcuts`).

use crate::app::store::GameHandle;
use crate::game::board_words::{read_move, rows_text};
use crate::game::state::{Action, PlayAction};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The field's id: T focuses it.
pub const FIELD: &str = "typed-move";
/// The text view's `<details>`: D opens it.
pub const BOARD_TEXT: &str = "board-text";

/// The field's element.
fn field() -> Option<HtmlInputElement> {
    gloo::utils::document().get_element_by_id(FIELD)?.dyn_into().ok()
}

/// Focuses the field (T).
pub fn focus_field() {
    if let Some(el) = field() {
        let _ = el.focus();
    }
}

/// Opens the board's text view (D).
pub fn open_board_text() {
    if let Some(el) = gloo::utils::document().get_element_by_id(BOARD_TEXT) {
        let _ = el.set_attribute("open", "");
    }
}

/// The panel "Type a move": the field, the board as text, the keys.
pub(super) fn typed_move_panel(game: &GameHandle) -> Html {
    let onsubmit = {
        let game = game.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(el) = field() else { return };
            let text = el.value();
            // A move that will be made leaves the field for the next one; a refused one stays to
            // be mended.
            if read_move(&game.play.board, &game.play.position, &text).is_ok() && !game.play.won() {
                el.set_value("");
            }
            game.dispatch(Action::Play(PlayAction::TypedMove(text)));
        })
    };
    html! {
        <section class="panel typed-move" aria-label="Type a move">
            <h2>{ "Type a move" }</h2>
            <form {onsubmit}>
                <label for={FIELD}>{ "A vehicle's letter, a direction and a distance: C←1, C left 1, a r 3" }</label>
                <div class="typed-move-row">
                    <input id={FIELD} data-testid={FIELD} type="text" autocomplete="off" spellcheck="false" autocapitalize="characters" />
                    <button type="submit">{ "Move" }</button>
                </div>
            </form>
            <details id={BOARD_TEXT}>
                <summary data-testid="describe">{ "Describe the board" }</summary>
                <ul class="board-text notation" data-testid={BOARD_TEXT}>
                    { for rows_text(&game.play.board, &game.play.position).into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ul>
            </details>
            <p class="panel-note keys-help" data-testid="keys-help">
                { "Keys: Tab to a vehicle, arrows move it or pick a neighbour; after the vehicles, the board's cells: arrows, Home, End \
                   (Ctrl: first, last), Enter takes the vehicle there, Esc comes back. D describes the board, M reads the moves and \
                   the hint, H asks for a hint, T types a move, U or Ctrl+Z undoes, Ctrl+Shift+Z redoes, R resets." }
            </p>
        </section>
    }
}
