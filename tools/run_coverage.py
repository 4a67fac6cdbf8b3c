#!/usr/bin/env python3
"""Run coverage of the workbench engine against upstream's Python eager, side by side (issue 10, goal 2).

For every sample of a list (bench/data/run-coverage-samples.txt: a seeded random subset of upstream's torch
samples), with the same per-sample time limit on both sides:

1. Python: upstream's own `graph_net_bench.torch.test_compiler --compiler nope --device cpu` in a fresh
   process; the sample "runs in Python" when its eager phase succeeds (no eager failure, no timeout).
2. Ours: the sample in a fresh `graphnet-bench-worker` (what `graphnet-bench run --backend nope --device cpu
   --save-io DIR` starts), the same time limit; it "runs in ours" when eager and nope ran and were compared.
3. Where both run: the sample's model.py is executed in Python PyTorch on the very inputs our engine used
   (saved by --save-io) and every output must be bitwise identical to ours (NaN payloads included).

    .venv/bin/python tools/run_coverage.py make-list --dataset /work/upstream/GraphNet/samples \\
        --count 150 --seed 10 > bench/data/run-coverage-samples.txt
    nice .venv/bin/python tools/run_coverage.py run --dataset /work/upstream/GraphNet/samples \\
        --upstream /work/upstream/GraphNet --list bench/data/run-coverage-samples.txt --out /tmp/cov \\
        [--timeout 120] [--limit N] [--worker build/bin/graphnet-bench-worker] [--python-only]

`run` is resumable (per-sample results are kept in OUT/results.jsonl) and prints the counts and the samples
on either side's failure list at the end. Dev tool, not run in CI: the whole list takes hours on 2 cores.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def discover(root):
    """Relative paths of the torch samples under root (a dir with graph_net.json and model.py)."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        if "graph_net.json" in filenames and "model.py" in filenames:
            try:
                framework = json.load(open(os.path.join(dirpath, "graph_net.json"))).get("framework", "torch")
            except (OSError, ValueError):
                framework = "torch"
            if framework != "paddle":
                found.append(os.path.relpath(dirpath, root))
            dirnames[:] = []
        dirnames.sort()
    return sorted(found)


def make_list(args):
    """Stratified by category (the first folder): at least 3 samples of every category (all of a smaller
    one), the rest in proportion to the category's size, each category drawn with random.Random(seed)."""
    samples = discover(args.dataset)
    by_category = {}
    for s in samples:
        by_category.setdefault(s.split("/", 1)[0], []).append(s)
    quota = {c: max(min(3, len(v)), round(args.count * len(v) / len(samples))) for c, v in by_category.items()}
    while sum(quota.values()) > args.count:  # trim the largest category
        quota[max(quota, key=lambda c: quota[c])] -= 1
    while sum(quota.values()) < args.count:
        quota[max(by_category, key=lambda c: len(by_category[c]) - quota[c])] += 1
    rng = random.Random(args.seed)
    picked = sorted(s for c in sorted(by_category) for s in rng.sample(by_category[c], quota[c]))
    print(f"# {len(picked)} of {len(samples)} torch samples under {os.path.basename(os.path.normpath(args.dataset))}/:"
          f" at least 3 per category, the rest proportional, random.Random({args.seed}) per category in name order"
          f" (tools/run_coverage.py make-list --count {args.count} --seed {args.seed})")
    for s in picked:
        print(s)


def read_list(path):
    out = []
    for line in open(path, encoding="utf-8"):
        line = line.strip().rstrip("/")
        if line and not line.startswith("#"):
            out.append(line)
    return out


def run_python_eager(sample_dir, upstream, timeout):
    """Upstream's test_compiler with the nope compiler on CPU; 'ok' when its eager phase succeeded."""
    cmd = [sys.executable, "-m", "graph_net_bench.torch.test_compiler", "--model-path", sample_dir,
           "--compiler", "nope", "--device", "cpu", "--warmup", "0", "--trials", "1"]
    env = dict(os.environ, PYTHONPATH=upstream + os.pathsep + os.environ.get("PYTHONPATH", ""))
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=upstream)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "seconds": timeout}
    text = p.stdout + p.stderr
    seconds = round(time.time() - t0, 1)
    if "Eager model execution failed" in text or "Fail due to eager" in text:
        line = next((l for l in text.splitlines() if "Eager model execution failed" in l), "eager failed")
        return {"status": "eager_fail", "detail": line[-300:], "seconds": seconds}
    if "[Datatype][eager]" in text or "status: success" in text or "Fail due to compiled" in text:
        return {"status": "ok", "seconds": seconds}
    tail = text.strip().splitlines()[-1:] or [f"exit {p.returncode}"]
    return {"status": "error", "detail": tail[0][-300:], "seconds": seconds}


def compare_with_python(sample_dir, pt_file, timeout):
    """Runs model.py in Python on our saved inputs in a fresh process; bitwise comparison of outputs."""
    cmd = [sys.executable, os.path.abspath(__file__), "compare-one", sample_dir, pt_file]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"identical": None, "detail": "Python re-run timed out"}
    try:
        return json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"identical": None, "detail": (p.stderr.strip().splitlines() or ["no output"])[-1][-300:]}


def compare_one(sample_dir, pt_file):
    import torch
    from fidelity_check import load_module

    torch.set_num_threads(1)
    saved = torch.load(pt_file)
    inputs = {name: t.clone() for name, t in saved["inputs"].items()}
    model = load_module(os.path.join(sample_dir, "model.py"))
    torch.manual_seed(1024)  # the engine seeds every first call the same way
    with torch.no_grad():
        expected = model(**inputs)
    if not isinstance(expected, tuple):
        expected = (expected,)
    ours = [saved["eager"][f"output_{i}"] for i in range(len(saved["eager"]))]
    if len(ours) != len(expected):
        return {"identical": False, "detail": f"{len(ours)} outputs, Python returns {len(expected)}"}
    for i, (a, e) in enumerate(zip(ours, expected)):
        if not isinstance(e, torch.Tensor):
            e = torch.tensor(e)
        if a.dtype != e.dtype or a.shape != e.shape:
            return {"identical": False,
                    "detail": f"output {i}: ours {a.dtype} {tuple(a.shape)}, Python {e.dtype} {tuple(e.shape)}"}
        a, e = a.contiguous(), e.contiguous()
        same = torch.equal(a.view(torch.uint8), e.view(torch.uint8)) if a.numel() else True
        if not same:
            diff = (a.double() - e.double()).abs().max().item() if a.is_floating_point() else float("nan")
            return {"identical": False, "detail": f"output {i} ({e.dtype}) differs: max |diff| {diff:.3g}"}
    return {"identical": True, "detail": f"{len(ours)} outputs bitwise equal"}


def run_ours(args, rel, out):
    """One sample in a fresh graphnet-bench-worker (the process `graphnet-bench run` forks per sample
    stream), with the time limit enforced here: 'ok' when eager and nope both ran and were compared."""
    request = {"mode": "run", "dir": os.path.join(args.dataset, rel), "rel_path": rel,
               "options": {"backend": "nope", "device": "cpu", "warmup": 0, "trials": 1, "seed": 123,
                           "fluctuation_threshold": 0, "save_io_dir": os.path.join(out, "io")}}
    t0 = time.time()
    try:
        p = subprocess.run([args.worker, "--threads", "1"], input=json.dumps(request) + "\n", capture_output=True,
                           text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "seconds": args.timeout}
    seconds = round(time.time() - t0, 1)
    results = [json.loads(l) for l in p.stdout.splitlines() if l.startswith("{") and '"result"' in l]
    if not results:
        return {"status": "crash", "detail": f"exit {p.returncode}: {p.stderr.strip()[-200:]}", "seconds": seconds}
    o = results[-1]["outcome"]
    failure = o.get("failure_class", "")
    if failure and failure != "accuracy":
        return {"status": failure, "detail": o.get("message", "")[:300], "seconds": seconds}
    return {"status": "ok", "detail": failure, "seconds": seconds}


def python_statuses(args, samples):
    """Upstream's eager status per sample, cached in OUT/python.jsonl (this side needs no engine build)."""
    path = os.path.join(args.out, "python.jsonl")
    cached = {}
    if os.path.exists(path):
        for line in open(path):
            r = json.loads(line)
            cached[r["sample"]] = r["python"]
    with open(path, "a") as f:
        for rel in samples:
            if rel in cached:
                continue
            cached[rel] = run_python_eager(os.path.join(args.dataset, rel), args.upstream, args.timeout)
            print(f"{rel}: python {cached[rel]['status']} ({cached[rel]['seconds']} s)", flush=True)
            f.write(json.dumps({"sample": rel, "python": cached[rel]}) + "\n")
            f.flush()
    return cached


def run(args):
    os.makedirs(args.out, exist_ok=True)
    samples = read_list(args.list)[: args.limit or None]
    python = python_statuses(args, samples)
    if args.python_only:
        return
    results_path = os.path.join(args.out, "results.jsonl")
    done = {}
    if os.path.exists(results_path):
        for line in open(results_path):
            r = json.loads(line)
            done[r["sample"]] = r
    todo = [s for s in samples if s not in done]
    os.makedirs(os.path.join(args.out, "io"), exist_ok=True)
    with open(results_path, "a") as results:
        for rel in todo:
            sample_dir = os.path.join(args.dataset, rel)
            r = {"sample": rel, "ours": run_ours(args, rel, args.out), "python": python[rel]}
            r["ours_ok"] = r["ours"]["status"] == "ok"
            pt = os.path.join(args.out, "io", rel.replace("/", "_") + ".pt")
            if r["ours_ok"] and r["python"]["status"] == "ok" and os.path.exists(pt):
                r["compare"] = compare_with_python(sample_dir, pt, args.timeout)
            if os.path.exists(pt):
                os.remove(pt)  # inputs and outputs of big models: keep the disk free
            print(f"{rel}: python {r['python']['status']}, ours {r['ours']['status']}"
                  + (f", {r['compare']['detail']}" if "compare" in r else ""), flush=True)
            results.write(json.dumps(r) + "\n")
            results.flush()
            done[rel] = r
    report([done[s] for s in samples if s in done])


def report(rows):
    py_ok = [r for r in rows if r["python"]["status"] == "ok"]
    ours_ok = [r for r in rows if r["ours_ok"]]
    both = [r for r in rows if r["ours_ok"] and r["python"]["status"] == "ok"]
    identical = [r for r in both if r.get("compare", {}).get("identical")]
    print(f"\n{len(rows)} samples: Python eager runs {len(py_ok)}, ours runs {len(ours_ok)}, both {len(both)}, "
          f"outputs bitwise identical {len(identical)} of {len(both)}")
    print("\nPython runs, ours fails:")
    for r in py_ok:
        if not r["ours_ok"]:
            print(f"  {r['sample']}: {r['ours']['status']} {r['ours'].get('detail', '')}")
    print("\nOurs runs, Python fails:")
    for r in ours_ok:
        if r["python"]["status"] != "ok":
            print(f"  {r['sample']}: {r['python']['status']} {r['python'].get('detail', '')}")
    print("\nBoth run, outputs differ:")
    for r in both:
        if not r.get("compare", {}).get("identical"):
            print(f"  {r['sample']}: {r.get('compare', {}).get('detail', 'not compared')}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("make-list")
    m.add_argument("--dataset", required=True)
    m.add_argument("--count", type=int, default=150)
    m.add_argument("--seed", type=int, default=10)
    r = sub.add_parser("run")
    r.add_argument("--dataset", required=True, help="upstream's samples/ folder")
    r.add_argument("--upstream", required=True, help="upstream checkout (for graph_net_bench)")
    r.add_argument("--list", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--timeout", type=float, default=120)
    r.add_argument("--limit", type=int, default=0)
    r.add_argument("--python-only", action="store_true", help="only upstream's side (cached for later runs)")
    r.add_argument("--worker", default=os.path.join(HERE, "..", "build", "bin", "graphnet-bench-worker"))
    s = sub.add_parser("report")
    s.add_argument("--out", required=True)
    c = sub.add_parser("compare-one")
    c.add_argument("sample_dir")
    c.add_argument("pt_file")
    args = parser.parse_args()
    if args.command == "make-list":
        make_list(args)
    elif args.command == "run":
        run(args)
    elif args.command == "report":
        report([json.loads(l) for l in open(os.path.join(args.out, "results.jsonl"))])
    else:
        print(json.dumps(compare_one(args.sample_dir, args.pt_file)))


if __name__ == "__main__":
    main()
