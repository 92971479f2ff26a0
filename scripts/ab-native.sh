#!/usr/bin/env bash
# Interleaved A/B of two native builds of the CLI: each round runs `bench puzzles/rush18k.txt` and
# the 541,934-position analysis with one binary, then the other, and prints the user CPU time of
# each (this kind of machine drifts by the hour: compare within rounds, not across days).
#   scripts/ab-native.sh OLD_BINARY NEW_BINARY [ROUNDS]
# A build of an older commit: `git worktree add /tmp/old COMMIT && cargo build --release
# --manifest-path /tmp/old/Cargo.toml` (the CLI's binary is target/release/rushhour).
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1 new=$2 rounds=${3:-7}
analysis=BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo
user() { /usr/bin/time -f %U "$@" 2>&1 >/dev/null | tail -1; }
for round in $(seq "$rounds"); do
    for name in old new; do
        echo "round $round rush18k $name $(user "${!name}" bench puzzles/rush18k.txt) s"
    done
    for name in old new; do
        echo "round $round analysis $name $(user "${!name}" analyze "$analysis") s"
    done
done
