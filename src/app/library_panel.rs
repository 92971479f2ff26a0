//! The puzzle library: the seed cards, the records and the four graded tiers (collapsible lists
//! with each puzzle's optimal moves and the player's mark: the best win's stars by the one rule,
//! `Record::stars`, its moves and time, in words for a screen reader and explained by a legend
//! under the lists), a random puzzle of a chosen tier, and the count of puzzles solved; and the
//! pieces of the library's page the other panels share (a random seed, the tier choice). The library's rules — names,
//! tiers, the generator's ranges — are the engine's (`rush_hour_engine::library`).

use super::store::{GameDispatcher, use_game};
use crate::game::clock::format_time;
use crate::game::progress::{Progress, Record};
use crate::game::rating::STARS_RULE_SHORT;
use crate::game::state::{Action, PuzzleAction};
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
        dispatch.dispatch(Action::Puzzle(PuzzleAction::Load { puzzle, name: Some(entry.game_name()) }));
    }
}

/// The time of a best result, where the clock timed it: " · 1:07".
fn best_time(record: &Record) -> Html {
    match record.time_ms {
        Some(ms) => html! { <span class="mark-time" aria-hidden="true">{ format!(" · {}", format_time(ms)) }</span> },
        None => html! {},
    }
}

/// A library puzzle's mark, from its record and its `optimal` moves: the best win's stars and,
/// short of ★★★, its moves ("★★ 11"); "✓" for a puzzle solved only with the solver's moves. The
/// glyphs are hidden from a screen reader, which reads the same in words.
fn entry_mark(record: &Record, optimal: u32) -> Html {
    let Some(best) = record.best else {
        return html! {
            <span class="mark" data-stars="0"><span aria-hidden="true">{ "✓" }</span>
                <span class="visually-hidden">{ ", solved with the solver's help" }</span></span>
        };
    };
    let stars = record.stars(Some(optimal));
    let glyphs = "★".repeat(stars.into());
    let shown = if stars == 3 { glyphs } else { format!("{glyphs} {best}") };
    let hints = match record.hints {
        0 => String::new(),
        1 => ", 1 hint".into(),
        n => format!(", {n} hints"),
    };
    let time = record.time_ms.map_or(String::new(), |ms| format!(", {}", format_time(ms)));
    let words = format!(", your best: {best} moves{hints}, {stars} of 3 stars{time}");
    html! {
        <span class={classes!("mark", (stars == 3).then_some("best"))} data-stars={stars.to_string()}>
            <span aria-hidden="true">{ shown }</span>{ best_time(record) }<span class="visually-hidden">{ words }</span>
        </span>
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
/// the puzzle changes (not on every move or analysis step). A list's entries are made when its
/// section is first opened (or holds the puzzle being played): the four closed tiers are 218
/// entries, two thirds of the page's elements, which the page's start-up would otherwise build
/// and the player may never open.
#[function_component(LibraryLists)]
fn library_lists(props: &ListProps) -> Html {
    // The sections the player has opened so far, a bit each (by their place in `Section::ALL`).
    let opened = use_state_eq(|| 0u8);
    let sections = Section::ALL.into_iter().enumerate().map(|(place, section)| {
        let entries = library::section(section);
        let solved = entries.iter().filter(|e| props.progress.get(e.grid).is_some_and(|r| r.solved > 0)).count();
        let open = open_at_first(section);
        let made = open || *opened & 1 << place != 0 || entries.iter().any(|e| e.grid == props.current.as_str());
        let items = entries.iter().enumerate().filter(|_| made).map(|(i, entry)| {
            let mark = match props.progress.get(entry.grid) {
                Some(r) if r.solved > 0 => entry_mark(r, u32::from(entry.moves)),
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
        // Marked opened on the summary's click (before the list opens, so that it opens full)
        // and on the toggle (an opening by other means than a click on the summary).
        let onclick = {
            let opened = opened.clone();
            Callback::from(move |_: MouseEvent| opened.set(*opened | 1 << place))
        };
        let ontoggle = {
            let opened = opened.clone();
            Callback::from(move |e: Event| {
                let details: web_sys::Element = e.target_unchecked_into();
                if details.has_attribute("open") {
                    opened.set(*opened | 1 << place);
                }
            })
        };
        html! {
            <details class="library-section" data-section={section.key()} open={open} {ontoggle}>
                <summary {onclick}>
                    <span>{ section.title() }</span>
                    <span class="count">{ format!("{solved}/{}", entries.len()) }</span>
                </summary>
                <ul class={classes!("entries", (!open).then_some("grid-list"))}>{ for items }</ul>
            </details>
        }
    });
    html! {
        <>
            { for sections }
            <p class="panel-note library-legend" data-testid="library-legend">
                { "Marks: the stars of your best win and, short of ★★★, its moves (★★ 11); ✓ solved with the solver's help. " }
                { STARS_RULE_SHORT }
            </p>
        </>
    }
}

/// The sections open when the page starts: the seed cards and the records, three entries each.
fn open_at_first(section: Section) -> bool {
    matches!(section, Section::Seed | Section::Record)
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
