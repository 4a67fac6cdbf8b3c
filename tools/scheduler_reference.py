#!/usr/bin/env python3
"""The measurement scheduler's decisions and statistics, computed independently of the C++ code
(core/engine/measure/MeasurementScheduler.cpp) with numpy, for tst_measurement_scheduler.

Input: tests/data/scheduler/recorded-times.json, real per-call times of both sides of a few samples
(recorded with `graphnet-bench run ... --trials 400`; each side's timed calls in the order they ran).
Replayed as the sides' answers: the k-th timed call of a side takes the k-th recorded time of that side,
whatever the order of the calls; first calls and warm-up calls take none.

Output: tests/data/scheduler/reference.json, one entry per (sample, case): the case's settings, the
decisions (timed calls each side took in every request, re-measures, whether upstream's guard stopped
the measurement) and the statistics of what was kept (medians to 6 significant digits as stored,
IQR/median, the speedup as the ratio of the stored medians).

    python3 tools/scheduler_reference.py            # rewrites the reference
    python3 tools/scheduler_reference.py --check    # exits 1 when the committed one differs
"""

import json
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "tests", "data", "scheduler")

# Settings as RunSettings spells them (core/store/RunSettings.h); each case runs on every recording.
CASES = [
    {"name": "upstream-exact", "protocol": "upstream", "warmup": 3, "trials": 5, "min_time_s": 0.0,
     "max_trials": 200, "fluctuation_threshold": 0.2, "fluctuation_policy": "remeasure", "max_remeasures": 3},
    {"name": "upstream-budget", "protocol": "upstream", "warmup": 3, "trials": 5, "min_time_s": 1.0,
     "max_trials": 200, "fluctuation_threshold": 0.2, "fluctuation_policy": "remeasure", "max_remeasures": 3},
    {"name": "upstream-short-budget", "protocol": "upstream", "warmup": 3, "trials": 5, "min_time_s": 0.03,
     "max_trials": 400, "fluctuation_threshold": 0.2, "fluctuation_policy": "remeasure", "max_remeasures": 1},
    {"name": "upstream-strict-remeasure", "protocol": "upstream", "warmup": 1, "trials": 5, "min_time_s": 0.0,
     "max_trials": 200, "fluctuation_threshold": 0.01, "fluctuation_policy": "remeasure", "max_remeasures": 3},
    {"name": "upstream-strict-fail", "protocol": "upstream", "warmup": 1, "trials": 5, "min_time_s": 0.0,
     "max_trials": 200, "fluctuation_threshold": 0.01, "fluctuation_policy": "fail", "max_remeasures": 3},
    {"name": "interleaved-budget", "protocol": "interleaved", "warmup": 2, "trials": 5, "min_time_s": 0.3,
     "max_trials": 60, "fluctuation_threshold": 0.2, "fluctuation_policy": "remeasure", "max_remeasures": 3},
    {"name": "interleaved-short-budget", "protocol": "interleaved", "warmup": 1, "trials": 3,
     "min_time_s": 0.02, "max_trials": 300, "fluctuation_threshold": 0.0, "fluctuation_policy": "remeasure",
     "max_remeasures": 3},
    {"name": "interleaved-strict-remeasure", "protocol": "interleaved", "warmup": 0, "trials": 7,
     "min_time_s": 0.0, "max_trials": 200, "fluctuation_threshold": 0.02, "fluctuation_policy": "remeasure",
     "max_remeasures": 2},
    # blocks of 2 ms instead of the product's 50 (block_ms), so that the recordings hold enough calls
    {"name": "blocks-default", "protocol": "blocks", "block_ms": 2.0, "warmup": 3, "trials": 5, "min_time_s": 0.1,
     "max_trials": 200, "fluctuation_threshold": 0.2, "fluctuation_policy": "remeasure", "max_remeasures": 3},
    {"name": "blocks-strict-remeasure", "protocol": "blocks", "block_ms": 1.0, "warmup": 0, "trials": 12,
     "min_time_s": 0.0, "max_trials": 200, "fluctuation_threshold": 0.01, "fluctuation_policy": "remeasure",
     "max_remeasures": 2},
    {"name": "blocks-strict-fail", "protocol": "blocks", "block_ms": 1.0, "warmup": 1, "trials": 5,
     "min_time_s": 0.0, "max_trials": 200, "fluctuation_threshold": 0.01, "fluctuation_policy": "fail",
     "max_remeasures": 3},
]


def rel_iqr(x):
    """IQR/median with numpy's linear percentiles, 0 when empty or the median is not positive."""
    if len(x) == 0:
        return 0.0
    q25, q50, q75 = np.percentile(np.asarray(x, dtype=float), [25, 50, 75])
    return float((q75 - q25) / q50) if q50 > 0 else 0.0


class Replay:
    def __init__(self, recording):
        self.streams = {"eager": list(recording["eager_ms"]), "compiled": list(recording["compiled_ms"])}
        self.used = {"eager": 0, "compiled": 0}

    def call(self, side):
        t = self.streams[side][self.used[side]]
        self.used[side] += 1
        return t


class Stop(Exception):
    pass


def simulate(recording, case):
    replay = Replay(recording)
    requests = []  # per timed request: [[side, calls], ...]
    kept = {"eager": [], "compiled": []}
    remeasures = 0
    threshold = case["fluctuation_threshold"]
    policy = case["fluctuation_policy"]
    most = max(case["trials"], case["max_trials"])

    def noisy(side):
        return threshold > 0 and rel_iqr(kept[side]) > threshold

    def sequential(side):
        until = case["min_time_s"] * 1e3 / 2
        times = []
        while len(times) < case["trials"] or (sum(times) < until and len(times) < most):
            times.append(replay.call(side))
        requests.append([[side, len(times)]])
        kept[side] = times

    blocks = {"eager": 1, "compiled": 1}

    def calibrate():
        """the blocks protocol's timed warm-up in turn: each side's median call time -> calls per block"""
        seen = {"eager": [], "compiled": []}
        request = []
        for _ in range(max(1, case["warmup"])):
            for side in ("eager", "compiled"):
                seen[side].append(replay.call(side))
                request.append([side, 1])
        requests.append(request)
        for side in seen:
            per_call = float(np.median(seen[side]))
            blocks[side] = min(max(math.ceil(case["block_ms"] / per_call), 1), 100000) if per_call > 0 else 1

    def block_speedups():
        ke, kc = blocks["eager"], blocks["compiled"]
        e = np.asarray(kept["eager"]).reshape(-1, ke)
        c = np.asarray(kept["compiled"]).reshape(-1, kc)
        return list(np.median(e, axis=1) / np.median(c, axis=1))

    def pairs(min_units):
        budget = case["min_time_s"] * 1e3
        most = max(min_units, case["max_trials"])
        kept["eager"], kept["compiled"] = [], []
        timed, done, wanted = 0.0, 0, min_units
        while wanted > 0:
            request = []
            for i in range(done, done + wanted):
                order = ("eager", "compiled") if i % 2 == 0 else ("compiled", "eager")
                for side in order:
                    for _ in range(blocks[side]):
                        t = replay.call(side)
                        kept[side].append(t)
                        timed += t
                    request.append([side, blocks[side]])
            requests.append(request)
            done += wanted
            if timed >= budget or done >= most:
                break
            per_pair = timed / done
            needed = math.ceil((budget - timed) / per_pair) if per_pair > 0 else most - done
            wanted = max(1, min(int(min(needed, most)), most - done))

    def guard(sides):
        for side in sides:
            if threshold > 0 and rel_iqr(kept[side]) > threshold:
                raise Stop(side)

    stopped = None
    try:
        if case["protocol"] == "upstream":
            for side in ("eager", "compiled"):
                sequential(side)
                if policy == "remeasure":
                    for _ in range(case["max_remeasures"]):
                        if not noisy(side):
                            break
                        sequential(side)
                        remeasures += 1
                if policy == "fail":
                    guard([side])
        elif case["protocol"] == "blocks":
            calibrate()
            units = max(10, case["trials"])  # kMinBlockPairs
            pairs(units)
            if policy == "remeasure":
                for _ in range(case["max_remeasures"]):
                    if not (threshold > 0 and rel_iqr(block_speedups()) > threshold):
                        break
                    pairs(units)
                    remeasures += 1
            if policy == "fail" and threshold > 0 and rel_iqr(block_speedups()) > threshold:
                raise Stop("compiled")
        else:
            pairs(case["trials"])
            if policy == "remeasure":
                for _ in range(case["max_remeasures"]):
                    if not (noisy("eager") or noisy("compiled")):
                        break
                    pairs(case["trials"])
                    remeasures += 1
            if policy == "fail":
                guard(["eager", "compiled"])
    except Stop as e:
        stopped = str(e)

    out = {"sample": recording["name"], "case": case["name"], "settings": case, "requests": requests,
           "remeasures": remeasures, "stopped_by_guard": stopped,
           "kept_calls": {s: len(kept[s]) for s in kept}}
    if stopped is None:
        # stored as upstream's get_timing_stats stores them: 6 significant digits; the speedup is their ratio
        medians = {s: float(f"{np.median(kept[s]):.6g}") for s in kept}
        out["median_ms"] = medians
        out["rel_iqr"] = {s: rel_iqr(kept[s]) for s in kept}
        out["speedup"] = medians["eager"] / medians["compiled"]
        if case["protocol"] == "blocks":
            out["block_calls"] = dict(blocks)
            out["block_spread"] = rel_iqr(block_speedups())
    return out


def main():
    with open(os.path.join(DATA, "recorded-times.json"), encoding="utf-8") as f:
        recordings = json.load(f)["recordings"]
    reference = {"generated_by": "tools/scheduler_reference.py", "numpy": np.__version__,
                 "results": [simulate(r, c) for r in recordings for c in CASES]}
    text = json.dumps(reference, indent=1, sort_keys=True) + "\n"
    path = os.path.join(DATA, "reference.json")
    if "--check" in sys.argv:
        with open(path, encoding="utf-8") as f:
            committed = json.load(f)
        committed.pop("numpy", None)
        reference.pop("numpy", None)
        same = json.dumps(committed, sort_keys=True) == json.dumps(json.loads(json.dumps(reference)), sort_keys=True)
        print("reference matches" if same else "reference differs")
        return 0 if same else 1
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {path}: {len(reference['results'])} results")
    return 0


if __name__ == "__main__":
    sys.exit(main())
