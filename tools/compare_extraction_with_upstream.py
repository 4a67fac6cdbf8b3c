#!/usr/bin/env python3
"""Extracts the same models with upstream GraphNet's extractor and with `graphnet-bench extract`, in the
same venv, and compares what they write (docs/extract.md, "Agreement with upstream's extractor"):

    .venv/bin/python tools/compare_extraction_with_upstream.py --upstream UPSTREAM_CHECKOUT \
        [--csv OUT.csv] MODEL.py[:FACTORY] ...

UPSTREAM_CHECKOUT is a GraphNet checkout (its graph_net package is imported from there; it is not part of
this repository). Each model is extracted dynamic (both tools' default) and static. Per written sample:
model.py byte for byte, weight_meta.py line by line (the lines that differ are printed), the op histogram
of `graphnet-bench inspect --json` of both, and the files each wrote.
"""

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "build", "bin", "graphnet-bench")

UPSTREAM_DRIVER = """
import importlib.util, os, sys
sys.path.insert(0, sys.argv[1])
from graph_net.torch.extractor import extract
path, factory, name, dynamic, workspace = sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5] == "1", sys.argv[6]
spec = importlib.util.spec_from_file_location("user_model", path)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
model, inputs = getattr(module, factory)()
inputs = inputs if isinstance(inputs, (tuple, list)) else (inputs,)
os.environ["GRAPH_NET_EXTRACT_WORKSPACE"] = workspace
extract(name, dynamic=dynamic)(model)(*inputs)
"""


def sample_dirs(root):
    return sorted(d for d, _, files in os.walk(root) if "graph_net.json" in files)


def ops(sample):
    out = subprocess.run([BENCH, "inspect", sample, "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["ops"]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def compare(model_arg, dynamic, upstream, scratch):
    path, _, factory = model_arg.partition(":")
    factory = factory or "model_and_inputs"
    name = os.path.splitext(os.path.basename(path))[0]
    if factory != "model_and_inputs":
        name += "_" + factory
    mode = "dynamic" if dynamic else "static"
    theirs_root = os.path.join(scratch, "upstream", mode)
    ours_root = os.path.join(scratch, "ours", mode)
    subprocess.run([sys.executable, "-c", UPSTREAM_DRIVER, upstream, path, factory, name, "1" if dynamic else "0",
                    theirs_root], check=True, capture_output=True)
    ours = subprocess.run([BENCH, "extract", "--model", f"{path}:{factory}", "--out", ours_root, "--name", name]
                          + ([] if dynamic else ["--static"]), capture_output=True, text=True)
    if ours.returncode != 0:
        print(ours.stdout, ours.stderr, file=sys.stderr)
    theirs_dirs = sample_dirs(os.path.join(theirs_root, name))
    ours_dirs = sample_dirs(os.path.join(ours_root, name))
    rows = []
    for t, o in zip(theirs_dirs, ours_dirs):
        meta_t, meta_o = read(os.path.join(t, "weight_meta.py")).split("\n"), read(os.path.join(o, "weight_meta.py")).split("\n")
        differing = [(i + 1, a, b) for i, (a, b) in enumerate(zip(meta_t, meta_o)) if a != b]
        for line, a, b in differing:
            print(f"  {name} {mode} {os.path.relpath(o, ours_root)} weight_meta.py:{line}: upstream {a.strip()!r}, "
                  f"ours {b.strip()!r}")
        rows.append({
            "model": name, "mode": mode, "sample": os.path.relpath(o, ours_root),
            "samples_upstream": len(theirs_dirs), "samples_ours": len(ours_dirs),
            "model_py_identical": read(os.path.join(t, "model.py")) == read(os.path.join(o, "model.py")),
            "weight_meta_lines": len(meta_o), "weight_meta_lines_differing": len(differing) + abs(len(meta_t) - len(meta_o)),
            "op_histograms_equal": ops(t) == ops(o),
            "files_upstream": " ".join(sorted(os.listdir(t))), "files_ours": " ".join(sorted(os.listdir(o))),
            "extract_exit_code": ours.returncode,
        })
    if len(theirs_dirs) != len(ours_dirs):
        rows.append({"model": name, "mode": mode, "sample": "(count)", "samples_upstream": len(theirs_dirs),
                     "samples_ours": len(ours_dirs)})
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--upstream", required=True, help="a GraphNet checkout (holds graph_net/)")
    parser.add_argument("--csv", help="write the rows here")
    parser.add_argument("models", nargs="+")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for model in args.models:
            for dynamic in (True, False):
                rows += compare(os.path.abspath(model.partition(":")[0]) + (":" + model.partition(":")[2] if ":" in model else ""),
                                dynamic, os.path.abspath(args.upstream), scratch)
    fields = list(rows[0].keys())
    writer = csv.DictWriter(sys.stdout, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
            w.writeheader()
            w.writerows(rows)
    agree = all(r.get("model_py_identical") and r.get("op_histograms_equal") for r in rows)
    print(f"{len(rows)} samples; model.py identical and op histograms equal in all: {agree}", file=sys.stderr)
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
