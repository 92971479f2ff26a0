//! What a class needs to read the Bounds view, written for a class: the note beside the step on
//! show (`step_note`), and the lesson under the chart (`BoundsLesson`): what a lower bound is,
//! why blocking cars give one, why the two-level bound is admissible (a worked example on a small
//! board, its numbers computed by the engine's own functions), why a found plan is an upper
//! bound, and why "no plan of ≤ k" for every k below a plan's length is a proof.

use super::picture::MiniBoard;
use crate::worker_protocol::BoundsReport;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;
use rush_hour_engine::teach::heuristic::{blocking_heuristic, two_level_heuristic};
use std::rc::Rc;
use yew::prelude::*;

/// The worked example: red car A, a truck B and a car C in its way, D in B's way down
/// (cli/tests/bounds_view.rs checks its numbers: blocking 3, two-level 4, optimum 4).
pub const WORKED_EXAMPLE: &str = "oooBoo/oooBoo/AAoBCo/ooooCo/oooDDD/oooooo";

/// The note for the class beside the step on show: what that step showed.
pub(super) fn step_note(step: &BoundsReport, upper: Option<usize>) -> Html {
    match step {
        BoundsReport::Upper { width, shortened: Some(n), .. } => html! {
            <p>
                <strong>{ format!("An upper bound: {n} moves. ") }</strong>
                { format!("The beam search of width {width} keeps only the {width} most promising positions of each layer, so it is fast but may miss the shortest way. Whatever it finds is still a real plan, replayed move by move under the rules: the optimum can be no longer than {n} moves.") }
            </p>
        },
        BoundsReport::Upper { width, memory_stop: Some(_), .. } => html! {
            <p>{ format!("The beam of width {width} stopped at the memory budget: no plan from it, so no upper bound from this step.") }</p>
        },
        BoundsReport::Upper { width, .. } => html! {
            <p>{ format!("The beam of width {width} found no plan: it threw away the positions that lead out. A wider beam keeps more.") }</p>
        },
        BoundsReport::Lower { k, proven: true, pruned, .. } => html! {
            <p>
                <strong>{ format!("No plan of {k} moves or fewer exists. ") }</strong>
                { format!("The search looked at every position a plan of ≤ {k} moves could pass through: a position reached in g moves is kept only when g + h ≤ {k}, h the estimate of the moves still needed, which never overestimates. It met no goal, so the optimum is at least {} moves. The estimate cut {} successors the search never had to expand.", k + 1, rush_hour_engine::search::limits::thousands(*pruned)) }
                if let Some(u) = upper.filter(|&u| u == k + 1) {
                    { format!(" And a plan of {u} moves is known: the two bounds meet.") }
                }
            </p>
        },
        BoundsReport::Lower { k, proven: false, .. } => html! {
            <p>
                <strong>{ format!("A plan of {k} moves found. ") }</strong>
                { format!("The search of k = {k} met a goal. Every k below was proven to have no plan, so {k} is the optimum; the plan is walked back through the search's layers and replayed.") }
            </p>
        },
    }
}

/// The lesson: the five explanations, each a short section a teacher can project.
#[function_component(BoundsLesson)]
pub(super) fn bounds_lesson() -> Html {
    let example = use_memo((), |_| grid::parse_paste(WORKED_EXAMPLE).ok());
    let worked = match example.as_ref() {
        Some(p) => {
            let blocking = blocking_heuristic(&p.board, &p.start, Metric::Moves);
            let two_level = two_level_heuristic(&p.board, &p.start, Metric::Moves);
            html! {
                <div class="bounds-example" data-testid="bounds-example" data-blocking={blocking.to_string()} data-two-level={two_level.to_string()}>
                    <div class="bounds-example-board"><MiniBoard board={Rc::new(p.board.clone())} position={p.start.clone()} /></div>
                    <ol>
                        <li>{ "The red car A must still move: 1." }</li>
                        <li>{ format!("B and C stand between A and the exit: each must move at least once. Blocking bound: 1 + 2 = {blocking}.") }</li>
                        <li>{ "B is a truck of three in column 4. It cannot go up (the edge of the board), so to leave A's row it must go down to rows 4–6, through the cells where D stands: D must move too." }</li>
                        <li>{ "C can leave A's row upwards through empty cells: nobody else has to move for it." }</li>
                        <li>{ format!("Two-level bound: {blocking} + 1 (D) = {two_level}. The shortest plan, C↑2 D←3 B↓3 A→4, has exactly 4 moves: here the estimate is exact, and it is never above.") }</li>
                    </ol>
                </div>
            }
        }
        None => html! {},
    };
    html! {
        <div class="bounds-lesson" data-testid="bounds-lesson">
            <h3>{ "The lesson" }</h3>
            <section aria-labelledby="bl-lower">
                <h4 id="bl-lower">{ "What is a lower bound?" }</h4>
                <p>{ "A number of moves the optimum cannot be below. \"The optimum is at least 18\" is a lower bound. It is a claim about every possible plan, so it needs a proof, not an example." }</p>
            </section>
            <section aria-labelledby="bl-upper">
                <h4 id="bl-upper">{ "Why is a found plan an upper bound?" }</h4>
                <p>{ "Any plan that frees the red car, replayed move by move under the rules, shows that the puzzle can be solved in that many moves. The optimum, the shortest plan, can only be as long or shorter. A fast search that keeps only a few promising positions per layer (a beam search) finds such plans quickly; shortening them tightens the bound." }</p>
            </section>
            <section aria-labelledby="bl-blocking">
                <h4 id="bl-blocking">{ "Why do blocking cars give a lower bound?" }</h4>
                <p>{ "Every vehicle standing between the red car and the exit has to move out of the way at least once, and the red car has to move at least once more. One move moves one vehicle. So from a position with b vehicles in the way, no plan has fewer than 1 + b moves. An estimate that never overestimates like this is called admissible." }</p>
            </section>
            <section aria-labelledby="bl-two-level">
                <h4 id="bl-two-level">{ "Why is the two-level bound admissible? A worked example" }</h4>
                <p>{ "Look one level deeper: a blocking vehicle must slide to one side of the red car's row, and any vehicle standing in the cells it must pass through has to move first. For each blocking vehicle take the side that needs the fewest extra vehicles (counting each vehicle once): those extra vehicles must move too, each in a move of its own. Taking the fewest over all choices keeps the count a guarantee, never a guess." }</p>
                { worked }
            </section>
            <section aria-labelledby="bl-proof">
                <h4 id="bl-proof">{ "Why is \"no plan of ≤ k\" for every k below the plan's length a proof?" }</h4>
                <p>{ "The search of k keeps a position reached in g moves only when g + h ≤ k. Along any plan of at most k moves, the position after i moves is reached in at most i moves, and since h never overestimates, h is at most the moves that plan still needs: so g + h ≤ k, and the position is kept, and so is the next one, all the way to the goal. If the search ends without meeting a goal, no such plan exists. Once that is shown for k = the plan's length − 1, nothing shorter than the plan exists: the plan is optimal. A better estimate (a larger h that still never overestimates) prunes more positions, so the same proof needs less work, as the table of the three estimates shows." }</p>
            </section>
        </div>
    }
}
