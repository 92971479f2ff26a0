//! The puzzle library: the seed cards, the records and the four graded tiers (collapsible lists
//! with each puzzle's optimal moves and the player's mark), a random puzzle of a chosen tier, and
//! the count of puzzles solved; and the pieces of the library's page the other panels share (a
//! random seed, the tier choice). The library's rules — names,
//! tiers, the generator's ranges — are the engine's (`rush_hour_engine::library`).

use super::store::{GameDispatcher, use_game};
use crate::game::progress::Progress;
use crate::game::state::Action;
use rush_hour_engine::library::{self, Entry, Section};
use rush_hour_engine::model::grid;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A random seed for `library::pick`.
pub(super) fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// The `onchange` of a tier `<select>` (options valued by `Section::key`): sets `tier`.
pub(super) fn on_tier_change(tier: UseStateHandle<Section>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let select: HtmlSelectElement = e.target_unchecked_into();
        if let Some(s) = Section::TIERS.into_iter().find(|s| s.key() == select.value()) {
            tier.set(s);
        }
    })
}

/// Loads a library puzzle into the game.
fn load(dispatch: &GameDispatcher, entry: &Entry) {
    if let Ok(puzzle) = grid::parse(entry.grid) {
        dispatch.dispatch(Action::Load { puzzle, name: Some(entry.game_name()) });
    }
}

/// The time of a best result, where the clock timed it: " · 1:07".
fn best_time(record: &crate::game::progress::Record) -> Html {
    match record.time_ms {
        Some(ms) => html! { <span class="mark-time">{ format!(" · {}", crate::game::clock::format_time(ms)) }</span> },
        None => html! {},
    }
}

#[derive(Properties, PartialEq)]
struct ListProps {
    progress: Rc<Progress>,
    /// The grid of the puzzle being played (marked in the lists).
    current: AttrValue,
    dispatch: GameDispatcher,
}

/// The lists themselves, a separate component so that they re-render only when the progress or
/// the puzzle changes (not on every move or analysis step).
#[function_component(LibraryLists)]
fn library_lists(props: &ListProps) -> Html {
    let sections = Section::ALL.into_iter().map(|section| {
        let entries = library::section(section);
        let solved = entries.iter().filter(|e| props.progress.get(e.grid).is_some_and(|r| r.solved > 0)).count();
        let items = entries.iter().enumerate().map(|(i, entry)| {
            let record = props.progress.get(entry.grid);
            let mark = match record {
                Some(r) if r.solved > 0 => match r.best {
                    Some(best) if best <= u32::from(entry.moves) => {
                        html! { <span class="mark best" title="Solved in the fewest moves">{ "✓★" }{ best_time(r) }</span> }
                    }
                    Some(best) => html! { <span class="mark" title="Your best">{ format!("✓ {best}") }{ best_time(r) }</span> },
                    None => html! { <span class="mark" title="Solved with the solver's help">{ "✓" }</span> },
                },
                _ => html! {},
            };
            let current = props.current.as_str() == entry.grid;
            let title = entry.title(i);
            let label = match entry.name {
                Some(_) => format!("{title} · {} moves", entry.moves),
                None => title,
            };
            let onclick = {
                let (dispatch, entry) = (props.dispatch.clone(), *entry);
                move |_: MouseEvent| load(&dispatch, &entry)
            };
            html! {
                <li>
                    <button type="button" class={classes!("entry", current.then_some("current"))}
                            aria-current={current.then_some("true")} data-grid={entry.grid} {onclick}>
                        <span class="entry-title">{ label }</span>{ mark }
                    </button>
                </li>
            }
        });
        let open = matches!(section, Section::Seed | Section::Record);
        html! {
            <details class="library-section" data-section={section.key()} open={open}>
                <summary>
                    <span>{ section.title() }</span>
                    <span class="count">{ format!("{solved}/{}", entries.len()) }</span>
                </summary>
                <ul class={classes!("entries", (!open).then_some("grid-list"))}>{ for items }</ul>
            </details>
        }
    });
    html! { <>{ for sections }</> }
}

#[function_component(LibraryPanel)]
pub fn library_panel() -> Html {
    let game = use_game();
    let tier = use_state_eq(|| Section::Beginner);
    let on_tier = on_tier_change(tier.clone());
    let random = {
        let (dispatch, tier, current) = (game.dispatcher(), *tier, game.play.start_grid());
        Callback::from(move |_: MouseEvent| {
            if let Some(entry) = library::pick(tier, random_seed(), &current) {
                load(&dispatch, &entry);
            }
        })
    };
    let solved = game.progress.solved();
    html! {
        <section class="panel library" aria-label="Puzzle library">
            <h2>{ "Puzzles" }</h2>
            <p class="solved-count" data-testid="solved-count" data-value={solved.to_string()}>
                { format!("Solved: {solved} {}", if solved == 1 { "puzzle" } else { "puzzles" }) }
            </p>
            <div class="random">
                <label>
                    <span class="visually-hidden">{ "Tier" }</span>
                    <select onchange={on_tier} aria-label="Tier for a random puzzle">
                        { for Section::TIERS.into_iter().map(|s| html! {
                            <option value={s.key()} selected={s == *tier}>{ s.title() }</option>
                        }) }
                    </select>
                </label>
                <button type="button" onclick={random}>{ "Random puzzle" }</button>
            </div>
            <LibraryLists progress={game.progress.clone()} current={AttrValue::from(game.play.start_grid())} dispatch={game.dispatcher()} />
        </section>
    }
}
