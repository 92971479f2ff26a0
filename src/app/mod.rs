//! The Yew app (browser wasm only): one reducer over `game::state::State`, shared with every
//! component through a context, and the effects around it — the URL fragment, the engine's
//! analysis running in slices between frames, the plan's playback timer, keyboard shortcuts and
//! the saved progress. One component per file:
//!
//! - `board_view` — the SVG board; `vehicle` — one vehicle, its drag and keys
//! - `controls` — the counter and the Undo/Redo/Reset/Hint/Solve/Share buttons
//! - `plan` — the solver's plan with playback; `win` — the win banner
//! - `paste` — the paste box; `library` — the puzzle library and random puzzles
//! - `analysis` — the engine's analysis of a puzzle; `slices` — work run in slices between frames
//!   (the analysis, the generator); `url` — fragment ↔ puzzle
//! - `modes` — the Play / Edit / Classroom / Present switch; `editor` — the puzzle editor and the
//!   generator; `classroom` — the search visualizer, state graph and algorithm comparison;
//!   `present` — the projector view

mod analysis;
mod board_view;
#[cfg(feature = "tools")]
mod classroom;
mod controls;
#[cfg(feature = "tools")]
mod editor;
#[cfg(feature = "tools")]
mod generator;
mod library;
mod modes;
mod paste;
mod plan;
#[cfg(feature = "tools")]
mod present;
mod slices;
pub mod url;
mod vehicle;
mod win;

pub use board_view::{BoardProps, BoardView};

use crate::game::progress::{Progress, STORAGE_KEY};
use crate::game::state::{Action, Analysis, Mode, SPEEDS, Source, State};
use gloo::events::EventListener;
use gloo::storage::{LocalStorage, Storage};
use gloo::timers::callback::Timeout;
use rush_hour_engine::grid;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The puzzle shown when the link names none: seed card 1 (solved in 9 moves).
pub const DEFAULT_GRID: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

/// The reducer's state as Yew sees it.
#[derive(Clone)]
pub struct Game(pub Rc<State>);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Deref for Game {
    type Target = State;
    fn deref(&self) -> &State {
        &self.0
    }
}

impl Reducible for Game {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = self.0.clone().reduce(action);
        if Rc::ptr_eq(&next, &self.0) { self } else { Rc::new(Game(next)) }
    }
}

/// What every component takes from the context: the state and `dispatch`.
pub type GameHandle = UseReducerHandle<Game>;

/// The game from the context (every component below `App` has it).
#[hook]
pub fn use_game() -> GameHandle {
    use_context::<GameHandle>().expect("components are rendered inside App")
}

/// Set when the page was opened from the game page's "New puzzle" link (`&new=1`): the
/// generator is scrolled into view once.
static SHOW_GENERATOR: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The state the page starts with: the puzzle in the link, or the default one with an alert.
pub fn initial_state() -> State {
    let default = grid::parse(DEFAULT_GRID).expect("the default grid parses");
    let fragment = url::current_fragment();
    let state = Rc::new(State::new(default));
    let state = if fragment.trim().is_empty() { state } else { state.reduce(Action::LoadText { text: fragment, source: Source::Url }) };
    // A game handed over from the game's page (`tools/?mode=…&moves=…`): its moves and mode,
    // then the query leaves the address bar (a reload must not replay it again).
    let search = gloo::utils::window().location().search().unwrap_or_default();
    let state = match search.strip_prefix('?') {
        Some(query) if !query.is_empty() => {
            url::drop_query();
            if query.split('&').any(|p| p == "new=1") {
                SHOW_GENERATOR.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            crate::game::handoff::apply(state, query)
        }
        _ => state,
    };
    (*state).clone()
}

/// True when a key event comes from a text field (shortcuts must not fire while typing).
fn typing(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

#[function_component(App)]
pub fn app() -> Html {
    let game = use_reducer(|| Game(Rc::new(initial_state())));
    // The editor's layout lives here, so it survives a trip to another mode.
    #[cfg(feature = "tools")]
    let editor = use_reducer(editor::EditorModel::default);

    use_effect_with((), |_| {
        if SHOW_GENERATOR.swap(false, std::sync::atomic::Ordering::Relaxed)
            && let Ok(Some(panel)) = gloo::utils::document().query_selector(".generator")
        {
            panel.scroll_into_view();
        }
    });
    // Saved progress, once; an unreadable store is ignored with a notice.
    {
        let game = game.clone();
        use_effect_with((), move |_| match LocalStorage::get::<Progress>(STORAGE_KEY) {
            Ok(p) => game.dispatch(Action::ProgressLoaded(p)),
            Err(gloo::storage::errors::StorageError::KeyNotFound(_)) => {}
            Err(_) => game.dispatch(Action::Notice(Some(
                "Your saved progress could not be read and was set aside; new wins are saved from now on.".into(),
            ))),
        });
    }
    // Save progress whenever it changes.
    {
        let progress = game.progress.clone();
        use_effect_with(progress, move |p| {
            if !p.puzzles.is_empty() {
                let _ = LocalStorage::set(STORAGE_KEY, &**p);
            }
        });
    }
    // The link follows the puzzle; a changed link loads its puzzle.
    {
        let grid = game.play.start_grid();
        use_effect_with(grid, move |grid| url::show_in_fragment(grid));
    }
    {
        let game = game.clone();
        use_effect_with((), move |_| {
            // Only dispatch here: this closure lives as long as the page, so the state it could
            // read would be the first render's; the reducer ignores a link to the puzzle on the
            // board.
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                let text = url::current_fragment();
                if !text.trim().is_empty() {
                    game.dispatch(Action::LoadText { text, source: Source::Url });
                }
            });
            move || drop(listener)
        });
    }
    // The engine's analysis of each new puzzle, in slices between frames.
    {
        let game = game.clone();
        let stopped = matches!(game.background.analysis, Analysis::Stopped);
        use_effect_with((game.background.generation, stopped), move |&(_, stopped)| {
            let run = (!stopped).then(|| analysis::start(&game));
            move || {
                if let Some(run) = run {
                    run.cancel();
                }
            }
        });
    }
    // The plan's playback: one move per tick while playing.
    {
        let game = game.clone();
        let key = game.playback.as_ref().map(|p| (p.playing, p.step));
        let speed = game.settings.speed;
        use_effect_with((key, speed, game.background.generation), move |(key, speed, _)| {
            let timer = match key {
                Some((true, _)) => Some(Timeout::new(SPEEDS[*speed], move || game.dispatch(Action::Tick))),
                _ => None,
            };
            move || drop(timer)
        });
    }
    // Shortcuts: U or Ctrl+Z undo, Ctrl+Shift+Z redo, R reset (not while typing, and only where
    // the game is on show: the editor has its own keys).
    let mode_now = use_mut_ref(|| Mode::Play);
    *mode_now.borrow_mut() = game.settings.mode;
    {
        let game = game.clone();
        let mode_now = mode_now.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                gloo::events::EventListenerOptions::enable_prevent_default(),
                move |e| {
                    let e = e.dyn_ref::<KeyboardEvent>().expect("keydown is a KeyboardEvent");
                    if typing(e) || e.alt_key() || e.meta_key() || !matches!(*mode_now.borrow(), Mode::Play | Mode::Present) {
                        return;
                    }
                    let action = match (e.key().to_lowercase().as_str(), e.ctrl_key(), e.shift_key()) {
                        ("z", true, true) => Some(Action::Redo),
                        ("z", true, false) | ("u", false, _) => Some(Action::Undo),
                        ("r", false, _) => Some(Action::Reset),
                        _ => None,
                    };
                    if let Some(a) = action {
                        e.prevent_default();
                        game.dispatch(a);
                    }
                },
            );
            move || drop(listener)
        });
    }

    // "New puzzle": the generator in the full app; on the game's page, a link to it (the
    // generator's code stays out of the game page's download).
    #[cfg(feature = "tools")]
    let new_puzzle = html! {
        <generator::GeneratorPanel label="Generate and play" on_puzzle={
            let g = game.clone();
            Callback::from(move |(puzzle, name)| g.dispatch(Action::Load { puzzle, name: Some(name) }))
        } />
    };
    #[cfg(not(feature = "tools"))]
    let new_puzzle = html! { <modes::NewPuzzleLink /> };
    let page = match game.settings.mode {
        Mode::Play => html! {
            <div class="play">
                <div class="board-area">
                    <board_view::GameBoard />
                    <win::WinBanner />
                </div>
                <aside class="side">
                    <controls::Controls />
                    <plan::PlanPanel />
                    <paste::PastePanel />
                    <library::LibraryPanel />
                    { new_puzzle }
                </aside>
            </div>
        },
        #[cfg(feature = "tools")]
        Mode::Edit => html! { <editor::EditorPage /> },
        #[cfg(feature = "tools")]
        Mode::Classroom => html! { <classroom::ClassroomPage /> },
        #[cfg(feature = "tools")]
        Mode::Present => html! { <present::Presentation /> },
        // The game's page has no other mode: its tabs open the tools page.
        #[cfg(not(feature = "tools"))]
        _ => html! {},
    };
    let main = html! {
        <main class={classes!("app", format!("mode-{}", game.settings.mode.name().to_lowercase()))}>
            <header class="app-header">
                <h1>{ "Rush Hour" }</h1>
                if game.settings.mode == Mode::Play {
                    <p class="tagline">{ "Slide the cars and trucks until the red car can drive out through the gap." }</p>
                }
                <modes::ModeSwitch />
            </header>
            if let Some(alert) = &game.messages.alert {
                <p class="error" role="alert">
                    { alert }
                    <button class="dismiss" aria-label="Dismiss" onclick={ let g = game.clone(); move |_| g.dispatch(Action::DismissAlert) }>{ "×" }</button>
                </p>
            }
            if let Some(notice) = &game.messages.notice {
                <p class="notice" role="status">{ notice }</p>
            }
            { page }
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ game.messages.announcement.clone() }</p>
        </main>
    };
    #[cfg(feature = "tools")]
    let main = html! { <ContextProvider<editor::EditorHandle> context={editor}>{ main }</ContextProvider<editor::EditorHandle>> };
    html! {
        <ContextProvider<GameHandle> context={game.clone()}>{ main }</ContextProvider<GameHandle>>
    }
}
