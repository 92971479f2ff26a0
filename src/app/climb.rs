//! The graded packs as levels to climb: for each tier, how many are solved and how many perfect
//! (★★★: the fewest moves possible with no help, `Record::is_perfect`), and a button to its next
//! unsolved puzzle; a Continue button to the first unsolved puzzle of the lowest tier not
//! finished; and what stars and "perfect" mean (`rating::STARS_RULE`).

use super::store::GameDispatcher;
use crate::app::store::GameHandle;
use crate::game::progress::Progress;
use crate::game::rating::STARS_RULE;
use crate::game::state::{Action, PuzzleAction};
use rush_hour_engine::library::{self, Entry, Section};
use rush_hour_engine::model::grid;
use yew::prelude::*;

/// A tier's standing: puzzles, solved, perfect, and its first unsolved puzzle.
struct Standing {
    tier: Section,
    total: usize,
    solved: usize,
    perfect: usize,
    next: Option<Entry>,
}

fn standing(tier: Section, progress: &Progress) -> Standing {
    let entries = library::section(tier);
    let record = |e: &Entry| progress.get(e.grid).filter(|r| r.solved > 0);
    Standing {
        tier,
        total: entries.len(),
        solved: entries.iter().filter(|e| record(e).is_some()).count(),
        perfect: entries.iter().filter(|e| record(e).is_some_and(|r| r.is_perfect(u32::from(e.moves)))).count(),
        next: entries.iter().find(|e| record(e).is_none()).copied(),
    }
}

fn load(dispatch: &GameDispatcher, entry: &Entry) {
    if let Ok(puzzle) = grid::parse(entry.grid) {
        dispatch.dispatch(Action::Puzzle(PuzzleAction::Load { puzzle, name: Some(entry.game_name()) }));
    }
}

/// The path itself (a plain function, not a component: cheaper in the game's download).
fn path(progress: &Progress, dispatch: &GameDispatcher) -> Html {
    let standings: Vec<Standing> = Section::TIERS.into_iter().map(|t| standing(t, progress)).collect();
    // `name`: what a screen reader says, when the text alone is not enough (it starts with the text).
    let button = |entry: Entry, text: String, name: Option<String>, testid: &'static str| {
        let dispatch = dispatch.clone();
        html! { <button type="button" data-testid={testid} data-grid={entry.grid} aria-label={name} onclick={move |_| load(&dispatch, &entry)}>{ text }</button> }
    };
    let continue_at = standings.iter().find_map(|s| s.next);
    html! {
        <>
            if let Some(entry) = continue_at {
                <p>{ button(entry, format!("Continue: {}", entry.game_name()), None, "climb-continue") }</p>
            } else {
                <p>{ "Every level solved." }</p>
            }
            <ol class="path">
                { for standings.iter().map(|s| html! {
                    <li data-tier={s.tier.key()} data-solved={s.solved.to_string()} data-perfect={s.perfect.to_string()}>
                        <span class="tier-name">{ s.tier.short_title() }</span>
                        <progress max={s.total.to_string()} value={s.solved.to_string()}
                                  aria-label={format!("{}: {} of {} solved", s.tier.short_title(), s.solved, s.total)}></progress>
                        <span class="tier-count">{ format!("{}/{} · {} ★", s.solved, s.total, s.perfect) }</span>
                        if let Some(entry) = s.next {
                            { {
                                let text = format!("Next: #{}", library::section(s.tier).iter().position(|e| e.grid == entry.grid).unwrap_or(0) + 1);
                                let name = format!("{text} in {}", s.tier.short_title());
                                button(entry, text, Some(name), "climb-next")
                            } }
                        }
                    </li>
                }) }
            </ol>
        </>
    }
}

/// The panel (a plain function, not a component: cheaper in the game's download).
pub(super) fn level_path(game: &GameHandle) -> Html {
    html! {
        <section class="panel climb" aria-label="Levels" data-testid="climb">
            <div class="panel-head">
                <h2>{ "Levels" }</h2>
                { super::modes::statistics_link(game) }
            </div>
            { path(&game.progress, &game.dispatcher()) }
            <details class="stars-explained">
                <summary>{ "Stars and “perfect”" }</summary>
                <p data-testid="stars-rule-levels">{ STARS_RULE }</p>
                <p>{ "A move is one slide of one vehicle, however far. A win where the solver made moves is not timed; the clock starts with your first move and waits while the page is hidden. The daily streak counts the days won without help." }</p>
            </details>
        </section>
    }
}
