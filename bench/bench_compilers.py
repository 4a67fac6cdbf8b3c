#!/usr/bin/env python3
"""Benchmarks of the timing protocol (docs/backends.md), printing ratios against named baselines.

  (a) identity   `nope` over the bundled and fixture torch samples with default settings: the fraction of
                 speedups within [0.95, 1.05] (goal >= 90%) and the extremes (goal: none outside
                 [0.8, 1.25]). Baseline: the identity, whose true speedup is 1.
  (b) eager      our C++ eager vs PyTorch's Python eager, side by side: per fixture sample, rounds rotate three
                 runs with the same threads and warm-up: a `nope` run (C++ eager median), upstream's own
                 `graph_net_bench.torch.test_compiler --compiler nope --device cpu` (its eager e2e median, on
                 inputs it draws itself from the same metas: same shapes and dtypes, other values), and a
                 `bridge-nope` run (Python eager median, the bridge timing model.py under no_grad on the
                 inputs the C++ engine synthesized, interleaved with an identical call: the stricter
                 Python). The fluctuation guard is off on all three (this compares medians). Goal: ratio
                 <= 1.0 on every sample, geometric mean <= 0.8, against upstream's tool;
                 the ratio against the bridge is printed beside it. `--upstream DIR` is a GraphNet checkout
                 (default $GRAPHNET_UPSTREAM or /work/upstream/GraphNet); without one that column is skipped.

  python3 bench/bench_compilers.py [--build build] [--only ab] [--rounds 3] [--fixtures DIR] [--upstream DIR]
                                  [--samples alexnet,phi-2]
"""

import argparse
import csv
import io
import json
import math
import os
import platform
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bench_exe(build):
    return os.path.join(build, "bin", "graphnet-bench")


def torch_samples(dataset, max_model_bytes=None):
    """Relative paths of torch samples (graph_net.json without "paddle"), optionally only those whose
    model.py is smaller than max_model_bytes."""
    out = []
    for dirpath, _, files in os.walk(dataset):
        if "graph_net.json" in files and "model.py" in files:
            with open(os.path.join(dirpath, "graph_net.json"), encoding="utf-8") as f:
                if '"paddle"' in f.read():
                    continue
            if max_model_bytes and os.path.getsize(os.path.join(dirpath, "model.py")) >= max_model_bytes:
                continue
            out.append(os.path.relpath(dirpath, dataset))
    return sorted(out)


def run(build, dataset, backend, store, extra=(), allow=None):
    cmd = [bench_exe(build), "run", "--dataset", dataset, "--backend", backend, "--store", store, *extra]
    if allow is not None:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("\n".join(allow) + "\n")
        cmd += ["--allow-list", f.name]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr}")
    run_id = p.stdout.strip().splitlines()[-1].split()[1].rstrip(":")
    out = subprocess.run([bench_exe(build), "export-csv", "--store", store, "--run", run_id],
                         capture_output=True, text=True, check=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


def floats(rows, key):
    return [float(r[key]) for r in rows if r.get(key)]


def identity(build, datasets):
    print("(a) identity spread: nope, default settings (warmup 3, trials 5, min-time 1 s, interleaved)")
    speedups = []
    with tempfile.TemporaryDirectory() as tmp:
        for dataset in datasets:
            rows = run(build, dataset, "nope", os.path.join(tmp, "a.sqlite"), allow=torch_samples(dataset))
            for r in rows:
                s = float(r["speedup_e2e"]) if r["speedup_e2e"] else float("nan")
                speedups.append(s)
                print(f"    {r['sample_path'][-60:]:<60} {s:7.3f}  CI [{r['speedup_ci_low'] or '-'}, "
                      f"{r['speedup_ci_high'] or '-'}]  {r['failure_class']}")
    ok = [s for s in speedups if not math.isnan(s)]
    within = sum(0.95 <= s <= 1.05 for s in ok)
    outside = [s for s in ok if not 0.8 <= s <= 1.25]
    print(f"  {within}/{len(speedups)} = {100 * within / max(1, len(speedups)):.0f}% within [0.95, 1.05] "
          f"(goal >= 90%); min {min(ok):.3f}, max {max(ok):.3f}; {len(outside)} outside [0.8, 1.25] (goal 0); "
          f"{len(speedups) - len(ok)} without a speedup")


def upstream_eager_ms(upstream, sample_dir, trials):
    """Upstream's test_compiler with `nope` on CPU: its eager e2e median in ms, or None (reason printed)."""
    cmd = [os.path.join(ROOT, ".venv", "bin", "python"), "-m", "graph_net_bench.torch.test_compiler",
           "--model-path", sample_dir, "--compiler", "nope", "--device", "cpu", "--warmup", "3",
           "--trials", str(trials)]
    # the guard off on both sides (our runs pass --fluctuation-threshold 0): (b) compares medians, and a
    # tripped guard would drop the sample's timing
    env = dict(os.environ, PYTHONPATH=upstream, GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9")
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env, cwd=upstream)
    except subprocess.TimeoutExpired:
        print(f"    upstream test_compiler timed out on {sample_dir}")
        return None
    for line in (p.stdout + p.stderr).splitlines():
        if "[Performance][eager]:" in line:
            return float(json.loads(line.split("[Performance][eager]:", 1)[1])["e2e"]["median"])
    print(f"    upstream test_compiler gave no eager timing for {sample_dir}: {(p.stderr or p.stdout)[-300:]}")
    return None


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def summary(name, ratios):
    gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"  against {name}: geometric mean {gm:.3f} (goal <= 0.8), worst {max(ratios):.3f} (goal <= 1.0), "
          f"{sum(r <= 1.0 for r in ratios)}/{len(ratios)} samples <= 1.0")


def eager_vs_python(build, dataset, rounds, upstream, only_samples=None):
    sides = ["cpp", "upstream", "bridge"] if upstream else ["cpp", "bridge"]
    print(f"(b) C++ eager vs Python eager ({', '.join(sides[1:])}) on the same inputs, {rounds} rounds, "
          "the order of the sides rotating")
    samples = [s for s in torch_samples(dataset) if not only_samples or any(o in s for o in only_samples)]
    times = {side: {s: [] for s in samples} for side in sides}

    def record(side, rows):
        for r in rows:
            rel = next((s for s in samples if r["sample_path"].endswith(s)), None)
            if rel and r["eager_e2e_median"]:
                times[side][rel].append(float(r["eager_e2e_median"]))

    no_guard = ["--fluctuation-threshold", "0"]
    with tempfile.TemporaryDirectory() as tmp:
        store = os.path.join(tmp, "b.sqlite")
        for k in range(rounds):
            for side in sides[k % len(sides):] + sides[:k % len(sides)]:
                if side == "cpp":
                    record(side, run(build, dataset, "nope", store, no_guard, allow=samples))
                elif side == "bridge":
                    record(side, run(build, dataset, "bridge-nope", store, no_guard, allow=samples))
                else:
                    for s in samples:
                        # about a second of timed calls, as the engine's --min-time default
                        est = times["cpp"][s][0] if times["cpp"][s] else 50.0
                        ms = upstream_eager_ms(upstream, os.path.join(dataset, s),
                                               max(10, min(200, math.ceil(1000.0 / max(est, 1e-3)))))
                        if ms is not None:
                            times[side][s].append(ms)
    def spread(xs):
        # the rounds' medians vary more between processes than within one: show their range
        return f"{median(xs):8.3f} ms [{min(xs):.3f}-{max(xs):.3f}]"

    print("  per sample: the median over rounds of each side's eager median [range over rounds]")
    ratios = {side: [] for side in sides[1:]}
    for s in samples:
        c = times["cpp"][s]
        line = f"    {s[-44:]:<44} C++ {spread(c)}" if c else f"    {s[-44:]:<44} C++ (none)"
        for side in sides[1:]:
            p = times[side][s]
            if c and p:
                ratios[side].append(median(c) / median(p))
                line += f"  {side} {spread(p)} ratio {median(c) / median(p):.3f}"
            else:
                line += f"  {side} ({len(p)} of {rounds} rounds timed)"
        print(line)
    for side in sides[1:]:
        if ratios[side]:
            summary("upstream's test_compiler" if side == "upstream" else "the bridge's Python eager",
                    ratios[side])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", default="ab")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "..", "shared", "fixtures", "graphnet-samples"))
    ap.add_argument("--samples", default="", help="(b) only fixture samples whose path contains one of "
                    "these comma-separated strings")
    ap.add_argument("--upstream", default=os.environ.get("GRAPHNET_UPSTREAM", "/work/upstream/GraphNet"))
    args = ap.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f}")
    datasets = [os.path.join(ROOT, "samples")]
    if os.path.isdir(args.fixtures):
        datasets.append(os.path.abspath(args.fixtures))
    if "a" in args.only:
        identity(args.build, datasets)
    if "b" in args.only:
        if len(datasets) < 2:
            print("(b) skipped: the fixtures folder is absent")
        else:
            upstream = args.upstream if os.path.isfile(
                os.path.join(args.upstream, "graph_net_bench", "torch", "test_compiler.py")) else None
            if upstream is None:
                print(f"(b) no upstream GraphNet checkout at {args.upstream}: its column is skipped")
            eager_vs_python(args.build, datasets[1], args.rounds, upstream,
                            [x for x in args.samples.split(",") if x])


if __name__ == "__main__":
    main()
