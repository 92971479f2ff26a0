// The demo: paste a grid, solve it, step through the plan. Everything Rush Hour here comes from
// the package's web build: Puzzle (parse, rows, solve, apply) and its Errors' messages.
import init, { Puzzle } from "../../engine-js/pkg/rush_hour_engine.js";

await init(); // fetches rush_hour_engine_bg.wasm beside the module

const $ = (id) => document.getElementById(id);
let positions = []; // the puzzle after 0, 1, 2 … moves of the plan
let plan = [];
let step = 0;

function draw() {
    const puzzle = positions[step];
    const board = $("board");
    board.style.gridTemplateColumns = `repeat(${puzzle.width}, auto)`;
    board.replaceChildren(
        ...puzzle.rows().flatMap((row) =>
            [...row].map((cell) => {
                const div = document.createElement("div");
                div.className = cell === "o" ? "empty" : cell === "x" ? "wall" : cell === "A" ? "red" : "car";
                div.textContent = cell === "o" || cell === "x" ? "" : cell;
                return div;
            }),
        ),
    );
    $("plan").replaceChildren(
        ...plan.map((move, i) => {
            const span = document.createElement("span");
            span.textContent = `${move.card} `;
            if (i < step) span.className = "done";
            return span;
        }),
    );
    $("back").disabled = step === 0;
    $("next").disabled = step === plan.length;
}

function solve() {
    $("error").textContent = "";
    let puzzle;
    try {
        puzzle = Puzzle.fromPaste($("grid").value);
    } catch (e) {
        $("error").textContent = e.message; // the engine's words: the fault and its place
        return;
    }
    const solution = puzzle.solve();
    plan = solution.plan;
    positions = [puzzle];
    for (const move of plan) positions.push(positions.at(-1).apply(move));
    step = 0;
    $("summary").textContent = solution.solvable
        ? `${solution.cost} moves (${solution.steps} steps):`
        : "No way out: the red car cannot reach the exit from here.";
    $("fogleman").textContent = solution.solvable ? `In Fogleman's notation: ${solution.fogleman || "—"}` : "";
    const s = solution.stats;
    $("stats").textContent = `${s.discovered.toLocaleString()} positions found, ${s.expanded.toLocaleString()} expanded, depth ${s.frontier.length - 1}, ${s.millis.toFixed(1)} ms`;
    draw();
}

$("solve").onclick = solve;
$("back").onclick = () => { step--; draw(); };
$("next").onclick = () => { step++; draw(); };
solve();
