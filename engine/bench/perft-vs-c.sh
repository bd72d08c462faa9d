#!/usr/bin/env bash
# Times perft of the start position in the Java engine and in perft.c, a plain C implementation of
# the same rules, and prints the best time of each and the ratio Java/C (the target: 1.5 or less).
#
# usage: engine/bench/perft-vs-c.sh [--rules official|report] [DEPTH]   (default: official 6)
#
# The runs alternate C and Java, RUNS times each (default 3), so that both see the same machine
# load. Set SKIP_BUILD=1 to use engine/target/classes as they are.
set -euo pipefail

rules=official
depth=6
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rules) rules="$2"; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) depth="$1"; shift ;;
    esac
done
runs="${RUNS:-3}"

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

gcc -O2 -march=native -std=c99 -o "$tmp/perft" engine/bench/perft.c
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    if ! mvn -B -q -Dstyle.color=never -pl engine compile > "$tmp/build.log" 2>&1; then
        cat "$tmp/build.log" >&2
        exit 1
    fi
fi

# The last line of a run: "depth nodes seconds".
last_line() {
    tail -n 1 "$1"
}

c_best=""
java_best=""
nodes=""
for run in $(seq 1 "$runs"); do
    "$tmp/perft" --rules "$rules" "$depth" > "$tmp/c.out"
    java -cp engine/target/classes arbitre.engine.perft.PerftMain --rules "$rules" "$depth" > "$tmp/java.out"
    read -r _ c_nodes c_seconds < <(last_line "$tmp/c.out")
    read -r _ java_nodes java_seconds < <(last_line "$tmp/java.out")
    if ! diff <(cut -d' ' -f1,2 "$tmp/c.out") <(cut -d' ' -f1,2 "$tmp/java.out") > /dev/null; then
        echo "C and Java disagree on the node counts:" >&2
        paste "$tmp/c.out" "$tmp/java.out" >&2
        exit 1
    fi
    nodes="$c_nodes"
    printf 'run %d: C %s s, Java %s s\n' "$run" "$c_seconds" "$java_seconds"
    c_best="$(awk -v a="$c_seconds" -v b="${c_best:-$c_seconds}" 'BEGIN { print (a < b ? a : b) }')"
    java_best="$(awk -v a="$java_seconds" -v b="${java_best:-$java_seconds}" 'BEGIN { print (a < b ? a : b) }')"
done

echo "perft($depth) of $rules: $nodes sequences"
echo "C best:    $c_best s"
echo "Java best: $java_best s"
awk -v j="$java_best" -v c="$c_best" 'BEGIN { printf "ratio Java/C: %.2f\n", j / c }'
