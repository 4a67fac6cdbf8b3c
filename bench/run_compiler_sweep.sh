#!/usr/bin/env bash
# The report sweep behind docs/plots/ (docs/analysis.md): every compiler backend over the bundled samples (the
# curated slice of upstream GraphNet in samples/, docs/samples.md), one run per backend in one store, then S(t)/ES(t)
# per backend and the report figures. A torch backend runs the torch samples, a Paddle backend the Paddle ones.
#   bench/run_compiler_sweep.sh OUT_DIR [backend ...]
#   (default: inductor aot-inductor tvm openvino onnxruntime paddle-static)
# Extra run options come from $SWEEP_OPTIONS (default: --trials 10 --fluctuation-threshold 0).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bench="$root/build/bin/graphnet-bench"
out="$(mkdir -p "$1" && cd "$1" && pwd)"
shift
backends=("$@")
[ ${#backends[@]} -eq 0 ] && backends=(inductor aot-inductor tvm openvino onnxruntime paddle-static)
data="$root/samples"
store="$out/runs.sqlite"
# Cold compiles: inductor's on-disk caches and our .pt2 cache start empty in every OUT, so compile times
# are what a first run pays, not a cache hit left by an earlier sweep.
export TORCHINDUCTOR_CACHE_DIR="$out/torchinductor-cache"
runs=()
for b in "${backends[@]}"; do
  echo "== $b ($(date -u +%H:%M:%S))"
  # shellcheck disable=SC2086
  "$bench" run --dataset "$data" --backend "$b" --store "$store" --log "$out/$b.log" --timeout 900 --cache-dir "$out/aoti-cache" \
    ${SWEEP_OPTIONS:---trials 10 --fluctuation-threshold 0} | tee "$out/$b.out"
  runs+=("$(tail -1 "$out/$b.out" | awk '{print $2}' | tr -d :)")
done
ids=$(IFS=,; echo "${runs[*]}")
# Every figure says how it was made: machine, date, settings and baselines.
cpu="$(lscpu | sed -n 's/^Model name: *//p' | head -1)"
torch="$("$root/.venv/bin/python" -c 'import torch; print(torch.__version__)' 2>/dev/null || echo '?')"
caption="${cpu:-CPU}, $(nproc) cores, $(date -u +%F), torch $torch, ${#backends[@]} backends over the bundled GraphNet slice
${SWEEP_OPTIONS:---trials 10 --fluctuation-threshold 0}, warm-up 3, min-time 1 s, interleaved, cold compile caches
baseline: Python eager in the bridge process (aot-inductor: C++ eager; paddle-static: Paddle dygraph)"

for id in "${runs[@]}"; do
  "$bench" scores --store "$store" --run "$id" | tee "$out/scores-$id.txt"
  "$bench" export-csv --store "$store" --run "$id" --out "$out/run-$id.csv"
done
"$bench" plot st --store "$store" --run "$ids" --by backend --caption "$caption" --dpi 150 --out "$out/compilers-st.png"
"$bench" plot est --store "$store" --run "$ids" --by backend --caption "$caption" --dpi 150 --out "$out/compilers-est.png"
"$bench" plot est --store "$store" --run "$ids" --by backend --caption "$caption" --dpi 150 --out "$out/compilers-est.svg"
"$bench" plot violin --store "$store" --run "$ids" --by backend --caption "$caption" --dpi 150 --out "$out/compilers-violin.png"
echo "runs $ids in $store"
