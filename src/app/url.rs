//! The page's URL, read and written here only. The fragment holds the puzzle: `#<grid string>`
//! (or Fogleman's `#<36 cells>/<moves>`; the engine's `grid::parse_paste` reads both). The query
//! carries a game handed over from the game's page to the full app under `tools/`
//! (`tools/?mode=edit&moves=C-1,E%2B3#<grid>`: the mode to show and the moves played so far in
//! Fogleman's notation, `+` percent-encoded; `&new=1` when "New puzzle" opened it), read once at
//! start-up and then taken out of the address bar; there the query then says the page on show
//! (`?mode=classroom`, `show_mode`), which a reload opens again.

use crate::game::handoff;
use crate::game::state::{Mode, State};
use rush_hour_engine::model::grid;
use std::rc::Rc;

/// The puzzle shown when the link names none: seed card 1 (solved in 9 moves).
pub const DEFAULT_GRID: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

/// The page's URL fragment without the `#`, percent-decoded (left as it is if it is not valid
/// percent-encoding, so that the parser can point at the bad character).
pub fn current_fragment() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let raw = hash.strip_prefix('#').unwrap_or(&hash);
    js_sys::decode_uri_component(raw).map(String::from).unwrap_or_else(|_| raw.to_string())
}

/// Puts a grid in the fragment without firing `hashchange`. Each puzzle the player picks is a
/// history entry (Back returns to the one before): when the fragment holds another puzzle, the
/// grid gets an entry of its own; otherwise (no puzzle yet, a bad link, the same puzzle written
/// another way) it takes the current entry's place.
pub fn show_in_fragment(grid: &str) {
    let window = gloo::utils::window();
    let current = current_fragment();
    if current == grid {
        return;
    }
    let another_puzzle = grid::parse_paste(&current).is_ok_and(|p| grid::format(&p.board, &p.start) != grid);
    if let Ok(history) = window.history() {
        let (state, url) = (wasm_bindgen::JsValue::NULL, format!("#{grid}"));
        let _ = if another_puzzle {
            history.push_state_with_url(&state, "", Some(&url))
        } else {
            history.replace_state_with_url(&state, "", Some(&url))
        };
    }
}

/// Puts `link` (the puzzle on the board's) back in the fragment in the current entry's place,
/// without firing `hashchange`: after a link that does not read, a bare `#`, or the puzzle's own
/// link written another way (`:e`, `/9`).
pub fn put_back_fragment(link: &str) {
    if current_fragment() == link {
        return;
    }
    if let Ok(history) = gloo::utils::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("#{link}")));
    }
}

/// Takes the query (`?…`) out of the address bar, keeping the fragment, without a new history
/// entry.
fn drop_query() {
    let window = gloo::utils::window();
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{hash}")));
    }
}

/// On the tools page, the page on show in the address's query (`?mode=classroom`; none for Play),
/// the fragment kept, in place of the current entry: a reload opens the same page, and the
/// address is its link.
#[cfg(feature = "tools")]
pub fn show_mode(mode: Mode) {
    let window = gloo::utils::window();
    let location = window.location();
    let query = if mode == Mode::Play { String::new() } else { format!("?mode={}", mode.key()) };
    if location.search().unwrap_or_default() == query {
        return;
    }
    let (path, hash) = (location.pathname().unwrap_or_default(), location.hash().unwrap_or_default());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{query}{hash}")));
    }
}

/// The link to a grid on the game's page (what Share copies). The full app under `tools/` links
/// to the game's page too: that is the smaller download for whoever opens the link.
pub fn link_to(grid: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    let base = href.split(['#', '?']).next().unwrap_or_default();
    #[cfg(feature = "tools")]
    let base = {
        let dir = base.strip_suffix("index.html").unwrap_or(base);
        dir.strip_suffix("tools/").unwrap_or(dir)
    };
    format!("{base}#{grid}")
}

/// A game handed over in the query.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Handoff {
    pub mode: Option<Mode>,
    /// The moves played, Fogleman's notation separated by commas.
    pub moves: String,
    /// Opened by "New puzzle": the generator is to be shown.
    pub new_puzzle: bool,
}

/// The query that opens `mode` with `moves` (Fogleman's, comma-separated) replayed, without the
/// leading `?`; `new_puzzle` adds `&new=1`.
pub fn handoff_query(mode: Mode, moves: &str, new_puzzle: bool) -> String {
    let mut q = format!("mode={}", mode.key());
    if !moves.is_empty() {
        q.push_str("&moves=");
        q.push_str(&handoff::query_value(moves));
    }
    if new_puzzle {
        q.push_str("&new=1");
    }
    q
}

/// Reads a query (without the `?`). Unknown keys and a bad mode are ignored; a bad escape is kept
/// as it is.
pub fn parse_handoff(query: &str) -> Handoff {
    let mut h = Handoff::default();
    for (key, value) in handoff::query_pairs(query) {
        match key {
            "mode" => h.mode = Mode::from_key(&value),
            "moves" => h.moves = value,
            "new" => h.new_puzzle = value == "1",
            _ => {}
        }
    }
    h
}

/// The link of a mode's tab on the game's page: Play is this page, the other modes open the game
/// in the full app under `tools/`.
#[cfg(not(feature = "tools"))]
pub fn mode_link(mode: Mode, state: &State) -> String {
    match mode {
        Mode::Play => format!("#{}", state.play.start_grid()),
        _ => tools_link(mode, state, false),
    }
}

/// The link from the game's page that opens the game in `mode` in the full app under `tools/`.
#[cfg(not(feature = "tools"))]
pub fn tools_link(mode: Mode, state: &State, new_puzzle: bool) -> String {
    format!("tools/?{}#{}", handoff_query(mode, &handoff::moves(state), new_puzzle), state.play.start_grid())
}

/// How the page was opened: the game to start with (the puzzle in the fragment, else the default
/// one with an alert, then the handed-over moves and mode), and whether to show the generator.
pub fn opening() -> (State, bool) {
    let default = grid::parse(DEFAULT_GRID).expect("the default grid parses");
    let fragment = current_fragment();
    // `#daily` is today's daily puzzle, put on the board once its pool is fetched (`url_sync`).
    let state = Rc::new(if fragment.trim().is_empty() || fragment == crate::app::daily::pool::FRAGMENT {
        State::new(default)
    } else {
        State::opening(default, &fragment)
    });
    // A game handed over: its moves and mode, then the query leaves the address bar (a reload
    // must not replay it again).
    let search = gloo::utils::window().location().search().unwrap_or_default();
    let (state, new_puzzle) = match search.strip_prefix('?') {
        Some(query) if !query.is_empty() => {
            drop_query();
            let h = parse_handoff(query);
            (handoff::apply(state, h.mode, &h.moves), h.new_puzzle)
        }
        _ => (state, false),
    };
    ((*state).clone(), new_puzzle)
}
