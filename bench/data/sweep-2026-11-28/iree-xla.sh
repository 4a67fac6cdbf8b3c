#!/usr/bin/env bash
# iree and xla over the real slice (their environments made with ./workbench env iree|xla), between two
# parts of the tvm run: tvm (run 15) is stopped after its current sample and resumed afterwards.
set -uo pipefail
out=/work/sweep/2026-11-28
bench=/work/main/build/bin/graphnet-bench
cd "$out"
done_before=$(sqlite3 runs.sqlite "select count(*) from results where run_id=15")
while [ "$(sqlite3 runs.sqlite "select count(*) from results where run_id=15")" -le "$done_before" ]; do sleep 5; done
pkill -TERM -f "graphnet-bench run --store runs.sqlite --resume 15"
sleep 5
for b in iree xla; do
  echo "== $b ($(date -u +%T))"
  export TORCHINDUCTOR_CACHE_DIR="$out/torchinductor-cache-$b-settled2"
  "$bench" run --dataset /work/main/samples --backend "$b" --store runs.sqlite --log "$b-settled2.log" \
    --timeout 900 --cache-dir aoti-cache-settled2 --trials 10 --fluctuation-threshold 0 > "$b-settled2.out" 2>&1
done
echo "== tvm resumed ($(date -u +%T))"
TORCHINDUCTOR_CACHE_DIR="$out/torchinductor-cache-tvm-settled2" "$bench" run --store runs.sqlite --resume 15 \
  >> tvm-settled2-resume.out 2>&1
echo "== done ($(date -u +%T))"
