//! Algorithm comparison and heuristics lab: BFS, depth-limited DFS, IDDFS, then A* with each
//! heuristic of the lab (zero, blocking, two-level blocking, 3 × blocking) on the position on the
//! board, run one after the other by the engine worker (`engine::compare`: the page never
//! waits), each stopped at `MAX_EXPANDED` expansions (the table says so where one stopped); a row
//! appears as each one ends. Columns: the plan's length, positions expanded and generated, the
//! effective branching factor b*, the largest frontier, the time (the worker's clock) and
//! whether the algorithm guarantees a shortest plan. The table scrolls inside its box on a
//! narrow screen, never the page.

use super::count;
use crate::app::controls::thousands;
use crate::app::engine::compare::run_algorithm;
use crate::app::use_game;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::teach::algorithms::{Algorithm, SearchReport};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Expansions one algorithm may make in the worker: enough for IDDFS on card 40 (577,101, under
/// a second there), while the seven runs leave the worker to the game's next analysis soon.
const MAX_EXPANDED: u64 = 600_000;

/// One row of the table.
fn row(r: &SearchReport, shortest: Option<usize>) -> Html {
    let ms = r.millis.unwrap_or(0.0);
    let (plan, class) = match (&r.plan, &r.stopped) {
        (Some(p), _) => (count(p.len(), "move", "moves"), None),
        (None, Some(why)) => (why.clone(), Some("stopped")),
        (None, None) => ("no plan: unsolvable".to_string(), Some("stopped")),
    };
    let longer = matches!((r.cost, shortest), (Some(c), Some(s)) if c > s);
    let branching = r.branching_factor();
    let name = r.algorithm.name();
    let (label, heuristic) = match r.algorithm {
        Algorithm::AStar(h) => ("A*".to_string(), Some(h)),
        _ => (name.clone(), None),
    };
    let title = match heuristic {
        Some(h) => format!("{} {}", r.algorithm.describe(), h.describe()),
        None => r.algorithm.describe().to_string(),
    };
    html! {
        <tr data-algorithm={name} data-moves={r.plan.as_ref().map(|p| p.len().to_string())} data-expanded={r.expanded.to_string()}
            data-generated={r.generated.to_string()} data-branching={branching.map(|b| format!("{b:.3}"))}
            class={classes!(class, longer.then_some("longer"), heuristic.map(|_| "astar"))}>
            <th scope="row" title={title}>{ label }if let Some(h) = heuristic { <span class="row-heuristic">{ format!(" {}", h.name()) }</span> }</th>
            <td class="heuristic">{ heuristic.map(|h| h.name()).unwrap_or_default() }</td>
            <td class="plan-len">{ plan }{ if longer { " (longer)" } else { "" } }</td>
            <td class="num">{ thousands(r.expanded as usize) }</td>
            <td class="num">{ thousands(r.generated as usize) }</td>
            <td class="num">{ branching.map_or("–".to_string(), |b| format!("{b:.2}")) }</td>
            <td class="num">{ thousands(r.max_frontier) }</td>
            <td class="num">{ format!("{ms:.1} ms") }</td>
            <td>{ if r.algorithm.is_optimal() { "yes" } else { "no" } }</td>
        </tr>
    }
}

#[function_component(Compare)]
pub(super) fn compare() -> Html {
    let game = use_game();
    // The rows in the algorithms' order (the worker answers in that order), and a failure.
    let rows = use_state(Vec::<SearchReport>::new);
    let failed = use_state(|| None::<String>);
    let runs = use_state_eq(|| 0u32);
    let key = (game.background.generation, game.play.position.clone(), *runs);
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
                    run_algorithm(&board, position, Metric::Moves, i, MAX_EXPANDED, on_done)
                })
                .collect();
            move || drop(jobs)
        });
    }
    let bfs = rows.iter().find(|r| r.algorithm == Algorithm::Bfs);
    let shortest = bfs.and_then(|r| r.cost);
    let best = bfs.and_then(|r| r.plan.clone());
    let busy = rows.len() < Algorithm::all(Metric::Moves).len() && failed.is_none();
    html! {
        <section class="panel classroom-panel compare" aria-label="Algorithm comparison" data-testid="compare">
            <h2>{ "Search algorithms and A*'s heuristics" }</h2>
            <p class="panel-note">
                { format!("Each one searches from the position on the board and stops after {} expanded positions. Hover a name for how it works.", thousands(MAX_EXPANDED as usize)) }
            </p>
            <div class="table-scroll" data-testid="compare-scroll" tabindex="0" aria-label="The comparison table (scrolls sideways)">
                <table class="compare-table" data-testid="compare-table" aria-busy={busy.to_string()}>
                    <thead><tr>
                        <th scope="col">{ "Algorithm" }</th><th scope="col" class="heuristic">{ "Heuristic" }</th><th scope="col">{ "Plan" }</th>
                        <th scope="col">{ "Expanded" }</th><th scope="col">{ "Generated" }</th>
                        <th scope="col"><abbr title="effective branching factor: generated = b* + b*² + … + b*^depth">{ "b*" }</abbr></th>
                        <th scope="col">{ "Largest frontier" }</th><th scope="col">{ "Time" }</th><th scope="col">{ "Shortest?" }</th>
                    </tr></thead>
                    <tbody>{ for rows.iter().map(|r| row(r, shortest)) }</tbody>
                </table>
            </div>
            if busy { <p class="panel-note">{ "Running…" }</p> }
            if let Some(e) = &*failed { <p class="panel-note" data-testid="compare-failed">{ format!("The comparison stopped: {e}") }</p> }
            <p class="panel-note">
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
