#!/usr/bin/env bash
# Generates puzzles of each model and checks every one is unique under native and sat, each count
# taken by its own `nonet count` run over the whole batch (grid lines as one collection, puzzle
# files one by one). Prints, per model: puzzles written, seconds for `generate` (JVM start
# included), puzzles per second, and how many each engine counted exactly one solution for.
#
# usage: bench/generated-unique.sh [COUNT] [SEED] [GENERATE-OPTION...]   (default 200 1; models from MODELS)
#   MODELS="classic killer thermo kropki arrow sandwich" by default.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count=${1:-200}
seed=${2:-1}
shift $(( $# > 2 ? 2 : $# ))
models=${MODELS:-classic killer thermo kropki arrow sandwich}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-10s %8s %9s %9s %8s %8s\n' model puzzles seconds per_sec native1 sat1
for m in $models; do
    out="$work/$m.txt"
    start=$(date +%s.%N)
    "$here/nonet" generate -m "$m" --count "$count" --seed "$seed" "$@" > "$out"
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    if head -1 "$out" | grep -q '^# puzzle'; then
        # one puzzle file per '# puzzle N' section
        awk -v dir="$work/$m" 'BEGIN { system("mkdir -p " dir) } /^# puzzle /{ f = dir "/" $3 ".nonet"; next } { print > f }' "$out"
        inputs=("$work/$m"/*.nonet)
    else
        inputs=("$out")
    fi
    written=${#inputs[@]}
    [ "$written" -eq 1 ] && [ "${inputs[0]}" = "$out" ] && written=$(wc -l < "$out")
    ones() { "$here/nonet" count -e "$1" --format line "${inputs[@]}" | grep -c '^1$' || true; }
    printf '%-10s %8d %9.2f %9.1f %8d %8d\n' "$m" "$written" "$secs" "$(echo "$written / $secs" | bc -l)" "$(ones native)" "$(ones sat)"
done
