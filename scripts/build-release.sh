#!/usr/bin/env bash
# The release build of the site into dist/ (scripts/build-page.mjs: cargo, wasm-bindgen, wasm-opt,
# esbuild, minify-html; nothing downloaded): the game's page and, under dist/tools/, the full app
# with the editor and the classroom;
# then the size a browser downloads: wasm + js + css, raw and gzip -9; then FILE.gz and FILE.br
# beside each text and wasm file (scripts/precompress.mjs), which scripts/serve's server sends.
# scripts/serve and scripts/test run it after sourcing scripts/setup.sh; it sources that itself
# when run alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh serve

# The game's page (index.html, without the `tools` feature) into dist/, and the full app
# (tools.html: Edit, Classroom, Present) into dist/tools/, side by side: each binary's cargo,
# wasm-bindgen and wasm-opt end in one thread (docs/benchmarks.md: from an empty target dir,
# 267 s one binary after the other, 202 s with the pages and their binaries side by side). The
# tools page is built beside dist/ (the game's page replaces dist/ whole when it is done) and
# moved in after.
rm -rf dist.tools
node scripts/build-page.mjs index.html dist &
game_page=$!
node scripts/build-page.mjs tools.html dist.tools &
tools_page=$!
# The first page to fail stops the other (build-page.mjs then stops its own cargo, wasm-bindgen
# or wasm-opt): a failed build ends when its error is known, not when the other page is done.
for _ in 1 2; do
    status=0
    wait -n || status=$?
    if ((status != 0)); then
        kill "$game_page" "$tools_page" 2>/dev/null || true
        wait
        echo "build-release: a page's build failed (its output above)" >&2
        exit "$status"
    fi
done
mv dist.tools dist/tools
# The two pages' engine workers are one binary built with and without the tools' jobs: the same
# file would mean one page got the other's build (build-page.mjs: withProfileLock).
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
PAGE_BUDGET=259000

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
    for f in "$dir"/rush-hour-worker*; do
        printf '  %-44s %9d B raw %9d B gzipped\n' "${f#"$dir"/}" "$(wc -c < "$f")" "$(gzip -9 -c "$f" | wc -c)"
    done
done
echo "Transferred size of the editor and classroom page, dist/tools/ (gzip -9), loaded when one of their tabs is opened:"
size_table dist/tools
# The compressed copies the server sends (scripts/static-server.mjs): gzip -9 and brotli 11 beside
# each text and wasm file, made once here rather than on every request.
node scripts/precompress.mjs dist
