#!/usr/bin/env bash
# The release build of the site into dist/ by Trunk (Trunk.toml; trunk finds cargo, wasm-bindgen and
# wasm-opt on PATH and downloads nothing): the game's page (index.html) and, under dist/tools/,
# the full app with the editor and the classroom (tools.html), one `trunk build --release` each;
# then the size a browser downloads: wasm + js + css, raw and gzip -9. Each page's build ends in
# Trunk's post_build hook (scripts/trunk-post-build.mjs): its Content-Security-Policy, the glue
# and inline scripts Trunk's minifier leaves as written, and FILE.gz and FILE.br beside each text
# and wasm file (scripts/precompress.mjs), which scripts/serve's server sends.
# scripts/serve and scripts/test run it after sourcing scripts/setup.sh; it sources that itself
# when run alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh serve

# One page after the other, each page's two binaries side by side (Trunk runs the app's cargo,
# wasm-bindgen and wasm-opt beside the worker's: different profiles, so different target folders).
# Not the two pages side by side: they build the same binaries with different features, and
# cargo writes both variants of a binary to one file (<profile>/<bin>.wasm), which the other
# page's cargo could replace before its Trunk had read it (the tools page once shipped the game's
# engine worker that way). The game's page first: its build replaces dist/ whole.
trunk build --release
trunk build tools.html --release --dist dist/tools
# The two pages' engine workers are one binary built with and without the tools' jobs: the same
# file would mean one page got the other's build.
if cmp -s dist/rush-hour-worker_bg.wasm dist/tools/rush-hour-worker_bg.wasm; then
    echo "build-release: the game's and the tools' engine workers are the same file: one page got the other's build" >&2
    exit 1
fi

# What a browser downloads for one page of the site before its first paint: its wasm, js and
# css, raw and gzip -9 (the engine worker's files, which load after it, apart: worker_table).
size_table() {
    local dir=$1 total_raw=0 total_gz=0 f raw gz
    for f in "$dir"/*.wasm "$dir"/*.js "$dir"/*.css; do
        [[ ${f##*/} == rush-hour-worker* ]] && continue
        raw=$(wc -c < "$f")
        gz=$(gzip -9 -c "$f" | wc -c)
        total_raw=$((total_raw + raw))
        total_gz=$((total_gz + gz))
        printf '  %-44s %9d B raw %9d B gzipped\n' "${f#"$dir"/}" "$raw" "$gz"
    done
    printf '  %-44s %9d B raw %9d B gzipped\n' "total (wasm + js + css)" "$total_raw" "$total_gz"
    page_gz=$total_gz
}

# The game's page's budget before its first paint (docs/benchmarks.md, "Size"): a build over it
# fails, so the page cannot grow past it unnoticed.
PAGE_BUDGET=262000

echo "Transferred size of the game's page, dist/ (gzip -9; sw.js included):"
size_table dist
if ((page_gz > PAGE_BUDGET)); then
    echo "build-release: the game's page is $page_gz B gzipped, over its budget of $PAGE_BUDGET B" >&2
    exit 1
fi
# The engine workers, loaded after the first paint: the game page's (dist/) and the tools page's
# (dist/tools/, with the generator's and the classroom's jobs).
for dir in dist dist/tools; do
    echo "Transferred size of the engine worker of $dir/, loaded after the first paint:"
    for f in "$dir"/rush-hour-worker*.js "$dir"/rush-hour-worker*.wasm; do
        printf '  %-44s %9d B raw %9d B gzipped\n' "${f#"$dir"/}" "$(wc -c < "$f")" "$(gzip -9 -c "$f" | wc -c)"
    done
done
echo "Transferred size of the editor and classroom page, dist/tools/ (gzip -9), loaded when one of their tabs is opened:"
size_table dist/tools
