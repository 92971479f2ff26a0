//! Algorithm comparison and heuristics lab: BFS, depth-limited DFS, IDDFS, then A* with each
//! heuristic of the lab (zero, blocking, two-level blocking, 3 × blocking) on the position on the
//! board (`algorithms::run`), one algorithm per timeout so the page repaints between them, each
//! stopped at `MAX_EXPANDED` expansions so none blocks the page for long (the table says so where
//! one stopped). Columns: the plan's length, positions expanded and generated, the effective
//! branching factor b*, the largest frontier, the time (the page's clock around each run) and
//! whether the algorithm guarantees a shortest plan. The table scrolls inside its box on a
//! narrow screen, never the page.

use super::count;
use crate::app::controls::thousands;
use crate::app::slices::{Next, now, spawn};
use crate::app::use_game;
use rush_hour_engine::model::notation::{Style, format_plan};
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::teach::algorithms::{self as algorithms, Algorithm, SearchReport};
use yew::prelude::*;

/// Expansions one algorithm may make here (these textbook searches do some tens of thousands of
/// expansions in 50 ms of a browser's main thread).
const MAX_EXPANDED: u64 = 15_000;

/// One row of the table.
fn row(r: &SearchReport, ms: f64, shortest: Option<usize>) -> Html {
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
            <th scope="row" title={title}>{ label }</th>
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
    let rows = use_state(Vec::<(SearchReport, f64)>::new);
    let runs = use_state_eq(|| 0u32);
    let key = (game.background.generation, game.play.position.clone(), *runs);
    {
        let (rows, board) = (rows.clone(), game.play.board.clone());
        use_effect_with(key, move |(_, position, _)| {
            rows.set(Vec::new());
            let position = position.clone();
            let mut done = Vec::new();
            let mut todo = Algorithm::all(Metric::Moves).into_iter();
            let task = spawn(50, move || {
                let Some(algorithm) = todo.next() else { return Next::Done };
                let t = now();
                let report = algorithms::run(&board, &position, Metric::Moves, algorithm, MAX_EXPANDED);
                done.push((report, now() - t));
                rows.set(done.clone());
                Next::After(30)
            });
            move || drop(task)
        });
    }
    let bfs = rows.iter().find(|(r, _)| r.algorithm == Algorithm::Bfs).map(|(r, _)| r);
    let shortest = bfs.and_then(|r| r.cost);
    let best = bfs.and_then(|r| r.plan.clone());
    let busy = rows.len() < Algorithm::all(Metric::Moves).len();
    html! {
        <section class="panel classroom-panel compare" aria-label="Algorithm comparison" data-testid="compare">
            <h2>{ "Search algorithms and A*'s heuristics" }</h2>
            <p class="panel-note">
                { format!("Each one searches from the position on the board and stops after {} expanded positions. Hover a name for how it works.", thousands(MAX_EXPANDED as usize)) }
            </p>
            <div class="table-scroll" data-testid="compare-scroll" tabindex="0" aria-label="The comparison table (scrolls sideways)">
                <table class="compare-table" data-testid="compare-table" aria-busy={busy.to_string()}>
                    <thead><tr>
                        <th scope="col">{ "Algorithm" }</th><th scope="col">{ "Heuristic" }</th><th scope="col">{ "Plan" }</th>
                        <th scope="col">{ "Expanded" }</th><th scope="col">{ "Generated" }</th>
                        <th scope="col"><abbr title="effective branching factor: generated = b* + b*² + … + b*^depth">{ "b*" }</abbr></th>
                        <th scope="col">{ "Largest frontier" }</th><th scope="col">{ "Time" }</th><th scope="col">{ "Shortest?" }</th>
                    </tr></thead>
                    <tbody>{ for rows.iter().map(|(r, ms)| row(r, *ms, shortest)) }</tbody>
                </table>
            </div>
            if busy { <p class="panel-note">{ "Running…" }</p> }
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
