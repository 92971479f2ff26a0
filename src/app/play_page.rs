//! The Play page: the game's board (or the review of a won game in its place) beside the column
//! of panels, which come in the first render's stages (`hooks::use_start_stage`). A plain
//! function, not a component: a component's machinery would weigh on the game's download.

use super::hooks::StartStage;
use super::store::GameHandle;
use super::{board, climb, controls, daily, library_panel, paste_panel, plan, review_board, typed_move, win};
#[cfg(feature = "tools")]
use crate::game::state::Action;
use yew::prelude::*;

/// `stage`: how far the app's first render has got.
pub fn play_page(game: &GameHandle, stage: StartStage) -> Html {
    // "New puzzle": the generator in the full app; on the game's page, a link to it (the
    // generator's code stays out of the game page's download).
    #[cfg(feature = "tools")]
    let new_puzzle = html! {
        <super::generator::GeneratorPanel label="Generate and play" on_puzzle={
            let g = game.clone();
            Callback::from(move |(puzzle, name)| g.dispatch(Action::Puzzle(crate::game::state::PuzzleAction::Load { puzzle, name: Some(name) })))
        } />
    };
    #[cfg(not(feature = "tools"))]
    let new_puzzle = html! { <super::modes::NewPuzzleLink /> };
    html! {
        <div class="play">
            <div class="board-area">
                if game.review.is_open() {
                    <review_board::ReviewBoard />
                } else {
                    <board::GameBoard {stage} />
                }
            </div>
            // The win banner heads the panels' column, outside their scrolling: beside the
            // won board on a desktop (which stays in full view), under it on a phone.
            <div class="side-column">
                if stage >= StartStage::Controls {
                    if !game.review.is_open() {
                        <win::WinBanner />
                    }
                    // What a newcomer looks for first comes first: today's puzzle and the
                    // levels, a puzzle to play at once, then the generator and the library;
                    // on a desktop the panels below the game scroll on their own.
                    <aside class="side">
                        <controls::Controls />
                        <plan::PlanPanel />
                        if stage >= StartStage::Panels {
                            { daily::daily_panel(game) }
                        }
                        if stage >= StartStage::Whole {
                            { climb::level_path(game) }
                        }
                        if stage >= StartStage::Panels {
                            { new_puzzle }
                            <library_panel::LibraryPanel />
                        }
                        if stage >= StartStage::Whole {
                            <paste_panel::PastePanel />
                            // Last, so that New puzzle and the library stay in view on a
                            // desktop; T goes to its field from anywhere on the page.
                            { typed_move::typed_move_panel(game) }
                        }
                    </aside>
                }
            </div>
        </div>
    }
}
