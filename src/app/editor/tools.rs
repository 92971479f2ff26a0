//! The editor's tools: board size and exit side, the piece to place, what to do with the selected
//! piece, and where to start from (an empty board, the game's position, a library puzzle).

use crate::app::store::use_editor;
use crate::app::store::use_game;
use crate::game::editor::{EditAction, Tool};
use rush_hour_engine::library::{self, Section};
use rush_hour_engine::model::board::{Exit, MAX_SIDE, MIN_SIDE, Puzzle};
use rush_hour_engine::model::grid;
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
    let game = use_game();
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
    let on_library = {
        let editor = editor.clone();
        Callback::from(move |ev: Event| {
            let select: HtmlSelectElement = ev.target_unchecked_into();
            let chosen = library::entries().get(select.value().parse::<usize>().unwrap_or(usize::MAX));
            if let Some(puzzle) = chosen.and_then(|entry| grid::parse(entry.grid).ok()) {
                editor.dispatch(EditAction::Load(puzzle));
            }
            select.set_value("");
        })
    };
    let from_game = {
        let editor = editor.clone();
        Callback::from(move |_: MouseEvent| {
            editor.dispatch(EditAction::Load(Puzzle { board: (*game.play.board).clone(), start: game.play.position.clone() }));
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
    // The library in a select, by section.
    let entries = library::entries();
    let groups = Section::ALL.iter().map(|&section| {
        let options = entries.iter().enumerate().filter(|(_, en)| en.section == section).enumerate().map(|(n, (i, en))| {
            let title = match en.name {
                Some(_) => format!("{} · {} moves", en.title(n), en.moves),
                None => en.title(n),
            };
            html! { <option value={i.to_string()}>{ title }</option> }
        });
        html! { <optgroup label={section.title()}>{ for options }</optgroup> }
    });
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
            <h3>{ "Start from" }</h3>
            <div class="buttons">
                <button type="button" onclick={from_game} data-testid="edit-from-game">{ "The game's position" }</button>
                <label class="field">
                    <span class="visually-hidden">{ "A library puzzle" }</span>
                    <select onchange={on_library} aria-label="Start from a library puzzle">
                        <option value="" selected=true>{ "A library puzzle…" }</option>
                        { for groups }
                    </select>
                </label>
            </div>
        </section>
    }
}
