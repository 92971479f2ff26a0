//! Classroom tools for the puzzle on the board, one component per file:
//!
//! - `visualizer` — breadth-first search layer by layer (`layer_search`, its buttons
//!   `layer_buttons`): the frontier per depth as a bar chart, a sample of the layer as small
//!   boards, the goal and the plan (`layer_outcome`)
//! - `graph_panel` — the cluster's state graph in columns by distance to the goal, with the
//!   current position, its optimal path and the player's own path (`graph_marks`); zoom and pan,
//!   a click on a node goes there (`graph_canvas`), the node under the pointer as a board
//!   (`graph_hover`), its legend (`graph_legend`), its buttons and downloads (`graph_buttons`);
//!   `graph_build` has the worker build it, `graph_screen` is its canvas's live state,
//!   `graph_picture` paints it (canvas, PNG) and writes it as SVG
//! - `algorithm_lab` — BFS, depth-limited DFS, IDDFS and A* with four heuristics on the puzzle: plan
//!   length, work, effective branching factor, time
//! - `steps` — moves versus steps: both optimal counts and plans, the hardest position in each
//! - `bounds_panel` — the optimum proven: the upper bound from plans found, the lower bound k by k
//!   ("no plan of ≤ k moves"): its controls (`bounds_controls`), where it stands
//!   (`bounds_status`), the chart of the two closing (`bounds_chart`), the steps' table
//!   (`bounds_steps`), its plans on a small board (`bounds_plans`, `plan_player`), the estimates
//!   side by side (`bounds_side`), the lesson for a class (`bounds_lesson`), the 12×12's recorded
//!   proof (`bounds_record`); the same proof in Present (`present_proof`); the App's hook that
//!   sends its steps to the worker (`proof_worker`; the run itself is `game::proof_run`)
//! - `share` — the QR code of the puzzle's link, the board as an SVG and a PNG file, printable
//!   puzzle cards
//!
//! and what they share: `qr` (the QR code as SVG, also in presentation mode), `picture` (the small
//! read-only boards, downloads, PNG encoding through a canvas) and `bar_chart` (a bar chart as SVG). Their searches run
//! in the engine's worker (`app::engine`), as the game's analysis does, so the page never blocks.

mod algorithm_lab;
mod bar_chart;
mod bounds_chart;
mod bounds_controls;
mod bounds_lesson;
mod bounds_panel;
mod bounds_plans;
mod bounds_record;
mod bounds_side;
mod bounds_status;
mod bounds_steps;
mod graph_build;
mod graph_buttons;
mod graph_canvas;
mod graph_hover;
mod graph_legend;
mod graph_marks;
mod graph_panel;
mod graph_picture;
mod graph_screen;
mod layer_buttons;
mod layer_outcome;
mod layer_search;
pub(super) mod picture;
mod plan_player;
pub(super) mod present_proof;
pub(super) mod proof_worker;
pub(super) mod qr;
mod share;
mod steps;
mod visualizer;

use crate::app::store::use_game;
use yew::prelude::*;

#[function_component(ClassroomPage)]
pub(super) fn classroom_page() -> Html {
    let game = use_game();
    let name = rush_hour_engine::library::name_of(&game.play.start_grid())
        .or_else(|| game.play.name.clone())
        .unwrap_or_else(|| "Custom puzzle".into());
    html! {
        <section class="classroom" aria-label="Classroom" data-testid="classroom">
            <div class="classroom-intro">
                <h2>{ "Classroom: " }{ name }</h2>
                <p class="panel-note">{ "How a computer solves the puzzle on the board. Load another puzzle in Play or Edit; the tools here follow it." }</p>
            </div>
            <visualizer::Visualizer />
            <graph_panel::GraphPanel />
            <algorithm_lab::AlgorithmLab />
            <steps::MovesSteps />
            <bounds_panel::BoundsPanel />
            <share::SharePanel />
        </section>
    }
}
