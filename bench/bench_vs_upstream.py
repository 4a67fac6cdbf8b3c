#!/usr/bin/env python3
"""Our compiler speedups beside upstream's own test_compiler, side by side (docs/backends.md, "Agreement
with upstream"). Baseline: upstream's `python -m graph_net_bench.torch.test_compiler`.

  (s) speedups  per sample and round: upstream's test_compiler (--compiler BACKEND --device cpu, warm-up 3,
                trials sized to about a second of timed calls, fluctuation guard off), then `graphnet-bench
                run` with our default settings (guard off: this compares medians), one after the other, the
                order alternating between rounds. Prints each sample's speedups, ours/upstream and its
                geomean; on a GPU also both tools' GPU-time speedups (CUDA events) and their ratio. Goal: geomean within [0.95, 1.05], every sample within [0.85, 1.18].
                --variants adds our runs with other settings (no_grad, dynamo defaults, no default device,
                strict = all three, the interleaved protocol), so that a reader sees how much each moves it.
  (m) memory    the largest samples (by weight bytes) of a seeded random 100 with `nope` (warm-up 0, one
                trial, min-time 0): wall time and peak memory (PSS) of the whole process tree, ours beside
                upstream's test_compiler. Goal: ours <= upstream's on both.

  python3 bench/bench_vs_upstream.py [--only s|m] [--samples fixtures|random] [--random 20] [--seed 7]
      [--max-tensor-mb 100] [--device cpu|cuda:0] [--python PY] [--match REGEX]
      [--rounds 2] [--backend inductor] [--variants no_grad,dynamo_default,no_default_device,strict,interleaved]
      [--upstream DIR] [--dataset DIR] [--largest 5] [--csv FILE]
"""

import argparse
import csv
import io
import math
import os
import platform
import random
import re
import subprocess
import sys
import tempfile
import time

from bench_compilers import torch_samples  # noqa: E402  (bench/ is this script's own folder)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYTHON = os.path.join(ROOT, ".venv", "bin", "python")
VARIANTS = {
    "default": [],
    "no_grad": ["--grad-mode", "no_grad"],
    "dynamo_default": ["--dynamo-config", "default"],
    "no_default_device": ["--default-device", "off"],
    "strict": ["--grad-mode", "no_grad", "--dynamo-config", "default", "--default-device", "off"],
    "interleaved": ["--protocol", "interleaved"],
}


def weight_bytes(sample_dir):
    """Bytes of the sample's tensors from its metas (shape x dtype size), as the C++ engine counts them;
    torch metas spell dtypes "torch.float32", Paddle's "float32", unknown dims (None) count as 1."""
    sizes = {"float64": 8, "int64": 8, "complex64": 8, "float32": 4, "int32": 4, "float16": 2,
             "bfloat16": 2, "int16": 2, "int8": 1, "uint8": 1, "bool": 1}
    total = 0
    for name in ("weight_meta.py", "input_meta.py"):
        path = os.path.join(sample_dir, name)
        if not os.path.exists(path):
            continue
        text = open(path, encoding="utf-8").read()
        for shape, dtype in re.findall(r"shape = \[([^\]]*)\]\s*\n\s*dtype = \"(?:torch\.)?(\w+)\"", text):
            n = 1
            for d in shape.split(","):
                d = d.strip()
                n *= int(d) if d.isdigit() else 1
            total += n * sizes.get(dtype, 4)
    return total


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def upstream_speedup(upstream, sample_dir, backend, trials, timeout, device="cpu"):
    """Upstream's test_compiler on one sample: (speedup, eager ms, compiled ms, GPU-time speedup or None)
    or None with the reason."""
    cmd = [PYTHON, "-m", "graph_net_bench.torch.test_compiler", "--model-path", sample_dir, "--compiler",
           backend, "--device", device.split(":")[0], "--warmup", "3", "--trials", str(trials)]
    env = dict(os.environ, PYTHONPATH=upstream, GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9")
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=upstream)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return parse_upstream_log(p.stdout + p.stderr)


def parse_upstream_log(text):
    """A test_compiler log block (torch's or Paddle's): (speedup, eager ms, compiled ms, GPU-time speedup or
    None), "" or None with the reason (the output's last line)."""
    perf = dict(re.findall(r"\[Performance\]\[(eager|compiled)\]: (\{.*\})", text))
    speedup = re.search(r"\[Speedup\]\[e2e\]: ([0-9.eE+-]+)", text)
    gpu = re.search(r"\[Speedup\]\[gpu\]: ([0-9.eE+-]+)", text)
    if not speedup or len(perf) < 2:
        return None, (text.strip().splitlines() or ["no output"])[-1][-200:]
    import json
    return (float(speedup.group(1)), json.loads(perf["eager"])["e2e"]["median"],
            json.loads(perf["compiled"])["e2e"]["median"], float(gpu.group(1)) if gpu else None), ""


def our_speedups(build, dataset, samples, backend, extra, timeout):
    """`graphnet-bench run` over the samples: {rel: (speedup, eager ms, compiled ms, status, GPU-time
    speedup or None)}."""
    exe = os.path.join(build, "bin", "graphnet-bench")
    with tempfile.TemporaryDirectory() as tmp:
        allow = os.path.join(tmp, "allow.txt")
        with open(allow, "w") as f:
            f.write("\n".join(samples) + "\n")
        store = os.path.join(tmp, "s.sqlite")
        cmd = [exe, "run", "--dataset", dataset, "--backend", backend, "--store", store, "--allow-list", allow,
               "--fluctuation-threshold", "0", "--timeout", str(timeout), *extra]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr}")
        run_id = p.stdout.strip().splitlines()[-1].split()[1].rstrip(":")
        out = subprocess.run([exe, "export-csv", "--store", store, "--run", run_id], capture_output=True,
                             text=True, check=True).stdout
    result = {}
    for r in csv.DictReader(io.StringIO(out)):
        rel = next((s for s in samples if r["sample_path"].rstrip("/").endswith(s)), None)
        if rel is None:
            continue
        if r["speedup_e2e"]:
            result[rel] = (float(r["speedup_e2e"]), float(r["eager_e2e_median"]),
                           float(r["compiled_e2e_median"]), r["status"],
                           float(r["speedup_gpu"]) if r.get("speedup_gpu") else None)
        else:
            result[rel] = (None, None, None, f"{r['status']} {r['failure_class']}: {r['message'][:120]}", None)
    return result


def speedups(args, dataset, samples):
    variants = ["default"] + [v for v in args.variants.split(",") if v]
    for v in variants:
        if v not in VARIANTS:
            sys.exit(f"unknown variant {v}; known: {', '.join(VARIANTS)}")
    print(f"(s) {args.backend} speedups, ours beside upstream's test_compiler: {len(samples)} samples of "
          f"{dataset}, {args.rounds} round(s); our variants: {', '.join(variants)}")
    up = {s: [] for s in samples}
    ours = {v: {s: [] for s in samples} for v in variants}
    up_gpu = {s: [] for s in samples}  # GPU-time speedups, on a GPU only
    ours_gpu = {s: [] for s in samples}  # the default variant's
    eager_ms = {s: [] for s in samples}
    notes = {}
    for k in range(args.rounds):
        order = ["upstream", "ours"] if k % 2 == 0 else ["ours", "upstream"]
        for side in order:
            t0 = time.time()
            if side == "upstream":
                for s in samples:
                    est = median(eager_ms[s]) if eager_ms[s] else 20.0
                    trials = max(10, min(200, math.ceil(1000.0 / max(est, 1e-3))))
                    got, why = upstream_speedup(args.upstream, os.path.join(dataset, s), args.backend, trials,
                                                args.timeout, args.device)
                    print(f"    upstream {s}: " + (f"speedup {got[0]:.3f}, eager {got[1]:.3f} ms, compiled "
                                                     f"{got[2]:.3f} ms" + (f", gpu-time {got[3]:.3f}" if got[3] else "")
                                                     if got else why), flush=True)
                    if got:
                        up[s].append(got[0])
                        eager_ms[s].append(got[1])
                        if got[3]:
                            up_gpu[s].append(got[3])
                    else:
                        notes.setdefault(s, set()).add(f"upstream: {why}")
            else:
                for v in variants:
                    extra = VARIANTS[v] + ["--device", args.device, "--python", PYTHON]
                    for s, (sp, e, c, status, gpu) in our_speedups(args.build, dataset, samples, args.backend,
                                                                   extra, args.timeout).items():
                        print(f"    ours ({v}) {s}: " + (f"speedup {sp:.3f}, eager {e:.3f} ms, compiled {c:.3f} ms"
                                                       + (f", gpu-time {gpu:.3f}" if gpu else "") if sp else status),
                              flush=True)
                        if sp:
                            ours[v][s].append(sp)
                            if gpu and v == "default":
                                ours_gpu[s].append(gpu)
                        else:
                            notes.setdefault(s, set()).add(f"ours ({v}): {status}")
            print(f"  round {k + 1}: {side} took {time.time() - t0:.0f} s", flush=True)

    def spread(xs):
        return f"[{min(xs):.2f}-{max(xs):.2f}]" if len(xs) > 1 else ""

    rows = []
    print("  per sample: the median over rounds of each speedup [its range over rounds], ours/upstream")
    ratios = {v: [] for v in variants}
    gpu_ratios = []
    for s in samples:
        u = median(up[s]) if up[s] else None
        line = f"  {s[-50:]:<50} upstream {u if u else float('nan'):6.3f} {spread(up[s]):<13}"
        row = {"sample": s, "upstream": u}
        for v in variants:
            o = median(ours[v][s]) if ours[v][s] else None
            ratio = o / u if o and u else None
            if ratio:
                ratios[v].append(ratio)
            line += (f" {v} {o if o else float('nan'):6.3f} {spread(ours[v][s]):<13} "
                     f"{ratio if ratio else float('nan'):5.3f}x")
            row[v] = o
            row[v + "_ratio"] = ratio
        if up_gpu[s] and ours_gpu[s]:
            ug, og = median(up_gpu[s]), median(ours_gpu[s])
            gpu_ratios.append(og / ug)
            line += f" | gpu time: upstream {ug:6.3f} ours {og:6.3f} {og / ug:5.3f}x"
        print(line + ("  " + "; ".join(sorted(notes[s])) if s in notes else ""), flush=True)
        rows.append(row)
    for v in variants:
        r = ratios[v]
        if not r:
            continue
        inside = sum(0.85 <= x <= 1.18 for x in r)
        print(f"  ours ({v}) / upstream: geomean {geomean(r):.3f} (goal 0.95-1.05), range {min(r):.3f}-"
              f"{max(r):.3f}, {inside}/{len(r)} within [0.85, 1.18]")
    if gpu_ratios:
        print(f"  GPU-time speedups, ours (default) / upstream: geomean {geomean(gpu_ratios):.3f}, range "
              f"{min(gpu_ratios):.3f}-{max(gpu_ratios):.3f} over {len(gpu_ratios)} samples")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["sample", "upstream"] + [c for v in variants for c in (v, v + "/upstream")])
            for row in rows:
                w.writerow([row["sample"], row["upstream"]] +
                           [x for v in variants for x in (row[v], row[v + "_ratio"])])


def process_tree_peak(cmd, env=None, cwd=None, timeout=3600):
    """Runs cmd; returns (exit code, wall s, peak memory in GB summed over the process tree, output tail).
    Each process counts its proportional set size (PSS: a page shared by n processes counts 1/n in each), so
    a forked child's copy-on-write pages are not counted twice: upstream's tool forks itself once early on
    (3.7 GB of RSS that is the parent's), and our worker shares LibTorch's pages with its fork server."""
    import threading
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=cwd)
    peak = [0]

    def rss_of_tree(root):
        total, stack = 0, [root]
        while stack:
            pid = stack.pop()
            try:
                with open(f"/proc/{pid}/smaps_rollup") as f:
                    for line in f:
                        if line.startswith("Pss:"):
                            total += int(line.split()[1]) * 1024
                with open(f"/proc/{pid}/task/{pid}/children") as f:
                    stack.extend(int(c) for c in f.read().split())
            except (FileNotFoundError, ProcessLookupError):
                pass
        return total

    def watch():
        while p.poll() is None:
            peak[0] = max(peak[0], rss_of_tree(p.pid))
            time.sleep(0.05)

    th = threading.Thread(target=watch)
    th.start()
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, _ = p.communicate()
    th.join()
    return p.returncode, time.time() - t0, peak[0] / 1e9, out[-300:]


def memory(args, dataset):
    rng = random.Random(args.seed)
    pool = torch_samples(dataset)
    hundred = rng.sample(pool, min(100, len(pool)))
    largest = sorted(hundred, key=lambda s: -weight_bytes(os.path.join(dataset, s)))[:args.largest]
    print(f"(m) the {len(largest)} largest (weight bytes) of a seeded ({args.seed}) random 100 torch samples, "
          "nope, warm-up 0, one trial: wall time and peak PSS of the process tree")
    exe = os.path.join(args.build, "bin", "graphnet-bench")
    ratios_t, ratios_m = [], []
    for s in largest:
        sample_dir = os.path.join(dataset, s)
        env = dict(os.environ, PYTHONPATH=args.upstream, GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD="1e9")
        rc_u, t_u, m_u, out_u = process_tree_peak(
            [PYTHON, "-m", "graph_net_bench.torch.test_compiler", "--model-path", sample_dir, "--compiler", "nope",
             "--device", "cpu", "--warmup", "0", "--trials", "1"], env=env, cwd=args.upstream)
        with tempfile.TemporaryDirectory() as tmp:
            allow = os.path.join(tmp, "allow.txt")
            with open(allow, "w") as f:
                f.write(s + "\n")
            rc_o, t_o, m_o, out_o = process_tree_peak(
                [exe, "run", "--dataset", dataset, "--backend", "nope", "--store", os.path.join(tmp, "s.sqlite"),
                 "--allow-list", allow, "--warmup", "0", "--trials", "1", "--min-time", "0",
                 "--fluctuation-threshold", "0", "--timeout", "1800"])
        ok_o = rc_o == 0 and "FAILED" not in out_o
        print(f"  {s[-60:]:<60} {weight_bytes(sample_dir) / 1e9:5.2f} GB of tensors: "
              f"upstream {t_u:6.1f} s {m_u:5.2f} GB{'' if rc_u == 0 else ' (failed)'}, "
              f"ours {t_o:6.1f} s {m_o:5.2f} GB{'' if ok_o else ' (failed: ' + out_o.strip()[-120:] + ')'}, "
              f"ratio time {t_o / t_u:.2f} memory {m_o / max(m_u, 1e-9):.2f}", flush=True)
        ratios_t.append(t_o / t_u)
        ratios_m.append(m_o / max(m_u, 1e-9))
    print(f"  ours/upstream: wall time geomean {geomean(ratios_t):.2f} (worst {max(ratios_t):.2f}), peak PSS "
          f"geomean {geomean(ratios_m):.2f} (worst {max(ratios_m):.2f}); goal <= 1.0 on both")


def main():
    global PYTHON
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", default="s")
    ap.add_argument("--samples", default="fixtures", choices=["fixtures", "random"])
    ap.add_argument("--random", type=int, default=20)
    ap.add_argument("--max-tensor-mb", type=float, default=0,
                    help="random samples only among those whose tensors take at most this (0 = any): "
                         "upstream's tool takes at least 10 trials a side, minutes for a large model")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--backend", default="inductor")
    ap.add_argument("--variants", default="")
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--largest", type=int, default=5)
    ap.add_argument("--csv", default="")
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "..", "shared", "fixtures", "graphnet-samples"))
    ap.add_argument("--upstream", default=os.environ.get("GRAPHNET_UPSTREAM", "/work/upstream/GraphNet"))
    ap.add_argument("--dataset", default="", help="the upstream samples/ folder (default UPSTREAM/samples)")
    ap.add_argument("--device", default="cpu", help="cpu or cuda:N, for both tools")
    ap.add_argument("--match", default="", help="only the samples whose relative path matches this regex")
    ap.add_argument("--python", default=PYTHON, help="the Python (with torch) both tools run on")
    args = ap.parse_args()
    # Upstream runs with its own folder as the working directory: a relative path would not resolve there.
    PYTHON = os.path.abspath(args.python) if os.sep in args.python else args.python
    if not os.path.isfile(os.path.join(args.upstream, "graph_net_bench", "torch", "test_compiler.py")):
        sys.exit(f"no upstream GraphNet checkout at {args.upstream} (--upstream DIR)")
    full = args.dataset or os.path.join(args.upstream, "samples")
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, load average "
          f"{os.getloadavg()[0]:.1f}; {time.strftime('%Y-%m-%d %H:%M')}")
    if "s" in args.only:
        if args.samples == "fixtures":
            dataset = os.path.abspath(args.fixtures)
            samples = torch_samples(dataset)
        else:
            dataset = full
            pool = torch_samples(full, 300 * 1024)
            if args.max_tensor_mb > 0:
                pool = [s for s in pool if weight_bytes(os.path.join(full, s)) <= args.max_tensor_mb * 1e6]
            samples = sorted(random.Random(args.seed).sample(pool, args.random))
        samples = [s for s in samples if re.search(args.match, s)]
        speedups(args, dataset, samples)
    if "m" in args.only:
        memory(args, full)


if __name__ == "__main__":
    main()
