#!/usr/bin/env python3
"""Fidelity of the workbench's graph interpreter against Python PyTorch eager.

For every sample whose inputs and outputs were saved by `graphnet-bench run --save-io DIR`, re-runs the
sample's model.py in Python PyTorch on the very same inputs and checks that our eager outputs are
allclose to Python's at tolerance level t (default -6) of upstream's table, using the rung of each
output's dtype (float32: atol 1e-6, rtol 8.65e-8; non-floating outputs must be equal).

    .venv/bin/python tools/fidelity_check.py --io DIR --dataset samples [--dataset MORE] [--t -6]

Exit status 0 when every sample passes, 1 otherwise. Dev tool: needs torch in the Python environment.
"""
import argparse
import importlib.util
import os
import re
import sys

import torch

# (atol, rtol) exponents per dtype as upstream's tolerance_generator: atol = 10^t (10^(7t/5) for
# float64), rtol = 10^(k t / 5); both rounded to 3 significant digits.
RTOL_K = {torch.float16: 3.0, torch.bfloat16: 1.796, torch.float32: 5.886, torch.float64: 7.0}


def tolerances(dtype, t):
    atol = 10.0 ** (7 * t / 5) if dtype == torch.float64 else 10.0**t
    rtol = 10.0 ** (RTOL_K[dtype] * t / 5)
    return float(f"{atol:.3g}"), float(f"{rtol:.3g}")


def discover(root):
    """relative path -> directory, for every sample (a dir with graph_net.json and model.py)."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(root):
        if "graph_net.json" in filenames and "model.py" in filenames:
            found[os.path.relpath(dirpath, root)] = dirpath
            dirnames[:] = []
        dirnames.sort()
    return found


def load_module(model_py):
    code = open(model_py, encoding="utf-8").read()
    # The benchmark's device rewrite: samples name the GPU they were captured on.
    code = re.sub(r'device\(type="cuda"', 'device(type="cpu"', code)
    code = code.replace('"cuda:0"', '"cpu"').replace("'cuda:0'", "'cpu'")
    spec = importlib.util.spec_from_loader("graphnet_sample", loader=None)
    module = importlib.util.module_from_spec(spec)
    exec(compile(code, model_py, "exec"), module.__dict__)
    return module.GraphModule()


def check(sample_dir, saved, t):
    inputs = {name: tensor.clone() for name, tensor in saved["inputs"].items()}
    model = load_module(os.path.join(sample_dir, "model.py"))
    torch.manual_seed(1024)  # the engine seeds every first call the same way
    with torch.no_grad():
        expected = model(**inputs)
    if not isinstance(expected, tuple):
        expected = (expected,)
    ours = [saved["eager"][f"output_{i}"] for i in range(len(saved["eager"]))]
    if len(ours) != len(expected):
        return False, f"{len(ours)} outputs, Python returns {len(expected)}"
    worst = 0.0
    for i, (a, e) in enumerate(zip(ours, expected)):
        if not isinstance(e, torch.Tensor):
            e = torch.tensor(e)
        if a.dtype != e.dtype or a.shape != e.shape:
            return False, f"output {i}: ours {a.dtype} {tuple(a.shape)}, Python {e.dtype} {tuple(e.shape)}"
        if e.dtype in RTOL_K:
            atol, rtol = tolerances(e.dtype, t)
            ok = torch.allclose(a, e, atol=atol, rtol=rtol)
            diff = (a.double() - e.double()).abs().max().item() if a.numel() else 0.0
        else:
            ok = torch.equal(a, e)
            diff = 0.0 if ok else float("inf")
        worst = max(worst, diff)
        if not ok:
            return False, f"output {i} ({e.dtype}) not allclose at t={t}: max |diff| {diff:.3g}"
    return True, f"max |diff| {worst:.3g}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--io", required=True, help="directory written by graphnet-bench run --save-io")
    parser.add_argument("--dataset", action="append", required=True, help="dataset root(s) the run used")
    parser.add_argument("--t", type=int, default=-6, help="tolerance level of upstream's table (default -6)")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    samples = {}
    for root in args.dataset:
        for rel, d in discover(root).items():
            samples[rel.replace(os.sep, "_")] = (rel, d)
    files = sorted(f for f in os.listdir(args.io) if f.endswith(".pt"))
    if not files:
        print(f"no .pt files in {args.io}", file=sys.stderr)
        return 1
    failed = 0
    for f in files:
        stem = f[:-3]
        if stem not in samples:
            print(f"{stem}: SKIPPED (no such sample under --dataset)")
            continue
        rel, sample_dir = samples[stem]
        try:
            ok, detail = check(sample_dir, torch.load(os.path.join(args.io, f)), args.t)
        except Exception as e:  # a sample Python itself cannot run is a failed comparison
            ok, detail = False, f"{type(e).__name__}: {e}"
        failed += not ok
        print(f"{rel}: {'ok' if ok else 'FAILED'} ({detail})")
    print(f"{len(files) - failed}/{len(files)} samples allclose to Python eager at t={args.t}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
