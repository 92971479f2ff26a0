//! Where the editor starts, and its layout kept for the browser's tab (sessionStorage, as the game
//! in progress is): a reload (or Back or Forward to this page) finds the board being built as it
//! was, finished or not, and the same tool in hand; any other visit starts from the game's
//! position, so "edit this puzzle" is one click. The layout is written whenever it or the tool
//! changes (`Editor::layout_text`).

use crate::app::browser_storage;
use crate::app::store::{EditorHandle, GameHandle};
use crate::game::editor::{EDITOR_SESSION_KEY, EditAction, Editor};
use crate::game::state::{Action, MessageAction};
use rush_hour_engine::model::board::Puzzle;
use yew::prelude::*;

/// How this page was reached: "navigate", "reload" or "back_forward" (the Navigation Timing
/// entry's type).
fn navigation_type() -> String {
    let entries = gloo::utils::window().performance().map(|p| p.get_entries_by_type("navigation")).unwrap_or_default();
    js_sys::Reflect::get(&entries.get(0), &"type".into()).ok().and_then(|t| t.as_string()).unwrap_or_default()
}

#[hook]
pub fn use_kept_layout(editor: &EditorHandle, game: &GameHandle) {
    {
        let (editor, game) = (editor.clone(), game.clone());
        use_effect_with((), move |_| {
            if editor.generation != 0 || !editor.pieces.is_empty() {
                return;
            }
            let kept = browser_storage::read(browser_storage::session(), EDITOR_SESSION_KEY)
                .filter(|text| navigation_type() != "navigate" && Editor::from_layout_text(text).is_some());
            editor.dispatch(match kept {
                Some(text) => EditAction::Resume(text),
                None => EditAction::Load(Puzzle { board: (*game.play.board).clone(), start: game.play.position.clone() }),
            });
        });
    }
    // The untouched editor (generation 0) is not written: it would replace the kept layout before
    // it is read back.
    let (editor, game) = (editor.clone(), game.clone());
    use_effect_with((editor.generation, editor.tool), move |&(generation, _)| {
        if generation > 0 {
            // A write refused is said (a reload would lose the layout), and taken down once one succeeds.
            let text = browser_storage::write(browser_storage::session(), EDITOR_SESSION_KEY, &editor.layout_text())
                .err()
                .filter(|_| browser_storage::session().is_some())
                .map(|why| format!("The editor's layout could not be kept for this tab: {why}. A reload would lose it."));
            game.dispatch(Action::Messages(MessageAction::Notice { about: EDITOR_SESSION_KEY.into(), text }));
        }
    });
}
