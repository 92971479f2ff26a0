// The package's entry under Node.js: the web build's module, its wasm read from the package's
// folder and instantiated synchronously on import, so nothing needs awaiting. (`init()` may still
// be called and awaited, as on the web: it returns at once.)
import { readFileSync } from "node:fs";
import { initSync } from "./rush_hour_engine.js";

initSync({ module: readFileSync(new URL("./rush_hour_engine_bg.wasm", import.meta.url)) });

// The checked API (index.js: every argument checked before any wasm runs).
export * from "./index.js";
export { default } from "./index.js";
