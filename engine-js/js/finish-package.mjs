// Turns wasm-pack's engine-js/pkg/ into the npm package `rush-hour-engine`: the package's name
// (the crate is rush-hour-engine-js, a name the workspace's engine crate already takes in Rust),
// the Node.js entry beside the web one, and the fields npm shows. Run by scripts/build-npm.sh.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";

const pkg = new URL("../pkg/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", pkg), "utf8"));
copyFileSync(new URL("node.js", import.meta.url), new URL("node.js", pkg));

const finished = {
    name: "rush-hour-engine",
    version: manifest.version,
    description: manifest.description,
    license: manifest.license,
    repository: { type: "git", url: "git+https://github.com/REPLACE-WITH-OWNER/rush-hour.git", directory: "engine-js" },
    keywords: ["rush-hour", "puzzle", "solver", "sliding-block", "bfs", "webassembly", "wasm"],
    type: "module",
    // Node.js takes node.js (the wasm read from disk, ready on import); browsers and bundlers the
    // web build (call and await the default export, init(), first).
    exports: {
        ".": {
            types: "./rush_hour_engine.d.ts",
            node: "./node.js",
            default: "./rush_hour_engine.js",
        },
        "./web": { types: "./rush_hour_engine.d.ts", default: "./rush_hour_engine.js" },
        "./rush_hour_engine_bg.wasm": "./rush_hour_engine_bg.wasm",
        "./package.json": "./package.json",
    },
    main: "./node.js",
    module: "./rush_hour_engine.js",
    types: "./rush_hour_engine.d.ts",
    files: [...manifest.files, "node.js"],
    sideEffects: ["./node.js", "./snippets/*"],
    engines: { node: ">=18" },
};
writeFileSync(new URL("package.json", pkg), JSON.stringify(finished, null, 2) + "\n");
