#!/usr/bin/env bash
# The npm package `rush-hour-engine` into engine-js/pkg/ (see engine-js/README.md): wasm-pack
# builds the bindings crate for the web (--mode no-install: the wasm-bindgen on PATH, nothing
# downloaded), wasm-opt -O3 from the npm binaryen, then engine-js/js/finish-package.mjs adds the
# Node.js entry and the package's fields; prints the wasm's size raw and gzip -9.
# `npm pack engine-js/pkg` then gives the tarball.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test

wasm-pack build engine-js --release --target web --mode no-install --out-dir pkg --out-name rush_hour_engine
wasm=engine-js/pkg/rush_hour_engine_bg.wasm
wasm-opt -O3 "$wasm" -o "$wasm"
node engine-js/js/finish-package.mjs
printf 'engine-js/pkg/rush_hour_engine_bg.wasm: %d B raw, %d B gzip -9\n' "$(wc -c < "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
