//! What Share copied: one link, to the puzzle's start or to the position on the board, in a field
//! to copy by hand when the clipboard cannot be used.

use crate::app::copy_field::CopyField;
use crate::app::count::count;
use crate::app::store::GameHandle;
use crate::app::url;
use yew::prelude::*;

/// What the shared link leads to (the position on the board, or the start), and the copies a
/// change of that choice made (a change copies again, as a Share click does).
pub(super) struct ShareChoice {
    pub(super) position: UseStateHandle<bool>,
    pub(super) copies: UseStateHandle<u32>,
}

/// What Share copied: one link, to the puzzle's start or to the position on the board (a labelled
/// choice; choosing copies that link at once), in a field to copy by hand when the clipboard
/// cannot be used.
pub(super) fn share_box(game: &GameHandle, choice: &ShareChoice, shares: u32) -> Html {
    let moves = game.play.moves();
    // Before the first move the position is the start: one link to offer.
    let at_position = *choice.position && moves > 0;
    let (label, grid) =
        if at_position { ("Link to this position", game.play.position_grid()) } else { ("Link to this puzzle", game.play.start_grid()) };
    let copies = &choice.copies;
    let choose = |to_position: bool| {
        let (position, copies) = (choice.position.clone(), copies.clone());
        Callback::from(move |_: Event| {
            position.set(to_position);
            copies.set(*copies + 1);
        })
    };
    let after = format!("This position, after {}", count(moves, "move", "moves"));
    html! {
        <div class="share" data-testid="share">
            <fieldset class="share-choice">
                <legend>{ "Share a link to" }</legend>
                <label>
                    <input type="radio" name="share-link-to" data-testid="share-start" checked={!at_position} onchange={choose(false)} />
                    { "The puzzle's start" }
                </label>
                <label>
                    <input type="radio" name="share-link-to" data-testid="share-position" checked={at_position}
                           disabled={moves == 0} onchange={choose(true)} />
                    { if moves == 0 { "This position (make a move first)".to_string() } else { after } }
                </label>
            </fieldset>
            <CopyField label={label} value={url::link_to(&grid)} testid="share-link" copy_now={shares + **copies} />
        </div>
    }
}
