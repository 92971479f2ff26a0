//! A new puzzle on the board (from the library, the levels, the daily puzzle, the paste box, a
//! link, the generator, Next puzzle) brings the game back into view wherever the player clicked:
//! on a desktop the side panel scrolls back to its top (the counter, Undo, Hint), on a phone the
//! page scrolls back up to the board when it had been scrolled past it. Focus stays where it was.

use crate::app::store::GameHandle;
use yew::prelude::*;

#[hook]
pub fn use_puzzle_in_view(game: &GameHandle) {
    // The page's first puzzle is in view already (and a page opened at the generator keeps it).
    let first = use_mut_ref(|| true);
    use_effect_with(game.puzzle_id, move |_| {
        if !first.replace(false) {
            show_game();
        }
    });
}

/// The side panel at its top (it scrolls on its own beside the board on a desktop; on a phone it
/// does not scroll, and this changes nothing), and the board in view when the page has been
/// scrolled past it (on a phone, where the panels are under the board).
fn show_game() {
    let document = gloo::utils::document();
    if let Ok(Some(side)) = document.query_selector(".side-column > .side") {
        side.set_scroll_top(0);
    }
    if let Ok(Some(board)) = document.query_selector("svg.board")
        && board.get_bounding_client_rect().top() < 0.0
    {
        board.scroll_into_view();
    }
}
