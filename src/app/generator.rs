//! "New puzzle": the engine's generator (random layouts and mutations of the library's hard
//! puzzles, each rated by its cluster, the hardest start kept) for a chosen tier and board size,
//! run in the engine's worker (`engine::generate`), so the page never waits on it; Cancel, a new request or leaving the page ends it. The puzzle goes where the page says
//! (`on_puzzle`): the game in Play, the editor in Edit.

use super::library::random_seed;
use crate::app::engine::generate::{Generated, generate};
use crate::app::engine::worker::EngineJob;
use crate::app::time::now;
use crate::game::generator_reach;
use rush_hour_engine::generate::PAGE_TRIES;
use rush_hour_engine::library::Section;
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::search::limits::thousands;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The outcome shown under the button.
#[derive(Clone, PartialEq)]
enum Status {
    Idle,
    /// Layouts rated so far, in `millis` since the click.
    Running {
        tries: usize,
        millis: f64,
    },
    Found {
        moves: u16,
        millis: f64,
        tries: usize,
        cluster: usize,
    },
    Failed(String),
}

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
    let status = use_state_eq(|| Status::Idle);
    // Generations started, on the status line (a benchmark tells one result from the next).
    let runs = use_state_eq(|| 0u32);
    let job = use_mut_ref(|| None::<EngineJob>);
    // Leaving the page (another mode) cancels a generation in progress.
    {
        let job = job.clone();
        use_effect_with((), move |_| move || drop(job.borrow_mut().take()));
    }

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
    let on_generate = {
        let (job, status, runs, size, walls) = (job.clone(), status.clone(), runs.clone(), *size, *walls);
        let on_puzzle = props.on_puzzle.clone();
        Callback::from(move |_: MouseEvent| {
            let started = now();
            runs.set(*runs + 1);
            status.set(Status::Running { tries: 0, millis: 0.0 });
            let on_rated = {
                let status = status.clone();
                Callback::from(move |tries| status.set(Status::Running { tries, millis: now() - started }))
            };
            let (status, on_puzzle) = (status.clone(), on_puzzle.clone());
            let on_done = Callback::from(move |generated| match generated {
                Ok(Generated::Puzzle { puzzle, moves, cluster, tries }) => {
                    // From the click to the puzzle (the worker's start included).
                    let millis = now() - started;
                    gloo::console::log!(format!("generated: {moves} moves in {millis:.0} ms, {tries} layouts"));
                    status.set(Status::Found { moves, millis, tries, cluster });
                    let name = format!("New {} puzzle ({moves} moves)", tier.short_title());
                    on_puzzle.emit((puzzle, name));
                }
                Ok(Generated::NotFound { tries }) => status.set(Status::Failed(generator_reach::not_found(tier, size, walls, tries))),
                Err(failure) => status.set(Status::Failed(format!("No puzzle found: {failure}"))),
            });
            // A generation still running stops.
            let generation = generate(size, tier.generator_moves(), walls, random_seed() as u32, on_rated, on_done);
            drop(job.borrow_mut().replace(generation));
        })
    };
    let on_cancel = {
        let (job, status) = (job.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            drop(job.borrow_mut().take());
            status.set(Status::Idle);
        })
    };
    let running = matches!(*status, Status::Running { .. });
    let report = match &*status {
        Status::Idle => html! {},
        Status::Running { tries, millis } => html! {
            <p class="gen-status" role="status" aria-busy="true" data-testid="gen-status" data-state="running">
                { running_text(*tries, *millis, generator_reach::typical_secs(tier, *size, *walls)) }
            </p>
        },
        Status::Found { moves, millis, tries, cluster } => html! {
            <p class="gen-status" role="status" data-testid="gen-status" data-state="found" data-moves={moves.to_string()}
               data-ms={format!("{millis:.0}")} data-tries={tries.to_string()}>
                { format!("A {moves}-move puzzle in {:.2} s ({} layouts rated, {} positions reachable)", millis / 1000.0,
                          thousands(*tries), thousands(*cluster)) }
            </p>
        },
        Status::Failed(message) => html! {
            <p class="gen-status failed" role="status" data-testid="gen-status" data-state="failed">{ message.clone() }</p>
        },
    };
    let report = html! { <div data-testid="gen-run" data-run={runs.to_string()}>{ report }</div> };
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
            { report }
        </section>
    }
}

/// "Generating… 1,234 of at most 4,000 layouts rated in 6 s; typically about 3 s here." or, with no
/// typical time, how long the rest would take at this rate.
fn running_text(tries: usize, millis: f64, typical: Option<u32>) -> String {
    let secs = (millis / 1000.0).round();
    let mut s = format!("Generating… {} of at most {} layouts rated in {secs} s", thousands(tries), thousands(PAGE_TRIES));
    match typical {
        Some(t) => s.push_str(&format!("; typically about {t} s here.")),
        None if tries > 0 => {
            let rest = (PAGE_TRIES.saturating_sub(tries) as f64 * millis / tries as f64 / 1000.0).ceil();
            s.push_str(&format!("; at most about {rest} s more at this rate."));
        }
        None => s.push('.'),
    }
    s
}
