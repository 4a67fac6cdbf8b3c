#!/usr/bin/env python3
"""Per-node eager time against the whole call (issue 48): does `graphnet-bench profile` account for the call?

For each sample, R rounds (samples alternating within a round, so a change of the machine's speed state
touches all of them), `graphnet-bench profile --json`: the nodes' times, not rescaled, summed, over the whole
call measured alone in the same process (the named baseline). Prints per sample the median ratio and its range
over the rounds, and the hottest node of the last round. Target: every median within 15% of 1.

    .venv/bin/python bench/bench_profile.py [--rounds 5] [--trials 10] [--threads 2] [--backend B] [--csv OUT]
        [SAMPLE ...]

Samples are paths under samples/ (default: a CNN, a transformer encoder, a GNN, an LLM block, a GPT-2, and two
Paddle graphs, timed statement by statement in Paddle dygraph).
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = ["timm/resnet34d.ra2_in1k", "transformers-auto-model/Qishuai_distilbert_punctuator_zh",
           "torchgeometric/GCN", "transformers-auto-model/falcon-tiny-random",
           "transformers-auto-model/LYTinn_gpt2-finetuning-sentiment-model-3000-samples",
           "PaddleNLP/ernie-3.0-tiny-nano-v2-zh", "PaddleX/TimesNet_ad/subgraph_1"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("samples", nargs="*", default=DEFAULT)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--trials", type=int, default=10)
    ap.add_argument("--threads", type=int, default=0, help="0: LibTorch's default (all cores)")
    ap.add_argument("--backend", help="profile this backend's eager (inductor: Python eager in the bridge)")
    ap.add_argument("--bench", default=os.path.join(ROOT, "build", "bin", "graphnet-bench"))
    ap.add_argument("--csv", help="one row per sample and round")
    a = ap.parse_args()
    rows = []
    for rnd in range(1, a.rounds + 1):
        for s in a.samples:
            cmd = [a.bench, "profile", "--dataset", os.path.join(ROOT, "samples"), "--sample", s,
                   "--trials", str(a.trials), "--json"]
            if a.threads:
                cmd += ["--threads", str(a.threads)]
            if a.backend:
                cmd += ["--backend", a.backend]
            p = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            hot = p["nodes"][p["hottest"][0]]
            rows.append({"round": rnd, "sample": s, "baseline": p["baseline"], "eager_call_ms": p["eager_call_ms"],
                         "nodes_sum_ms": p["nodes_sum_ms"], "ratio": p["nodes_sum_ms"] / p["eager_call_ms"],
                         "nodes": len(p["nodes"]), "hottest": "%s (%s, line %d, %.1f%%)" % (
                             hot["name"], hot["target"], hot["line"], 100 * hot["share"])})
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
    print("against the whole call measured alone by the same eager (%s), %d rounds x %d trials" % (
        "; ".join(sorted({x["baseline"] for x in rows})), a.rounds, a.trials))
    print("%-62s %6s %9s %16s  %s" % ("sample", "nodes", "sum/call", "range", "hottest node"))
    ok = True
    for s in a.samples:
        r = [x for x in rows if x["sample"] == s]
        ratios = [x["ratio"] for x in r]
        med = statistics.median(ratios)
        ok &= abs(med - 1) <= 0.15
        print("%-62s %6d %9.3f %7.3f-%-7.3f  %s" % (s[-62:], r[-1]["nodes"], med, min(ratios), max(ratios),
                                                   r[-1]["hottest"]))
    print("all within 15%%: %s" % ("yes" if ok else "NO"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
