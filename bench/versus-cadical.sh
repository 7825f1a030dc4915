#!/usr/bin/env bash
# Times `./nonet count` (find the solution and prove it unique, one process per puzzle, JVM start
# included, the JVM options of the launcher) against CaDiCaL on `nonet cnf` of the same puzzle: its run to a solution plus its run on
# the same CNF with that solution blocked. Each nonet run is followed at once by the CaDiCaL run of
# the same round, so both see the same machine.
#
# usage: bench/versus-cadical.sh FILE [SEED...]      (default seed: 1)
#   FILE holds one-line classic grids (blank lines, '#' comments and ':' suffixes are skipped).
#   Seed 1 runs CaDiCaL with its defaults; seed S > 1 shuffles its variables
#   (--shuffle=1 --shufflequeue=1 --seed=S) and runs nonet with --seed S.
#   NONET_JAVA_OPTS passes more JVM options to nonet, through the launcher.
# Prints one line per puzzle and seed:
#   puzzle seed nonet_s status count conflicts cadical_s sat_conflicts unsat_conflicts cadical_verdict
# where cadical_verdict is "unique" when the blocked CNF is unsatisfiable.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
file=${1:?usage: bench/versus-cadical.sh FILE [SEED...]}
shift
seeds=("${@:-1}")
command -v cadical > /dev/null || { echo "versus-cadical: cadical is not on the PATH" >&2; exit 2; }
"$here/nonet" --version > /dev/null
jar="$here/target/nonet.jar"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
conflicts() { awk '/^c conflicts:/ { print $3 }' "$1"; }

index=0
grep -v '^#' "$file" | grep -v '^[[:space:]]*$' | cut -d: -f1 | while read -r line; do
  index=$((index + 1))
  cells=${#line}
  n=$(awk -v c="$cells" 'BEGIN { printf "%d", sqrt(c) + 0.5 }')
  java -jar "$jar" cnf "$line" > "$work/p.cnf"
  for seed in "${seeds[@]}"; do
    start=$(now)
    answer=$("$here/nonet" count --seed "$seed" --timeout "${TIMEOUT:-120}" --format json "$line")
    native=$(since "$start")
    field() { printf '%s' "$answer" | grep -o "\"$1\":[^,}]*" | head -1 | cut -d: -f2 | tr -d '"'; }
    options=()
    if [ "$seed" != 1 ]; then
      options=(--shuffle=1 --shufflequeue=1 "--seed=$seed")
    fi
    start=$(now)
    cadical "${options[@]}" -v "$work/p.cnf" > "$work/sat.out" || true
    # the cell-digit variables come first in the CNF: block the solution's true ones
    awk -v vars=$((n * n * n)) '
      FNR == NR { if (/^v/) for (i = 2; i <= NF; i++) if ($i > 0 && $i <= vars) block = block "-" $i " "; next }
      /^p cnf/ { print $1, $2, $3, $4 + 1; next }
      { print }
      END { print block "0" }' "$work/sat.out" "$work/p.cnf" > "$work/blocked.cnf"
    cadical "${options[@]}" -v "$work/blocked.cnf" > "$work/unsat.out" || true
    cadical=$(since "$start")
    verdict=$(grep -q '^s UNSATISFIABLE' "$work/unsat.out" && echo unique || echo not-unique)
    echo "$index $seed $native $(field status) $(field count) $(field guesses) $cadical $(conflicts "$work/sat.out") $(conflicts "$work/unsat.out") $verdict"
  done
done
