//! The editor's tools: board size and exit side, the piece to place, what to do with the selected
//! piece, and where to start from (`start_from`).

use super::start_from::StartFrom;
use crate::app::store::use_editor;
use crate::game::editor::{EditAction, Tool};
use rush_hour_engine::model::board::{Exit, MAX_SIDE, MIN_SIDE};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

const EXITS: [Exit; 4] = [Exit::East, Exit::West, Exit::North, Exit::South];

/// A `<select>` of board sides 3–12.
fn side_select(label: &'static str, value: u8, on_change: Callback<u8>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select: HtmlSelectElement = e.target_unchecked_into();
        if let Ok(n) = select.value().parse() {
            on_change.emit(n);
        }
    });
    html! {
        <label class="field">
            <span>{ label }</span>
            <select {onchange} data-testid={format!("edit-{}", label.to_lowercase())}>
                { for (MIN_SIDE..=MAX_SIDE).map(|n| html! { <option value={n.to_string()} selected={n == value}>{ n }</option> }) }
            </select>
        </label>
    }
}

#[function_component(EditorTools)]
pub fn editor_tools() -> Html {
    let editor = use_editor();
    let e = &*editor;
    let dispatch = |action: EditAction| {
        let editor = editor.clone();
        Callback::from(move |_: MouseEvent| editor.dispatch(action.clone()))
    };
    // Clear disables itself (nothing left to clear): the focus goes to the board's cursor, not
    // the page's body.
    let on_clear = {
        let editor = editor.clone();
        Callback::from(move |_: MouseEvent| {
            editor.dispatch(EditAction::Clear);
            let cursor = gloo::utils::document().query_selector(".edit-gridcell[tabindex='0']").ok().flatten();
            if let Some(cell) = cursor.and_then(|c| c.dyn_into::<web_sys::SvgElement>().ok()) {
                let _ = cell.focus();
            }
        })
    };
    let on_width = {
        let editor = editor.clone();
        Callback::from(move |width| editor.dispatch(EditAction::Resize { width, height: editor.height }))
    };
    let on_height = {
        let editor = editor.clone();
        Callback::from(move |height| editor.dispatch(EditAction::Resize { width: editor.width, height }))
    };
    let on_exit = {
        let editor = editor.clone();
        Callback::from(move |ev: Event| {
            let select: HtmlSelectElement = ev.target_unchecked_into();
            if let Some(exit) = select.value().chars().next().and_then(Exit::from_letter) {
                editor.dispatch(EditAction::SetExit(exit));
            }
        })
    };
    let tools = Tool::ALL.iter().map(|&tool| {
        html! {
            <button type="button" class={classes!("tool", (tool == Tool::Red).then_some("tool-red"))}
                    aria-pressed={(tool == e.tool).to_string()} data-testid={format!("tool-{}", tool.key())}
                    onclick={dispatch(EditAction::SetTool(tool))}>{ tool.name() }</button>
        }
    });
    let selected = e.selected.map(|i| e.pieces[i]);
    html! {
        <section class="panel edit-tools" aria-label="Editor tools">
            <h2>{ "Build" }</h2>
            <div class="fields">
                { side_select("Width", e.width, on_width) }
                { side_select("Height", e.height, on_height) }
                <label class="field">
                    <span>{ "Exit" }</span>
                    <select onchange={on_exit} data-testid="edit-exit">
                        { for EXITS.iter().map(|x| html! {
                            <option value={x.letter().to_string()} selected={*x == e.exit}>{ format!("{} ({})", x.name(), x.letter()) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="tools" role="group" aria-label="Piece to place">{ for tools }</div>
            <p class="hint-text" id="edit-keys-help">
                { "Click a cell to place the piece; drag along a row or column to draw one of any length. \
                   Keyboard: arrow keys move the cursor; Enter or Space places the piece and selects it, or selects \
                   the one there. While a piece is selected, arrow keys move it, T turns it, Delete removes it, and \
                   Escape (or Enter) lets it go." }
            </p>
            <div class="buttons">
                <button type="button" disabled={selected.is_none_or(|p| p.is_wall())} onclick={dispatch(EditAction::Turn)}
                        data-testid="edit-turn">{ "Turn" }</button>
                <button type="button" disabled={selected.is_none()} onclick={dispatch(EditAction::Delete)} data-testid="edit-delete">{ "Delete" }</button>
                <button type="button" disabled={e.pieces.is_empty()} onclick={on_clear} data-testid="edit-clear">{ "Clear" }</button>
            </div>
            if let Some(p) = selected {
                <p class="selected-piece">{ format!("Selected: {} (arrow keys move it, T turns it, Delete removes it, Escape lets it go)", p.describe()) }</p>
            }
            <StartFrom />
        </section>
    }
}
