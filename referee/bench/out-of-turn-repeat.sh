#!/usr/bin/env bash
# Plays RUNS games in which player 1 writes its first move and a second line in one write, against
# an instant opponent (the example C bot), and checks that each is forfeited out of turn at ply 1:
# the second line must be judged at the ply it was written, however the opponent's answer and the
# two lines are scheduled. Prints the count of right verdicts; exits 1 if any was wrong.
#   RUNS=200 referee/bench/out-of-turn-repeat.sh
#   JAVA_HOME=/usr/lib/jvm/<other> RUNS=200 referee/bench/out-of-turn-repeat.sh
# Run it beside a busy loop per core to try it on a loaded machine:
#   for i in $(seq "$(nproc)"); do timeout 600 sh -c 'while :; do :; done' & done
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${RUNS:-200}"
out="$(mktemp -d "${TMPDIR:-/tmp}/arbitre-out-of-turn.XXXXXX")"
two_lines="$out/two-lines.sh"
printf '#!/bin/sh\nread line\nprintf "1R\\n9R\\n"\ncat >/dev/null\n' >"$two_lines"
chmod +x "$two_lines"
./arbitre --version >/dev/null # builds what is missing, the example C bot with it
opponent="bots/examples/c/bot"
[ -x "$opponent" ] || { echo "no example C bot at $opponent (it needs a C compiler)" >&2; exit 2; }
right=0
wrong=0
for run in $(seq 1 "$runs"); do
    log="$out/game-$run.json"
    ./arbitre match --no-sandbox --move-ms 2000 --p1 "$two_lines" --p2 "$opponent" --log "$log" >/dev/null
    verdict="$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))["result"]
print(r["reason"], r.get("forfeit"), r["plies"])' "$log")"
    if [ "$verdict" = "out-of-turn 1 1" ]; then
        right=$((right + 1))
    else
        wrong=$((wrong + 1))
        echo "game $run: $verdict ($log)"
    fi
done
echo "out of turn at ply 1: $right of $runs ($("${JAVA_HOME:+$JAVA_HOME/bin/}java" -version 2>&1 | head -n 1))"
echo "match logs: $out"
[ "$wrong" -eq 0 ]
