// The npm package's speed in Node.js (after scripts/build-npm.sh): three rounds in one process of
// the 40 ThinkFun cards solved one after another, the 51-move puzzle, and the analysis of the
// largest 6×6 cluster (541,934 positions). Compare with the native CLI in the same minutes:
// `target/release/rushhour bench puzzles/thinkfun40.txt`, `rushhour analyze GRID`.
//
//   node engine-js/bench.mjs
import { readFileSync } from "node:fs";
import { Puzzle } from "./pkg/node.js";

const cards = readFileSync(new URL("../puzzles/thinkfun40.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => new Puzzle(l.trim().split(/\s+/)[1]));
const p51 = new Puzzle("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
const largest = new Puzzle("BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo");
for (let round = 1; round <= 3; round++) {
    let t = performance.now();
    for (const card of cards) card.solve();
    const cardsMs = performance.now() - t;
    t = performance.now();
    p51.solve();
    const p51Ms = performance.now() - t;
    const cluster = largest.analyze();
    console.log(
        `round ${round}: the 40 cards ${cardsMs.toFixed(0)} ms, the 51-move puzzle ${p51Ms.toFixed(1)} ms, ` +
            `the ${cluster.size.toLocaleString("en")}-position analysis ${cluster.stats.millis.toFixed(0)} ms`,
    );
    cluster.free();
}
