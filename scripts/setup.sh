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
# downloaded: Trunk builds offline (Trunk.toml) and finds wasm-bindgen and wasm-opt on PATH, and
# wasm-pack runs with --mode no-install (scripts/build-npm.sh).
# To build and serve:
#   - Rust target wasm32-unknown-unknown            (rustup)
#   - trunk 0.21.14, the pages' build               (cargo install --locked, no default features;
#                                                    0.22 needs a newer rustc)
#   - wasm-bindgen-cli = wasm-bindgen in Cargo.lock (cargo install; brings wasm-bindgen-test-runner)
#   - binaryen (wasm-opt), esbuild (what Trunk's minifier leaves, scripts/trunk-post-build.mjs),
#     send and mime-types (scripts/serve's server) (npm ci --omit=dev: package.json's dependencies)
# To test, also:
#   - wasm-pack 0.15.1, the npm package's build     (cargo install --locked)
#   - the browsers, in one apt-get command: chromium + chromium-driver (their versions match),
#     firefox-esr, webkit2gtk-driver (WebKitWebDriver; the MiniBrowser comes with
#     libwebkit2gtk-4.1-0) and xvfb (WebKitGTK needs an X server); installed in the background
#     while the tools compile
#   - the browser drivers playwright-core, puppeteer-core and webdriverio, axe-core, lighthouse
#     (npm ci: devDependencies)
# The three compiled tools are compiled once, side by side, with a profile made for installing
# (INSTALL_PROFILE below: optimised, without link-time optimisation or a single codegen unit;
# Trunk and wasm-pack unoptimised, RUNNER_PROFILE), and each install's wall time is a row of
# scripts/test's table (scripts/steps.sh).
# Trunk and wasm-pack are needed only by the release build and the npm package: with
# RUSH_HOUR_SETUP_LATE=1 (scripts/test), setup does not wait for their installs, which go on in
# the background beside the lints and the native tests; `setup_wait_late` waits for them (and
# ends the setup's lock). Without it, setup waits for every install.

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
WASM_PACK_VERSION=0.15.1

setup_log() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# The long installs run side by side (cargo install uses the two cores poorly on its own, and
# apt-get mostly waits on the network): each starts in the background with its output in a log
# file; setup_wait waits for them all, fails with the log of any that failed, and (inside
# scripts/test) records each one's wall time as a row of the step table.
SETUP_JOBS=()
SETUP_LATE_JOBS=()
setup_background() {
    local label=$1 log
    shift
    log=$(mktemp "${TMPDIR:-/tmp}/rush-hour-setup.XXXXXX")
    ("$@" && echo "$EPOCHREALTIME" >"$log.done") >"$log" 2>&1 &
    SETUP_JOBS+=("$!|$label|$log|$EPOCHREALTIME")
    setup_log "$label: installing in the background (output in $log)"
}

# The same for a tool only the release build or the npm package needs (trunk, wasm-pack): with
# RUSH_HOUR_SETUP_LATE=1, setup_wait leaves it to setup_wait_late.
setup_background_late() {
    setup_background "$@"
    if [[ "${RUSH_HOUR_SETUP_LATE:-}" == 1 ]]; then
        SETUP_LATE_JOBS+=("${SETUP_JOBS[-1]}")
        unset 'SETUP_JOBS[-1]'
    fi
}

# Waits for the late installs (setup_background_late), records their times, and ends the setup's
# lock; a no-op when there are none.
setup_wait_late() {
    local status=0
    SETUP_JOBS=("${SETUP_LATE_JOBS[@]}")
    SETUP_LATE_JOBS=()
    setup_wait || status=$?
    if [[ -n "${setup_lock_fd:-}" ]]; then
        flock -u "$setup_lock_fd"
        exec {setup_lock_fd}>&-
        unset setup_lock_fd
    fi
    return "$status"
}

setup_wait() {
    local job pid label log start failed=0
    for job in "${SETUP_JOBS[@]}"; do
        IFS='|' read -r pid label log start <<<"$job"
        if wait "$pid"; then
            setup_log "$label: installed"
            if declare -F steps_record >/dev/null; then
                steps_record "install: $label" "$(steps_since "$start" "$(cat "$log.done")")"
            fi
            rm -f "$log" "$log.done"
        else
            cat "$log" >&2
            echo "setup: installing $label failed (its output above)" >&2
            failed=1
        fi
    done
    SETUP_JOBS=()
    return "$failed"
}

# The tools are built for this machine once; their speed matters little beside the time to
# compile them: opt-level 2 without fat LTO or one codegen unit (whatever their own Cargo.toml
# asks for their release profile). Each in a temporary target dir of its own (cargo install's
# default, not a CARGO_TARGET_DIR of the environment), so that the installs run side by side
# rather than one waiting for another's lock on a shared target dir.
INSTALL_PROFILE=(-u CARGO_TARGET_DIR CARGO_PROFILE_RELEASE_OPT_LEVEL=2 CARGO_PROFILE_RELEASE_LTO=false
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_STRIP=true)
# Trunk and wasm-pack only run other tools (cargo, wasm-bindgen, wasm-opt) and handle a few small
# files: unoptimised (opt-level 0), trunk compiled with 313 s of CPU against 831 s at opt-level 2,
# and a release build by it wrote the same files (docs/benchmarks.md, issue 64). wasm-bindgen-cli
# keeps opt-level 2: it rewrites the wasm, and its test runner runs the wasm tests.
RUNNER_PROFILE=("${INSTALL_PROFILE[@]/#CARGO_PROFILE_RELEASE_OPT_LEVEL=2/CARGO_PROFILE_RELEASE_OPT_LEVEL=0}")

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
        # Not --locked: installing 0.2.130 with its own lock file fails with this toolchain.
        setup_background "wasm-bindgen-cli $bindgen (cargo install)" env "${INSTALL_PROFILE[@]}" \
            cargo install --force wasm-bindgen-cli --version "$bindgen"
    fi

    # The pages' build (Trunk.toml). No default features: no update check, no TLS (builds are
    # offline; `trunk serve` serves plain http on 127.0.0.1).
    if [[ "$(trunk --version 2>/dev/null)" == "trunk $TRUNK_VERSION" ]]; then
        setup_log "trunk $TRUNK_VERSION: installed"
    else
        setup_background_late "trunk $TRUNK_VERSION (cargo install)" env "${RUNNER_PROFILE[@]}" \
            cargo install --locked --force --no-default-features "trunk@$TRUNK_VERSION"
    fi
    # The npm package's build (scripts/build-npm.sh), for the tests.
    if [[ "$RUSH_HOUR_SETUP_FOR" == test ]]; then
        if [[ "$(wasm-pack --version 2>/dev/null)" == "wasm-pack $WASM_PACK_VERSION" ]]; then
            setup_log "wasm-pack $WASM_PACK_VERSION: installed"
        else
            setup_background_late "wasm-pack $WASM_PACK_VERSION (cargo install)" env "${RUNNER_PROFILE[@]}" \
                cargo install --locked --force "wasm-pack@$WASM_PACK_VERSION"
        fi
    fi

    # Fetch the crates now, while the network may be used (beside the installs); the builds after
    # this are offline.
    cargo fetch --manifest-path "$RUSH_HOUR_ROOT/Cargo.toml"
}

# Debian's packages for the browser tests: one apt-get command for whatever is missing, so that
# chromium and chromium-driver come at one version.
BROWSER_PACKAGES=(chromium chromium-driver firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb)

# The one apt-get command for whatever is missing, in the background (setup_wait waits for it).
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
        setup_background "browsers: ${missing[*]} (apt-get)" setup_apt_install "${missing[@]}"
    fi
}

setup_apt_install() {
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
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
        setup_log "npm packages (binaryen, esbuild, minify-html, send, mime-types): npm ci --omit=dev"
        (cd "$RUSH_HOUR_ROOT" && npm ci --omit=dev --no-audit --no-fund)
        echo "$want serve" > "$stamp"
    else
        setup_log "npm packages (binaryen, esbuild, minify-html, send, playwright-core, puppeteer-core, webdriverio, axe-core, lighthouse): npm ci"
        (cd "$RUSH_HOUR_ROOT" && npm ci --no-audit --no-fund)
        echo "$want test" > "$stamp"
    fi
    # wasm-opt from the npm binaryen package first: Debian's binaryen is too old for this wasm.
    export PATH="$RUSH_HOUR_ROOT/node_modules/.bin:$PATH"
}

if [[ "${RUSH_HOUR_SETUP_DONE:-}" != test && "${RUSH_HOUR_SETUP_DONE:-}" != "$RUSH_HOUR_SETUP_FOR" ]]; then
    # One install at a time on a machine: a second script started meanwhile waits here, then
    # finds the tools installed instead of compiling them again.
    exec {setup_lock_fd}>"${TMPDIR:-/tmp}/rush-hour-setup.lock"
    flock "$setup_lock_fd"
    if [[ "$RUSH_HOUR_SETUP_FOR" == test ]]; then
        setup_browsers
    fi
    setup_rust
    setup_npm
    setup_wait
    if [[ ${#SETUP_LATE_JOBS[@]} -eq 0 ]]; then
        flock -u "$setup_lock_fd"
        exec {setup_lock_fd}>&-
        unset setup_lock_fd
    fi
    # Trunk asks crates.io for a newer version of itself unless told not to (an installed trunk
    # built with its default features; setup's has no update check).
    export TRUNK_SKIP_VERSION_CHECK=true
    export CHROMIUM=/usr/bin/chromium CHROMEDRIVER=/usr/bin/chromedriver FIREFOX=/usr/bin/firefox-esr
    export RUSH_HOUR_SETUP_DONE="$RUSH_HOUR_SETUP_FOR"
fi
