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
    assert.deepEqual(files, ["README.md", "node.js", "package.json", "rush_hour_engine.d.ts", "rush_hour_engine.js", "rush_hour_engine_bg.wasm"]);
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    assert.equal(manifest.name, "rush-hour-engine");
    assert.equal(manifest.license, "MIT");
    assert.ok(manifest.repository.url && manifest.version);
    const types = readFileSync(join(installed, "rush_hour_engine.d.ts"), "utf8");
    for (const declared of ["export class Puzzle", "export class Cluster", "export function generate", "export interface Solution", "export interface RushHourError"]) {
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
