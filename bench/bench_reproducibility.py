#!/usr/bin/env python3
"""Whether a speedup repeats: the same samples measured several times by each side, alternating, on real
upstream GraphNet samples (docs/backends.md, "Protocols"; issue 42). Baseline: upstream's own
`python -m graph_net_bench.torch.test_compiler --warmup 3 --trials 10` (its fluctuation guard off, as it
would otherwise fail noisy runs instead of reporting them).

Sides (--sides): ours-default (graphnet-bench run with the product's defaults), ours-upstream,
ours-interleaved, ours-blocks (the same with --protocol X), ours-repeats (one run over all the samples with
--repeats N, default 5: each sample's result is the median over its repeats, its interval over them),
ours-paddle (paddle-static against a second static graph on one thread, for Paddle samples with
--backend paddle-static and --upstream-paddle COPY, which makes the side 'upstream' upstream's Paddle
test_compiler), upstream (upstream's tool). Each run of each
side is its own process on one sample; run r measures every sample with every side, the sides' order
rotating with r, so that a machine that changes speed for minutes spreads over all sides alike.

Prints per sample and side the speedups over the runs, their spread (max/min - 1), the median over runs,
ours/upstream of those medians, and for our sides the interval's coverage (how often a run's 95% interval
holds another run's speedup, over ordered pairs of runs) and median relative half-width; then per side the
median spread over the samples and the geomean of ours/upstream with its bootstrap 90% interval over the
samples. Raw rows go to --csv (bench/data/...), which --summarize reads back without measuring.

  python3 bench/bench_reproducibility.py --dataset DIR --samples REL[,REL...] [--runs 5] [--backend inductor]
      [--sides ours-default,ours-upstream,ours-interleaved,ours-blocks,upstream] [--upstream DIR]
      [--csv FILE]
  python3 bench/bench_reproducibility.py --dataset DIR --random 10 --seed 42 --max-model-kb 100 ...
  python3 bench/bench_reproducibility.py --summarize FILE.csv
"""

import argparse
import csv
import io
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time

from bench_compilers import torch_samples  # noqa: E402  (bench/ is this script's own folder)
from bench_vs_upstream import geomean, median, parse_upstream_log, upstream_speedup  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUR_SIDES = {"ours-default": [], "ours-upstream": ["--protocol", "upstream"],
             "ours-interleaved": ["--protocol", "interleaved"], "ours-blocks": ["--protocol", "blocks"],
             # Paddle on the CPU wheel (no CINN): a static graph against a second static graph, on one thread,
             # as upstream's `--compiler cinn` measures it there (docs/backends.md, "Paddle").
             "ours-paddle": ["--backend-options", '{"baseline": "static"}', "--threads", "1"]}
PADDLE_PYTHON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".venv-paddle", "bin",
                             "python")


def upstream_paddle_speedup(upstream, sample_dir, timeout):
    """Upstream's Paddle test_compiler (a copy with its backend imports patched: HEAD fails on import) as
    `--compiler cinn --device cpu --warmup 3 --trials 10` at OMP_NUM_THREADS=1, its guard off."""
    cmd = [PADDLE_PYTHON, "-m", "graph_net_bench.paddle.test_compiler", "--model-path", sample_dir, "--compiler",
           "cinn", "--device", "cpu", "--warmup", "3", "--trials", "10"]
    env = dict(os.environ, PYTHONPATH=upstream, GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9", OMP_NUM_THREADS="1")
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=upstream)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return parse_upstream_log(p.stdout + p.stderr)
FIELDS = ["run", "sample", "side", "speedup", "ci_low", "ci_high", "eager_ms", "compiled_ms", "protocol", "rel_iqr",
          "noisy", "contention", "wall_s", "error"]


def ours(build, dataset, sample, backend, extra, timeout):
    exe = os.path.join(build, "bin", "graphnet-bench")
    with tempfile.TemporaryDirectory() as tmp:
        allow = os.path.join(tmp, "allow.txt")
        with open(allow, "w", encoding="utf-8") as f:
            f.write(sample + "\n")
        store = os.path.join(tmp, "s.sqlite")
        cmd = [exe, "run", "--dataset", dataset, "--backend", backend, "--store", store, "--allow-list", allow,
               "--timeout", str(timeout), "--device", "cpu", *extra]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            return {"error": (p.stderr.strip().splitlines() or ["failed"])[-1][:200]}
        run_id = p.stdout.strip().splitlines()[-1].split()[1].rstrip(":")
        out = subprocess.run([exe, "export-csv", "--store", store, "--run", run_id], capture_output=True,
                             text=True, check=True).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    if not rows or not rows[0]["speedup_e2e"]:
        return {"error": (f"{rows[0]['status']} {rows[0]['failure_class']}: {rows[0]['message'][:150]}"
                          if rows else "no result")}
    r = rows[0]
    return {"speedup": r["speedup_e2e"], "ci_low": r["speedup_ci_low"], "ci_high": r["speedup_ci_high"],
            "eager_ms": r["eager_e2e_median"], "compiled_ms": r["compiled_e2e_median"], "protocol": r["protocol"],
            "rel_iqr": r["rel_iqr"], "noisy": r["noisy"], "contention": r.get("contention", "")}


def ours_repeats(build, dataset, samples, backend, repeats, timeout):
    """One `graphnet-bench run --repeats N` over all the samples, as a user runs it: the run goes over the
    samples once per repeat, so a sample's repeats are minutes apart. Rows per sample, from its result (the
    median over the repeats, the interval over them)."""
    exe = os.path.join(build, "bin", "graphnet-bench")
    with tempfile.TemporaryDirectory() as tmp:
        allow = os.path.join(tmp, "allow.txt")
        with open(allow, "w", encoding="utf-8") as f:
            f.write("\n".join(samples) + "\n")
        store = os.path.join(tmp, "s.sqlite")
        cmd = [exe, "run", "--dataset", dataset, "--backend", backend, "--store", store, "--allow-list", allow,
               "--timeout", str(timeout), "--device", "cpu", "--repeats", str(repeats)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            why = (p.stderr.strip().splitlines() or ["failed"])[-1][:200]
            return {s: {"error": why} for s in samples}
        run_id = p.stdout.strip().splitlines()[-1].split()[1].rstrip(":")
        out = subprocess.run([exe, "export-csv", "--store", store, "--run", run_id], capture_output=True,
                             text=True, check=True).stdout
        with sqlite3.connect(store) as db:  # every repeat, for analyses of the interval beyond the run's own
            per_repeat = db.execute("SELECT sample_path, repeat, speedup_e2e, speedup_ci_low, speedup_ci_high, "
                                    "eager_e2e_median, compiled_e2e_median, measured_at FROM result_repeats "
                                    "ORDER BY rowid").fetchall()
    got = {}
    for r in csv.DictReader(io.StringIO(out)):
        sample = next((s for s in samples if r["sample_path"].endswith("/" + s)), None)
        if sample is None:
            continue
        got[sample] = ({"speedup": r["speedup_e2e"], "ci_low": r["speedup_ci_low"], "ci_high": r["speedup_ci_high"],
                        "eager_ms": r["eager_e2e_median"], "compiled_ms": r["compiled_e2e_median"],
                        "protocol": f"{r['protocol']} x{repeats}", "rel_iqr": r["rel_iqr"], "noisy": r["noisy"],
                        "contention": r.get("contention", "")}
                       if r["speedup_e2e"] else {"error": f"{r['status']} {r['failure_class']}: {r['message'][:150]}"})
    return {s: got.get(s, {"error": "no result"}) for s in samples}, per_repeat


def measure(args, samples):
    sides = [s for s in args.sides.split(",") if s]
    for s in sides:
        if s not in OUR_SIDES and s not in ("upstream", "ours-repeats"):
            sys.exit(f"unknown side {s}")
    rows = []
    out = open(args.csv, "w", newline="", encoding="utf-8") if args.csv else None
    writer = csv.DictWriter(out, fieldnames=FIELDS) if out else None
    if writer:
        writer.writeheader()
    def write(row):
        rows.append(row)
        if writer:
            writer.writerow({k: row.get(k, "") for k in FIELDS})
            out.flush()
        print(f"  run {row['run']} {row['side']:17} {row['sample']}: " +
              (f"{float(row['speedup']):.3f}" + (f" [{float(row['ci_low']):.3f}, {float(row['ci_high']):.3f}]"
                                                 if row.get("ci_low") else "")
               if row.get("speedup") else f"error {row.get('error')}") + f" ({row['wall_s']} s)", flush=True)

    for run in range(args.runs):
        order = sides[run % len(sides):] + sides[:run % len(sides)]
        if "ours-repeats" in order:  # a whole run over the samples, once per round
            t0 = time.time()
            got, per_repeat = ours_repeats(args.build, args.dataset, samples, args.backend, args.repeats, args.timeout)
            if args.csv:  # beside the main CSV: FILE-repeats.csv
                path = args.csv[:-4] + "-repeats.csv" if args.csv.endswith(".csv") else args.csv + "-repeats"
                with open(path, "a", newline="", encoding="utf-8") as f:
                    w = csv.writer(f)
                    if f.tell() == 0:
                        w.writerow(["run", "sample_path", "repeat", "speedup", "ci_low", "ci_high", "eager_ms",
                                    "compiled_ms", "measured_at"])
                    for row in per_repeat:
                        w.writerow([run + 1, *row])
            wall = (time.time() - t0) / max(len(samples), 1)
            for sample in samples:
                write(dict(got[sample], run=run + 1, sample=sample, side="ours-repeats", wall_s=f"{wall:.1f}"))
        for sample in samples:
            for side in order:
                if side == "ours-repeats":
                    continue
                t0 = time.time()
                if side == "upstream":
                    sample_dir = os.path.join(args.dataset, sample)
                    got, why = (upstream_paddle_speedup(args.upstream_paddle, sample_dir, args.timeout)
                                if args.upstream_paddle else
                                upstream_speedup(args.upstream, sample_dir, args.backend, 10, args.timeout))
                    row = ({"speedup": got[0], "eager_ms": got[1], "compiled_ms": got[2], "protocol": "upstream-tool"}
                           if got else {"error": why})
                else:
                    row = ours(args.build, args.dataset, sample, args.backend, OUR_SIDES[side], args.timeout)
                row.update(run=run + 1, sample=sample, side=side, wall_s=f"{time.time() - t0:.1f}")
                write(row)
    if out:
        out.close()
    return rows


def summarize(rows):
    got = {}
    for r in rows:
        if r.get("speedup") not in (None, ""):
            got.setdefault((r["sample"], r["side"]), []).append(r)
    samples = sorted({s for s, _ in got})
    sides = [s for s in ["ours-default", "ours-upstream", "ours-interleaved", "ours-blocks", "ours-repeats",
                         "ours-paddle", "upstream"]
             if any(k[1] == s for k in got)]
    spreads = {s: [] for s in sides}
    coverage = {s: [0, 0] for s in sides}
    halfwidths = {s: [] for s in sides}
    ratios = {s: {} for s in sides}
    print("per sample: speedups over the runs, spread = max/min - 1, median; ours: coverage, median half-width")
    for sample in samples:
        print(f"  {sample}")
        up = got.get((sample, "upstream"))
        for side in sides:
            runs = got.get((sample, side), [])
            if not runs:
                continue
            xs = [float(r["speedup"]) for r in runs]
            spread = max(xs) / min(xs) - 1
            spreads[side].append(spread)
            line = f"    {side:17} {' '.join(f'{x:.3f}' for x in xs)}  spread {spread:.3f}  median {median(xs):.3f}"
            if up and side != "upstream":
                ratio = median(xs) / median([float(r["speedup"]) for r in up])
                ratios[side][sample] = ratio
                line += f"  ours/upstream {ratio:.3f}"
            cis = [(float(r["ci_low"]), float(r["ci_high"]), float(r["speedup"])) for r in runs if r.get("ci_low")]
            if len(cis) >= 2:
                hit = sum(1 for i, (lo, hi, _) in enumerate(cis) for j, (_, _, s) in enumerate(cis)
                          if i != j and lo <= s <= hi)
                pairs = len(cis) * (len(cis) - 1)
                coverage[side][0] += hit
                coverage[side][1] += pairs
                hw = median([(hi - lo) / 2 / s for lo, hi, s in cis])
                halfwidths[side].append(hw)
                line += f"  coverage {hit}/{pairs}  half-width {hw:.1%}"
            print(line)
    print("per side: median spread over the samples; coverage; median half-width; geomean ours/upstream "
          "[bootstrap 90% over the samples]")
    rng = random.Random(1)
    up_spread = median(spreads["upstream"]) if spreads.get("upstream") else None
    for side in sides:
        line = f"  {side:17} spread {median(spreads[side]):.3f}"
        if up_spread and side != "upstream":
            line += f" ({median(spreads[side]) / up_spread:.2f} of upstream's {up_spread:.3f})"
        if coverage[side][1]:
            line += f"  coverage {coverage[side][0] / coverage[side][1]:.0%}  half-width {median(halfwidths[side]):.1%}"
        rs = list(ratios[side].values())
        if rs:
            boot = sorted(geomean([rng.choice(rs) for _ in rs]) for _ in range(2000))
            line += f"  ours/upstream {geomean(rs):.3f} [{boot[100]:.3f}, {boot[1899]:.3f}]"
        print(line)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dataset")
    p.add_argument("--samples", default="")
    p.add_argument("--random", type=int, default=0)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--max-model-kb", type=int, default=100)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--backend", default="inductor")
    p.add_argument("--repeats", type=int, default=5, help="the ours-repeats side's --repeats")
    p.add_argument("--sides", default="ours-default,ours-upstream,ours-interleaved,ours-blocks,upstream")
    p.add_argument("--upstream", default=os.path.join(os.path.dirname(ROOT), "upstream"))
    p.add_argument("--upstream-paddle", default="",
                   help="a copy of upstream's tools with graph_net_bench/paddle/test_compiler.py's backend imports "
                        "patched: its side 'upstream' is then upstream's Paddle test_compiler (Paddle samples)")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--timeout", type=int, default=900)
    p.add_argument("--csv")
    p.add_argument("--summarize")
    args = p.parse_args()
    if args.summarize:
        with open(args.summarize, encoding="utf-8") as f:
            summarize(list(csv.DictReader(f)))
        return 0
    if not args.dataset:
        sys.exit("--dataset is required")
    samples = [s for s in args.samples.split(",") if s]
    if args.random:
        pool = torch_samples(args.dataset, args.max_model_kb * 1024)
        samples += random.Random(args.seed).sample(pool, min(args.random, len(pool)))
    print(f"{len(samples)} samples, {args.runs} runs, backend {args.backend}, sides {args.sides}", flush=True)
    summarize(measure(args, samples))
    return 0


if __name__ == "__main__":
    sys.exit(main())
