// The npm package as a user gets it (run by scripts/test after scripts/build-npm.sh):
// `npm pack engine-js/pkg`, the tarball installed offline into an empty folder, then only its
// public API — the 40 ThinkFun cards solved to their lengths (plans replayed with the package's
// own apply), the engine's messages for bad grids, an Expert puzzle generated and re-solved, and
// the web build loaded from its bytes.
//
//   node --test engine-js/tests/package.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const pkgDir = join(root, "engine-js/pkg");
let folder;
let api;

before(() => {
    assert.ok(existsSync(join(pkgDir, "node.js")), "engine-js/pkg is not built: run scripts/build-npm.sh");
    folder = mkdtempSync(join(tmpdir(), "rush-hour-npm-"));
    const tarball = execFileSync("npm", ["pack", pkgDir, "--pack-destination", folder, "--silent"], { encoding: "utf8" }).trim();
    const project = join(folder, "project");
    execFileSync("mkdir", [project]);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "user", private: true, type: "module" }));
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--silent", join(folder, tarball)], { cwd: project });
    // A module of the user's project importing the package by name (through its "exports").
    writeFileSync(join(project, "user.mjs"), 'export * from "rush-hour-engine";\n');
});

after(() => folder && rmSync(folder, { recursive: true, force: true }));

const load = async () => (api ??= await import(pathToFileURL(join(folder, "project/user.mjs"))));

test("the tarball holds the wasm, both entries, the declarations and the README", () => {
    const installed = join(folder, "project/node_modules/rush-hour-engine");
    const files = readdirSync(installed).sort();
    assert.deepEqual(files, ["README.md", "index.js", "node.js", "package.json", "rush_hour_engine.d.ts", "rush_hour_engine.js", "rush_hour_engine_bg.wasm"]);
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    assert.equal(manifest.name, "rush-hour-engine");
    assert.equal(manifest.license, "MIT");
    assert.ok(manifest.repository.url && manifest.version);
    const types = readFileSync(join(installed, "rush_hour_engine.d.ts"), "utf8");
    assert.equal(manifest.exports["."].default, "./index.js", "the web entry is the checked API");
    for (const declared of ["export class Puzzle", "export class Cluster", "export function generate", "export interface Solution", "export interface RushHourError", '"argument"', "timeLimit?: number", "MAX_TEXT_LENGTH"]) {
        assert.ok(types.includes(declared), `the declarations lack ${declared}`);
    }
});

test("the 40 ThinkFun cards solve to their lengths, each plan replayed with the package's apply", async () => {
    const { Puzzle } = await load();
    const cards = readFileSync(join(root, "puzzles/thinkfun40.txt"), "utf8").split("\n").filter((l) => l.trim());
    assert.equal(cards.length, 40);
    for (const line of cards) {
        const [length, grid, name] = line.trim().split(/\s+/);
        const puzzle = new Puzzle(grid);
        const solution = puzzle.solve();
        assert.equal(solution.cost, Number(length), name);
        assert.equal(solution.plan.length, Number(length), name);
        let position = puzzle;
        for (const move of solution.plan) {
            assert.ok(!position.isGoal(), `${name}: the goal before the plan's end`);
            position = position.apply(move);
        }
        assert.ok(position.isGoal(), `${name}: the plan does not reach the goal`);
        assert.ok(puzzle.play(solution.card).isGoal() && puzzle.play(solution.fogleman).isGoal(), name);
    }
});

test("bad grids throw Errors with the engine's messages and places", async () => {
    const { Puzzle } = await load();
    const cases = [
        ["", "the grid is empty", undefined],
        ["GBBoLoGHIoLMGHIAAMCCCKoMoo#KDDEEJFFo", "unknown character '#' at position 27: use o or . for empty, x for a wall, A for the red car, B–Z, a–z (not o or x) or 0–9 for vehicles", { index: 27 }],
        ["AABBoo/ooBooo/oooooo", "vehicle B (first cell at row 1, column 3) is not one straight line of adjacent cells", { row: 1, column: 3 }],
        ["AAoooo/oooo/oooooo", "row 2 has 4 cells but row 1 has 6; every row must be as long", { row: 2 }],
        ["BBoooooooooooooooooooooooooooooooooo", "there is no red car: mark it with the letter A", undefined],
        ["ooooooooooooAAooooooooooooooooooooooo", "37 cells do not make a square board: give 36 cells for 6×6, N² cells for N×N (N from 3 to 12), or rows joined by '/'", undefined],
        ["ooooooooooooAAoooooooooooooooooooooo:N", "the exit is on the north side but the red car is horizontal; it can only leave east (E) or west (W)", undefined],
    ];
    for (const [grid, message, place] of cases) {
        assert.throws(
            () => new Puzzle(grid),
            (e) => e instanceof Error && e.kind === "grid" && e.message === message && assert.deepEqual(e.place, place) === undefined,
            JSON.stringify(grid),
        );
    }
    const card1 = new Puzzle("ooBoCCooBoooAABoooDDDooEoooooEoooooE");
    assert.throws(() => card1.apply("A→1"), { kind: "move", message: "A cannot go from 1 to 2: it can only reach 1–1 along its line" });
    assert.throws(() => card1.solve({ maxPosition: 10 }), { kind: "options" });
    assert.throws(() => new Puzzle("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").solve({ maxPositions: 100 }), (e) => e.kind === "budget" && e.limit === 100 && e.stats.discovered >= 100);
});

test("mutated grids never trap the module: each parses, or throws a grid Error", async () => {
    const { Puzzle } = await load();
    const grids = ["GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", "ooBoCCooBoooAABoooDDDooEoooooEoooooE", "AAoBo/ooxBo/CCooo:E", "ooAoooooAoooBBooooooooooooooooooooox:S"];
    const alphabet = "o.xABCDEz9/:NSEW #é→\n";
    // A fixed xorshift stream: 3,000 grids with one to three characters replaced, inserted or deleted.
    let state = 0x9e3779b9;
    const next = (n) => ((state ^= state << 13), (state ^= state >>> 17), (state ^= state << 5), (state >>> 0) % n);
    let parsed = 0;
    for (let i = 0; i < 3000; i++) {
        const text = [...grids[next(grids.length)]];
        for (let edits = 1 + next(3); edits > 0; edits--) {
            const at = next(text.length + 1);
            const c = alphabet[next(alphabet.length)];
            [() => (text[at] = c), () => text.splice(at, 0, c), () => text.splice(at, 1)][next(3)]();
        }
        for (const read of [(t) => new Puzzle(t), (t) => Puzzle.fromPaste(t)]) {
            try {
                read(text.join("")).legalMoves();
                parsed++;
            } catch (e) {
                assert.ok(e instanceof Error && e.kind === "grid" && e.message.length > 0, `${JSON.stringify(text.join(""))}: ${e}`);
            }
        }
    }
    assert.ok(parsed > 100 && parsed < 5900, `${parsed} of 6,000 parsed: the mutations are too mild or too wild`);
    assert.equal(new Puzzle("ooBoCCooBoooAABoooDDDooEoooooEoooooE").solve().cost, 9, "the module still works");
});

const CARD_1 = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

test("each exported function refuses each wrong type, a missing argument, an oversized text and a freed object with its own Error, and the module goes on", async () => {
    const { Puzzle, Cluster, generate, MAX_TEXT_LENGTH } = await load();
    const card1 = new Puzzle(CARD_1);
    const cluster = card1.analyze();
    const freed = new Puzzle(CARD_1);
    freed.free();
    let ran = 0;
    const hostile = { toString: () => (ran++, CARD_1), valueOf: () => (ran++, 1) };
    const values = {
        undefined: undefined, null: null, number: 42, nan: NaN, bigint: 10n, boolean: true, symbol: Symbol("s"), object: {}, array: [],
        function: () => CARD_1, hostile, huge: "o".repeat(MAX_TEXT_LENGTH + 1), miles: "miles", puzzle: card1, freed,
    };
    // Per kind of parameter, the values it takes (every other one is wrong).
    const takes = {
        text: ["miles"],
        metric: ["undefined", "null"],
        move: ["object", "hostile", "miles"],
        plan: ["array", "miles"],
        options: ["undefined", "null", "object", "hostile"],
        required: ["object", "hostile"],
        position: ["puzzle"],
    };
    const calls = [
        ["new Puzzle", "grid", "text", (v) => new Puzzle(v)],
        ["Puzzle.parse", "grid", "text", (v) => Puzzle.parse(v)],
        ["Puzzle.fromPaste", "text", "text", (v) => Puzzle.fromPaste(v)],
        ["legalMoves", "metric", "metric", (v) => card1.legalMoves(v)],
        ["apply", "move", "move", (v) => card1.apply(v)],
        ["apply's metric", "metric", "metric", (v) => card1.apply("E↑1", v)],
        ["play", "plan", "plan", (v) => card1.play(v)],
        ["parsePlan", "text", "text", (v) => card1.parsePlan(v)],
        ["solve", "options", "options", (v) => card1.solve(v)],
        ["hint", "options", "options", (v) => card1.hint(v)],
        ["analyze", "options", "options", (v) => card1.analyze(v)],
        ["Cluster.contains", "position", "position", (v) => cluster.contains(v)],
        ["Cluster.distance", "position", "position", (v) => cluster.distance(v)],
        ["Cluster.hint", "position", "position", (v) => cluster.hint(v)],
        ["Cluster.plan", "position", "position", (v) => cluster.plan(v)],
        ["generate", "options", "required", (v) => generate(v)],
    ];
    let refused = 0;
    for (const [call, argument, kind, run] of calls) {
        for (const [name, value] of Object.entries(values)) {
            if (takes[kind].includes(name)) continue;
            assert.throws(
                () => run(value),
                (e) => e instanceof Error && e.kind === "argument" && e.argument === argument && e.message.startsWith(`${argument}: `) && e.message.length < 200,
                `${call}(${name})`,
            );
            refused++;
        }
    }
    assert.equal(ran, 0, "no argument's toString or valueOf was run");
    // A plan's moves are checked one by one, and named by their index.
    assert.throws(() => card1.play(["E↑1", 42]), { kind: "argument", argument: "plan[1]" });
    // A freed object's own methods and getters.
    for (const [call, run] of [["solve", () => freed.solve()], ["grid", () => freed.grid], ["legalMoves", () => freed.legalMoves()]]) {
        assert.throws(run, { kind: "argument", argument: "this", message: "this: this Puzzle was freed (free() was called on it)" }, call);
    }
    assert.throws(() => Puzzle(CARD_1), { kind: "argument", argument: "Puzzle" });
    assert.ok(refused > 150, `${refused} wrong calls`);
    // What was thrown before still works, and the classes are the module's own.
    assert.ok(card1 instanceof Puzzle && Puzzle.parse(CARD_1) instanceof Puzzle && card1.apply("E↑1") instanceof Puzzle);
    assert.ok(cluster instanceof Cluster);
    assert.equal(new Puzzle(CARD_1).solve().cost, 9, "the module still works");
});

test("generate stops at its time limit with its own Error; a bad time limit is refused", async () => {
    const { generate } = await load();
    assert.throws(
        () => generate({ moves: [36, 60], width: 3, height: 3, maxTries: 1e9, timeLimit: 300 }),
        (e) => e.kind === "generate" && e.timeLimit === 300 && /^no puzzle found within the time limit of 300 ms \(\d+ layouts rated\)$/.test(e.message),
    );
    for (const timeLimit of [0, -1, NaN, Infinity, "soon"]) {
        assert.throws(() => generate({ moves: [10, 12], timeLimit }), { kind: "options" }, String(timeLimit));
    }
});

test("an Expert puzzle is generated and solves to its claimed length", async () => {
    const { Puzzle, generate } = await load();
    const generated = generate({ moves: [36, 60], seed: 2 });
    assert.ok(generated.moves >= 36 && generated.moves <= 60, `${generated.moves} moves`);
    const puzzle = new Puzzle(generated.grid);
    assert.equal(puzzle.solve().cost, generated.moves);
    assert.equal(puzzle.analyze().size, generated.clusterSize);
});

test("the web build loads from the wasm's bytes (what a page does with fetch)", async () => {
    const dir = join(folder, "project/node_modules/rush-hour-engine");
    // A module of its own (the query), not the instance node.js has already initialised.
    const web = await import(`${pathToFileURL(join(dir, "rush_hour_engine.js")).href}?web`);
    assert.throws(() => new web.Puzzle("AAoooo"), "not initialised yet");
    await web.default({ module_or_path: readFileSync(join(dir, "rush_hour_engine_bg.wasm")) });
    assert.equal(new web.Puzzle("ooBoCCooBoooAABoooDDDooEoooooEoooooE").solve().cost, 9);
});
