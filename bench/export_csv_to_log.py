#!/usr/bin/env python3
"""A `graphnet-bench export-csv` file as an upstream-format log, so that `import-log` makes a store of it.

The cost model trains on a store's eager times (`graphnet-bench cost-model train`). When the store that
measured them is gone but its per-sample CSV is committed (bench/data/costmodel_torch_eager_cpu.csv), this
rebuilds a training store without measuring again: one log block per row with an eager time, carrying the
row's eager and compiled e2e medians (ms, as in the store) under the run's device and hardware, which
`cost-model train` matches against the calibration. Statuses and correctness are not carried: the cost
model reads only eager times.

  python3 bench/export_csv_to_log.py RUN.csv OUT.log --hardware 'AMD EPYC' --device cpu \
      [--replace-prefix OLD NEW]
  graphnet-bench import-log OUT.log --store STORE

--replace-prefix re-points the sample paths (the CSV records absolute paths of the machine that measured
them): the cost model reads each sample's graph from its path.
"""

import argparse
import csv
import json

PROMPT = "graph-net-test-compiler-log"


def block(row: dict[str, str], path: str, args: argparse.Namespace) -> str:
    lines = [f"[Processing] {path}", f"[Config] model: {path.rstrip('/').rsplit('/', 1)[-1]}"]
    for key, value in (("device", args.device), ("hardware", args.hardware), ("compiler", row["backend"])):
        lines.append(f"[Config] {key}: {value}")
    for phase in ("eager", "compiled"):
        median = row[f"{phase}_e2e_median"]
        if median:
            lines.append(f"[Performance][{phase}]: " + json.dumps({"e2e": {"median": float(median)}}))
    return "".join(f"{PROMPT} {line}\n" for line in lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("csv")
    parser.add_argument("log")
    parser.add_argument("--hardware", required=True, help="the hardware name the runs recorded")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--replace-prefix", nargs=2, metavar=("OLD", "NEW"))
    args = parser.parse_args()
    written = 0
    with open(args.csv, newline="") as f, open(args.log, "w") as out:
        for row in csv.DictReader(f):
            if not row["eager_e2e_median"]:
                continue
            path = row["sample_path"]
            if args.replace_prefix and path.startswith(args.replace_prefix[0]):
                path = args.replace_prefix[1] + path[len(args.replace_prefix[0]) :]
            out.write(block(row, path, args))
            written += 1
    print(f"{written} sample(s) with an eager time written to {args.log}")


if __name__ == "__main__":
    main()
