#!/usr/bin/env bash
# The cost model's two training stores, rebuilt from what the repository keeps, without measuring again
# (docs/cost-model.md, "Grouped folds, measured"): the stores that trained the committed models are gone.
#   bench/costmodel_rebuild_stores.sh UPSTREAM OUT
# UPSTREAM: a GraphNet checkout with samples/ and paddle_samples/ (upstream 1dcbd6690); OUT: a scratch folder.
# Writes OUT/torch.sqlite and OUT/paddle.sqlite, each with the samples of its committed held-out CSV and the
# calibration those were computed with; sample paths are relative to UPSTREAM, so train from there:
#   cd UPSTREAM && graphnet-bench cost-model train --store OUT/paddle.sqlite --folds 5 --epochs 80 \
#       --group-folds model|none --held-out-csv FILE
# Torch: bench/data/costmodel_torch_eager_cpu.csv (every measured row, export-csv) as an upstream log,
# imported. Paddle: the committed shard stores of the full run, merged, cut to the 459 samples of the first
# 513 results that trained the committed model (bench/data/costmodel_paddle_held_out_5fold.csv).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bench="${GNW_BENCH:-$root/build/bin/graphnet-bench}"
python="${GNW_PYTHON:-$root/.venv/bin/python}" # numpy, for the calibration
upstream="$(cd "${1:?usage: $0 UPSTREAM OUT}" && pwd)"
out="$(mkdir -p "${2:?usage: $0 UPSTREAM OUT}" && cd "$2" && pwd)"
data="$root/bench/data"
measured_at=/work/main/.upstream/GraphNet/ # where the committed rows were measured

# Torch: one log block per row with an eager time, imported as one run on the hardware that measured it.
rm -f "$out/torch.sqlite"
python3 "$root/bench/export_csv_to_log.py" "$data/costmodel_torch_eager_cpu.csv" "$out/torch.log" \
  --hardware 'AMD EPYC' --device cpu --replace-prefix "$measured_at" ''
"$bench" import-log "$out/torch.log" --store "$out/torch.sqlite"

# Paddle: the shard stores predate schema changes that merge does not migrate; opening a copy migrates it.
rm -rf "$out/shards" "$out/paddle.sqlite"
mkdir -p "$out/shards"
cp "$data"/paddle-full/shard-*-of-8.sqlite "$out/shards/"
for s in "$out"/shards/*.sqlite; do "$bench" summary --store "$s" --run 1 >/dev/null; done
"$bench" merge "$out"/shards/shard-*-of-8.sqlite --into "$out/paddle.sqlite"
cut -d, -f1 "$data/costmodel_paddle_held_out_5fold.csv" | tail -n +2 >"$out/paddle_samples.txt"
sqlite3 "$out/paddle.sqlite" <<SQL
UPDATE results SET sample_path = substr(sample_path, length('$measured_at') + 1)
  WHERE sample_path LIKE '$measured_at%';
CREATE TEMP TABLE keep (path TEXT PRIMARY KEY);
.import $out/paddle_samples.txt keep
DELETE FROM results WHERE sample_path NOT IN (SELECT path FROM keep);
SQL

# The calibrations the committed CSVs were computed with (bench/costmodel_recover_calibration.py).
for store in torch paddle; do
  csv="$data/costmodel_held_out_5fold.csv"
  [ "$store" = torch ] || csv="$data/costmodel_paddle_held_out_5fold.csv"
  rm -rf "$out/$store-npz"
  (cd "$upstream" && "$bench" export-graphs --store "$out/$store.sqlite" --out "$out/$store-npz")
  "$python" "$root/bench/costmodel_recover_calibration.py" "$out/$store-npz" "$csv" --store "$out/$store.sqlite" \
    --strip-prefix "$measured_at"
done
