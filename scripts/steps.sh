# Sourced by scripts/test (and by scripts/setup.sh for its installs): each step's wall and CPU
# time, printed as a table when the script exits, whether it passed or failed.
#   step "what the step does"     # ends the step before it and starts this one
#   steps_record "label" SECONDS [CPU]  # a row for something timed elsewhere (an install)
#   steps_table                   # the table (scripts/test prints it from its EXIT trap)
#   steps_since START [END]       # seconds from one $EPOCHREALTIME to another (or to now)

STEPS_LABELS=()
STEPS_SECONDS=()
STEPS_CPU=()
STEPS_START=${STEPS_START:-$EPOCHREALTIME}
steps_current=""
steps_current_start=""

steps_since() {
    awk -v a="$1" -v b="${2:-$EPOCHREALTIME}" 'BEGIN { printf "%.1f", b - a }'
}

steps_minutes() {
    awk -v s="$1" 'BEGIN { printf "%dm%04.1fs", s / 60, s - 60 * int(s / 60) }'
}

steps_record() {
    STEPS_LABELS+=("$1")
    STEPS_SECONDS+=("$2")
    STEPS_CPU+=("${3:-}")
}

# The CPU time (user + system, in clock ticks) of this shell and of its children it has waited
# for, into STEPS_CPU_NOW: /proc's fields utime, stime, cutime and cstime. Read in this shell, not
# a subshell of its own (a new process counts its children from nothing).
steps_cpu_now() {
    local f
    read -r -a f </proc/$BASHPID/stat
    STEPS_CPU_NOW=$((f[13] + f[14] + f[15] + f[16]))
}

steps_end() {
    if [[ -n "$steps_current" ]]; then
        steps_cpu_now
        steps_record "$steps_current" "$(steps_since "$steps_current_start")" \
            "$(awk -v t=$((STEPS_CPU_NOW - steps_current_cpu)) -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f", t / hz }')"
        steps_current=""
    fi
}

step() {
    steps_end
    printf '\n\033[1m== %s\033[0m\n' "$*"
    steps_current="$*"
    steps_current_start=$EPOCHREALTIME
    steps_cpu_now
    steps_current_cpu=$STEPS_CPU_NOW
}

steps_table() {
    local status=${1:-0} i total cpu
    steps_end
    total=$(steps_since "$STEPS_START")
    steps_cpu_now
    cpu=$(awk -v t="$STEPS_CPU_NOW" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f", t / hz }')
    printf '\n\033[1m== time per step\033[0m (CPU: the user and system time of its processes; two cores give up to twice the wall time)\n'
    printf '| %-78s | %9s | %9s |\n' "step" "wall time" "CPU"
    printf '|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..80})" "$(printf -- '-%.0s' {1..11})" "$(printf -- '-%.0s' {1..11})"
    for i in "${!STEPS_LABELS[@]}"; do
        printf '| %-78s | %9s | %9s |\n' "${STEPS_LABELS[$i]:0:78}" "$(steps_minutes "${STEPS_SECONDS[$i]}")" \
            "$([[ -n "${STEPS_CPU[$i]}" ]] && steps_minutes "${STEPS_CPU[$i]}" || echo -)"
    done
    printf '| %-78s | %9s | %9s |\n' "total ($( ((status == 0)) && echo passed || echo "failed, exit $status"))" \
        "$(steps_minutes "$total")" "$(steps_minutes "$cpu")"
}
