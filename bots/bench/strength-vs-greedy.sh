#!/usr/bin/env bash
# Strength of the iddfs bot through the real referee: GAMES games against the greedy bot for each
# rule set and side (a different greedy seed each time), at MOVE_MS per move. Prints each result
# and the share of the points iddfs took; any forfeit of iddfs is listed.
#   MOVE_MS=300 GAMES=5 bots/bench/strength-vs-greedy.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
move_ms="${MOVE_MS:-300}"
games="${GAMES:-5}"
out="$(mktemp -d "${TMPDIR:-/tmp}/arbitre-strength.XXXXXX")"
results="$out/results.txt"
for seed in $(seq 1 "$games"); do
    for rules in official report; do
        ./arbitre match --p1 builtin:iddfs --p2 "builtin:greedy --seed $seed" --rules "$rules" \
            --move-ms "$move_ms" --log "$out/$seed-$rules-iddfs-first.json" | head -n 1 | tee -a "$results"
        ./arbitre match --p1 "builtin:greedy --seed $seed" --p2 builtin:iddfs --rules "$rules" \
            --move-ms "$move_ms" --log "$out/$seed-$rules-greedy-first.json" | head -n 1 | tee -a "$results"
    done
done
total=$(wc -l < "$results")
wins=$(grep -c '^iddfs (P.) beat' "$results" || true)
draws=$(grep -c '^draw' "$results" || true)
echo "iddfs: $wins wins, $draws draws in $total games at $move_ms ms per move:" \
    "$(awk -v w="$wins" -v d="$draws" -v n="$total" 'BEGIN { printf "%.1f%% of the points", 100 * (w + d / 2) / n }')"
grep -E '^greedy \(P.\) beat .*(timeout|illegal-move|malformed|out-of-turn|crash|no-start)' "$results" || echo "iddfs forfeits: none"
echo "match logs: $out"
