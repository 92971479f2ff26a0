//! "New puzzle": the engine's generator (random layouts and mutations of the library's hard
//! puzzles, each rated by its cluster, the hardest start kept) for a chosen tier and board size,
//! run in the engine's worker (`engine::generate`), so the page never waits on it; Cancel, a new request or leaving the page ends it. The puzzle goes where the page says
//! (`on_puzzle`): the game in Play, the editor in Edit.

use super::library::{on_tier_change, random_seed};
use crate::app::engine::generate::{Generated, generate};
use crate::app::engine::worker::EngineJob;
use crate::app::time::now;
use crate::game::generator_reach;
use rush_hour_engine::library::Section;
use rush_hour_engine::model::board::Puzzle;
use rush_hour_engine::search::limits::thousands;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Board sizes offered (width, height): up to `generator_reach::LARGEST_SIDE`, the largest on
/// which the browser finds puzzles in reasonable time.
const SIZES: [(u8, u8); 6] = [(4, 4), (5, 5), (6, 6), (7, 7), (8, 8), (7, 5)];

/// The outcome shown under the button.
#[derive(Clone, PartialEq)]
enum Status {
    Idle,
    Running { tries: usize },
    Found { moves: u16, millis: f64, tries: usize, cluster: usize },
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
    let tier = use_state_eq(|| Section::Expert);
    let size = use_state_eq(|| (6u8, 6u8));
    let walls = use_state_eq(|| false);
    let status = use_state_eq(|| Status::Idle);
    // Generations started, on the status line (a benchmark tells one result from the next).
    let runs = use_state_eq(|| 0u32);
    let job = use_mut_ref(|| None::<EngineJob>);
    // Leaving the page (another mode) cancels a generation in progress.
    {
        let job = job.clone();
        use_effect_with((), move |_| move || drop(job.borrow_mut().take()));
    }

    let on_tier = on_tier_change(tier.clone());
    let on_size = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(&s) = SIZES.iter().find(|(w, h)| format!("{w}x{h}") == select.value()) {
                size.set(s);
            }
        })
    };
    let on_walls = {
        let walls = walls.clone();
        Callback::from(move |_: Event| walls.set(!*walls))
    };
    let on_generate = {
        let (job, status, runs, tier, size, walls) = (job.clone(), status.clone(), runs.clone(), *tier, *size, *walls);
        let on_puzzle = props.on_puzzle.clone();
        Callback::from(move |_: MouseEvent| {
            let started = now();
            runs.set(*runs + 1);
            status.set(Status::Running { tries: 0 });
            let on_rated = {
                let status = status.clone();
                Callback::from(move |tries| status.set(Status::Running { tries }))
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
        Status::Running { tries } => html! {
            <p class="gen-status" role="status" aria-busy="true" data-testid="gen-status" data-state="running">
                { format!("Generating… {} layouts rated", thousands(*tries)) }
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
                            <option value={s.key()} selected={s == *tier}>{ s.title() }</option>
                        }) }
                    </select>
                </label>
                <label class="field">
                    <span>{ "Board" }</span>
                    <select onchange={on_size} data-testid="gen-size">
                        { for SIZES.iter().map(|&(w, h)| html! {
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
                    <button type="button" onclick={on_cancel} data-testid="gen-cancel">{ "Cancel" }</button>
                }
            </div>
            { report }
        </section>
    }
}
