//! What the engine says about the layout, live: what makes it invalid, or whether it can be
//! solved, in how many moves and one-cell steps, the positions reachable (its cluster) and its
//! hardest start (with "Make it the hardest start"); then Play it, its link and its puzzle code.

use crate::app::copy_field::CopyField;
use crate::app::count::count;
use crate::app::store::use_editor;
use crate::app::store::use_game;
use crate::app::url;
use crate::game::editor::{EditAction, EditAnalysis};
use crate::game::state::{Action, Mode, PuzzleAction, SettingsAction};
use rush_hour_engine::search::limits::thousands;
use yew::prelude::*;

#[function_component(EditorReport)]
pub fn editor_report() -> Html {
    let editor = use_editor();
    let game = use_game();
    let valid = editor.validation();
    let verdict = match (&valid, &editor.analysis) {
        (Err(message), _) => html! { <p class="verdict invalid" data-testid="edit-verdict" data-state="invalid">{ message.clone() }</p> },
        (Ok(_), EditAnalysis::Pending { positions }) => html! {
            <p class="verdict pending" data-testid="edit-verdict" data-state="pending" aria-busy="true">
                { if *positions == 0 { "Analysing…".to_string() } else { format!("Analysing… {} positions", thousands(*positions)) } }
            </p>
        },
        (Ok(_), EditAnalysis::Failed(message)) => html! {
            <p class="verdict failed" data-testid="edit-verdict" data-state="failed">
                { format!("Too large to analyse in the browser: {message}. It can still be played and shared.") }
            </p>
        },
        (Ok(_), EditAnalysis::Invalid) => html! {},
        (Ok(_), EditAnalysis::Ready { cluster, hardest, steps }) => {
            let start = editor.start();
            let optimal = start.as_ref().and_then(|s| cluster.distance(s));
            let steps = match steps {
                Some(Some(s)) => format!(", {}", count(*s as usize, "one-cell step", "one-cell steps")),
                Some(None) | None => String::new(),
            };
            let solvable = match optimal {
                Some(0) => {
                    html! { <p class="verdict ready" data-testid="edit-verdict" data-state="ready" data-moves="0">{ "Already solved: the red car is at the exit." }</p> }
                }
                Some(m) => html! {
                    <p class="verdict ready" data-testid="edit-verdict" data-state="ready" data-moves={m.to_string()}>
                        { "Solvable in " }<strong>{ count(m as usize, "move", "moves") }</strong>{ steps }
                    </p>
                },
                None => html! {
                    <p class="verdict unsolvable" data-testid="edit-verdict" data-state="unsolvable">
                        { "Unsolvable: no sequence of moves frees the red car." }
                    </p>
                },
            };
            let at_hardest = hardest.as_ref().zip(start.as_ref()).is_some_and(|((h, _), s)| h == s);
            let make_hardest = {
                let editor = editor.clone();
                Callback::from(move |_: MouseEvent| editor.dispatch(EditAction::MakeHardest))
            };
            html! {
                <>
                    { solvable }
                    <p class="cluster-facts" data-testid="edit-cluster" data-size={cluster.size().to_string()}>
                        { format!("{} reachable from this start (its cluster)", count(cluster.size(), "position", "positions")) }
                        if let Some((_, d)) = hardest {
                            { format!("; the hardest start needs {}", count(*d as usize, "move", "moves")) }
                        }
                    </p>
                    if hardest.is_some() {
                        <button type="button" onclick={make_hardest} disabled={at_hardest} data-testid="edit-hardest"
                                title="Move every vehicle to the reachable position farthest from the goal">
                            { if at_hardest { "This is the hardest start" } else { "Make it the hardest start" } }
                        </button>
                    }
                </>
            }
        }
    };
    let play = {
        let (editor, game) = (editor.clone(), game.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(puzzle) = editor.puzzle() {
                game.dispatch(Action::Puzzle(PuzzleAction::Load { puzzle, name: Some("Your puzzle".into()) }));
                game.dispatch(Action::Settings(SettingsAction::SetMode(Mode::Play)));
            }
        })
    };
    html! {
        <section class="panel edit-report" aria-label="Your puzzle">
            <h2>{ format!("Your puzzle · {}×{}", editor.width, editor.height) }</h2>
            <div class="verdict-area" aria-live="polite">{ verdict }</div>
            <div class="buttons">
                <button type="button" class="primary" disabled={valid.is_err()} onclick={play} data-testid="edit-play">{ "Play it" }</button>
            </div>
            if let Ok(grid) = &valid {
                <div class="share">
                    <CopyField label="Link to this puzzle" value={url::link_to(grid)} testid="edit-link" />
                    <CopyField label="Puzzle code (grid string)" value={grid.clone()} testid="edit-grid" />
                </div>
            }
        </section>
    }
}
