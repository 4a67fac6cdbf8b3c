#!/usr/bin/env python3
"""Which torch samples run, ours beside upstream's own tool (issue 47, docs/torch-full-run.md "Coverage").
Baseline: upstream's `python -m graph_net_bench.torch.test_compiler --compiler nope` on each sample.

A seeded random N of the dataset's torch samples; for each, upstream's test_compiler with `nope` (warm-up 1,
one trial: coverage, not timing; its [Result] status: success = it loaded, ran eagerly and ran the backend),
and `graphnet-bench run --backend nope` over the same samples with the same warm-up 1 and one trial and the
full run's 16-GiB input budget (a result whose outputs were compared = it ran). The full run
(bench/full_run.sh torch-nope) measures the same samples under its own timing protocol; its statuses are
compared with these in docs/torch-full-run.md. Prints the two-by-two table and every sample that one side
runs and the other does not, with both sides' reasons. Resumable: upstream's rows are appended to --csv as
they finish and skipped when present; ours live in --store (`run --continue`).

With --against-run, nothing runs: the committed --csv's samples are looked up in a full run's export CSV
(`graphnet-bench export-csv` of `bench/full_run.sh PLAN merge`), and each sample's status there is compared
with the status this comparison gave it; the ones that differ are printed with both statuses and messages.

  python3 bench/coverage_vs_upstream.py --dataset UPSTREAM/samples --upstream UPSTREAM --store OURS.sqlite \
      --csv bench/data/coverage-vs-upstream-nope-DATE.csv [--random 200] [--seed 47] [--timeout 600] [--jobs 2]
  python3 bench/coverage_vs_upstream.py --dataset UPSTREAM/samples --csv bench/data/coverage-vs-upstream-... \
      --against-run FULL_RUN.csv
"""

import argparse
import concurrent.futures
import csv
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading

from bench_compilers import bench_exe, torch_samples  # noqa: E402  (bench/ is this script's own folder)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYTHON = os.path.join(ROOT, ".venv", "bin", "python")
RAN = {"correct", "shape_mismatch", "type_mismatch"}  # ours: both sides ran (the outputs compared)
FIELDS = ["sample", "upstream_runs", "upstream_reason", "upstream_seconds", "ours_runs", "ours_status",
          "ours_class", "ours_reason", "ours_seconds"]


def upstream_nope(upstream, sample_dir, timeout):
    """(runs, reason, seconds) of upstream's test_compiler --compiler nope on one sample."""
    import time
    cmd = [PYTHON, "-m", "graph_net_bench.torch.test_compiler", "--model-path", sample_dir, "--compiler", "nope",
           "--device", "cpu", "--warmup", "1", "--trials", "1"]
    env = dict(os.environ, PYTHONPATH=upstream, GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9")
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=upstream)
    except subprocess.TimeoutExpired:
        return False, f"timeout after {timeout} s", time.monotonic() - start
    text = p.stdout + p.stderr
    status = re.search(r"\[Result\] status: (\w+)", text)
    runs = bool(status and status.group(1) == "success")
    reason = "" if runs else next((line.strip() for line in reversed(text.strip().splitlines())
                                   if re.search(r"Error|error|Fail", line)), (text.strip().splitlines() or ["no output"])[-1])
    if not status and p.returncode < 0:
        reason = f"killed by signal {-p.returncode}: {reason}"
    return runs, reason[-300:], time.monotonic() - start


def first_line(message, length):
    return message.splitlines()[0][:length] if message else ""


def ours(dataset, samples, store, timeout):
    """{relative path: (status, failure class, message, seconds)} from `graphnet-bench run --backend nope`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(samples) + "\n")
    cmd = [bench_exe(os.path.join(ROOT, "build")), "run", "--dataset", dataset, "--backend", "nope", "--device",
           "cpu", "--threads", "2", "--seed", "123", "--warmup", "1", "--trials", "1", "--min-time", "0",
           "--fluctuation-threshold", "0", "--max-input-bytes", str(16 << 30), "--store", store,
           "--allow-list", f.name, "--continue",
           "--timeout", str(timeout)]
    # Exit code 1 = some samples failed, which is what this counts; anything else is the run's own failure.
    if subprocess.run(cmd, check=False).returncode not in (0, 1):
        print("graphnet-bench run did not complete; the samples it has no result for count as not run",
              file=sys.stderr)
    db = sqlite3.connect(store)
    out = {}
    for path, status, cls, msg, ms in db.execute(
            "select sample_path, status, failure_class, message, wall_ms from results"):
        out[os.path.relpath(path, dataset)] = (status, cls, first_line(msg, 300),
                                               f"{ms / 1000:.1f}" if ms is not None else "")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dataset", required=True)
    parser.add_argument("--upstream", help="a GraphNet checkout (graph_net_bench/)")
    parser.add_argument("--store")
    parser.add_argument("--csv", required=True)
    parser.add_argument("--random", type=int, default=200)
    parser.add_argument("--seed", type=int, default=47)
    parser.add_argument("--timeout", type=int, default=600)
    parser.add_argument("--jobs", type=int, default=1, help="upstream's samples at once")
    parser.add_argument("--against-run", metavar="RUN_CSV",
                        help="compare --csv's statuses with a full run's export CSV instead of running")
    args = parser.parse_args()
    dataset = os.path.abspath(args.dataset)
    if args.against_run:
        return against_run(dataset, args.csv, args.against_run)
    if not args.upstream or not args.store:
        parser.error("--upstream and --store are needed unless --against-run is given")
    samples = sorted(random.Random(args.seed).sample(torch_samples(dataset), args.random))

    rows = {}
    if os.path.exists(args.csv):
        with open(args.csv, newline="") as f:
            rows = {r["sample"]: r for r in csv.DictReader(f)}
    # Upstream's side is a status, not a time: --jobs runs several samples at once (each process importing
    # torch and building the model is mostly one core's work).
    lock = threading.Lock()

    def one(rel):
        runs, reason, seconds = upstream_nope(os.path.abspath(args.upstream), os.path.join(dataset, rel), args.timeout)
        with lock:
            rows[rel] = {"sample": rel, "upstream_runs": int(runs), "upstream_reason": reason,
                         "upstream_seconds": f"{seconds:.1f}"}
            print(f"[{len(rows)}/{len(samples)}] upstream {rel}: {'runs' if runs else reason}", flush=True)
            write(args.csv, rows, samples)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(one, [rel for rel in samples if rel not in rows]))

    mine = ours(dataset, samples, args.store, args.timeout)
    table = {(u, o): 0 for u in (True, False) for o in (True, False)}
    for rel in samples:
        status, cls, msg, seconds = mine.get(rel, ("", "", "no result", ""))
        r = rows[rel]
        r.update({"ours_runs": int(status in RAN), "ours_status": status, "ours_class": cls, "ours_reason": msg,
                  "ours_seconds": seconds})
        table[(r["upstream_runs"] in (1, "1"), status in RAN)] += 1
    write(args.csv, rows, samples)
    print(f"\n{len(samples)} samples (seed {args.seed}): both run {table[(True, True)]}, only ours "
          f"{table[(False, True)]}, only upstream {table[(True, False)]}, neither {table[(False, False)]}")
    print(f"ours runs {table[(True, True)] + table[(False, True)]}, upstream runs "
          f"{table[(True, True)] + table[(True, False)]}")
    for rel in samples:
        r = rows[rel]
        if int(r["upstream_runs"]) != int(r["ours_runs"]):
            print(f"  {rel}: upstream {'runs' if int(r['upstream_runs']) else r['upstream_reason']!r}; ours "
                  f"{r['ours_status']} {r['ours_class']} {r['ours_reason']!r}")
    return 0


def against_run(dataset, coverage_csv, run_csv):
    """Prints how many of the coverage comparison's samples have the same status in the full run."""
    with open(coverage_csv, newline="") as f:
        coverage = list(csv.DictReader(f))
    with open(run_csv, newline="") as f:
        run = {os.path.relpath(r["sample_path"].rstrip("/"), dataset): r for r in csv.DictReader(f)}
    same, differ, missing = 0, [], []
    for c in coverage:
        r = run.get(c["sample"])
        if r is None:
            missing.append(c["sample"])
        elif (r["status"], r["failure_class"]) == (c["ours_status"], c["ours_class"]):
            same += 1
        else:
            differ.append((c, r))
    print(f"{len(coverage)} samples of {coverage_csv}: {same} with the same status and failure class in "
          f"{run_csv}, {len(differ)} different, {len(missing)} without a result there")
    for c, r in differ:
        print(f"  {c['sample']}: coverage {c['ours_status']} {c['ours_class']} {c['ours_reason']!r}; full run "
              f"{r['status']} {r['failure_class']} {first_line(r['message'], 200)!r}")
    for rel in missing:
        print(f"  {rel}: no result in the full run")
    return 0 if not differ and not missing else 1


def write(path, rows, samples):
    with open(path + ".tmp", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS, extrasaction="ignore")
        w.writeheader()
        for rel in samples:
            if rel in rows:
                w.writerow(rows[rel])
    os.replace(path + ".tmp", path)


if __name__ == "__main__":
    sys.exit(main())
