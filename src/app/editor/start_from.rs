//! Where the editor starts from: the game's position, or a library puzzle chosen in a select (by
//! section).

use crate::app::store::{use_editor, use_game};
use crate::game::editor::EditAction;
use rush_hour_engine::library::{self, Section};
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::model::grid;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[function_component(StartFrom)]
pub(super) fn start_from() -> Html {
    let editor = use_editor();
    let game = use_game();
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
        <>
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
        </>
    }
}
