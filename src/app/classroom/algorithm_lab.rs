//! Algorithm comparison and heuristics lab: BFS, depth-limited DFS, IDDFS, then A* with each
//! heuristic of the lab (zero, blocking, two-level blocking, 3 × blocking) on the position on the
//! board, run one after the other by the engine worker (`engine::tool_requests`: the page never
//! waits), each stopped at `MAX_EXPANDED` expansions (the table says so where one stopped); a row
//! appears as each one ends. Columns: the plan's length, positions expanded and generated, the
//! effective branching factor b*, the largest frontier, the time (the worker's clock, to three
//! significant figures, so a slow machine's times do not widen the table) and
//! whether the plan is a shortest one (its length against the optimum a run that guarantees one
//! proved, or the game's analysis: `teach::algorithms::Shortest`). Each name is a button that
//! shows how the algorithm works under its row (touch and keys, not hover). The table scrolls
//! inside its box on a narrow screen, never the page.

use crate::app::count::count;
use crate::app::engine::tool_requests::ask;
use crate::app::store::use_game;
use crate::engine_client::tool_questions::CompareQuestion;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::search::limits::{millis_text, thousands};
use rush_hour_engine::teach::algorithms::{Algorithm, SearchReport, Shortest, proven_optimum};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// Expansions one algorithm may make in the worker: enough for IDDFS on XTL card 40 (577,101, under
/// a second there), while the seven runs leave the worker to the game's next analysis soon.
const MAX_EXPANDED: u64 = 600_000;

/// What the "Shortest?" column says of a run: its plan against the optimum in the table's
/// metric (a heuristic that guarantees nothing may still find a shortest plan).
fn shortest_cell(r: &SearchReport, optimum: Option<usize>) -> String {
    match r.shortest(optimum) {
        Shortest::Yes if r.algorithm.is_optimal() => "yes".into(),
        Shortest::Yes => "yes (not promised)".into(),
        Shortest::Longer { by } => format!("no: {} longer", count(by, "move", "moves")),
        Shortest::NoPlan => "–".into(),
        Shortest::Unknown => "not known".into(),
    }
}

/// One row of the table and the row under it with how the algorithm works, shown while its
/// name's button is pressed (`open`; the button toggles it: touch and keys, not hover).
fn row(r: &SearchReport, optimum: Option<usize>, open: bool, on_toggle: Callback<MouseEvent>) -> Html {
    let ms = r.millis.unwrap_or(0.0);
    let (plan, class) = match (&r.plan, &r.stopped) {
        (Some(p), _) => (count(p.len(), "move", "moves"), None),
        (None, Some(why)) => (why.clone(), Some("stopped")),
        (None, None) => ("no plan: unsolvable".to_string(), Some("stopped")),
    };
    let verdict = r.shortest(optimum);
    let longer = matches!(verdict, Shortest::Longer { .. });
    let branching = r.branching_factor();
    let name = r.algorithm.name();
    let (label, heuristic) = match r.algorithm {
        Algorithm::AStar(h) => ("A*".to_string(), Some(h)),
        _ => (name.clone(), None),
    };
    let how = match heuristic {
        Some(h) => format!("{} {}", r.algorithm.describe(), h.describe()),
        None => r.algorithm.describe().to_string(),
    };
    let how_id = format!("how-{}", name.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_lowercase());
    let shortest = match verdict {
        Shortest::Yes => "yes",
        Shortest::Longer { .. } => "longer",
        Shortest::NoPlan => "none",
        Shortest::Unknown => "unknown",
    };
    html! {
        <>
        <tr data-algorithm={name.clone()} data-moves={r.plan.as_ref().map(|p| p.len().to_string())} data-expanded={r.expanded.to_string()}
            data-generated={r.generated.to_string()} data-branching={branching.map(|b| format!("{b:.3}"))} data-shortest={shortest}
            class={classes!(class, longer.then_some("longer"), heuristic.map(|_| "astar"))}>
            <th scope="row">
                <button type="button" class="how-toggle" aria-expanded={open.to_string()} aria-controls={how_id.clone()} onclick={on_toggle}
                        data-testid="how-toggle">
                    { label }if let Some(h) = heuristic { <span class="row-heuristic">{ format!(" {}", h.name()) }</span> }
                </button>
            </th>
            <td class="heuristic">{ heuristic.map(|h| h.name()).unwrap_or_default() }</td>
            <td class="plan-len">{ plan }{ if longer { " (longer)" } else { "" } }</td>
            <td class="num">{ thousands(r.expanded as usize) }</td>
            <td class="num">{ thousands(r.generated as usize) }</td>
            <td class="num">{ branching.map_or("–".to_string(), |b| format!("{b:.2}")) }</td>
            <td class="num">{ thousands(r.max_frontier) }</td>
            <td class="num time">{ millis_text(ms) }</td>
            <td class="shortest">{ shortest_cell(r, optimum) }</td>
        </tr>
        <tr class="how" id={how_id} hidden={!open} data-testid="how">
            <td colspan="9"><p>{ format!("{name}: {how}") }</p></td>
        </tr>
        </>
    }
}

#[function_component(AlgorithmLab)]
pub(super) fn algorithm_lab() -> Html {
    let game = use_game();
    // The rows in the algorithms' order (the worker answers in that order), and a failure.
    let rows = use_state(Vec::<SearchReport>::new);
    let failed = use_state(|| None::<String>);
    let runs = use_state_eq(|| 0u32);
    let open = use_state(BTreeSet::<String>::new);
    let key = (game.puzzle_id, game.play.position.clone(), *runs);
    {
        let (rows, failed, board) = (rows.clone(), failed.clone(), game.play.board.clone());
        use_effect_with(key, move |(_, position, _)| {
            rows.set(Vec::new());
            failed.set(None);
            let done = Rc::new(RefCell::new(Vec::new()));
            let jobs: Vec<_> = (0..Algorithm::all(Metric::Moves).len())
                .map(|i| {
                    let (rows, failed, done) = (rows.clone(), failed.clone(), done.clone());
                    let on_done = Callback::from(move |report: Result<SearchReport, String>| match report {
                        Ok(r) => {
                            done.borrow_mut().push(r);
                            rows.set(done.borrow().clone());
                        }
                        Err(e) => failed.set(Some(e)),
                    });
                    let (board, from) = ((*board).clone(), position.clone());
                    ask(CompareQuestion { board, from, metric: Metric::Moves, algorithm: i, max_expanded: MAX_EXPANDED }, None, on_done)
                })
                .collect();
            move || drop(jobs)
        });
    }
    // The optimum: proven by a run that guarantees it, else the game's analysis (both in moves).
    let optimum = proven_optimum(&rows, Metric::Moves).or_else(|| game.to_go().map(usize::from));
    let best = rows.iter().find(|r| r.algorithm == Algorithm::Bfs).and_then(|r| r.plan.clone());
    // The rows whose explanation is open (by algorithm name).
    let toggle = |name: String| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            let mut names = (*open).clone();
            if !names.remove(&name) {
                names.insert(name.clone());
            }
            open.set(names);
        })
    };
    let busy = rows.len() < Algorithm::all(Metric::Moves).len() && failed.is_none();
    html! {
        <section class="panel classroom-panel compare" aria-label="Algorithm comparison" data-testid="compare">
            <h2>{ "Search algorithms and A*'s heuristics" }</h2>
            <p class="panel-note">
                { format!("Each one searches from the position on the board and stops after {} expanded positions. Choose a name for how it works.", thousands(MAX_EXPANDED as usize)) }
            </p>
            <div class="table-scroll" data-testid="compare-scroll" tabindex="0" aria-label="The comparison table (scrolls sideways)">
                <table class="compare-table" data-testid="compare-table" aria-busy={busy.to_string()}>
                    <thead><tr>
                        <th scope="col">{ "Algorithm" }</th><th scope="col" class="heuristic">{ "Heuristic" }</th><th scope="col">{ "Plan" }</th>
                        <th scope="col">{ "Expanded" }</th><th scope="col">{ "Generated" }</th>
                        <th scope="col">{ "b*" }</th>
                        <th scope="col">{ "Largest frontier" }</th><th scope="col">{ "Time" }</th><th scope="col">{ "Shortest?" }</th>
                    </tr></thead>
                    <tbody>{ for rows.iter().map(|r| { let name = r.algorithm.name(); row(r, optimum, open.contains(&name), toggle(name)) }) }</tbody>
                </table>
            </div>
            if busy { <p class="panel-note">{ "Running…" }</p> }
            if let Some(e) = &*failed { <p class="panel-note" data-testid="compare-failed">{ format!("The comparison stopped: {e}") }</p> }
            <p class="panel-note">
                { "Expanded counts the positions whose moves were generated, Generated the positions those moves reached (repeats included); BFS stops as soon as it generates a goal position. Shortest? sets each plan against the fewest moves. " }
                { "b* is the effective branching factor: the branching a uniform tree as deep as the plan would need to hold every position generated (the closer to 1, the better guided the search). A* finds a shortest plan when its heuristic never overestimates: the two-level bound counts the vehicles in the way of the blocking ones too and expands fewer positions; 3 × blocking overestimates, and can settle for a longer plan." }
            </p>
            if let Some(plan) = best {
                <p class="notation compare-plan">{ "BFS: " }{ format_plan(&game.play.board, &plan, Style::Card) }</p>
            }
            <div class="buttons">
                <button type="button" disabled={busy} onclick={ let r = runs.clone(); move |_| r.set(*r + 1) }>{ "Run again" }</button>
            </div>
        </section>
    }
}
