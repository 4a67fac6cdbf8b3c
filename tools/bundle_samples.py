#!/usr/bin/env python3
"""Choose and copy the bundled dataset, a curated slice of upstream GraphNet, into samples/ (issue 45).

Upstream GraphNet is MIT-licensed; its samples are copied verbatim, with its licence and a provenance line per
sample (upstream commit, path, git blob hash of model.py). Two steps, both deterministic:

1. `candidates UPSTREAM_DIR` lists the samples small enough to bundle (torch: the sample folder at most
   --max-bytes, else, for a source folder with none that small, its smallest; Paddle likewise), with the format
   features each one exercises. Their eager time is then measured on the machine the bundle must suit (2 cores):

       tools/bundle_samples.py candidates /work/upstream-full --framework torch --paths > /tmp/torch.txt
       build/bin/graphnet-bench run --dataset /work/upstream-full/samples --allow-list /tmp/torch.txt \\
           --backend nope --device cpu --trials 3 --min-time 0 --store /tmp/bundle.sqlite
       build/bin/graphnet-bench export-csv --store /tmp/bundle.sqlite --run 1 > bench/data/bundle-eager-torch.csv

   (Paddle: `--framework paddle`, `--dataset /work/upstream-full/paddle_samples --backend paddle-nope`.)

2. `select UPSTREAM_DIR --eager CSV [CSV ...] --out samples` keeps the candidates that ran correct with an
   eager median under --max-eager-ms, then per source folder, up to its quota (QUOTAS), greedily takes the one
   that adds the most format features not yet covered by the whole selection (ties: a seeded hash of the path),
   and copies them with PROVENANCE.tsv and LICENSE. A total over --max-total-bytes is an error.

UPSTREAM_DIR holds upstream's samples/ and paddle_samples/ (and LICENSE), e.g. extracted from a clone with
`git ls-tree -r` + `git cat-file --batch` (docs/dataset.md, "The bundled samples").
"""
import argparse
import csv
import functools
import hashlib
import os
import random
import re
import shutil
import sys

UPSTREAM_COMMIT = "1dcbd6690d80e6343bbd9fd3ea01aed97f5ca616"

# Samples per upstream source folder: roughly each folder's share of upstream, at least one of each, so that
# the slice browses like the dataset.
QUOTAS = {
    "samples/transformers-auto-model": 16,
    "samples/timm": 10,
    "samples/torchvision": 4,
    "samples/torchgeometric": 3,
    "samples/mmpose": 2,
    "samples/mmseg": 2,
    "samples/ultralytics": 2,
    "samples/torchaudio": 1,
    "samples/nemo": 1,
    "samples/cosyvoice": 1,
    "samples/others": 1,
    "paddle_samples/PaddleX": 7,
    "paddle_samples/PaddleNLP": 4,
    "paddle_samples/PaddleScience": 1,
}
RARE = {"fp16", "bf16", "fp64", "item", "llm"}
PER_FOLDER = 40
SEED = 45
SAMPLE_FILES = ("graph_net.json", "model.py", "input_meta.py", "weight_meta.py")
LLM_NAME = re.compile(r"llama|qwen|gpt|phi|mistral|gemma|opt-|bloom|falcon|smollm|deepseek|tinyllama", re.I)


def sample_dirs(upstream):
    for top in ("samples", "paddle_samples"):
        for root, dirs, files in os.walk(os.path.join(upstream, top)):
            dirs.sort()
            if "model.py" in files:
                yield os.path.relpath(root, upstream)


def folder_of(rel):
    return "/".join(rel.split("/")[:2])


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


@functools.lru_cache(maxsize=None)  # candidates() and select() ask for the same samples' features
def features(upstream, rel):
    """The format features a sample exercises, as short tags (docs/samples.md lists them)."""
    d = os.path.join(upstream, rel)
    tags = set()
    metas = "".join(read(os.path.join(d, f)) for f in ("input_meta.py", "weight_meta.py") if os.path.exists(os.path.join(d, f)))
    model = read(os.path.join(d, "model.py"))
    for dtype, tag in (("float16", "fp16"), ("bfloat16", "bf16"), ("float64", "fp64")):
        if re.search(r"dtype\s*=\s*\"(torch|paddle)\.%s\"" % dtype, metas):
            tags.add(tag)
    if re.search(r"dtype\s*=\s*\"(torch|paddle)\.(int64|int32|bool)\"", metas) and "data = [" in metas:
        tags.add("intdata")
    constraints = os.path.join(d, "input_tensor_constraints.py")
    if os.path.exists(constraints) and "Symbol(" in read(constraints):
        tags.add("symdim")
    returns = re.findall(r"^\s+return \((.*)\)\s*$", model, re.M)
    if returns and returns[-1].count(",") >= 1 and returns[-1].rstrip(", ").count(",") >= 1:
        tags.add("multiout")
    if ".item()" in model:
        tags.add("item")
    folder = folder_of(rel)
    if folder == "samples/torchgeometric":
        tags.add("gnn")
    if folder in ("samples/torchaudio", "samples/nemo", "samples/cosyvoice"):
        tags.add("audio")
    if folder == "samples/transformers-auto-model" and LLM_NAME.search(rel):
        tags.add("llm")
    if re.search(r"/subgraph_\d+$", rel):
        tags.add("subgraph")
    return frozenset(tags)


def dir_bytes(upstream, rel):
    d = os.path.join(upstream, rel)
    return sum(os.path.getsize(os.path.join(d, f)) for f in os.listdir(d) if os.path.isfile(os.path.join(d, f)))


def candidates(upstream, framework, max_bytes):
    """Complete samples of the framework at most max_bytes, plus a folder's smallest where it has none."""
    top = "samples" if framework == "torch" else "paddle_samples"
    by_folder = {}
    for rel in sample_dirs(upstream):
        if not rel.startswith(top + "/") or folder_of(rel) not in QUOTAS:
            continue
        if not all(os.path.exists(os.path.join(upstream, rel, f)) for f in SAMPLE_FILES):
            continue
        by_folder.setdefault(folder_of(rel), []).append((dir_bytes(upstream, rel), rel))
    out = []
    for folder, rows in sorted(by_folder.items()):
        rows.sort()
        small = [r for r in rows if r[0] <= max_bytes] or rows[:3]
        # Every sample with a rare feature, and a seeded random rest up to PER_FOLDER: measuring all of a large
        # folder's small samples would take hours, and the smallest alone are mostly fragments of one block.
        rare = [r for r in small if features(upstream, r[1]) & RARE]
        rest = [r for r in small if r not in rare]
        random.Random(SEED).shuffle(rest)
        out.extend(sorted(rare + rest[:max(0, PER_FOLDER - len(rare))]))
    return out


def eager_times(paths):
    """Sample path relative to the upstream tree -> eager median ms, for samples measured correct."""
    times = {}
    for path in paths:
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                sample = row["sample_path"]
                m = re.search(r"(?:^|/)((?:paddle_)?samples/.*)$", sample)
                if not m or row["status"] != "correct" or not row["eager_e2e_median"]:
                    continue
                times[m.group(1)] = float(row["eager_e2e_median"])
    return times


def git_blob_hash(path):
    data = open(path, "rb").read()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def tie_break(rel):
    """A seeded order among equally useful samples: the smallest first would fill the slice with fragments."""
    return hashlib.sha1(("%d:%s" % (SEED, rel)).encode()).hexdigest()


def select(upstream, eager, max_eager_ms, max_bytes):
    pool = {}
    for framework in ("torch", "paddle"):
        for size, rel in candidates(upstream, framework, max_bytes):
            if eager.get(rel, float("inf")) <= max_eager_ms:
                pool.setdefault(folder_of(rel), []).append((size, rel, features(upstream, rel)))
    chosen, covered = [], set()
    # Rare features first: a folder that can add one takes it before the common folders fill their quotas.
    for folder in sorted(QUOTAS, key=lambda f: (QUOTAS[f], f)):
        rows = sorted(pool.get(folder, []), key=lambda r: (r[0], r[1]))
        for _ in range(min(QUOTAS[folder], len(rows))):
            best = min(rows, key=lambda r: (-len(r[2] - covered), tie_break(r[1])))
            rows.remove(best)
            covered |= best[2]
            chosen.append(best)
    return sorted(chosen, key=lambda r: r[1]), covered


def copy_selection(upstream, chosen, eager, out):
    if os.path.isdir(out):
        for entry in os.listdir(out):
            path = os.path.join(out, entry)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    os.makedirs(out, exist_ok=True)
    # Bundled paths drop upstream's top folder: samples/timm/x -> timm/x, paddle_samples/PaddleX/y -> PaddleX/y.
    rows = []
    for size, rel, tags in chosen:
        here = rel.split("/", 1)[1]
        shutil.copytree(os.path.join(upstream, rel), os.path.join(out, here))
        framework = "paddle" if rel.startswith("paddle_samples/") else "torch"
        rows.append([here, framework, UPSTREAM_COMMIT, rel, git_blob_hash(os.path.join(upstream, rel, "model.py")),
                     str(size), "%.1f" % eager[rel], ",".join(sorted(tags))])
    shutil.copy(os.path.join(upstream, "LICENSE"), os.path.join(out, "LICENSE"))
    with open(os.path.join(out, "PROVENANCE.tsv"), "w", newline="") as f:
        f.write("# Verbatim copies of upstream GraphNet samples (https://github.com/PaddlePaddle/GraphNet, MIT licence,\n"
                "# copyright (c) 2025 PaddlePaddle Authors: LICENSE beside this file), chosen by tools/bundle_samples.py.\n")
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(["path", "framework", "upstream_commit", "upstream_path", "model_py_blob", "bytes",
                    "eager_ms_2cores", "features"])
        w.writerows(rows)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("candidates")
    c.add_argument("upstream")
    c.add_argument("--framework", choices=("torch", "paddle"), default="torch")
    c.add_argument("--max-bytes", type=int, default=300_000)
    c.add_argument("--paths", action="store_true", help="only the paths under samples/ or paddle_samples/")
    s = sub.add_parser("select")
    s.add_argument("upstream")
    s.add_argument("--eager", nargs="+", required=True, help="graphnet-bench export-csv files of the candidates")
    s.add_argument("--out", default="samples")
    s.add_argument("--max-bytes", type=int, default=300_000)
    s.add_argument("--max-eager-ms", type=float, default=400.0)
    s.add_argument("--max-total-bytes", type=int, default=10_000_000)
    a = ap.parse_args()

    if a.cmd == "candidates":
        for size, rel in candidates(a.upstream, a.framework, a.max_bytes):
            print(rel.split("/", 1)[1] if a.paths else "%s\t%d\t%s" % (rel, size, ",".join(sorted(features(a.upstream, rel)))))
        return 0
    eager = eager_times(a.eager)
    chosen, covered = select(a.upstream, eager, a.max_eager_ms, a.max_bytes)
    total = sum(r[0] for r in chosen)
    if total > a.max_total_bytes:
        sys.exit("bundle_samples: the selection holds %d bytes, over --max-total-bytes %d" % (total, a.max_total_bytes))
    rows = copy_selection(a.upstream, chosen, eager, a.out)
    for row in rows:
        print("%-70s %8s %7s ms  %s" % (row[0], row[5], row[6], row[7]))
    torch = [r for r in rows if r[1] == "torch"]
    print("%d torch samples from %d folders, %d Paddle samples, %.2f MB; features: %s"
          % (len(torch), len({r[3].split("/")[1] for r in torch}), len(rows) - len(torch), total / 1e6,
             ",".join(sorted(covered))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
