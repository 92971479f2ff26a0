//! Algorithm comparison: BFS, depth-limited DFS, IDDFS and A* (blocking-vehicles heuristic) on
//! the position on the board (`search::run`), one algorithm per timeout so the page repaints
//! between them, each stopped at `MAX_EXPANDED` expansions so none blocks the page for long (the
//! table says so where one stopped). Times are the page's clock around each run.

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
    let table_rows = rows.iter().map(|(r, ms)| {
        let (plan, class) = match (&r.plan, &r.stopped) {
            (Some(p), _) => (count(p.len(), "move", "moves"), ""),
            (None, Some(why)) => (why.to_string(), "stopped"),
            (None, None) => ("no plan: unsolvable".to_string(), "stopped"),
        };
        let name = r.algorithm.name();
        html! {
            <tr data-algorithm={name.clone()} data-moves={r.plan.as_ref().map(|p| p.len().to_string())} class={class}>
                <th scope="row" title={r.algorithm.describe()}>{ name }</th>
                <td class="plan-len">{ plan }</td>
                <td class="num">{ thousands(r.expanded as usize) }</td>
                <td class="num">{ thousands(r.generated as usize) }</td>
                <td class="num">{ thousands(r.max_frontier) }</td>
                <td class="num">{ format!("{ms:.1} ms") }</td>
                <td>{ if r.algorithm.is_optimal() { "yes" } else { "no" } }</td>
            </tr>
        }
    });
    let best = rows.iter().find(|(r, _)| r.algorithm == Algorithm::Bfs).and_then(|(r, _)| r.plan.clone());
    let busy = rows.len() < 4;
    html! {
        <section class="panel classroom-panel compare" aria-label="Algorithm comparison" data-testid="compare">
            <h2>{ "Four search algorithms" }</h2>
            <p class="panel-note">
                { format!("Each one searches from the position on the board and stops after {} expanded positions. Hover a name for how it works.", thousands(MAX_EXPANDED as usize)) }
            </p>
            <div class="table-scroll">
                <table class="compare-table" data-testid="compare-table" aria-busy={busy.to_string()}>
                    <thead><tr>
                        <th scope="col">{ "Algorithm" }</th><th scope="col">{ "Plan" }</th><th scope="col">{ "Expanded" }</th>
                        <th scope="col">{ "Generated" }</th><th scope="col">{ "Largest frontier" }</th><th scope="col">{ "Time" }</th>
                        <th scope="col">{ "Shortest?" }</th>
                    </tr></thead>
                    <tbody>{ for table_rows }</tbody>
                </table>
            </div>
            if busy { <p class="panel-note">{ "Running…" }</p> }
            if let Some(plan) = best {
                <p class="notation compare-plan">{ "BFS: " }{ format_plan(&game.play.board, &plan, Style::Card) }</p>
            }
            <div class="buttons">
                <button type="button" disabled={busy} onclick={ let r = runs.clone(); move |_| r.set(*r + 1) }>{ "Run again" }</button>
            </div>
        </section>
    }
}
