//! The move counter ("N moves · M to go"), the puzzle's name, the show/hide toggles, the Undo,
//! Redo, Reset, Hint, Solve and Share buttons, the hint in words and the link Share copies.

use crate::app::copy_field::CopyField;
use crate::app::count::count;
use crate::app::engine::analysis::worker_memory_budget;
use crate::app::hooks::use_held_for;
use crate::app::store::use_game;
use crate::app::url;
use crate::game::engine_failure::EngineFailure;
use crate::game::memory_budget::can_raise;
use crate::game::play::title_of;
use crate::game::state::{Action, Analysis, AnalysisAction, PlanAction, PlayAction, ReviewAction, SettingsAction};
use crate::palette::Palette;
use rush_hour_engine::model::notation::{Style, format_move};
use rush_hour_engine::search::limits::{bytes_text, thousands};
use yew::prelude::*;

/// How long an analysis runs before its Stop button shows (every 6×6 puzzle is answered sooner).
const STOP_BUTTON_DELAY_MS: u32 = 400;

#[function_component(Controls)]
pub fn controls() -> Html {
    let game = use_game();
    // Share copies a link, shown after the click with the choice of what it links to; each
    // click (and each change of that choice) copies it again.
    let shares = use_state_eq(|| 0u32);
    let share_choice = ShareChoice { position: use_state_eq(|| false), copies: use_state_eq(|| 0u32) };
    let on = |a: Action| {
        let g = game.clone();
        Callback::from(move |_: MouseEvent| g.dispatch(a.clone()))
    };

    // Hint and Solve have an answer here: from the cluster, or from a plan line through here.
    let ready = game.answers_here();
    let won = game.play.won();
    let stuck = game.unsolvable_here();
    let to_go = game.to_go();

    // The Stop button waits until an analysis has run a while: every 6×6 puzzle is answered
    // before, so the button never flashes in and out, and the buttons below it never jump
    // under the player's pointer (it takes a second line of the counter on a narrow panel).
    let analysing = matches!(game.background.analysis, Analysis::Pending { .. } | Analysis::Lines { .. }) && to_go.is_none() && !stuck;
    let offer_stop = use_held_for(analysing, STOP_BUTTON_DELAY_MS);

    // What the engine is working on, whatever the settings: Hint and Solve wait for it. Its
    // progress and Stop take the room of the line under the counter (as tall as a button from the
    // first paint, room for two lines of words), so nothing moves when they come or go.
    let wait = match &game.background.analysis {
        Analysis::Pending { positions, .. } if to_go.is_none() && !stuck => Some((
            "Hint and Solve wait for the engine's analysis",
            (*positions > 0).then(|| format!("{} positions", thousands(*positions))),
        )),
        Analysis::Lines { positions, depth, .. } if to_go.is_none() && !stuck => Some((
            "Hint and Solve wait for a plan from here",
            (*positions > 0).then(|| format!("{} positions, depth {depth}", thousands(*positions))),
        )),
        _ => None,
    };
    let busy = wait.is_some();
    let to_go_view = if game.settings.show_to_go {
        let (state, value, text) = match &game.background.analysis {
            Analysis::Failed(_) => ("failed", None, "to go: unknown".to_string()),
            Analysis::Stopped => ("stopped", None, "analysis stopped".to_string()),
            analysis => match to_go {
                Some(m) => ("ready", Some(m.to_string()), format!("{m} to go")),
                None if stuck => ("unsolvable", None, "unsolvable from here".to_string()),
                None if matches!(analysis, Analysis::Lines { .. }) => ("searching", None, "searching…".to_string()),
                None if matches!(analysis, Analysis::Pending { .. }) => ("pending", None, "analysing…".to_string()),
                None => ("unsolvable", None, "unsolvable from here".to_string()),
            },
        };
        // What answers: the whole cluster, or one optimal plan's line.
        let source = match &game.background.analysis {
            Analysis::Ready(_) => Some("cluster"),
            _ if value.is_some() => Some("line"),
            _ => None,
        };
        html! {
            <>
                // " · " on the screen, ", " to a screen reader (panels.css: generated content
                // with alternative text), so the counter is read "9 moves, 0 to go".
                <span class="sep"></span>
                <span data-testid="to-go" data-state={state} data-value={value} data-source={source} class={classes!("to-go", state)}
                      aria-busy={busy.then_some("true")}>{ text }</span>
            </>
        }
    } else {
        html! {}
    };
    // It comes once the engine has worked a while (the 6×6 puzzles are answered before), in place
    // of the hints used and the optimum, which come back with the answer.
    let wait_view = wait.filter(|_| offer_stop).map(|(why, progress)| {
        html! {
            <span class="engine-wait" id="engine-wait" data-testid="engine-wait" aria-busy="true">
                <span class="engine-wait-words">
                    <span class="engine-wait-why">{ why }</span>
                    if let Some(p) = progress {
                        { ": " }<span class="search-progress" data-testid="search-progress">{ p }</span>
                    }
                </span>
                <button type="button" class="stop-analysis" onclick={on(Action::Analysis(AnalysisAction::Stop))}
                        aria-label="Stop analysis" title="Stop analysing this puzzle (hints and moves to go stay off)">{ "Stop" }</button>
            </span>
        }
    });
    let described = (busy && offer_stop).then_some("engine-wait");

    // The name it was loaded with, else its library name (a link to a library puzzle).
    let title = use_memo((game.play.name.clone(), game.play.start_grid()), |(name, grid)| title_of(name.as_deref(), grid));
    let optimal = match game.optimal() {
        Some(m) => format!("optimal {}", count(m as usize, "move", "moves")),
        None if game.cluster().is_some() => "no solution".into(),
        None => String::new(),
    };
    let n = game.play.moves();

    let note = match &game.background.analysis {
        Analysis::Failed(msg) => {
            // A search that stopped at the worker's memory budget can be given more.
            let budget = worker_memory_budget(game.background.memory_raised);
            let raise = (matches!(msg, EngineFailure::MemoryBudget { .. }) && can_raise(budget)).then(|| {
                let more = bytes_text(worker_memory_budget(game.background.memory_raised + 1));
                html! {
                    <button type="button" data-testid="raise-memory" onclick={on(Action::Analysis(AnalysisAction::RaiseMemoryBudget))}>
                        { format!("Search again with up to {more}") }
                    </button>
                }
            });
            Some(html! {
                <p class="panel-note" role="status" data-testid="analysis-failed">
                    { format!("No analysis for this puzzle: {msg}. You can still play it; Hint, Solve and the moves-to-go count are unavailable.") }
                    { for raise }
                </p>
            })
        }
        Analysis::Lines { reason, .. } => Some(html! {
            <p class="panel-note" role="status" data-testid="plan-only">
                { format!("This board is too large to analyse in full here ({reason}): Hint, Solve and moves to go follow an optimal plan searched from the position on the board, and a new one is searched when you leave it.") }
            </p>
        }),
        Analysis::Ready(_) if game.optimal().is_none() => Some(html! {
            <p class="panel-note" role="status" data-testid="unsolvable">
                { "This puzzle cannot be solved: no sequence of moves frees the red car." }
            </p>
        }),
        Analysis::Ready(_) if stuck => Some(html! {
            <p class="panel-note" role="status" data-testid="unsolvable">
                { "The red car cannot get out from this position: undo or reset." }
            </p>
        }),
        _ => None,
    };

    let hint = game.play.hint.map(|h| {
        let words = format_move(&game.play.board, h.mv, Style::Card);
        let after = if game.settings.show_to_go { format!(" — {} to go after it", h.distance_after) } else { String::new() };
        html! {
            <p class="hint" data-testid="hint">
                { "Hint: " }<strong class="notation">{ words }</strong>{ after }
                <button type="button" onclick={on(Action::Play(PlayAction::ApplyHint))}>{ "Apply" }</button>
            </p>
        }
    });

    let share = (*shares > 0).then(|| share_box(&game, &share_choice, *shares));

    html! {
        <section class="panel controls" aria-label="Game">
            <h2 class="puzzle-title">
                <span data-testid="puzzle-name">{ (*title).clone() }</span>
            </h2>
            <p class="counter">
                // The clock at the right end of the counter's first line.
                { super::clock::clock_view(&game) }
                <span data-testid="moves" data-value={n.to_string()}>
                    { count(n, "move", "moves") }
                </span>
                { to_go_view }
            </p>
            // The help this game had, by its count of moves, and the optimum; while the engine
            // works, what Hint and Solve wait for.
            <p class="counter-detail">
                if let Some(wait) = wait_view {
                    { wait }
                } else {
                    <span class="hints-used" data-testid="hints-used" data-value={game.play.hints_used.to_string()}>
                        { format!("Hints used: {}", game.play.hints_used) }
                    </span>
                    // The optimum, shown whether or not moves to go are (the stars are earned
                    // against it).
                    if !optimal.is_empty() {
                        <span class="optimal"><span class="sep"></span>{ optimal }</span>
                    }
                }
            </p>
            { best_win(&game) }
            <div class="buttons">
                <button type="button" disabled={game.play.history.is_empty()} onclick={on(Action::Play(PlayAction::Undo))}
                        title="Undo the last move (U, Ctrl+Z)">{ "Undo" }</button>
                <button type="button" disabled={game.play.redo.is_empty()} onclick={on(Action::Play(PlayAction::Redo))}
                        title="Redo (Ctrl+Shift+Z)">{ "Redo" }</button>
                <button type="button" disabled={game.play.history.is_empty()} onclick={on(Action::Play(PlayAction::Reset))}
                        title="Back to the start (R)">{ "Reset" }</button>
                <button type="button" disabled={!ready || won || stuck} onclick={on(Action::Play(PlayAction::Hint))}
                        aria-describedby={described} title="Show an optimal next move">{ "Hint" }</button>
                <button type="button" disabled={!ready || won || stuck || game.playback.is_some()} aria-describedby={described}
                        onclick={on(Action::Plan(PlanAction::Solve))} title="Play the shortest way out from here">{ "Solve" }</button>
                <button type="button" aria-expanded={(*shares > 0).to_string()}
                        onclick={ let s = shares.clone(); move |_| s.set(*s + 1) }
                        title="Copy a link to this puzzle">{ "Share" }</button>
            </div>
            { for hint }
            // Below the buttons: a note that comes with the engine's answer moves nothing above it.
            { for note }
            <div class="toggles">
                <label>
                    <input type="checkbox" checked={game.settings.show_to_go} onchange={ let g = game.clone(); move |_| g.dispatch(Action::Settings(SettingsAction::ToggleToGo)) } />
                    { "Show moves to go" }
                </label>
                <label>
                    <input type="checkbox" checked={game.settings.show_labels} onchange={ let g = game.clone(); move |_| g.dispatch(Action::Settings(SettingsAction::ToggleLabels)) } />
                    { "Show labels" }
                </label>
                <label>
                    <input type="checkbox" checked={game.settings.palette == Palette::ColourBlind} data-testid="palette-switch"
                           onchange={ let g = game.clone(); move |_| g.dispatch(Action::Settings(SettingsAction::TogglePalette)) } />
                    { "Colour-blind palette" }
                </label>
            </div>
            { for share }
        </section>
    }
}

/// What the shared link leads to (the position on the board, or the start), and the copies a
/// change of that choice made (a change copies again, as a Share click does).
struct ShareChoice {
    position: UseStateHandle<bool>,
    copies: UseStateHandle<u32>,
}

/// What Share copied: one link, to the puzzle's start or to the position on the board (a labelled
/// choice; choosing copies that link at once), in a field to copy by hand when the clipboard
/// cannot be used.
fn share_box(game: &crate::app::store::GameHandle, choice: &ShareChoice, shares: u32) -> Html {
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

/// Before any move on a puzzle won before: the best win, and its review (it is replayed).
fn best_win(game: &crate::app::store::GameHandle) -> Html {
    let record = game.progress.get(&game.play.start_grid()).filter(|r| r.moves.is_some() && game.play.history.is_empty());
    let Some(best) = record.and_then(|r| r.best) else { return html! {} };
    html! {
        <p class="best-win" data-testid="best-win">
            { format!("Your best: {}", count(best as usize, "move", "moves")) }
            <button type="button" onclick={ let d = game.dispatcher(); move |_| d.dispatch(Action::Review(ReviewAction::BestWin)) }>
                { "Review it" }
            </button>
        </p>
    }
}
