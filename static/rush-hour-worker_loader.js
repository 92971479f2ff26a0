// The engine worker's loader, the script the page starts as a Web Worker (src/app/engine/worker.rs):
// wasm-bindgen's glue for the worker (no-modules), then its wasm, given as one object (the wasm's
// path alone is a form wasm-bindgen calls deprecated, with a warning in the console). Relative to
// this file: the site works under any sub-path.
importScripts('./rush-hour-worker.js');
wasm_bindgen({ module_or_path: './rush-hour-worker_bg.wasm' });
