// Finishes the package.json `wasm-pack build` wrote in engine-js/pkg/ (its description, version,
// licence, files and types are the crate's): the npm package's name `rush-hour-engine` (the crate
// is rush-hour-engine-js, a name the workspace's engine crate already takes in Rust, and
// wasm-pack names the package after the crate), the Node.js entry and the checked API beside the
// web module, and the fields npm shows. Run by scripts/build-npm.sh.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";

const pkg = new URL("../pkg/", import.meta.url);
const built = JSON.parse(readFileSync(new URL("package.json", pkg), "utf8"));
copyFileSync(new URL("node.js", import.meta.url), new URL("node.js", pkg));
copyFileSync(new URL("index.js", import.meta.url), new URL("index.js", pkg));

const finished = {
    name: "rush-hour-engine",
    version: built.version,
    description: built.description,
    license: built.license,
    repository: { type: "git", url: "git+https://github.com/REPLACE-WITH-OWNER/rush-hour.git", directory: "engine-js" },
    keywords: ["rush-hour", "puzzle", "solver", "sliding-block", "bfs", "webassembly", "wasm"],
    type: "module",
    // Node.js takes node.js (the wasm read from disk, ready on import); browsers and bundlers the
    // web build (call and await the default export, init(), first). Both give index.js's API:
    // wasm-bindgen's module with every argument checked before any wasm runs.
    exports: {
        ".": {
            types: `./${built.types}`,
            node: "./node.js",
            default: "./index.js",
        },
        "./web": { types: `./${built.types}`, default: "./index.js" },
        "./rush_hour_engine_bg.wasm": "./rush_hour_engine_bg.wasm",
        "./package.json": "./package.json",
    },
    main: "./node.js",
    module: "./index.js",
    types: `./${built.types}`,
    // What wasm-pack wrote (the wasm, its module, the declarations; snippets/ when there are any).
    files: [...built.files, "index.js", "node.js"],
    // index.js wraps the glue's classes in place.
    sideEffects: ["./node.js", "./index.js", "./snippets/*"],
    engines: { node: ">=18" },
};
writeFileSync(new URL("package.json", pkg), JSON.stringify(finished, null, 2) + "\n");
