#!/usr/bin/env python3
"""The learned cost model's predictions against eager times measured after it was trained, on samples it
never saw: an out-of-sample check larger than its cross-validation.

The full torch run's shards were balanced by the model of bench/data/torch-full/costmodel.sqlite, which
predicted every sample's eager time; the `nope` plan then measures that time (the same kind of label: the C++
eager, warm-up 1, 3 trials; docs/torch-full-run.md). This prints, for the measured samples outside the
training list, Kendall's tau-b, MAPE, the median absolute percentage error and how many lie within a factor
of 2, as `cost-model train` reports its folds (docs/cost-model.md). Seconds are a machine's: when the
training labels were measured on another CPU, the training samples measured again (they are in the run too)
give the machine factor, the geomean of now / label, and the unseen samples are scored once more with their
predictions times that factor; the factor comes from samples outside the ones it is applied to. A run that
spans sessions may span CPUs (results.machine): each CPU gets its own factor, from the training samples it
measured, and each unseen sample is scaled by the factor of the CPU that measured it.

  python3 bench/costmodel_vs_measured.py --model bench/data/torch-full/costmodel.sqlite \
      --training bench/data/costmodel-train-samples.txt --labels bench/data/costmodel_torch_eager_cpu.csv \
      build/torch-full/nope/shard-*.sqlite
"""

import argparse
import collections
import csv
import json
import math
import sqlite3
import statistics

from bench_vs_upstream import geomean  # noqa: E402  (bench/ is this script's own folder)


def relative(path):
    """A sample's path below its dataset's samples/ folder: the model's, the run's and the lists' common key."""
    return path.split("/samples/", 1)[-1].rstrip("/")


def kendall_tau_b(xs, ys):
    concordant = discordant = ties_x = ties_y = 0
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            dx, dy = xs[i] - xs[j], ys[i] - ys[j]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                ties_x += 1
            elif dy == 0:
                ties_y += 1
            elif (dx > 0) == (dy > 0):
                concordant += 1
            else:
                discordant += 1
    denominator = math.sqrt((concordant + discordant + ties_x) * (concordant + discordant + ties_y))
    return (concordant - discordant) / denominator if denominator else float("nan")


def score(label, predicted, measured):
    errors = [abs(p - m) / m for p, m in zip(predicted, measured)]
    within = sum(1 for p, m in zip(predicted, measured) if 0.5 <= p / m <= 2)
    print(f"{label}: {len(measured)} samples, Kendall's tau-b {kendall_tau_b(predicted, measured):.3f}, "
          f"MAPE {100 * statistics.fmean(errors):.1f}%, median APE {100 * statistics.median(errors):.1f}%, "
          f"within 2x {within}, predicted / measured geomean "
          f"{geomean([p / m for p, m in zip(predicted, measured)]):.3f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", required=True, help="store with the model's cost_predictions")
    ap.add_argument("--training", required=True, help="the training list (one sample per line, # comments)")
    ap.add_argument("--labels", help="export CSV of the training labels (for the machine factor)")
    ap.add_argument("stores", nargs="+", help="result stores of the measuring run (its shards)")
    args = ap.parse_args()

    with open(args.training) as f:
        training = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    model = sqlite3.connect(f"file:{args.model}?mode=ro", uri=True)
    newest = model.execute("SELECT max(model_id) FROM cost_predictions").fetchone()[0]
    predicted = {relative(path): seconds for path, seconds in model.execute(
        "SELECT sample_path, eager_seconds FROM cost_predictions WHERE model_id = ?", (newest,))}

    measured, cpu = {}, {}
    for store in args.stores:
        db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
        for path, ms, machine in db.execute(
                "SELECT sample_path, eager_e2e_median, machine FROM results WHERE eager_e2e_median > 0"):
            measured[relative(path)] = ms / 1000
            cpu[relative(path)] = json.loads(machine).get("cpu_id", "?") if machine else "?"
    machines = collections.Counter(cpu.values())
    print(f"{len(measured)} measured samples ({', '.join(f'{m}: {n}' for m, n in machines.items())}); "
          f"{len(predicted)} predictions of model {newest}")

    unseen = sorted(k for k in measured if k in predicted and k not in training)
    seen = sorted(k for k in measured if k in predicted and k in training)
    score("unseen", [predicted[k] for k in unseen], [measured[k] for k in unseen])
    score("training (seen)", [predicted[k] for k in seen], [measured[k] for k in seen])
    if not args.labels:
        return
    with open(args.labels, newline="") as f:
        labels = {relative(r["sample_path"]): float(r["eager_e2e_median"]) / 1000
                  for r in csv.DictReader(f) if r["eager_e2e_median"]}
    factors = {}
    for machine in sorted(machines):
        again = [k for k in seen if k in labels and cpu[k] == machine]
        if not again:
            print(f"{machine}: no training sample measured again there, no machine factor")
            continue
        factors[machine] = geomean([measured[k] / labels[k] for k in again])
        print(f"{machine}: machine factor (now / label, geomean over the {len(again)} training samples it "
              f"measured again) {factors[machine]:.3f}")
        if len(machines) > 1:
            mine = [k for k in unseen if cpu[k] == machine]
            score(f"  unseen on {machine}, predictions x its factor", [predicted[k] * factors[machine] for k in mine],
                  [measured[k] for k in mine])
    scaled = [k for k in unseen if cpu[k] in factors]
    score("unseen, predictions x their machine's factor", [predicted[k] * factors[cpu[k]] for k in scaled],
          [measured[k] for k in scaled])


if __name__ == "__main__":
    main()
