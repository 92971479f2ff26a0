//! The Yew app (wasm32 only). It reads a puzzle from the URL fragment (`#<grid string>`), falls back
//! to a default puzzle with a message when the fragment is not a valid grid, and draws the board.

mod board_view;

pub use board_view::{BoardProps, BoardView};

use crate::engine::board::{Board, Position};
use crate::engine::grid;
use gloo::events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

/// The puzzle shown when the link names none: seed card 1 (solved in 9 moves).
pub const DEFAULT_GRID: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

/// What the page shows: a board, the position on it, and why the link's puzzle was not used.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    pub board: Rc<Board>,
    pub position: Position,
    /// The message for the person when the fragment was not a valid grid string.
    pub error: Option<String>,
}

/// The puzzle for a URL fragment (without the `#`, already decoded): the default puzzle when the
/// fragment is empty, and the default puzzle with the parse error when it does not parse.
pub fn load(fragment: &str) -> Loaded {
    let fragment = fragment.trim();
    let (parsed, error) = if fragment.is_empty() {
        (grid::parse(DEFAULT_GRID), None)
    } else {
        match grid::parse(fragment) {
            Ok(puzzle) => (Ok(puzzle), None),
            Err(e) => (
                grid::parse(DEFAULT_GRID),
                Some(format!("The puzzle in the link could not be read: {e}. Showing the default puzzle instead.")),
            ),
        }
    };
    let puzzle = parsed.expect("the default grid parses");
    Loaded { board: Rc::new(puzzle.board), position: puzzle.start, error }
}

/// The page's URL fragment without the `#`, percent-decoded (left as it is if it is not valid
/// percent-encoding, so that the parser can point at the bad character).
pub fn current_fragment() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let raw = hash.strip_prefix('#').unwrap_or(&hash);
    js_sys::decode_uri_component(raw).map(String::from).unwrap_or_else(|_| raw.to_string())
}

/// The app's root: the puzzle from the fragment, reloaded when the fragment changes.
#[function_component(App)]
pub fn app() -> Html {
    let loaded = use_state(|| load(&current_fragment()));
    {
        let loaded = loaded.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                loaded.set(load(&current_fragment()));
            });
            move || drop(listener)
        });
    }
    html! {
        <main class="app">
            <header class="app-header">
                <h1>{ "Rush Hour" }</h1>
                <p class="tagline">{ "Slide the cars and trucks until the red car can drive out through the gap." }</p>
            </header>
            if let Some(error) = &loaded.error {
                <p class="error" role="alert">{ error }</p>
            }
            <div class="board-area">
                <BoardView board={loaded.board.clone()} position={loaded.position.clone()} />
            </div>
        </main>
    }
}
