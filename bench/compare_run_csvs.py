#!/usr/bin/env python3
"""Two measurements of the same samples, side by side: status agreement and speedup ratios.

Reads two `graphnet-bench export-csv` files (e.g. one run on two machines, or a run and its repeat), joins
them by sample path and prints how many samples have the same status and failure class, the ones that
differ, and the ratios second/first of the e2e speedups where both have one, and of the eager and compiled
median times they divide: geomean, range, and how many lie within a band. A geomean near 1 with a wide
range says the protocol's single speedups are draws of a noisy quantity while the distribution holds
(docs/paddle-full-run.md).

  python3 bench/compare_run_csvs.py FIRST.csv SECOND.csv [--band 0.8 1.25]
"""

import argparse
import csv
import math


def rows(path):
    with open(path, newline="") as f:
        return {r["sample_path"].rstrip("/"): r for r in csv.DictReader(f)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("first")
    ap.add_argument("second")
    ap.add_argument("--band", nargs=2, type=float, default=[0.8, 1.25], metavar=("LOW", "HIGH"))
    args = ap.parse_args()
    first, second = rows(args.first), rows(args.second)
    both = sorted(set(first) & set(second))
    print(f"{len(first)} and {len(second)} results, {len(both)} samples in both")
    if not both:
        return
    differ = [p for p in both
              if (first[p]["status"], first[p]["failure_class"]) != (second[p]["status"], second[p]["failure_class"])]
    print(f"same status and failure class: {len(both) - len(differ)} of {len(both)}")
    for p in differ:
        a, b = first[p], second[p]
        print(f"  {p}: {a['status']} {a['failure_class']} -> {b['status']} {b['failure_class']}")
    # The speedup's ratio first, then its two factors: a speedup that moved because one side's time moved
    # (say eager on a CPU with wider vectors) reads differently from two sides that moved together.
    low, high = args.band
    for column, label in (("speedup_e2e", "speedup"), ("eager_e2e_median", "eager time"),
                          ("compiled_e2e_median", "compiled time")):
        ratios = ratios_of(column, both, first, second)
        if not ratios:
            continue
        geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        inside = sum(1 for r in ratios if low <= r <= high)
        print(f"{label} second/first over {len(ratios)}: geomean {geomean:.3f}, min {min(ratios):.2f}, "
              f"median {sorted(ratios)[len(ratios) // 2]:.2f}, max {max(ratios):.2f}; "
              f"{inside} within [{low}, {high}]")


def ratios_of(column, both, first, second):
    return [float(second[p][column]) / float(first[p][column]) for p in both
            if first[p][column] and second[p][column] and float(first[p][column]) > 0]


if __name__ == "__main__":
    main()
