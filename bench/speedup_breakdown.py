#!/usr/bin/env python3
"""Where a run's speedups come from: its correct samples grouped by eager time and by category.

Reads a `graphnet-bench export-csv` file and prints, for the status-correct samples with an e2e speedup,
the count, geomean, median and how many lie above 1, and the median compiled time, in each band of eager
median time, then in each category (the sample's source folder). A backend with a fixed cost per call (an executor's scheduling, a
launch) loses every small graph whatever it does for large ones, and one geomean over the whole dataset
hides that; the bands show it (docs/paddle-full-run.md, "Where the static graph wins").

  python3 bench/speedup_breakdown.py RUN.csv [--edges 0.1 1 10 100]
"""

import argparse
import csv
import statistics

from bench_vs_upstream import geomean  # noqa: E402  (bench/ is this script's own folder)


def summary(rows):
    speedups = [float(r["speedup_e2e"]) for r in rows]
    above = sum(1 for s in speedups if s > 1)
    compiled = statistics.median(float(r["compiled_e2e_median"]) for r in rows)
    return f"{len(speedups):5d}  {geomean(speedups):8.3f}  {statistics.median(speedups):7.3f}  {above:5d}  {compiled:12.3f}"


def band_label(low, high):
    if low is None:
        return f"under {high:g} ms"
    if high is None:
        return f"{low:g} ms and more"
    return f"{low:g}-{high:g} ms"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("--edges", nargs="+", type=float, default=[0.1, 1, 10, 100],
                    help="band edges of the eager median time in ms (default: 0.1 1 10 100)")
    args = ap.parse_args()
    with open(args.csv, newline="") as f:
        rows = [r for r in csv.DictReader(f)
                if r["status"] == "correct" and r["speedup_e2e"] and float(r["speedup_e2e"]) > 0
                and r["eager_e2e_median"] and r["compiled_e2e_median"]]
    if not rows:
        print(f"{args.csv}: no correct sample with a speedup")
        return
    edges = sorted(args.edges)
    header = f"{'':22}  {'n':>5}  {'geomean':>8}  {'median':>7}  {'> 1':>5}  {'compiled ms':>12}"
    print(f"{args.csv}: {len(rows)} correct samples with a speedup")
    print(header)
    print(f"{'all':22}  {summary(rows)}")
    print("by eager median time")
    for low, high in zip([None] + edges, edges + [None]):
        inside = [r for r in rows
                  if (low is None or float(r["eager_e2e_median"]) >= low)
                  and (high is None or float(r["eager_e2e_median"]) < high)]
        if inside:
            print(f"  {band_label(low, high):20}  {summary(inside)}")
    print("by category")
    for category in sorted({r["category"] for r in rows}):
        inside = [r for r in rows if r["category"] == category]
        print(f"  {category or '(none)':20}  {summary(inside)}")


if __name__ == "__main__":
    main()
