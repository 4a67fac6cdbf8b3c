#!/usr/bin/env python3
"""Benchmarks of the timing protocol (docs/backends.md), printing ratios against named baselines.

  (a) identity   `nope` over the bundled and fixture torch samples with default settings: the fraction of
                 speedups within [0.95, 1.05] (goal >= 90%) and the extremes (goal: none outside
                 [0.8, 1.25]). Baseline: the identity, whose true speedup is 1.
  (b) eager      our C++ eager vs PyTorch's Python eager on the same inputs, side by side: per fixture sample,
                 rounds alternate a `nope` run (C++ eager median) and a `bridge-nope` run (Python eager
                 median, the bridge timing model.py on the inputs the C++ engine synthesized), both with the
                 same threads, warm-up and trials. Goal: ratio <= 1.0 on every sample, geometric mean <= 0.8.

  python3 bench/bench_compilers.py [--build build] [--only ab] [--rounds 3] [--fixtures DIR]
"""

import argparse
import csv
import io
import math
import os
import platform
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bench_exe(build):
    return os.path.join(build, "bin", "graphnet-bench")


def torch_samples(dataset):
    """Relative paths of torch samples (graph_net.json without "paddle")."""
    out = []
    for dirpath, _, files in os.walk(dataset):
        if "graph_net.json" in files and "model.py" in files:
            with open(os.path.join(dirpath, "graph_net.json"), encoding="utf-8") as f:
                if '"paddle"' in f.read():
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


def eager_vs_python(build, dataset, rounds):
    print(f"(b) C++ eager vs Python eager (the bridge on the same inputs), {rounds} alternating rounds")
    samples = torch_samples(dataset)
    cpp = {s: [] for s in samples}
    py = {s: [] for s in samples}
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(rounds):
            for backend, into in (("nope", cpp), ("bridge-nope", py)) if k % 2 == 0 else \
                    (("bridge-nope", py), ("nope", cpp)):
                for r in run(build, dataset, backend, os.path.join(tmp, "b.sqlite"), allow=samples):
                    rel = next((s for s in samples if r["sample_path"].endswith(s)), None)
                    if rel and r["eager_e2e_median"]:
                        into[rel].append(float(r["eager_e2e_median"]))
    ratios = []
    for s in samples:
        if not cpp[s] or not py[s]:
            print(f"    {s:<60} no timing (C++ {len(cpp[s])}, Python {len(py[s])} rounds)")
            continue
        c, p = sorted(cpp[s])[len(cpp[s]) // 2], sorted(py[s])[len(py[s]) // 2]
        ratios.append(c / p)
        print(f"    {s[-60:]:<60} C++ {c:9.3f} ms  Python {p:9.3f} ms  ratio {c / p:.3f}")
    if ratios:
        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"  geometric mean {gm:.3f} (goal <= 0.8), worst {max(ratios):.3f} (goal <= 1.0), "
              f"{sum(r <= 1.0 for r in ratios)}/{len(ratios)} samples <= 1.0")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", default="ab")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "..", "shared", "fixtures", "graphnet-samples"))
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
            eager_vs_python(args.build, datasets[1], args.rounds)


if __name__ == "__main__":
    main()
