#!/bin/sh
# Makes the screenshots of docs/user-guide.md with the workbench itself (offscreen), in a throw-away store
# and settings folder: browse, graph, a CNN's eager profile on its graph, the New Run dialog, a run over three
# bundled samples on two backends
# (eager, nope) with the run history, the Analysis tab, and the ES(t) PDF of both runs.
# Usage: tools/user-guide-screenshots.sh [BUILD_DIR]   (default: build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "${1:-$root/build}/bin" && pwd)
out="$root/docs/user-guide"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
# A 1440x900 screen (the offscreen platform's own is 800x800, on which dialogs size themselves to scroll).
cat > "$tmp/screen.json" <<JSON
{"screens": [{"name": "docs", "x": 0, "y": 0, "width": 1440, "height": 900, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1.0}]}
JSON
export QT_QPA_PLATFORM="offscreen:configfile=$tmp/screen.json" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
store="$tmp/store.sqlite"
wb() { "$bin/graphnet-workbench" --language en --store "$store" "$@" "$root/samples"; }

wb --screenshot "$out/browse.png" --screenshot-page samples
wb --screenshot "$out/graph.png" --screenshot-page graph
wb --sample timm/resnet34d.ra2_in1k --screenshot "$out/profile.png" --screenshot-page profile
wb --screenshot "$out/new-run.png" --screenshot-page new-run
cat > "$tmp/runs.json" <<JSON
[{"samples": ["torchgeometric/GCN", "timm/regnetx_002.pycls_in1k",
              "transformers-auto-model/hf-tiny-model-private_tiny-random-OpenAIGPTForSequenceClassification"], "backend": "eager", "device": "cpu",
  "warmup": 1, "trials": 5, "threads": 1, "fluctuation_threshold": 0, "name": "eager, three samples"},
 {"samples": ["torchgeometric/GCN", "timm/regnetx_002.pycls_in1k",
              "transformers-auto-model/hf-tiny-model-private_tiny-random-OpenAIGPTForSequenceClassification"], "backend": "nope", "device": "cpu",
  "warmup": 1, "trials": 5, "threads": 1, "fluctuation_threshold": 0, "name": "nope, three samples"}]
JSON
wb --run-request "$tmp/runs.json" --screenshot "$out/runs.png" --screenshot-page runs
wb --screenshot "$out/analysis.png" --screenshot-page analysis
"$bin/graphnet-bench" plot est --store "$store" --run 1 --run 2 --out "$out/est.pdf"
"$bin/graphnet-bench" plot est --store "$store" --run 1 --run 2 --out "$out/est.png"
echo "screenshots in $out"
