#!/usr/bin/env bash
# The npm package `rush-hour-engine` into engine-js/pkg/ (see engine-js/README.md): cargo builds
# the bindings crate for wasm32 ([profile.release]), wasm-bindgen (the CLI setup.sh installs, the
# crate's exact version) writes the web module and its declarations, wasm-opt -O3 from the npm
# binaryen shrinks the wasm, then engine-js/js/finish-package.mjs adds the Node.js entry, the
# README and the package's fields; prints the wasm's size raw and gzip -9.
# `npm pack engine-js/pkg` then gives the tarball.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test

cargo build -p rush-hour-engine-js --target wasm32-unknown-unknown --release
target_dir=$(cargo metadata --format-version 1 --no-deps | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).target_directory)')
rm -rf engine-js/pkg
wasm-bindgen --target web --out-dir engine-js/pkg --out-name rush_hour_engine \
    "$target_dir/wasm32-unknown-unknown/release/rush_hour_engine_js.wasm"
wasm=engine-js/pkg/rush_hour_engine_bg.wasm
wasm-opt -O3 "$wasm" -o "$wasm"
node engine-js/js/finish-package.mjs
printf 'engine-js/pkg/rush_hour_engine_bg.wasm: %d B raw, %d B gzip -9\n' "$(wc -c < "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
