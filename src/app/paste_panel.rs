//! The paste box: a grid string, a database line (`51 GRID 4780`) or a board drawn one row per
//! line. A text that does not read puts the engine's message in the page's alert and leaves the
//! game as it was. Below it, the position on the board as a grid string, to copy.

use crate::app::copy_field::CopyField;
use crate::app::store::use_game;
use crate::game::state::{Action, PuzzleAction, Source};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

#[function_component(PastePanel)]
pub fn paste_panel() -> Html {
    let game = use_game();
    let text = use_state(String::new);
    // A new puzzle loaded (this box's or another's): the box is done with.
    {
        let text = text.clone();
        use_effect_with(game.puzzle_id, move |_| text.set(String::new()));
    }
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            let area: HtmlTextAreaElement = e.target_unchecked_into();
            text.set(area.value());
        })
    };
    let load = {
        let (game, text) = (game.clone(), text.clone());
        Callback::from(move |()| {
            if !text.trim().is_empty() {
                game.dispatch(Action::Puzzle(PuzzleAction::LoadText { text: (*text).clone(), source: Source::Paste }));
            }
        })
    };
    let onsubmit = {
        let load = load.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            load.emit(());
        })
    };
    // Ctrl+Enter in the box loads too (Enter alone starts a new row of a drawn board).
    let onkeydown = {
        let load = load.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                e.prevent_default();
                load.emit(());
            }
        })
    };
    // The page's alert (at the top) says why a paste failed; on a phone that is out of sight,
    // so the message is repeated here, tied to the box (not a second alert).
    let error = game.messages.alert.as_ref().filter(|_| game.messages.alert_source == Some(Source::Paste)).cloned();
    html! {
        <section class="panel paste" aria-label="Load a puzzle">
            <h2>{ "Load a puzzle" }</h2>
            <form {onsubmit}>
                <label for="paste-box">{ "Paste a puzzle code (grid string), a line of Fogleman's database or a board drawn one row per line:" }</label>
                <textarea id="paste-box" data-testid="paste" rows="3" spellcheck="false" autocomplete="off"
                          placeholder="ooBoCCooBoooAABoooDDDooEoooooEoooooE" value={(*text).clone()}
                          aria-invalid={error.is_some().then_some("true")}
                          aria-describedby={error.is_some().then_some("paste-error")}
                          {oninput} {onkeydown} />
                if let Some(error) = error {
                    <p id="paste-error" class="paste-error" data-testid="paste-error">{ error }</p>
                }
                <button type="submit" disabled={text.trim().is_empty()}>{ "Load" }</button>
            </form>
            <CopyField label="This position's puzzle code (grid string)" value={game.play.position_grid()} testid="position-grid" />
        </section>
    }
}
