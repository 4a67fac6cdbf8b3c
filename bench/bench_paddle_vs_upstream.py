#!/usr/bin/env python3
"""Our Paddle measurement beside upstream's own Paddle test_compiler, side by side (docs/backends.md,
"Paddle"). Baseline: upstream's `python -m graph_net_bench.paddle.test_compiler --compiler cinn --device cpu`
from a copy whose only change is the backend imports (upstream HEAD moved graph_net/paddle/backend/ to
graph_net_bench/paddle/backend/ without updating test_compiler.py; --upstream names that copy).

On a Paddle without CINN (the PyPI CPU wheel) upstream's cinn is a second static graph (to_static with its
default backend falls back to PHI) timed against the first, so the comparable runs of ours are:
  statuses   `paddle-static` (dygraph vs static graph) and upstream's cinn, by the same log analyser;
  static ms  the static graph's median: our paddle-static compiled side beside upstream's eager side;
  speedups   our `paddle-static --backend-options '{"baseline": "static"}'` (static vs a second static graph)
             beside upstream's cinn speedup (both about 1 by construction: a check of the two measurements).
Each sample: ours, then upstream, one after the other; warm-up 3, trials 10, upstream's trials stretched to
100 ms per side and ours likewise (--min-time 0.2: each side at least 0.1 s); fluctuation guard off.
Both sides get the same OpenMP thread count (--threads, default 1): ours by `--threads`, upstream's by
OMP_NUM_THREADS, because `import paddle` sets OMP_NUM_THREADS=1 where the environment has none, so upstream as
its users run it computes on one core while ours would use --threads' default, every core (docs/backends.md).

  python3 bench/bench_paddle_vs_upstream.py --upstream DIR --dataset PADDLE_SAMPLES [--random 40] [--seed 7]
      [--samples FILE] [--threads 1] [--max-model-kb 300] [--max-tensor-mb 50] [--timeout 300] [--csv FILE]
"""

import argparse
import csv
import io
import math
import os
import random
import subprocess
import sys
import tempfile

from bench_vs_upstream import weight_bytes  # noqa: E402  (bench/ is this script's own folder)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PADDLE_PYTHON = os.path.join(ROOT, ".venv-paddle", "bin", "python")
COMMON = ["--warmup", "3", "--trials", "10", "--min-time", "0.2", "--fluctuation-threshold", "0"]


def paddle_samples(dataset, max_model_bytes, max_tensor_bytes):
    out = []
    for dirpath, _, files in os.walk(dataset):
        if "graph_net.json" in files and "model.py" in files:
            if (os.path.getsize(os.path.join(dirpath, "model.py")) < max_model_bytes
                    and weight_bytes(dirpath) < max_tensor_bytes):
                out.append(os.path.relpath(dirpath, dataset))
    return sorted(out)


def exe(build):
    return os.path.join(build, "bin", "graphnet-bench")


def csv_rows(build, store, run_id):
    out = subprocess.run([exe(build), "export-csv", "--store", store, "--run", str(run_id)], capture_output=True,
                         text=True, check=True).stdout
    return {r["sample_path"].rstrip("/"): r for r in csv.DictReader(io.StringIO(out))}


def ours(build, dataset, rel, store, extra, timeout, threads):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(rel + "\n")
    cmd = [exe(build), "run", "--dataset", dataset, "--allow-list", f.name, "--store", store, "--timeout",
           str(timeout), "--threads", str(threads), *COMMON, *extra]
    p = subprocess.run(cmd, capture_output=True, text=True)
    os.unlink(f.name)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr}")
    run_id = p.stdout.strip().splitlines()[-1].split()[1].rstrip(":")
    return next(iter(csv_rows(build, store, run_id).values()))


def upstream(upstream_dir, sample_dir, timeout, threads):
    """Upstream's log block for one sample (its stderr, prompt lines and all)."""
    env = dict(os.environ, PYTHONPATH=upstream_dir, GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9",
               OMP_NUM_THREADS=str(threads))
    cmd = [PADDLE_PYTHON, "-m", "graph_net_bench.paddle.test_compiler", "--model-path", sample_dir, "--compiler",
           "cinn", "--device", "cpu", "--warmup", "3", "--trials", "10"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=upstream_dir, env=env, timeout=timeout)
        return p.stderr
    except subprocess.TimeoutExpired:
        return f"graph-net-test-compiler-log [Processing] {sample_dir}\nTimeoutError: killed after {timeout} s\n"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def number(row, key):
    return float(row[key]) if row and row.get(key) else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--upstream", required=True, help="copy of upstream GraphNet with graph_net/paddle/backend/")
    ap.add_argument("--dataset", required=True, help="upstream's paddle_samples/")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--random", type=int, default=40)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--samples", help="a file of sample paths relative to --dataset, one a line, instead of --random")
    ap.add_argument("--threads", type=int, default=1,
                    help="OpenMP threads on both sides (1: upstream's default, which `import paddle` sets)")
    ap.add_argument("--max-model-kb", type=int, default=300)
    ap.add_argument("--max-tensor-mb", type=int, default=50,
                    help="only samples whose weights and inputs take less (a sample of 2 GB takes minutes a call)")
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--csv")
    args = ap.parse_args()
    dataset = os.path.abspath(args.dataset)
    if args.samples:
        with open(args.samples, encoding="utf-8") as f:
            samples = sorted(line.strip().rstrip("/") for line in f if line.strip())
        print(f"{len(samples)} Paddle samples from {args.samples}, {args.threads} thread(s)")
    else:
        pool = paddle_samples(dataset, args.max_model_kb * 1024, args.max_tensor_mb << 20)
        samples = sorted(random.Random(args.seed).sample(pool, min(args.random, len(pool))))
        print(f"{len(samples)} of {len(pool)} Paddle samples (model.py < {args.max_model_kb} KB, tensors < "
              f"{args.max_tensor_mb} MB), seed {args.seed}, {args.threads} thread(s)")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "upstream.log")
        for i, rel in enumerate(samples, 1):
            mine = ours(args.build, dataset, rel, os.path.join(tmp, "ours.sqlite"), ["--backend", "paddle-static"],
                        args.timeout, args.threads)
            mine_static = ours(args.build, dataset, rel, os.path.join(tmp, "ours_static.sqlite"),
                               ["--backend", "paddle-static", "--backend-options", '{"baseline": "static"}'],
                               args.timeout, args.threads)
            with open(log, "a", encoding="utf-8") as f:
                f.write(upstream(args.upstream, os.path.join(dataset, rel), args.timeout, args.threads))
            rows.append((rel, mine, mine_static))
            print(f"  [{i}/{len(samples)}] {rel}", file=sys.stderr, flush=True)
        store = os.path.join(tmp, "upstream.sqlite")
        subprocess.run([exe(args.build), "import-log", "--store", store, log], capture_output=True, check=True)
        theirs = csv_rows(args.build, store, 1)

    print(f"\n{'sample':58} {'ours':>16} {'upstream':>16} {'static ms':>9} {'upstr.':>9} {'ratio':>6}"
          f" {'S ours':>7} {'S up':>7} {'ratio':>6}")
    same, time_ratios, speedup_ratios, table = 0, [], [], []
    for rel, mine, mine_static in rows:
        up = next((r for p, r in theirs.items() if p.endswith(rel)), None)
        status_ours = mine["status"] + (f"/{mine['failure_class']}" if mine["failure_class"] else "")
        status_up = up["status"] if up else "no block"
        same += (mine["status"] == (up["status"] if up else None))
        static_ms, up_static_ms = number(mine, "compiled_e2e_median"), number(up, "eager_e2e_median")
        s_ours, s_up = number(mine_static, "speedup_e2e"), number(up, "speedup_e2e")
        t_ratio = static_ms / up_static_ms if static_ms and up_static_ms else None
        s_ratio = s_ours / s_up if s_ours and s_up else None
        if t_ratio:
            time_ratios.append(t_ratio)
        if s_ratio:
            speedup_ratios.append(s_ratio)
        fmt = lambda v, spec: format(v, spec) if v is not None else "-"  # noqa: E731
        print(f"{rel[:58]:58} {status_ours[:16]:>16} {status_up[:16]:>16} {fmt(static_ms, '9.3f')} "
              f"{fmt(up_static_ms, '9.3f')} {fmt(t_ratio, '6.3f')} {fmt(s_ours, '7.3f')} {fmt(s_up, '7.3f')} "
              f"{fmt(s_ratio, '6.3f')}")
        table.append([rel, status_ours, status_up, static_ms, up_static_ms, t_ratio, s_ours, s_up, s_ratio,
                      number(mine, "speedup_e2e")])
    print(f"\nsame status: {same} of {len(rows)}")
    print(f"static-graph time, ours/upstream: geomean {geomean(time_ratios):.3f} over {len(time_ratios)}, "
          f"{sum(0.85 <= r <= 1.18 for r in time_ratios)} within [0.85, 1.18]")
    print(f"static-vs-static speedup, ours/upstream: geomean {geomean(speedup_ratios):.3f} over "
          f"{len(speedup_ratios)}, {sum(0.85 <= r <= 1.18 for r in speedup_ratios)} within [0.85, 1.18]")
    dygraph = [r[9] for r in table if r[9]]
    print(f"paddle-static (dygraph vs static graph) speedup: geomean {geomean(dygraph):.3f} over {len(dygraph)}")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["sample", "status_ours", "status_upstream", "static_ms_ours", "static_ms_upstream",
                        "static_ms_ratio", "speedup_static_ours", "speedup_cinn_upstream", "speedup_ratio",
                        "speedup_paddle_static_ours"])
            w.writerows(table)


if __name__ == "__main__":
    main()
