#!/usr/bin/env bash
# GPU readiness in one command (docs/engine.md, "On a GPU"). On a machine with an NVIDIA GPU:
#   1. finds a CUDA PyTorch (GNW_CUDA_PYTHON, .venv-cuda, or a python3 whose torch sees the GPU), or
#      installs the CUDA wheel into .venv-cuda where a package index is reachable;
#   2. builds the headless engine (no Qt: core, LibTorch engine, worker, graphnet-bench) against that
#      LibTorch in build-cuda/;
#   3. runs the bundled samples on cuda:0 with nope (C++ eager against itself), inductor (the bridge, on the
#      CUDA Python) and aot-inductor, and prints per sample the e2e and CUDA-event medians, the speedups and
#      the profiler kernel-time speedup; writes everything under OUT (default build-cuda/gpu-check).
#
# Build prerequisites beyond the GPU image (nlohmann-json, SQLite headers) come from Debian packages when
# apt-get works, else from .gpu-deps/*.deb unpacked into .gpu-deps/root: on a machine without a network,
# fetch them first on one that has it (`tools/gpu_check.sh --fetch-debs`) and bring the folder along.
#
# GNW_GPU_BACKENDS overrides the backends of step 3 (default "nope inductor aot-inductor"); GNW_GPU_RUN_ARGS
# adds options to each of its runs (e.g. "--repeats 3 --filter timm/"); GNW_GPU_DATASET the samples (default
# samples/, the bundled slice of upstream GraphNet; the runs before 2026-11-28's slice, the sixth included,
# ran the toy samples now in tests/data/toy_samples).
#
#   tools/gpu_check.sh [--fetch-debs] [OUT]
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
ROOT=$PWD
DEPS=$ROOT/.gpu-deps
DEBS=(nlohmann-json3-dev libsqlite3-dev libsqlite3-0)
log() { printf '\033[1m== %s\033[0m\n' "$*" >&2; }

if [ "${1:-}" = "--fetch-debs" ]; then
  mkdir -p "$DEPS"
  (cd "$DEPS" && apt-get download "${DEBS[@]}")
  log "fetched into $DEPS: $(ls "$DEPS" | tr '\n' ' ')"
  exit 0
fi
OUT=${1:-$ROOT/build-cuda/gpu-check}
mkdir -p "$OUT"

command -v nvidia-smi >/dev/null || { echo "gpu_check: no nvidia-smi: not an NVIDIA GPU machine" >&2; exit 2; }
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"

# 1. A CUDA PyTorch.
has_cuda_torch() { "$1" -c "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)" 2>/dev/null; }
PY=""
for candidate in "${GNW_CUDA_PYTHON:-}" "$ROOT/.venv-cuda/bin/python" "$(command -v python3 || true)"; do
  if [ -n "$candidate" ] && [ -x "$candidate" ] && has_cuda_torch "$candidate"; then PY=$candidate; break; fi
done
if [ -z "$PY" ]; then
  log "Installing the CUDA PyTorch wheel into .venv-cuda"
  python3 -m venv "$ROOT/.venv-cuda"
  "$ROOT/.venv-cuda/bin/pip" install -q torch numpy
  PY=$ROOT/.venv-cuda/bin/python
  has_cuda_torch "$PY" || { echo "gpu_check: $PY's torch does not see the GPU" >&2; exit 1; }
fi
"$PY" -c "import torch; print('torch', torch.__version__, 'CUDA', torch.version.cuda, torch.cuda.get_device_name(0))" \
  | tee "$OUT/torch.txt"
"$PY" -c "import numpy" 2>/dev/null || { echo "gpu_check: $PY has no numpy (the bridge needs it)" >&2; exit 1; }
TORCH_CMAKE=$("$PY" -c "import torch.utils; print(torch.utils.cmake_prefix_path)")

# 2. The headless engine against that LibTorch.
PREFIX=()
if ! { [ -e /usr/include/nlohmann/json.hpp ] && [ -e /usr/include/sqlite3.h ]; }; then
  if command -v apt-get >/dev/null &&
     timeout 120 apt-get install -y -qq --no-install-recommends "${DEBS[@]}" >/dev/null 2>&1; then
    :
  elif ls "$DEPS"/*.deb >/dev/null 2>&1; then
    log "Unpacking $(ls "$DEPS"/*.deb | wc -l) carried packages into $DEPS/root"
    for deb in "$DEPS"/*.deb; do dpkg -x "$deb" "$DEPS/root"; done
    export LD_LIBRARY_PATH="$DEPS/root/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    PREFIX=("-DCMAKE_PREFIX_PATH=$DEPS/root/usr;$TORCH_CMAKE" "-DCMAKE_INCLUDE_PATH=$DEPS/root/usr/include"
            "-DCMAKE_LIBRARY_PATH=$DEPS/root/usr/lib/x86_64-linux-gnu")
  else
    echo "gpu_check: nlohmann-json and SQLite headers are missing and cannot be installed here; run" \
         "'tools/gpu_check.sh --fetch-debs' where a network is, and bring .gpu-deps along" >&2
    exit 2
  fi
fi
[ ${#PREFIX[@]} -gt 0 ] || PREFIX=("-DCMAKE_PREFIX_PATH=$TORCH_CMAKE")
log "Configuring build-cuda (headless, LibTorch from $TORCH_CMAKE)"
# A pip-installed CMake 4 refuses config files that name a minimum below 3.5 (some of LibTorch's do).
export CMAKE_POLICY_VERSION_MINIMUM=3.5
cmake -S . -B build-cuda -G Ninja -DCMAKE_BUILD_TYPE=Release -DGNW_WITH_QT=OFF -DGNW_BUILD_TESTS=OFF \
  -DGNW_VENV_PYTHON="$PY" "${PREFIX[@]}" >"$OUT/configure.log"
log "Building"
cmake --build build-cuda -j"$(nproc)" --target graphnet-bench graphnet-bench-worker >"$OUT/build.log"
BENCH=build-cuda/bin/graphnet-bench

# 3. The bundled samples on cuda:0.
# Each step's failure is reported and the next one runs: one broken backend must not hide the others.
"$BENCH" backends --python "$PY" | tee "$OUT/backends.txt" || log "backends failed (exit $?)"
failed=0
for backend in ${GNW_GPU_BACKENDS:-nope inductor aot-inductor}; do
  log "$backend on cuda:0"
  store=$OUT/$backend.sqlite
  rm -f "$store"
  if ! "$BENCH" run --dataset "${GNW_GPU_DATASET:-samples}" --backend "$backend" --device cuda:0 --python "$PY" --store "$store" \
    --cache-dir "$OUT/cache" --timeout 900 ${GNW_GPU_RUN_ARGS:-} | tee "$OUT/$backend.txt"; then
    log "$backend: graphnet-bench run failed"
    failed=1
    continue
  fi
  run_id=$(tail -1 "$OUT/$backend.txt" | awk '{print $2}' | tr -d ':')
  "$BENCH" export-csv --store "$store" --run "$run_id" >"$OUT/$backend.csv"
  "$PY" - "$OUT/$backend.csv" <<'EOF'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
print(f"  {'sample':<32} {'status':<10} {'eager e2e':>10} {'eager gpu':>10} {'comp e2e':>10} {'comp gpu':>10} "
      f"{'e2e x':>7} {'gpu x':>7} {'kernel x':>8}")
for r in rows:
    f = lambda k: f"{float(r[k]):10.3f}" if r.get(k) else f"{'-':>10}"
    g = lambda k: f"{float(r[k]):7.3f}" if r.get(k) else f"{'-':>7}"
    print(f"  {r['sample_path'][-32:]:<32} {r['status']:<10} {f('eager_e2e_median')} {f('eager_gpu_median')} "
          f"{f('compiled_e2e_median')} {f('compiled_gpu_median')} {g('speedup_e2e')} {g('speedup_gpu')} "
          f"{g('speedup_kernel'):>8}")
EOF
done
log "Done: $OUT"
exit $failed
