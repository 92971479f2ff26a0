//! "New puzzle": the engine's generator (random layouts and mutations of the library's hard
//! puzzles, each rated by its cluster, the hardest start kept) for a chosen tier and board size,
//! run in the engine's worker (`engine::tool_requests`), so the page never waits on it; Stop, a new
//! request or leaving the page ends it. The puzzle goes where the page says (`on_puzzle`): the
//! game in Play, the editor in Edit. The run and its outcome: `generation`; the status line
//! under the button: `generation_status`.

mod generation;
mod generation_status;

use crate::game::generator_reach;
use generation::{Generation, Status, use_generation};
use generation_status::GenerationStatus;
use rush_hour_engine::library::Section;
use rush_hour_engine::model::board::Puzzle;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GeneratorProps {
    /// The Generate button's text ("Generate and play").
    pub label: AttrValue,
    /// A puzzle was found: the puzzle and a name for it ("New Expert puzzle (38 moves)").
    pub on_puzzle: Callback<(Puzzle, String)>,
}

#[function_component(GeneratorPanel)]
pub fn generator_panel(props: &GeneratorProps) -> Html {
    // The tier the player chose; until they choose, the one the board starts on (the hardest
    // that answers within seconds there: `generator_reach::default_tier`).
    let chosen = use_state_eq(|| None::<Section>);
    let size = use_state_eq(|| (6u8, 6u8));
    let walls = use_state_eq(|| false);
    let tier = chosen.unwrap_or_else(|| generator_reach::default_tier(*size, *walls));

    let on_tier = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            chosen.set(Section::TIERS.into_iter().find(|s| s.key() == select.value()));
        })
    };
    let on_size = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(&s) = generator_reach::SIZES.iter().find(|(w, h)| format!("{w}x{h}") == select.value()) {
                size.set(s);
            }
        })
    };
    let on_walls = {
        let walls = walls.clone();
        Callback::from(move |_: Event| walls.set(!*walls))
    };
    let Generation { status, runs, on_generate, on_cancel } = use_generation(props.on_puzzle.clone(), tier, *size, *walls);
    let running = matches!(status, Status::Running { .. });
    html! {
        <section class="panel generator" aria-label="New puzzle">
            <h2>{ "New puzzle" }</h2>
            <div class="fields">
                <label class="field">
                    <span>{ "Difficulty" }</span>
                    <select onchange={on_tier} data-testid="gen-tier">
                        { for Section::TIERS.into_iter().map(|s| html! {
                            <option value={s.key()} selected={s == tier}>{ s.title() }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span>{ "Board" }</span>
                    <select onchange={on_size} data-testid="gen-size">
                        { for generator_reach::SIZES.iter().map(|&(w, h)| html! {
                            <option value={format!("{w}x{h}")} selected={(w, h) == *size}>{ format!("{w}×{h}") }</option>
                        }) }
                    </select>
                </label>
                <label class="field checkbox">
                    <input type="checkbox" checked={*walls} onchange={on_walls} data-testid="gen-walls" />
                    <span>{ "Walls" }</span>
                </label>
            </div>
            if let Some(note) = generator_reach::reach_note(*size, *walls) {
                <p class="panel-note" data-testid="gen-reach">{ note }</p>
            }
            <p class="panel-note" data-testid="gen-sizes">{ generator_reach::size_limit_note() }</p>
            <div class="buttons">
                <button type="button" class="primary" onclick={on_generate} disabled={running} data-testid="gen-go">
                    { props.label.clone() }
                </button>
                if running {
                    <button type="button" onclick={on_cancel} data-testid="gen-cancel">{ "Stop" }</button>
                }
            </div>
            <GenerationStatus {status} {runs} {tier} size={*size} walls={*walls} />
        </section>
    }
}
