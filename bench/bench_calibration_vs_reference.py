#!/usr/bin/env python3
"""Our machine calibration (`graphnet-bench calibrate`) beside references timed the same way on the same
machine, in one run: GEMM against numpy's matmul (OpenBLAS) and torch.mm from Python, STREAM copy against
numpy.copyto and torch's copy_, triad against torch.add(out=) (numpy has no one-pass triad). Each figure is
the best call over at least --seconds after one untimed call, N x N GEMMs with the same N, 256 MiB arrays,
the same thread count. Prints each figure and ours / reference; the calibration is trusted within 10%.

  .venv/bin/python bench/bench_calibration_vs_reference.py [build/bin/graphnet-bench] [--threads N] [--rounds R]
"""
import argparse, json, os, subprocess, sys, time

ap = argparse.ArgumentParser()
ap.add_argument("bench", nargs="?", default="build/bin/graphnet-bench")
ap.add_argument("--threads", type=int, default=os.cpu_count())
ap.add_argument("--rounds", type=int, default=3)
ap.add_argument("--seconds", type=float, default=0.5)
args = ap.parse_args()
for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[var] = str(args.threads)
import numpy as np  # after the thread variables: OpenBLAS reads them when it loads
import torch

torch.set_num_threads(args.threads)
N, BYTES = 2048, 256 << 20


def best(call):
    call()
    t_best, start, i = 1e30, time.perf_counter(), 0
    while i < 3 or time.perf_counter() - start < args.seconds:
        t0 = time.perf_counter()
        call()
        t_best = min(t_best, time.perf_counter() - t0)
        i += 1
    return t_best


def references():
    out = {}
    for dtype, np_dtype, t_dtype in (("float32", np.float32, torch.float32), ("float64", np.float64, torch.float64)):
        a, b = np.random.rand(N, N).astype(np_dtype), np.random.rand(N, N).astype(np_dtype)
        c = np.empty((N, N), np_dtype)
        out[f"gemm {dtype} numpy"] = 2 * N**3 / best(lambda: np.matmul(a, b, out=c))
        ta, tb = torch.rand(N, N, dtype=t_dtype), torch.rand(N, N, dtype=t_dtype)
        tc = torch.empty(N, N, dtype=t_dtype)
        out[f"gemm {dtype} torch"] = 2 * N**3 / best(lambda: torch.mm(ta, tb, out=tc))
    n = BYTES // 4
    a, b = np.random.rand(n).astype(np.float32), np.empty(n, np.float32)
    out["copy numpy"] = 2 * BYTES / best(lambda: np.copyto(b, a))
    ta, tb, tc = torch.rand(n), torch.rand(n), torch.rand(n)
    out["copy torch"] = 2 * BYTES / best(lambda: tb.copy_(ta))
    out["triad torch"] = 3 * BYTES / best(lambda: torch.add(tb, tc, alpha=3.0, out=ta))
    return out


def ours():
    p = subprocess.run([args.bench, "calibrate", "--json", "--threads", str(args.threads), "--dtypes",
                        "float32,float64", "--seconds", str(args.seconds)], capture_output=True, text=True, check=True)
    j = json.loads(p.stdout)
    return {"gemm float32": j["gemm_flops"]["float32"], "gemm float64": j["gemm_flops"]["float64"],
            "copy": j["copy_bandwidth"], "triad": j["triad_bandwidth"]}, j["hardware"]


rows = {}
for r in range(args.rounds):  # interleaved, so a disturbance hits both sides of a round
    mine, hardware = ours()
    ref = references()
    for key, value in ref.items():
        kind = key.rsplit(" ", 1)[0]
        rows.setdefault(key, []).append((mine[kind], value))
print(f"{hardware}, {args.threads} thread(s), best of {args.rounds} rounds (each the best call over {args.seconds} s)")
print(f"{'figure':<22} {'ours':>12} {'reference':>12} {'ours/ref':>9}")
worst = 0.0
for key, pairs in rows.items():
    mine, ref = max(p[0] for p in pairs), max(p[1] for p in pairs)
    unit = "GFLOP/s" if key.startswith("gemm") else "GB/s"
    ratio = mine / ref
    worst = max(worst, abs(ratio - 1))
    print(f"{key:<22} {mine / 1e9:>8.1f} {unit:<3}{ref / 1e9:>8.1f} {unit:<3} {ratio:>7.3f}")
print(f"largest deviation: {worst * 100:.1f}% ({'within' if worst <= 0.10 else 'OUTSIDE'} 10%)")
