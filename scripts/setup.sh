#!/usr/bin/env bash
# Installs what building and testing the game needs, skipping whatever is already there at the
# right version, then sets up the environment (PATH, TRUNK_SKIP_VERSION_CHECK).
#
#   source scripts/setup.sh   # what scripts/serve and scripts/test do: the environment stays set
#   scripts/setup.sh          # installs only
#
# Everything comes from the package registries (crates.io, npm, Debian); nothing else is
# downloaded: trunk is told to build offline and finds wasm-bindgen and wasm-opt on PATH.
#   - Rust target wasm32-unknown-unknown            (rustup)
#   - trunk 0.21.14                                 (cargo install --locked; 0.22 needs rustc 1.96)
#   - wasm-bindgen-cli = wasm-bindgen in Cargo.lock (cargo install; brings wasm-bindgen-test-runner)
#   - wasm-pack, when missing                       (cargo install --locked; the npm package)
#   - chromium + chromium-driver                    (apt-get, one command so their versions match)
#   - binaryen (wasm-opt) and playwright-core       (npm ci from package-lock.json)

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
fi

RUSH_HOUR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION=0.21.14

setup_log() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

setup_rust() {
    export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    local targets
    targets=$(rustup target list --installed)
    if grep -qx wasm32-unknown-unknown <<<"$targets"; then
        setup_log "rust target wasm32-unknown-unknown: installed"
    else
        setup_log "rust target wasm32-unknown-unknown: installing"
        rustup target add wasm32-unknown-unknown
    fi

    if rustfmt --version >/dev/null 2>&1; then
        setup_log "rustfmt: installed"
    else
        setup_log "rustfmt: installing"
        rustup component add rustfmt
    fi

    if [[ "$(trunk --version 2>/dev/null)" == "trunk $TRUNK_VERSION" ]]; then
        setup_log "trunk $TRUNK_VERSION: installed"
    else
        setup_log "trunk $TRUNK_VERSION: installing (cargo install, about 15 minutes on 2 cores)"
        cargo install --locked "trunk@$TRUNK_VERSION"
    fi

    # The CLI must be exactly the version of the wasm-bindgen crate that the build links.
    [[ -f "$RUSH_HOUR_ROOT/Cargo.lock" ]] || cargo generate-lockfile --manifest-path "$RUSH_HOUR_ROOT/Cargo.toml"
    local bindgen
    bindgen=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$RUSH_HOUR_ROOT/Cargo.lock")
    if [[ -z "$bindgen" ]]; then
        echo "setup: no wasm-bindgen in Cargo.lock" >&2
        return 1
    fi
    if [[ "$(wasm-bindgen --version 2>/dev/null)" == "wasm-bindgen $bindgen"* &&
          "$(wasm-bindgen-test-runner --version 2>/dev/null)" == *"$bindgen"* ]]; then
        setup_log "wasm-bindgen-cli $bindgen: installed"
    else
        setup_log "wasm-bindgen-cli $bindgen: installing (cargo install, a few minutes)"
        # Not --locked: installing 0.2.130 with its own lock file fails with this toolchain.
        cargo install --force wasm-bindgen-cli --version "$bindgen"
    fi

    if wasm-pack --version >/dev/null 2>&1; then
        setup_log "wasm-pack: installed"
    else
        setup_log "wasm-pack: installing (cargo install, about 11 minutes on 2 cores)"
        cargo install --locked wasm-pack@0.15.1
    fi

    # Fetch the crates now, while the network may be used; the builds after this are offline.
    cargo fetch --manifest-path "$RUSH_HOUR_ROOT/Cargo.toml"
}

setup_chromium() {
    local chromium driver
    chromium=$(dpkg-query -W -f='${Status} ${Version}' chromium 2>/dev/null || true)
    driver=$(dpkg-query -W -f='${Status} ${Version}' chromium-driver 2>/dev/null || true)
    if [[ "$chromium" == "install ok installed "* && "${chromium##* }" == "${driver##* }" &&
          -x /usr/bin/chromium && -x /usr/bin/chromedriver ]]; then
        setup_log "chromium + chromium-driver ${chromium##* }: installed"
    else
        setup_log "chromium + chromium-driver: installing (apt-get)"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver
    fi
}

setup_npm() {
    # npm ci runs again only when package-lock.json changed since the last install.
    local stamp="$RUSH_HOUR_ROOT/node_modules/.package-lock.sha256"
    local want
    want=$(sha256sum "$RUSH_HOUR_ROOT/package-lock.json" | cut -d' ' -f1)
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
        setup_log "npm packages (binaryen, playwright-core): installed"
    else
        setup_log "npm packages (binaryen, playwright-core): npm ci"
        (cd "$RUSH_HOUR_ROOT" && npm ci --no-audit --no-fund)
        echo "$want" > "$stamp"
    fi
    # wasm-opt from the npm binaryen package first: Debian's binaryen is too old for this wasm.
    export PATH="$RUSH_HOUR_ROOT/node_modules/.bin:$PATH"
}

if [[ -z "${RUSH_HOUR_SETUP_DONE:-}" ]]; then
    setup_rust
    setup_chromium
    setup_npm
    export TRUNK_SKIP_VERSION_CHECK=true
    export CHROMIUM=/usr/bin/chromium CHROMEDRIVER=/usr/bin/chromedriver
    export RUSH_HOUR_SETUP_DONE=1
fi
