#!/usr/bin/env bash
# Installs what building (and, unless told `serve`, testing) the game needs, skipping whatever is
# already there at the right version, then sets up the environment (PATH, TRUNK_SKIP_VERSION_CHECK).
#
#   source scripts/setup.sh serve   # what scripts/serve does: only what a release build needs
#   source scripts/setup.sh test    # what scripts/test does: that and the test tools, browsers
#   scripts/setup.sh [serve]        # installs only (a script that sources it names what it needs:
#                                   # sourced without a word, it would see the script's own arguments)
#
# Everything comes from the package registries (crates.io, npm, Debian); nothing else is
# downloaded: trunk is told to build offline and finds wasm-bindgen and wasm-opt on PATH.
# To build and serve:
#   - Rust target wasm32-unknown-unknown            (rustup)
#   - trunk 0.21.14                                 (cargo install --locked; 0.22 needs rustc 1.96)
#   - wasm-bindgen-cli = wasm-bindgen in Cargo.lock (cargo install; brings wasm-bindgen-test-runner)
#   - binaryen (wasm-opt)                           (npm ci --omit=dev: package.json's dependencies)
# To test, also:
#   - wasm-pack, when missing                       (cargo install --locked; the npm package)
#   - the browsers, in one apt-get command: chromium + chromium-driver (their versions match),
#     firefox-esr, webkit2gtk-driver (WebKitWebDriver; the MiniBrowser comes with
#     libwebkit2gtk-4.1-0) and xvfb (WebKitGTK needs an X server)
#   - the browser drivers playwright-core, puppeteer-core and webdriverio (npm ci: devDependencies)

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
fi

RUSH_HOUR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUSH_HOUR_SETUP_FOR="${1:-test}"
if [[ "$RUSH_HOUR_SETUP_FOR" != serve && "$RUSH_HOUR_SETUP_FOR" != test ]]; then
    echo "setup.sh: say 'serve' or nothing (test), not '$RUSH_HOUR_SETUP_FOR'" >&2
    return 2 2>/dev/null || exit 2
fi
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

    if [[ "$RUSH_HOUR_SETUP_FOR" == test ]]; then
        if cargo clippy --version >/dev/null 2>&1; then
            setup_log "clippy: installed"
        else
            setup_log "clippy: installing"
            rustup component add clippy
        fi
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

    if [[ "$RUSH_HOUR_SETUP_FOR" == serve ]]; then
        :
    elif wasm-pack --version >/dev/null 2>&1; then
        setup_log "wasm-pack: installed"
    else
        setup_log "wasm-pack: installing (cargo install, about 11 minutes on 2 cores)"
        cargo install --locked wasm-pack@0.15.1
    fi

    # Fetch the crates now, while the network may be used; the builds after this are offline.
    cargo fetch --manifest-path "$RUSH_HOUR_ROOT/Cargo.toml"
}

# Debian's packages for the browser tests: one apt-get command for whatever is missing, so that
# chromium and chromium-driver come at one version.
BROWSER_PACKAGES=(chromium chromium-driver firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb)

setup_browsers() {
    local missing=() p
    for p in "${BROWSER_PACKAGES[@]}"; do
        if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]]; then
            missing+=("$p")
        fi
    done
    local chromium driver
    chromium=$(dpkg-query -W -f='${Version}' chromium 2>/dev/null || true)
    driver=$(dpkg-query -W -f='${Version}' chromium-driver 2>/dev/null || true)
    if [[ ${#missing[@]} -eq 0 && "$chromium" != "$driver" ]]; then
        missing=(chromium chromium-driver)
    fi
    if [[ ${#missing[@]} -eq 0 ]]; then
        setup_log "browsers: chromium $chromium, firefox-esr $(dpkg-query -W -f='${Version}' firefox-esr), webkit2gtk $(dpkg-query -W -f='${Version}' webkit2gtk-driver): installed"
    else
        setup_log "browsers: installing ${missing[*]} (apt-get)"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
    fi
}

setup_npm() {
    # npm ci runs again only when package-lock.json changed since the last install, or when a test
    # needs the devDependencies a serve-only install left out.
    local stamp="$RUSH_HOUR_ROOT/node_modules/.package-lock.sha256"
    local want have=""
    want=$(sha256sum "$RUSH_HOUR_ROOT/package-lock.json" | cut -d' ' -f1)
    [[ -f "$stamp" ]] && have=$(cat "$stamp")
    if [[ "$have" == "$want test" || "$have" == "$want $RUSH_HOUR_SETUP_FOR" ]]; then
        setup_log "npm packages: installed"
    elif [[ "$RUSH_HOUR_SETUP_FOR" == serve ]]; then
        setup_log "npm packages (binaryen): npm ci --omit=dev"
        (cd "$RUSH_HOUR_ROOT" && npm ci --omit=dev --no-audit --no-fund)
        echo "$want serve" > "$stamp"
    else
        setup_log "npm packages (binaryen, playwright-core, puppeteer-core, webdriverio): npm ci"
        (cd "$RUSH_HOUR_ROOT" && npm ci --no-audit --no-fund)
        echo "$want test" > "$stamp"
    fi
    # wasm-opt from the npm binaryen package first: Debian's binaryen is too old for this wasm.
    export PATH="$RUSH_HOUR_ROOT/node_modules/.bin:$PATH"
}

if [[ "${RUSH_HOUR_SETUP_DONE:-}" != test && "${RUSH_HOUR_SETUP_DONE:-}" != "$RUSH_HOUR_SETUP_FOR" ]]; then
    setup_rust
    if [[ "$RUSH_HOUR_SETUP_FOR" == test ]]; then
        setup_browsers
    fi
    setup_npm
    export TRUNK_SKIP_VERSION_CHECK=true
    export CHROMIUM=/usr/bin/chromium CHROMEDRIVER=/usr/bin/chromedriver FIREFOX=/usr/bin/firefox-esr
    export RUSH_HOUR_SETUP_DONE="$RUSH_HOUR_SETUP_FOR"
fi
