#!/usr/bin/env python3
"""A whole-dataset run in Markdown tables: outcomes by failure class and by category, the failures' messages,
the slowest samples and the wall time.

Reads a `graphnet-bench export-csv` file of one run (a full run's merged shards: bench/full_run.sh PLAN merge,
then export-csv) and prints the tables a full run's document is written from (docs/torch-full-run.md), so
that its figures can be made again from the committed CSV; on bench/data/paddle_static_full_cpu.csv it gives
docs/paddle-full-run.md's counts. The speedups by eager-time band are
bench/speedup_breakdown.py's; S(t), ES(t) and the violins are `graphnet-bench scores` and `plot`.

  python3 bench/run_report.py RUN.csv [--top 10] [--messages 3]
"""

import argparse
import collections
import csv
import json
import re
import statistics

from bench_vs_upstream import geomean  # noqa: E402  (bench/ is this script's own folder)


def outcome(row):
    """The failure class, or `correct`; a result without a class keeps its status (shape_mismatch, ...)."""
    if row["status"] == "correct":
        return "correct"
    return row["failure_class"] or row["status"]


def speedup(row):
    value = row["speedup_e2e"]
    return float(value) if row["status"] == "correct" and value and float(value) > 0 else None


def speedup_summary(rows):
    speedups = [s for s in map(speedup, rows) if s is not None]
    if not speedups:
        return ""
    above = sum(1 for s in speedups if s > 1)
    return f"geomean {geomean(speedups):.3f}, median {statistics.median(speedups):.3f}, {above} above 1"


def message_kind(message):
    """A failure's message without what differs from sample to sample (numbers, paths, quoted names), so
    that the same failure counts once: "worker killed by signal 9 during the eager phase" for every size."""
    first = message.strip().splitlines()[0] if message.strip() else "(no message)"
    first = re.sub(r"/[^\s)]+", "PATH", first)
    first = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "'…'", first)
    first = re.sub(r"\d+(\.\d+)?", "N", first)
    return first[:110]


def sample_name(row):
    parts = row["sample_path"].rstrip("/").split("/")
    category = row["category"]
    if category in parts:
        return "/".join(parts[parts.index(category):])
    return "/".join(parts[-2:])


def machine_name(row):
    try:
        machine = json.loads(row["machine"]) if row["machine"] else {}
    except json.JSONDecodeError:
        return row["machine"]
    return machine.get("cpu_id", "") or machine.get("cpu", "")


def print_outcomes(rows, messages):
    counts = collections.Counter(map(outcome, rows))
    print("| outcome | samples | what |")
    print("|---|---|---|")
    for name, count in counts.most_common():
        inside = [r for r in rows if outcome(r) == name]
        if name == "correct":
            what = speedup_summary(inside)
        else:
            kinds = collections.Counter(message_kind(r["message"]) for r in inside).most_common(messages)
            what = "; ".join(f"{n}x {kind}" for kind, n in kinds)
        print(f"| `{name}` | {count} | {what} |")
    print()


def print_categories(rows):
    classes = [name for name, _ in collections.Counter(map(outcome, rows)).most_common()]
    print("| category | samples | " + " | ".join(f"`{c}`" for c in classes) + " | speedup of the correct |")
    print("|---|---|" + "---|" * len(classes) + "---|")
    by_category = collections.defaultdict(list)
    for row in rows:
        by_category[row["category"] or "(none)"].append(row)
    for category, inside in sorted(by_category.items(), key=lambda item: -len(item[1])):
        counts = collections.Counter(map(outcome, inside))
        cells = " | ".join(str(counts.get(c, 0)) for c in classes)
        print(f"| {category} | {len(inside)} | {cells} | {speedup_summary(inside)} |")
    print()


def print_failures(rows, top):
    failed = [r for r in rows if outcome(r) != "correct"]
    if not failed:
        return
    print(f"Failures ({len(failed)}), by class:")
    for name in sorted({outcome(r) for r in failed}):
        inside = sorted((r for r in failed if outcome(r) == name), key=sample_name)
        shown = ", ".join(sample_name(r) for r in inside[:top])
        more = f" and {len(inside) - top} more" if len(inside) > top else ""
        print(f"- `{name}` ({len(inside)}): {shown}{more}")
    print()


def print_slowest(rows, top):
    timed = [r for r in rows if r["eager_e2e_median"]]
    timed.sort(key=lambda r: -float(r["eager_e2e_median"]))
    print(f"Slowest eager calls (median ms), top {min(top, len(timed))} of {len(timed)}:")
    for r in timed[:top]:
        s = speedup(r)
        shown = f", speedup {s:.3f}" if s is not None else ""
        print(f"- {sample_name(r)}: {float(r['eager_e2e_median']):.1f} ms ({outcome(r)}{shown})")
    walled = [r for r in rows if r["wall_ms"]]
    walled.sort(key=lambda r: -float(r["wall_ms"]))
    print(f"Longest wall time per sample (s), top {min(top, len(walled))} of {len(walled)}:")
    for r in walled[:top]:
        print(f"- {sample_name(r)}: {float(r['wall_ms']) / 1000:.0f} s ({outcome(r)})")
    print()


def print_wall_time(rows):
    walled = [float(r["wall_ms"]) for r in rows if r["wall_ms"]]
    hours = sum(walled) / 3.6e6
    print(f"Wall time: {hours:.1f} h over the {len(walled)} of {len(rows)} results that record it"
          f" (median {statistics.median(walled) / 1000:.1f} s a sample)." if walled else "Wall time: not recorded.")
    machines = collections.Counter(map(machine_name, rows))
    print("Machines: " + ", ".join(f"{m or '(unknown)'}: {n}" for m, n in machines.most_common()))
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv")
    ap.add_argument("--top", type=int, default=10, help="samples listed per failure class and slowest list")
    ap.add_argument("--messages", type=int, default=3, help="kinds of message shown per failure class")
    args = ap.parse_args()
    with open(args.csv, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        print(f"{args.csv}: no results")
        return
    print(f"{args.csv}: {len(rows)} results\n")
    print_outcomes(rows, args.messages)
    print_categories(rows)
    print_wall_time(rows)
    print_failures(rows, args.top)
    print_slowest(rows, args.top)


if __name__ == "__main__":
    main()
