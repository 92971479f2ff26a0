//! The Yew app (browser wasm only): the game's reducer over `game::state::State` (`store`),
//! shared with every component through a context, and the effects around it as named hooks
//! (`hooks`: the link, the saved progress, the analysis, the playback timer, the shortcuts).
//!
//! - `play_page` — the Play page: the board (or the review) beside the panels' column;
//!   `page_messages` — the alert and the notices under the header
//! - `board` — the board's drawing (for the game, the editor and the pictures), the game's board,
//!   its vehicles and their drag
//! - `url` — the page's URL: the puzzle in the fragment, the handed-over game in the query, links
//! - `controls` — the counter and the Undo/Redo/Reset/Hint/Solve/Share buttons
//! - `plan` — the solver's plan with playback; `win` — the win banner; `clock_view` — the puzzle's clock
//! - `typed_move` — moves typed, the board described in text, the keys that read it aloud
//! - `daily` — the daily puzzle, its streak and calendar; `climb` — the graded packs as levels
//! - `sound` — the game's sounds on Web Audio; `sound_switch` — their on/off switch
//! - `paste` — the paste box; `library` — the puzzle library, random puzzles, the tiers' names
//! - `browser_storage` — localStorage and sessionStorage, where the browser gives them
//! - `engine` — the page's engine client: every request to the engine's worker (the analysis of
//!   a puzzle, a plan from a position, the classroom's jobs, the generator's), so nothing of the
//!   engine's work runs on the page's thread
//! - `modes` — the Play / Edit / Classroom / Present switch; `skip_link` — "Skip to the board"; `editor` — the puzzle editor;
//!   `generator` — "New puzzle"; `classroom` — the search visualizer, state graph, algorithm
//!   comparison, moves versus steps and sharing; `present` — the projector view; `statistics` —
//!   the player's statistics and the progress file to move to another device

mod board;
mod browser_storage;
#[cfg(feature = "tools")]
mod classroom;
mod climb;
mod clock_view;
mod controls;
mod copy_field;
mod count;
mod daily;
#[cfg(feature = "tools")]
mod editor;
mod engine;
#[cfg(feature = "tools")]
mod generator;
mod hooks;
mod jump_links;
mod library_panel;
mod modes;
mod page_messages;
mod paste_panel;
mod plan;
mod play_page;
#[cfg(feature = "tools")]
mod present;
#[cfg(feature = "tools")]
mod present_plan;
mod review_board;
mod skip_link;
mod sound;
mod sound_switch;
#[cfg(feature = "tools")]
mod statistics;
mod store;
mod time;
mod typed_move;
pub mod url;
mod win;

pub use board::drawing::install_board_css;
pub use board::{BoardProps, BoardView};

use crate::game::state::{Mode, State};
use hooks::StartStage;
use std::rc::Rc;
use yew::prelude::*;

/// How the page was opened (`url::opening`): read by the caller before the app's first render, in
/// a task of its own (src/main.rs); by default, read from the page's link as the app is made.
#[derive(Properties)]
pub struct AppProps {
    pub opening: Rc<(State, bool)>,
}

impl Default for AppProps {
    fn default() -> Self {
        Self { opening: Rc::new(url::opening()) }
    }
}

impl PartialEq for AppProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.opening, &other.opening)
    }
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    // The page's link, read once: the game to start with.
    let opening = &props.opening;
    let game = use_reducer(|| store::Store(Rc::new(opening.0.clone())));
    // The editor's layout lives here, so it survives a trip to another mode.
    #[cfg(feature = "tools")]
    let editor = use_reducer(store::Store::<crate::game::editor::Editor>::default);
    // The classroom's proof lives here too: the Classroom's Bounds view and Present show one run,
    // which goes on while the mode changes.
    #[cfg(feature = "tools")]
    let proof = use_reducer(store::Store::<crate::game::proof_run::ProofRun>::default);
    #[cfg(feature = "tools")]
    let () = classroom::proof_worker::use_proof_worker(&game, &proof);
    // The first render in stages (`hooks::use_start_stage`): the board's frame, its vehicles, then
    // the counter and the buttons, then the other panels in two groups.
    let stage = hooks::use_start_stage();
    hooks::use_generator_in_view(opening.1 && stage == StartStage::Whole);
    hooks::use_kept_stores(&game);
    hooks::use_url_sync(&game);
    hooks::use_session_game(&game);
    hooks::use_analysis_sync(&game);
    hooks::use_review_searches(&game);
    hooks::use_playback_timer(&game);
    hooks::use_keyboard_shortcuts(&game);
    hooks::use_clock(&game);
    hooks::use_first_gesture();
    hooks::use_move_sounds(&game);
    hooks::use_puzzle_in_view(&game);

    let page = match game.settings.mode {
        Mode::Play => play_page::play_page(&game, stage),
        #[cfg(feature = "tools")]
        Mode::Edit => html! { <editor::EditorPage /> },
        #[cfg(feature = "tools")]
        Mode::Classroom => html! { <classroom::ClassroomPage /> },
        #[cfg(feature = "tools")]
        Mode::Present => html! { <present::Presentation /> },
        #[cfg(feature = "tools")]
        Mode::Statistics => html! { <statistics::StatisticsPage /> },
        // The game's page has no other mode: its tabs open the tools page.
        #[cfg(not(feature = "tools"))]
        _ => html! {},
    };
    let main = html! {
        // Busy until the panels are drawn (a screen reader waits; so do the tests).
        <main class={classes!("app", format!("mode-{}", game.settings.mode.key()))} aria-busy={(stage < StartStage::Whole).then_some("true")}>
            if game.settings.mode != Mode::Statistics {
                { skip_link::skip_link() }
            }
            <header class="app-header">
                <h1>{ "Rush Hour" }</h1>
                if game.settings.mode == Mode::Play {
                    <p class="tagline">{ "Slide the cars and trucks until the red car can drive out through the gap." }</p>
                }
                <modes::ModeSwitch />
                { sound_switch::sound_switch(game.dispatcher()) }
                if game.settings.mode == Mode::Play {
                    { jump_links::jump_links() }
                }
            </header>
            { page_messages::page_messages(&game) }
            { page }
            <p class="visually-hidden" aria-live="polite" data-testid="announce">{ game.messages.announcement.clone() }</p>
        </main>
    };
    #[cfg(feature = "tools")]
    let main = html! { <ContextProvider<store::EditorHandle> context={editor}>{ main }</ContextProvider<store::EditorHandle>> };
    #[cfg(feature = "tools")]
    let main = html! { <ContextProvider<store::ProofHandle> context={proof}>{ main }</ContextProvider<store::ProofHandle>> };
    html! {
        <ContextProvider<store::GameHandle> context={game.clone()}>{ main }</ContextProvider<store::GameHandle>>
    }
}
