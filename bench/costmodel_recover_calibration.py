#!/usr/bin/env python3
"""The calibration a committed held-out CSV was computed with, recovered from its analytical estimates.

The cost model's analytical estimate of a graph is, per operator, max(FLOPs / GEMM peak, bytes / triad
bandwidth) plus the dispatch cost (core/costmodel/AnalyticalCost.cpp). The stores that trained the committed
models are gone with their calibrations, and a fresh `graphnet-bench calibrate` reads another machine state
(docs/analysis.md: triad 23-47 GB/s between runs). Three unknowns and hundreds of graphs: the float32 peak,
the triad bandwidth and the dispatch cost that reproduce the CSV's `analytical_s` column are found by a
search on their logarithms, and stored as a calibration of the store, so that the rebuilt store predicts
what the old one did (docs/cost-model.md, "Grouped folds, measured").

  graphnet-bench export-graphs --store STORE --out NPZ      (FLOPs and bytes per node: columns 120, 121)
  python bench/costmodel_recover_calibration.py NPZ OLD.csv --store STORE [--strip-prefix P]

Prints the recovered figures and the largest relative error over the graphs (the CSV has six digits).
"""

import argparse
import csv
import json
import sqlite3

import numpy as np


def graphs(npz_dir: str, analytical: dict[str, float]) -> list[tuple[np.ndarray, np.ndarray, float]]:
    out = []
    with open(f"{npz_dir}/samples.csv", newline="") as f:
        for row in csv.DictReader(f):
            if row["sample_path"] not in analytical:
                continue
            feat = np.load(f"{npz_dir}/{row['file']}")["node_feat"]
            ops = feat[:, 126] == 0  # column 126: a graph input, which costs nothing
            out.append((feat[ops, 120].astype(np.float64), feat[ops, 121].astype(np.float64),
                        analytical[row["sample_path"]]))
    return out


def predicted(gs: list, peak: float, bandwidth: float, dispatch: float) -> np.ndarray:
    return np.array([np.maximum(f / peak, b / bandwidth).sum() + dispatch * len(f) for f, b, _ in gs])


def recover(gs: list) -> tuple[np.ndarray, float]:
    target = np.log([g[2] for g in gs])

    def loss(x: np.ndarray) -> float:
        return float(np.mean((np.log(predicted(gs, *np.exp(x))) - target) ** 2))

    # A coarse grid over plausible CPU figures, then coordinate steps halved down to 1e-9 in log space.
    best_loss, best = min((loss(np.array(x)), np.array(x))
                          for x in np.stack(np.meshgrid(np.linspace(np.log(1e10), np.log(1e12), 21),
                                                        np.linspace(np.log(5e9), np.log(1e11), 21),
                                                        np.linspace(np.log(5e-7), np.log(2e-5), 21)),
                                            -1).reshape(-1, 3))
    step = 0.1
    while step > 1e-9:
        moved = False
        for i in range(3):
            for s in (step, -step):
                x = best.copy()
                x[i] += s
                if (l := loss(x)) < best_loss:
                    best_loss, best, moved = l, x, True
        if not moved:
            step /= 2
    return np.exp(best), best_loss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("npz_dir")
    parser.add_argument("old_csv")
    parser.add_argument("--store", help="store the recovered calibration there")
    parser.add_argument("--strip-prefix", default="", help="removed from the CSV's sample paths")
    parser.add_argument("--hardware", default="AMD EPYC")
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args()
    with open(args.old_csv, newline="") as f:
        analytical = {r["sample_path"].removeprefix(args.strip_prefix): float(r["analytical_s"])
                      for r in csv.DictReader(f)}
    gs = graphs(args.npz_dir, analytical)
    (peak, bandwidth, dispatch), _ = recover(gs)
    ratio = predicted(gs, peak, bandwidth, dispatch) / np.array([g[2] for g in gs])
    print(f"{len(gs)} graphs: float32 peak {peak / 1e9:.6g} GFLOP/s, triad {bandwidth / 1e9:.6g} GB/s, "
          f"dispatch {dispatch * 1e6:.6g} us; largest relative error {np.abs(ratio - 1).max():.2g}")
    if args.store:
        with sqlite3.connect(args.store) as db:
            db.execute("INSERT INTO machines (hardware, device, threads, gemm_flops, triad_bandwidth, software, "
                        "dispatch_seconds) VALUES (?, ?, 2, ?, ?, ?, ?)",
                        (args.hardware, args.device, json.dumps({"float32": float(f"{peak:.6g}")}),
                         float(f"{bandwidth:.6g}"), f"recovered from {args.old_csv} (analytical_s)",
                         float(f"{dispatch:.6g}")))
        print(f"stored as a calibration of {args.hardware} ({args.device}) in {args.store}")


if __name__ == "__main__":
    main()
