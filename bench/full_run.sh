#!/usr/bin/env bash
# A backend over a whole upstream dataset on the CPU, kept as a sweep of shards (`run --shard K/N`: every Nth
# sample in path order, so each finished shard is a slice of the whole dataset) whose stores live in
# bench/data/<plan's folder>/. Such a run takes a day or more of a 2-core machine and a session lasts hours
# on a machine that may be new: each session continues the committed shard stores where the last one
# stopped, and `merge` makes them one run of all samples. PLAN names the backend and its protocol:
#   paddle-static   issue 17: paddle-static against Paddle dygraph over paddle_samples/ (docs/paddle-full-run.md)
#   torch-nope      issue 47: nope (the C++ eager against itself: coverage, identity) over samples/
#   torch-inductor  issue 47: inductor against Python eager over samples/ (docs/torch-full-run.md)
#   bench/full_run.sh PLAN run DATASET     continue the shards in order (`run --continue`) until all are done
#                                          or the run is stopped (pkill -TERM -f 'graphnet-bench run --dataset');
#                                          with REDO=TEXT[,TEXT] also measure those stored samples again
#                                          (`run --redo`: after a fix in the bridge or the interpreter)
#   bench/full_run.sh PLAN save            snapshot the working stores into bench/data/ (commit them)
#   bench/full_run.sh PLAN merge OUT       merge the shard stores into the store OUT: one run, all samples
#   bench/full_run.sh PLAN retry DATASET [SECONDS] [INPUT_BYTES]
#                                          once every shard is done: measure the samples that timed out, and
#                                          those the input budget refused, again with a longer limit (default
#                                          1800 s) and a larger budget (default 21 GiB: this 23-GiB machine's
#                                          memory less the process's own), same protocol otherwise, into a
#                                          store of their own (timeouts-retry.sqlite, saved beside the shards):
#                                          the full run's own numbers stay those under 600 s and its budget
#   bench/full_run.sh PLAN status [DATASET]
#                                          per shard: results, failure classes, summed wall time, the
#                                          speedups of the correct samples (geomean, median, above 1), the
#                                          machines that measured them (results.machine); with
#                                          DATASET also the samples left and the time they will take at the
#                                          mean wall time so far
# DATASET is the same upstream folder at the same absolute path in every session: results record absolute
# sample paths, and --continue finds a shard's run by its settings, the dataset included.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bench="$root/build/bin/graphnet-bench"
plan="${1:-}"
shift || true
# Each plan's protocol, shard count and stores. paddle-static (docs/paddle-full-run.md): warm-up 1, trials 3,
# no time stretch, fluctuation guard off, 600 s per sample. torch-inductor takes the default protocol
# (interleaved, warm-up 3, 5 trials stretched to a second, noisy phases re-measured; docs/backends.md), the
# one a single sample's figure uses; torch-nope, whose speedup is identity, takes the cost model's training
# protocol (warm-up 1, 3 trials, no stretch: its eager times are the model's labels) and so about half the
# time. Both on 2 threads, in 16 shards of equal predicted time (`--balance-shards`:
# the learned cost model's eager time of each sample, bench/data/torch-full/costmodel.sqlite, made as
# docs/torch-full-run.md says), so that each shard is a sixteenth of the work. Their input budget is 16 GiB
# instead of 8: the torch set's 3B-parameter LLMs need 12-13 GiB, which PyTorch eager runs on this 24-GB machine
# (bench/coverage_vs_upstream.py).
balance=""
torch_input_bytes=$((16 << 30))
case "$plan" in
paddle-static)
  folder=paddle-full shards=8
  protocol=(--backend paddle-static --device cpu --threads 2 --seed 123 --warmup 1 --trials 3 --min-time 0
    --fluctuation-threshold 0) ;;
torch-nope)
  folder=torch-full/nope shards=16 balance=torch-full/costmodel.sqlite
  protocol=(--backend nope --device cpu --threads 2 --seed 123 --warmup 1 --trials 3 --min-time 0
    --max-input-bytes "$torch_input_bytes") ;;
torch-inductor)
  folder=torch-full/inductor shards=16 balance=torch-full/costmodel.sqlite
  protocol=(--backend inductor --device cpu --threads 2 --seed 123 --max-input-bytes "$torch_input_bytes") ;;
*)
  sed -n '2,30p' "$0" >&2
  exit 2 ;;
esac
saved="$root/bench/data/$folder"
work="${GNW_FULL_RUN_WORK:-$root/build/$folder}"
# Inductor's on-disk caches live with the working stores rather than in /tmp, shared by the run's samples as a
# user's are by their models: a kernel that an earlier sample compiled is not compiled again (no two torch
# samples share a graph hash, so no whole graph is).
[ "$plan" != torch-inductor ] || export TORCHINDUCTOR_CACHE_DIR="$work/inductor-cache"
shard_name() { echo "shard-$1-of-$shards.sqlite"; }
retry_name=timeouts-retry.sqlite
# A store as it stands: the working copy, else the committed snapshot (a session on a new machine); empty if
# neither exists.
latest() {
  if [ -f "$work/$1" ]; then echo "$work/$1"; elif [ -f "$saved/$1" ]; then echo "$saved/$1"; fi
}
# The working copy of a store, made from the committed snapshot where there is one.
working() {
  [ -f "$work/$1" ] || [ ! -f "$saved/$1" ] || cp "$saved/$1" "$work/$1"
  echo "$work/$1"
}
# The shard stores as they stand, one per line, in shard order (those not begun left out).
shard_stores() {
  for k in $(seq 1 $shards); do latest "$(shard_name "$k")"; done
}
# A store's results counted by failure class (the status where there is none), most first.
classes_of() {
  sqlite3 "$1" "select group_concat(c || ' ' || n, ', ') from (select case failure_class when '' then status \
    else failure_class end as c, count(*) as n from results group by c order by n desc)"
}
# A sample is a folder with model.py and graph_net.json (core/dataset/SampleDiscovery).
samples_in() { find "$1" -name graph_net.json -execdir test -f model.py \; -print | wc -l; }

case "${1:-}" in
run)
  dataset="$(cd "${2:?usage: $0 PLAN run DATASET}" && pwd)"
  mkdir -p "$work"
  for k in $(seq 1 $shards); do
    store="$(working "$(shard_name "$k")")"
    echo "== $plan shard $k/$shards ($(date -u +%FT%TZ))"
    # A stopped run exits non-zero (killed by the signal): stop there instead of starting the next shard.
    "$bench" run --dataset "$dataset" "${protocol[@]}" --store "$store" --shard "$k/$shards" --continue \
      --timeout 600 ${balance:+--balance-shards "$root/bench/data/$balance"} ${REDO:+--redo "$REDO"}
  done
  ;;
retry)
  dataset="$(cd "${2:?usage: $0 PLAN retry DATASET [SECONDS] [INPUT_BYTES]}" && pwd)"
  limit="${3:-1800}"
  # A fixed default rather than one read from /proc/meminfo: the budget is part of the retry run's settings,
  # which --continue matches in a later session, perhaps on another machine.
  input_bytes="${4:-$((21 << 30))}"
  mkdir -p "$work"
  done_count=0
  list="$work/timeouts.txt"
  : >"$list"
  for store in $(shard_stores); do
    done_count=$((done_count + $(sqlite3 "$store" 'select count(*) from results')))
    # A refusal by the input budget is an `oom` before anything was allocated (core/engine/measure/
    # InputSynthesizer); an `oom` the process met while running stays as it is.
    sqlite3 "$store" "select sample_path from results where failure_class = 'timeout' \
      or (failure_class = 'oom' and message like '%(--max-input-bytes); sample refused') order by sample_path" >>"$list"
  done
  # The list is part of the retry run's settings (--continue finds the run by them): it must be final.
  total=$(samples_in "$dataset")
  [ "$done_count" -eq "$total" ] || { echo "$0 retry: $done_count of $total samples done; finish the shards first" >&2; exit 1; }
  store="$(working "$retry_name")"
  # The retry's budget comes last: of an option given twice the last one counts (app/cli/Args).
  echo "== $(wc -l <"$list") timeouts and refusals again with --timeout $limit, --max-input-bytes $input_bytes" \
    "($(date -u +%FT%TZ))"
  "$bench" run --dataset "$dataset" "${protocol[@]}" --store "$store" --allow-list "$list" --continue \
    --timeout "$limit" --max-input-bytes "$input_bytes"
  ;;
save)
  mkdir -p "$saved"
  for name in $(for k in $(seq 1 $shards); do shard_name "$k"; done) $retry_name; do
    store="$work/$name"
    [ -f "$store" ] || continue
    # VACUUM INTO reads one consistent snapshot, also while a run is writing the store.
    rm -f "$saved/$name.tmp"
    sqlite3 "$store" "VACUUM INTO '$saved/$name.tmp'"
    mv "$saved/$name.tmp" "$saved/$name"
    echo "$saved/$name: $(sqlite3 "$store" 'select count(*) from results') results"
  done
  ;;
status)
  total=0
  if [ -n "${2:-}" ]; then
    total=$(samples_in "$2")
  fi
  for k in $(seq 1 $shards); do
    store="$(latest "$(shard_name "$k")")"
    [ -n "$store" ] || continue
    classes=$(classes_of "$store")
    # The correct samples' speedups (dygraph over static graph): geomean, median, how many above 1.
    speedups=$(sqlite3 "$store" "select speedup_e2e from results where status = 'correct' and speedup_e2e > 0 \
      order by speedup_e2e" | awk '{ v[NR] = $1; l += log($1); up += ($1 > 1) }
        END { if (NR) printf "speedup geomean %.3f, median %.3f, %d of %d above 1", exp(l / NR),
          NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, up, NR }')
    echo "$k $(sqlite3 -separator ' ' "$store" \
      "select count(*), coalesce(sum(wall_ms), 0), count(wall_ms) from results") $classes|$speedups"
  done | awk -v shards=$shards -v total="$total" '
    { n += $2; ms += $3; timed += $4; classes = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ [^ ]+ ?/, "", classes)
      speedups = classes; sub(/^[^|]*\|/, "", speedups); sub(/\|.*$/, "", classes)
      printf "shard %d/%d: %d results (%s); wall time %.1f h over %d of them%s\n", $1, shards, $2, classes,
        $3 / 3600000, $4, speedups == "" ? "" : "; " speedups }
    END { printf "all shards: %d results; wall time %.1f h over %d of them\n", n, ms / 3600000, timed
      if (total > 0 && timed > 0)
        printf "%d of %d samples left: about %.0f h at %.0f s per sample\n", total - n, total,
          (total - n) * ms / timed / 3600000, ms / timed / 1000 }'
  # Which machines measured the shards (results.machine): timings compare within one machine only.
  for store in $(shard_stores); do
    sqlite3 -separator '|' "$store" "select json_extract(machine, '$.cpu') || ' ' || \
      json_extract(machine, '$.cpu_id') || ' (' || json_extract(machine, '$.isa') || ')', count(*), \
      coalesce(sum(wall_ms), 0) from results group by machine"
  done | awk -F'|' '{ n[$1] += $2; ms[$1] += $3 }
    END { for (m in n) printf "machine %s: %d results, wall time %.1f h\n", m, n[m], ms[m] / 3600000 }'
  store="$(latest "$retry_name")"
  if [ -n "$store" ]; then
    echo "timeouts retried: $(sqlite3 "$store" "select count(*) from results") results ($(classes_of "$store"));" \
      "wall time $(sqlite3 "$store" "select printf('%.1f', coalesce(sum(wall_ms), 0) / 3600000.0) from results") h"
  fi
  ;;
merge)
  "$bench" merge "$saved"/shard-*-of-$shards.sqlite --into "${2:?usage: $0 PLAN merge OUT}"
  ;;
*)
  sed -n '2,30p' "$0" >&2
  exit 2
  ;;
esac
