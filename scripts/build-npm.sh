#!/usr/bin/env bash
# The npm package `rush-hour-engine` into engine-js/pkg/ (see engine-js/README.md): `wasm-pack build`
# of the bindings crate (engine-js/) for the web, in release: cargo for wasm32 ([profile.release]),
# wasm-bindgen (the CLI setup.sh installs, the crate's exact version: --mode no-install, so
# wasm-pack installs and downloads nothing), wasm-opt -O3 (the npm binaryen's, found on PATH;
# engine-js/Cargo.toml's [package.metadata.wasm-pack]), the crate's README, and wasm-pack's
# package.json; then engine-js/js/finish-package.mjs adds what wasm-pack does not write (the
# package's npm name, the Node.js entry and the checked API, the exports map); prints the wasm's
# size raw and gzip -9.
# `npm pack engine-js/pkg` then gives the tarball.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test

# wasm-pack skips wasm-opt, with a line in its log, when none is on PATH and it may not download one.
command -v wasm-opt >/dev/null || { echo "build-npm: no wasm-opt on PATH (scripts/setup.sh puts the npm binaryen package's there)" >&2; exit 1; }
wasm-pack build engine-js --release --target web --mode no-install --out-dir pkg --out-name rush_hour_engine
node engine-js/js/finish-package.mjs
wasm=engine-js/pkg/rush_hour_engine_bg.wasm
printf 'engine-js/pkg/rush_hour_engine_bg.wasm: %d B raw, %d B gzip -9\n' "$(wc -c < "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
