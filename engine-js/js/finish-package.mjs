// Turns wasm-bindgen's engine-js/pkg/ into the npm package `rush-hour-engine`: the package's name
// (the crate is rush-hour-engine-js, a name the workspace's engine crate already takes in Rust),
// version, description and licence from the crate's Cargo.toml, the Node.js entry beside the web
// one, the README, and the fields npm shows. Run by scripts/build-npm.sh.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, writeFileSync } from "node:fs";

const pkg = new URL("../pkg/", import.meta.url);
const metadata = JSON.parse(
    execFileSync("cargo", ["metadata", "--format-version", "1", "--no-deps", "--offline"], {
        cwd: new URL("..", import.meta.url),
        encoding: "utf8",
        maxBuffer: 1 << 26,
    }),
);
const manifest = metadata.packages.find((p) => p.name === "rush-hour-engine-js");
copyFileSync(new URL("node.js", import.meta.url), new URL("node.js", pkg));
copyFileSync(new URL("index.js", import.meta.url), new URL("index.js", pkg));
copyFileSync(new URL("../README.md", import.meta.url), new URL("README.md", pkg));
// What wasm-bindgen wrote that the package carries (not the wasm's own .d.ts).
const built = ["rush_hour_engine_bg.wasm", "rush_hour_engine.js", "rush_hour_engine.d.ts"];
if (existsSync(new URL("snippets", pkg))) built.push("snippets");

const finished = {
    name: "rush-hour-engine",
    version: manifest.version,
    description: manifest.description,
    license: manifest.license,
    repository: { type: "git", url: "git+https://github.com/REPLACE-WITH-OWNER/rush-hour.git", directory: "engine-js" },
    keywords: ["rush-hour", "puzzle", "solver", "sliding-block", "bfs", "webassembly", "wasm"],
    type: "module",
    // Node.js takes node.js (the wasm read from disk, ready on import); browsers and bundlers the
    // web build (call and await the default export, init(), first). Both give index.js's API:
    // wasm-bindgen's module with every argument checked before any wasm runs.
    exports: {
        ".": {
            types: "./rush_hour_engine.d.ts",
            node: "./node.js",
            default: "./index.js",
        },
        "./web": { types: "./rush_hour_engine.d.ts", default: "./index.js" },
        "./rush_hour_engine_bg.wasm": "./rush_hour_engine_bg.wasm",
        "./package.json": "./package.json",
    },
    main: "./node.js",
    module: "./index.js",
    types: "./rush_hour_engine.d.ts",
    files: [...built, "index.js", "node.js"],
    // index.js wraps the glue's classes in place.
    sideEffects: ["./node.js", "./index.js", "./snippets/*"],
    engines: { node: ">=18" },
};
writeFileSync(new URL("package.json", pkg), JSON.stringify(finished, null, 2) + "\n");
