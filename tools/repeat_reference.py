#!/usr/bin/env python3
"""Reference values for tst_repeat_summary, computed independently of core/metrics/RepeatSummary.cpp.

Student's t 0.975 quantiles come from integrating the t density numerically (Simpson's rule on
x = tan(u), no table, no scipy) and bisecting on the CDF; a repeat interval is exp(mean(log s) +- t *
sd(log s) / sqrt(n)) with the sample standard deviation. The speedup lists are real per-repeat speedups
shaped like bench/data's (a few percent apart) plus edge cases (two repeats, identical repeats).

  python3 tools/repeat_reference.py > tests/data/repeats/reference.json
"""
import json
import math
import statistics


def t_density(x, df):
    c = math.exp(math.lgamma((df + 1) / 2) - math.lgamma(df / 2)) / math.sqrt(df * math.pi)
    return c * (1 + x * x / df) ** (-(df + 1) / 2)


def t_cdf_upper_half(q, df, steps=20000):
    # P(0 <= T <= q) by Simpson's rule in u = atan(x), which keeps the heavy tail of df = 1 finite.
    hi = math.atan(q)
    h = hi / steps
    total = 0.0
    for i in range(steps + 1):
        u = i * h
        w = 1 if i in (0, steps) else (4 if i % 2 else 2)
        total += w * t_density(math.tan(u), df) / math.cos(u) ** 2
    return total * h / 3


def t975(df):
    lo, hi = 0.0, 100.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if 0.5 + t_cdf_upper_half(mid, df) < 0.975:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def interval(speedups):
    logs = [math.log(s) for s in speedups]
    n = len(logs)
    half = t975(n - 1) * statistics.stdev(logs) / math.sqrt(n)
    mean = sum(logs) / n
    return [math.exp(mean - half), math.exp(mean + half)]


CASES = {
    "three close": [1.026, 1.028, 1.019],
    "five spread": [0.895, 0.912, 0.900, 0.926, 0.952],
    "two": [1.273, 1.323],
    "identical": [1.5, 1.5, 1.5],
    "one outlier of seven": [1.02, 1.03, 1.01, 1.02, 1.50, 1.02, 1.03],
    "slowdowns": [0.003, 0.004, 0.0035, 0.0031],
}

if __name__ == "__main__":
    print(json.dumps({
        "t975": {str(df): t975(df) for df in (1, 2, 3, 4, 5, 9, 19, 29, 30, 31, 40, 60, 120)},
        "intervals": [{"name": k, "speedups": v, "median": statistics.median(v), "interval": interval(v)}
                      for k, v in CASES.items()],
    }, indent=1))
