//! Moves typed and the board in words, as lichess's blind mode has them (`game::board_words`): a
//! field where a move is typed in card notation or plain words (`C←1`, `C left 1`), played as a
//! drag's would be, its result in the live region; "Describe the board", the position as text one
//! row a line; the page's keys for them (D describe, M moves and hint, H hint, T type a move) and
//! the list of every key of the game.

use crate::app::hooks::use_page_keys;
use crate::app::store::use_game;
use crate::game::board_words::{read_move, rows_text};
use crate::game::state::{Action, Reading};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[function_component(TypedMovePanel)]
pub fn typed_move_panel() -> Html {
    let game = use_game();
    let text = use_state(String::new);
    let described = use_state_eq(|| false);
    let field = use_node_ref();
    {
        let (game, described, field) = (game.clone(), described.clone(), field.clone());
        use_page_keys((), move |e| {
            if e.ctrl_key() {
                return false;
            }
            match e.key().as_str() {
                "d" | "D" => {
                    described.set(true);
                    game.dispatch(Action::ReadAloud(Reading::Position));
                }
                "m" | "M" => game.dispatch(Action::ReadAloud(Reading::Progress)),
                "h" | "H" => game.dispatch(Action::Hint),
                "t" | "T" => {
                    if let Some(el) = field.cast::<HtmlInputElement>() {
                        let _ = el.focus();
                    }
                }
                _ => return false,
            }
            true
        });
    }
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| text.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let onsubmit = {
        let (game, text) = (game.clone(), text.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // A move that will be made leaves the field for the next one; a refused one stays to
            // be mended.
            game.dispatch(Action::TypedMove((*text).clone()));
            if read_move(&game.play.board, &game.play.position, &text).is_ok() && !game.play.won() {
                text.set(String::new());
            }
        })
    };
    let on_describe = {
        let described = described.clone();
        Callback::from(move |_: MouseEvent| described.set(!*described))
    };
    let rows = described.then(|| rows_text(&game.play.board, &game.play.position));
    html! {
        <section class="panel typed-move" aria-label="Type a move">
            <h2>{ "Type a move" }</h2>
            <form {onsubmit}>
                <label for="typed-move">{ "A vehicle's letter, a direction and a distance: C←1, C left 1, a r 3" }</label>
                <div class="typed-move-row">
                    <input id="typed-move" ref={field} data-testid="typed-move" type="text" autocomplete="off" spellcheck="false"
                           autocapitalize="characters" value={(*text).clone()} {oninput} />
                    <button type="submit">{ "Move" }</button>
                </div>
            </form>
            <button type="button" data-testid="describe" aria-expanded={described.to_string()} aria-controls="board-text"
                    onclick={on_describe}>{ "Describe the board" }</button>
            <ul id="board-text" class="board-text notation" data-testid="board-text" hidden={rows.is_none()}>
                { for rows.into_iter().flatten().map(|line| html! { <li>{ line }</li> }) }
            </ul>
            <p class="panel-note keys-help" data-testid="keys-help">
                { "Keys: Tab to a vehicle, arrows move it or pick a neighbour; after the vehicles, the board's cells: arrows, Home, End \
                   (Ctrl: first, last), Enter takes the vehicle there, Esc comes back. D describes the board, M reads the moves and \
                   the hint, H asks for a hint, T types a move, U or Ctrl+Z undoes, Ctrl+Shift+Z redoes, R resets." }
            </p>
        </section>
    }
}
