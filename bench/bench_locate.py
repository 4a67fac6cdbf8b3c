#!/usr/bin/env python3
"""Cost of fault localisation (docs/fault-localisation.md): backend runs and wall time per located fault.

  planted  the test-only compiler tests/data/planted_fault_backend.py (a dynamo backend that corrupts one
           chosen operator) on bundled and fixture samples, prefix and chunk mode. Prints per case the
           operators, the backend runs, the ratio runs / log2(operators) (baseline: an ideal bisection needs
           log2(operators) probes after the whole sample) and the wall time, and whether the located line is
           the first line that calls the operator (found by text, not by the workbench).
  real     the real failures of the compiler sweep (docs/backends.md): e.g. tvm on rope_attention_bf16,
           gcn, GAT, phi-2, openvino on the fixture samples it fails; prints what `locate` found.

  python3 bench/bench_locate.py [--build build] [--only planted,real] [--fixtures DIR] [--out DIR]
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(os.path.dirname(ROOT), "shared", "fixtures", "graphnet-samples")

PLANTED = [
    # (dataset, sample, operator)
    ("samples", "cv/small_cnn_bn", "batch_norm"),
    ("samples", "cv/residual_block", "relu"),
    ("samples", "nlp/gpt_block", "softmax"),
    ("samples", "nlp/transformer_encoder_layer", "layer_norm"),
    ("samples", "nlp/mlp", "gelu"),
    ("fixtures", "torchvision/alexnet", "linear"),
    ("fixtures", "transformers-auto-model/dccuchile_albert-base-2-spanish-distilled-ner", "tanh"),
]

REAL = [
    ("samples", "nlp/rope_attention_bf16", "tvm"),
    ("samples", "graph/gcn", "tvm"),
    ("fixtures", "torchgeometric/GAT", "tvm"),
    ("fixtures", "transformers-auto-model/phi-2", "tvm"),
    ("fixtures", "torchvision/alexnet", "openvino"),
    ("fixtures", "transformers-auto-model/polejowska_yolos-tiny-CD45RB-1000-att", "aot-inductor"),
]


def dataset_dir(which, fixtures):
    return os.path.join(ROOT, "tests", "data", "toy_samples") if which == "samples" else fixtures


def first_call_line(model_py, op):
    with open(model_py) as f:
        for i, line in enumerate(f, 1):
            if re.search(r"\." + re.escape(op) + r"\(", line):
                return i
    return None


def locate(build, dataset, sample, backend, mode, out, env):
    cmd = [os.path.join(build, "bin", "graphnet-bench"), "locate", "--dataset", dataset, "--sample", sample,
           "--backend", backend, "--mode", mode, "--out", out, "--json", "--timeout", "600"]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    try:
        report = json.loads(p.stdout)
    except json.JSONDecodeError:
        report = {"error": (p.stderr or p.stdout).strip().splitlines()[-1:]}
    return p.returncode, wall, report


def planted(args):
    print("(planted) torch-compile:planted_fault, one corrupted operator per case")
    print(f"{'sample':52} {'mode':7} {'ops':>5} {'runs':>5} {'runs/log2':>9} {'wall s':>7}  line ok")
    ratios = []
    for which, sample, op in PLANTED:
        dataset = dataset_dir(which, args.fixtures)
        if not os.path.isdir(os.path.join(dataset, sample)):
            print(f"{sample:52} skipped (absent)")
            continue
        with tempfile.TemporaryDirectory() as tmp:
            plugin = os.path.join(tmp, "planted.py")
            with open(os.path.join(ROOT, "tests", "data", "planted_fault_backend.py")) as f:
                text = f.read()
            with open(plugin, "w") as f:
                f.write(text + f'\nTARGET = "{op}"\n')
            env = dict(os.environ, GNW_BRIDGE_PLUGINS=plugin)
            expected = first_call_line(os.path.join(dataset, sample, "model.py"), op)
            if expected is None:
                print(f"{sample + ' ' + op:52} skipped: model.py calls no .{op}(")
                continue
            for mode in ("prefix", "chunks"):
                rc, wall, r = locate(args.build, dataset, sample, "torch-compile:planted_fault", mode,
                                     os.path.join(tmp, mode), env)
                node = r.get("first_faulty_node") or {}
                ops = r.get("operators", 0)
                runs = r.get("backend_runs", 0)
                ratio = runs / math.log2(ops) if ops > 1 else float("nan")
                if mode == "prefix" and ops > 1:
                    ratios.append(ratio)
                ok = "yes" if node.get("line") == expected else f"NO ({node.get('line')} vs {expected}; rc {rc})"
                print(f"{sample + ' ' + op:52} {mode:7} {ops:5} {runs:5} {ratio:9.2f} {wall:7.1f}  {ok}")
    if ratios:
        print(f"prefix mode: backend runs / log2(operators), geomean {math.exp(sum(map(math.log, ratios)) / len(ratios)):.2f}"
              " (whole sample + bisection + reproducer)")


def real(args):
    print("\n(real) failures of the compiler sweep")
    for which, sample, backend in REAL:
        dataset = dataset_dir(which, args.fixtures)
        if not os.path.isdir(os.path.join(dataset, sample)):
            print(f"{sample}: skipped (absent)")
            continue
        out = os.path.join(args.out, backend, sample.replace("/", "_"))
        rc, wall, r = locate(args.build, dataset, sample, backend, "prefix", out, dict(os.environ))
        node = r.get("first_faulty_node") or {}
        whole = (r.get("whole") or {}).get("verdict", r.get("error"))
        print(f"{backend} on {sample}: exit {rc}, {r.get('operators')} operators, {r.get('backend_runs')} runs, "
              f"{wall:.0f} s\n  whole: {whole}")
        if node:
            print(f"  first faulty: #{node.get('unit')} {node.get('target')} at model.py:{node.get('line')} "
                  f"[{node.get('module_path')}]  {node.get('statement')}\n  inputs {node.get('inputs')} "
                  f"outputs {node.get('outputs')}\n  reproducer ({r.get('reproducer_kind')}): {r.get('reproducer')}"
                  f"\n  test: {r.get('test_file') or r.get('test_note')}")
        for s in r.get("steps", []):
            print(f"    [{s['first']}, {s['k']}) {'faulty' if s['faulty'] else 'ok'}: {s['verdict'][:150]}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", default="planted,real")
    ap.add_argument("--fixtures", default=FIXTURES)
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "gnw-locate-real"))
    args = ap.parse_args()
    if "planted" in args.only:
        planted(args)
    if "real" in args.only:
        real(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
