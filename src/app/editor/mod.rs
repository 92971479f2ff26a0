//! The puzzle editor (Edit mode): the live analysis of the layout, and the page (the editor's
//! reducer and its context are `app::store`'s `EditorHandle` and `use_editor`). One component per file:
//!
//! - `canvas` — the board being edited: place by click or drag (`press`), select, move, keys;
//!   its cells as a grid for the keyboard (`edit_grid`)
//! - `tools` — board size, exit side, the piece tools, turn/delete/clear, and where to start
//!   from (`start_from`: the game's position, a library puzzle)
//! - `report` — live validation and analysis, "make it the hardest start", play/share/copy
//! - `kept_layout` — where the editor starts (the layout before a reload, else the game's position), and
//!   the layout kept for the tab
//!
//! The model and its actions are `game::editor` (pure, tested natively).

mod canvas;
mod edit_grid;
mod kept_layout;
mod press;
mod report;
mod start_from;
mod tools;

use super::engine::analysis::{ClusterCallbacks, analyse};
use super::generator::GeneratorPanel;
use crate::app::store::{EditorHandle, use_editor};
use crate::engine_client::game_analysis::ClusterOutcome;
use crate::game::editor::{EditAction, EditAnalysis};
use rush_hour_engine::model::rules::Metric;
use yew::prelude::*;

/// Milliseconds of quiet after an edit before the analysis starts (a burst of key presses or
/// clicks analyses once).
const SETTLE_MS: u32 = 120;

/// Runs the analysis of the editor's layout whenever it changes: the cluster in moves, then the
/// optimal count in steps.
#[hook]
fn use_live_analysis(editor: &EditorHandle) {
    let pending = matches!(editor.analysis, EditAnalysis::Pending { .. });
    {
        let editor = editor.clone();
        use_effect_with((editor.generation, pending), move |&(generation, pending)| {
            let task = editor.start().filter(|_| pending).map(|start| {
                let (e1, e2) = (editor.clone(), editor.clone());
                let board = editor.puzzle().expect("a start means a valid layout").board;
                let callbacks = ClusterCallbacks {
                    on_progress: Callback::from(move |positions| e1.dispatch(EditAction::AnalysisProgress { generation, positions })),
                    on_done: Callback::from(move |outcome: ClusterOutcome| {
                        e2.dispatch(match outcome.into_result() {
                            Ok(cluster) => EditAction::AnalysisReady { generation, cluster },
                            Err(message) => EditAction::AnalysisFailed { generation, message },
                        })
                    }),
                };
                analyse(&board, &start, Metric::Moves, SETTLE_MS, callbacks)
            });
            move || drop(task)
        });
    }
    // Steps, once the moves are known (a second analysis of the same cluster).
    let steps_wanted = matches!(editor.analysis, EditAnalysis::Ready { steps: None, .. });
    {
        let editor = editor.clone();
        use_effect_with((editor.generation, steps_wanted), move |&(generation, wanted)| {
            let task = wanted.then(|| editor.puzzle().ok()).flatten().map(|puzzle| {
                let e = editor.clone();
                let start = puzzle.start.clone();
                let callbacks = ClusterCallbacks {
                    on_progress: Callback::noop(),
                    on_done: Callback::from(move |outcome: ClusterOutcome| {
                        // Too large for a second analysis: the steps stay unknown.
                        if let ClusterOutcome::Ready(c) = outcome {
                            e.dispatch(EditAction::StepsReady { generation, steps: c.distance(&start) });
                        }
                    }),
                };
                analyse(&puzzle.board, &puzzle.start, Metric::Steps, 0, callbacks)
            });
            move || drop(task)
        });
    }
}

/// The status line under the board: what the last action did, or why it was refused, as an error
/// (an icon, the error's colours and an alert) until an action succeeds. Both live regions are
/// always there, so each change is announced.
fn status_line(editor: &EditorHandle) -> Html {
    let refused = editor.refused;
    let text = |shown: bool| if shown { editor.message.clone() } else { String::new() };
    html! {
        <div class={classes!("edit-status", refused.then_some("refused"))} data-testid="edit-status"
             data-state={if refused { "refused" } else { "done" }}>
            if refused {
                { super::plan::icon("M8 1l7.5 13.5H.5zM7 6v4h2V6zm0 5v2h2v-2z") }
            }
            <span role="status">{ text(!refused) }</span>
            <span role="alert">{ text(refused) }</span>
        </div>
    }
}

/// The Edit page: the board being edited beside its tools and its report.
#[function_component(EditorPage)]
pub fn editor_page() -> Html {
    let editor = use_editor();
    let game = crate::app::store::use_game();
    use_live_analysis(&editor);
    kept_layout::use_kept_layout(&editor, &game);
    html! {
        <div class="play editor">
            <div class="board-area">
                <canvas::EditorBoard />
                { status_line(&editor) }
            </div>
            // The tools first: the report below them changes height with each verdict, and
            // would move the tools under the player's pointer if it came before them.
            <aside class="side">
                <tools::EditorTools />
                <report::EditorReport />
                <GeneratorPanel label="Generate into the editor" on_puzzle={
                    let e = editor.clone();
                    Callback::from(move |(puzzle, _)| e.dispatch(EditAction::Load(puzzle)))
                } />
            </aside>
        </div>
    }
}
