#!/usr/bin/env bash
# Plays a tournament on a real Slurm cluster of one node, this machine: to try the Slurm files
# before a course's cluster, or to check that a cluster run gives the same table as one machine.
#
#   configs/slurm/local-cluster.sh CONFIG SHARDS [--check]
#
# Installs Debian's slurm-wlm and munge when they are missing (as root), starts munged, slurmctld
# and slurmd on localhost from a minimal slurm.conf in a temporary folder, and submits
# configs/slurm/tournament.sbatch as an array job of SHARDS tasks, then standings.sbatch depending
# on it. A Swiss or a knockout is played one array job per round, each depending on the one
# before, until the tournament is over. Prints where the merged standings are, and stops the
# daemons it started. With --check, plays the same config on this machine alone too (into
# <output>-one-machine) and fails unless both tables agree. The cluster's temporary folder (its
# configuration, state and logs) is removed when the run succeeds, and kept when it fails.
set -euo pipefail

usage() {
    echo "usage: $0 CONFIG SHARDS [--check]" >&2
    exit 2
}
[ $# -ge 2 ] || usage
config=$1
shards=$2
check=${3:-}
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || { echo "local-cluster: SHARDS must be a positive number, got '$shards'" >&2; exit 2; }
[ -f "$config" ] || { echo "local-cluster: no config file $config" >&2; exit 2; }
[ -z "$check" ] || [ "$check" = --check ] || usage
cd "$(dirname "$0")/../.."

if ! command -v slurmctld >/dev/null 2>&1 || ! command -v slurmd >/dev/null 2>&1 \
    || ! command -v sbatch >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || { echo "local-cluster: slurm-wlm and munge are missing; install them (as root)" >&2; exit 1; }
    echo "local-cluster: installing slurm-wlm and munge"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
fi

./arbitre --version >/dev/null # builds Arbitre now, not in every array task at once
# A config the tournament refuses is told now, with the tournament's own message, before any daemon.
./arbitre tournament "$config" --list >/dev/null || {
    echo "local-cluster: $config cannot be played (above); no cluster was started" >&2
    exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/arbitre-slurm.XXXXXX")
started=()
stop_daemons() {
    for pid in "${started[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${started[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    done
}
# The folder goes with the daemons when the run succeeds; a failed run keeps it, for its logs.
finish() {
    local status=$?
    stop_daemons
    if [ "$status" = 0 ]; then
        rm -rf "$work" 2>/dev/null || true
    else
        echo "local-cluster: the cluster's files and logs are kept in $work" >&2
    fi
}
trap finish EXIT

# munge: the key Debian's package made, or one of our own.
mkdir -p "$work/munge" "$work/state" "$work/spool"
key=/etc/munge/munge.key
if [ ! -s "$key" ]; then
    key="$work/munge/munge.key"
    dd if=/dev/urandom of="$key" bs=1024 count=1 status=none
    chmod 400 "$key"
fi
socket="$work/munge/munge.socket"
munged --force --key-file="$key" --socket="$socket" --pid-file="$work/munge/munged.pid" \
    --log-file="$work/munge/munged.log" --seed-file="$work/munge/munged.seed"
started+=("$(cat "$work/munge/munged.pid")")

host=$(hostname -s)
cpus=$(nproc)
memory=$(awk '/MemTotal/ {print int($2 / 1024 * 0.8)}' /proc/meminfo)
ports=$((20000 + RANDOM % 20000))
cat >"$work/slurm.conf" <<EOF
ClusterName=arbitre-local
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ports
SlurmdPort=$((ports + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/builtin
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$work/slurm.conf"
slurmctld -f "$SLURM_CONF"
for _ in $(seq 100); do [ -s "$work/slurmctld.pid" ] && break; sleep 0.1; done
started+=("$(cat "$work/slurmctld.pid")")
slurmd -f "$SLURM_CONF"
for _ in $(seq 100); do [ -s "$work/slurmd.pid" ] && break; sleep 0.1; done
started+=("$(cat "$work/slurmd.pid")")
for _ in $(seq 300); do
    sinfo -h -o '%t' 2>/dev/null | grep -qE '^(idle|mix|alloc)' && break
    sleep 0.2
done
sinfo -h -o '%t' | grep -qE '^(idle|mix|alloc)' || {
    echo "local-cluster: the node did not come up; see $work/slurmctld.log and $work/slurmd.log" >&2
    exit 1
}
echo "local-cluster: Slurm is up ($host, $cpus CPUs; logs in $work, removed if the run succeeds)"

wait_for() { # job ids: waits until Slurm no longer lists them
    while [ -n "$(squeue -h -j "$1" -o '%i' 2>/dev/null)" ]; do sleep 1; done
}
# One match keeps one core busy: one CPU per array task lets the node run them side by side.
array_options=(--parsable --array="1-$shards" --cpus-per-task=1 --mem=1G --chdir="$PWD"
    --output="$work/arbitre-%A_%a.out")
output=$(./arbitre tournament "$config" --list 2>/dev/null | sed -n 's/.*; output: //p' | tail -n 1)
previous=
for stage in $(seq 200); do
    listing=$(./arbitre tournament "$config" --list 2>/dev/null | tail -n 1)
    case "$listing" in finished:*) break ;; esac
    if [ "$listing" = "${last_listing:-}" ]; then
        echo "local-cluster: array job $previous left $listing as it was; see $work/arbitre-${previous}_*.out" >&2
        exit 1
    fi
    last_listing=$listing
    job=$(sbatch "${array_options[@]}" ${previous:+--dependency=afterany:$previous} \
        configs/slurm/tournament.sbatch "$config")
    echo "local-cluster: array job $job (${listing%%:*}), $shards tasks"
    wait_for "$job"
    if grep -l 'arbitre: ' "$work"/arbitre-"$job"_*.out >/dev/null 2>&1; then
        grep -h 'arbitre: ' "$work"/arbitre-"$job"_*.out | head -n 5 >&2 || true
    fi
    previous=$job
    # A round robin is one array job; a Swiss or a knockout goes on while --list shows a next round.
    grep -q '"format" *: *"\(swiss\|knockout\)"' "$config" || break
done
standings=$(sbatch --parsable ${previous:+--dependency=afterany:$previous} --cpus-per-task=1 --mem=1G \
    --chdir="$PWD" --output="$work/standings-%j.out" --export=ALL,OUTPUT="$output" \
    configs/slurm/standings.sbatch "$config")
echo "local-cluster: standings job $standings"
wait_for "$standings"
state=$(sacct -n -j "$standings" -o State 2>/dev/null | head -n 1 | tr -d ' ' || true)
if [ ! -s "$output/standings.json" ]; then
    echo "local-cluster: no merged standings in $output ($state); see $work/standings-$standings.out" >&2
    cat "$work/standings-$standings.out" >&2 || true
    exit 1
fi
echo "local-cluster: merged standings: $output/standings.md (and standings.json, report.html)"

if [ "$check" = --check ]; then
    alone="$output-one-machine"
    rm -rf "$alone"
    ./arbitre tournament "$config" --output "$alone" --concurrency 1 >/dev/null 2>"$work/one-machine.err" || {
        cat "$work/one-machine.err" >&2
        exit 1
    }
    python3 - "$output/standings.json" "$alone/standings.json" <<'EOF'
import json, sys
def table(path):
    rows = json.load(open(path))["standings"]
    return [(r["name"], r["games"], r["wins"], r["draws"], r["losses"], r["points"]) for r in rows]
cluster, alone = table(sys.argv[1]), table(sys.argv[2])
if sorted(cluster) != sorted(alone):
    print("local-cluster: the cluster's table differs from one machine's:", file=sys.stderr)
    for a, b in zip(sorted(cluster), sorted(alone)):
        print(("   " if a == b else " ≠ ") + str(a) + "   " + str(b), file=sys.stderr)
    sys.exit(1)
print("local-cluster: the cluster's table equals one machine's (%d bots, %d games)"
      % (len(cluster), sum(r[1] for r in cluster) // 2))
EOF
fi
