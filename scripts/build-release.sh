#!/usr/bin/env bash
# The release build of the game into dist/ (trunk, offline, [profile.wasm-release], wasm-opt -Oz),
# then the size a browser downloads: wasm + js + css, raw and gzip -9.
# scripts/serve and scripts/test run it after sourcing scripts/setup.sh; it sources that itself
# when run alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

trunk build --release --offline

echo "Transferred size of dist/ (gzip -9):"
total_raw=0
total_gz=0
for f in dist/*.wasm dist/*.js dist/*.css; do
    raw=$(wc -c < "$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    total_raw=$((total_raw + raw))
    total_gz=$((total_gz + gz))
    printf '  %-44s %9d B raw %9d B gzipped\n' "${f#dist/}" "$raw" "$gz"
done
printf '  %-44s %9d B raw %9d B gzipped\n' "total (wasm + js + css)" "$total_raw" "$total_gz"
