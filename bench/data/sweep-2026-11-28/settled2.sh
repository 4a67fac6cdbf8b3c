#!/usr/bin/env bash
# The sweep's bridge backends again after settling read each thread's own CPU clock (9812f9c), then tvm
# from the start (run 6 was taken with the old settling; it is left as it is).
set -uo pipefail
out=/work/sweep/2026-11-28
bench=/work/main/build/bin/graphnet-bench
for b in onnxruntime openvino inductor paddle-static tvm; do
  echo "== $b ($(date -u +%T))"
  export TORCHINDUCTOR_CACHE_DIR="$out/torchinductor-cache-$b-settled2"
  (cd "$out" && "$bench" run --dataset /work/main/samples --backend "$b" --store runs.sqlite --log "$b-settled2.log" \
    --timeout 900 --cache-dir aoti-cache-settled2 --trials 10 --fluctuation-threshold 0 > "$b-settled2.out" 2>&1)
done
echo "== done ($(date -u +%T))"
