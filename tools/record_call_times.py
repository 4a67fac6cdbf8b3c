#!/usr/bin/env python3
"""Records real per-call times of both sides of GraphNet samples for the scheduler's reference test
(tests/data/scheduler/recorded-times.json, read by tools/scheduler_reference.py and
tst_measurement_scheduler): Python eager and a torch.compile backend, N timed calls each, in turns of
`--block` calls, after a warm-up, with the bridge's own loading and timing code.

    ./build/bin/graphnet-bench run --dataset samples/nlp --filter mlp --backend nope --store /tmp/s.db \
        --save-io /tmp/io --trials 1 --min-time 0
    .venv/bin/python tools/record_call_times.py --out tests/data/scheduler/recorded-times.json \
        samples/nlp/mlp=/tmp/io/mlp.pt ...

The machine's own noise is the point: record on an ordinary machine, not a quiet one.
"""

import argparse
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "app", "bridge"))
import graphnet_bridge  # noqa: E402
from bridge_protocol import Side  # noqa: E402


def record(sample_dir, io_file, backend, calls, block):
    model = graphnet_bridge.load_model(sample_dir, "cpu")
    inputs = torch.load(io_file, weights_only=True)["inputs"]
    framework = graphnet_bridge.TorchFramework("cpu")
    eager = Side(framework, model, inputs)
    compiled = Side(framework, torch.compile(model, backend=backend), dict(inputs))
    times = {"eager": [], "compiled": []}
    with torch.no_grad():
        for side in (eager, compiled):
            side.first()
            for _ in range(3):
                side.untimed()
        while len(times["compiled"]) < calls:
            for name, side in (("eager", eager), ("compiled", compiled)):
                for _ in range(block):
                    times[name].append(round(side.trial()[0], 6))
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("--backend", default="inductor")
    parser.add_argument("--calls", type=int, default=400)
    parser.add_argument("--block", type=int, default=20)
    parser.add_argument("samples", nargs="+", help="SAMPLE_DIR=IO.pt (IO.pt from graphnet-bench run --save-io)")
    args = parser.parse_args()
    recordings = []
    for spec in args.samples:
        sample_dir, io_file = spec.split("=", 1)
        times = record(sample_dir, io_file, args.backend, args.calls, args.block)
        recordings.append({"name": os.path.basename(sample_dir.rstrip("/")), "backend": args.backend,
                           "eager_ms": times["eager"], "compiled_ms": times["compiled"]})
        print(f"{sample_dir}: {len(times['eager'])} + {len(times['compiled'])} calls", file=sys.stderr)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump({"recorded_by": "tools/record_call_times.py", "torch": torch.__version__,
                   "recordings": recordings}, f, indent=0)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
