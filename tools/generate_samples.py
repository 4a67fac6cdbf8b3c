#!/usr/bin/env python3
"""Generate small, deterministic GraphNet samples for GraphNet Workbench.

Every sample is a tiny PyTorch model defined in sample_models_cv.py or sample_models_seq.py
(registered by sample_registry.py's ``@sample``). It is captured with
TorchDynamo exactly the way upstream GraphNet's extractor does it
(graph_net/torch/extractor.py + graph_net/torch/utils.py): a custom
``torch.compile`` backend receives the Dynamo FX ``GraphModule`` (parameters and
buffers lifted to placeholders such as ``L_self_modules_conv1_parameters_weight_``,
inputs as ``L_x_``) together with the real example tensors, and writes the six
files of a torch sample:

    model.py                     gm.code wrapped in ``class GraphModule``, black-formatted
    weight_meta.py               one Program_weight_tensor_meta_<NAME> class per forward
                                 parameter, in forward order (statistics of the real tensors)
    input_meta.py                empty (0 bytes), as in every upstream torch sample
    input_tensor_constraints.py  sympy form, no symbols (all shapes static)
    graph_net.json               metadata, 4-space indent, no trailing newline
    graph_hash.txt               sha256 hex of model.py bytes, no trailing newline

Output is byte-identical between runs (fixed per-sample seeds, single thread).
Formatting uses black 23.12.1, the version whose output matches upstream samples
(later versions split ``a = b = None`` chains differently)::

    .venv/bin/pip install black==23.12.1
    .venv/bin/python tools/generate_samples.py            # writes tests/data/toy_samples/ and docs/toy-samples.md
    .venv/bin/python tools/generate_samples.py --out /tmp/s --no-docs
    .venv/bin/python tools/generate_samples.py --list
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import sys
import zlib

import torch

import sample_models_cv  # noqa: F401  (registers the builders, in this order)
import sample_models_seq  # noqa: F401
from sample_registry import SAMPLES

try:
    import black
except ImportError:  # pragma: no cover - reported at runtime
    black = None

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BLACK_VERSION_WANTED = "23.12.1"
K_LITERAL_TENSOR_SIZE = 64  # upstream kLiteralTensorSize

CATEGORY_TAGS = {
    "cv": "computer_vision",
    "nlp": "nlp",
    "audio": "audio",
    "graph": "other",
}


# --------------------------------------------------------------------------- capture + writing


class Capture:
    """torch.compile backend that records the Dynamo graph and example tensors."""

    def __init__(self):
        self.gm = None
        self.inputs = None
        self.count = 0

    def __call__(self, gm, example_inputs):
        self.count += 1
        self.gm = gm
        self.inputs = list(example_inputs)
        return gm.forward


def fmt3(value):
    return f"{value:.3f}"


def tensor_meta_source(name, tensor, force_data=False):
    """One weight_meta class, following upstream graph_net/torch/utils.py."""
    t = tensor.detach()
    is_float = t.dtype.is_floating_point
    is_int = t.dtype in (torch.int8, torch.int16, torch.int32, torch.int64)
    if is_float:
        mean = fmt3(float(t.mean().item()))
        std = "0.000" if t.numel() <= 1 else fmt3(float(t.std().item()))
    else:
        mean = "None"
        std = "None"
    lines = [
        f"class Program_weight_tensor_meta_{name}:",
        f'    name = "{name}"',
        f"    shape = {list(t.shape)}",
        f'    dtype = "{t.dtype}"',
        f'    device = "{t.device}"',
        f"    mean = {mean}",
        f"    std = {std}",
    ]
    if is_int and t.numel() >= K_LITERAL_TENSOR_SIZE and not force_data:
        lines.append(f"    min_val = {int(t.min().item())}")
        lines.append(f"    max_val = {int(t.max().item())}")
    else:
        if t.numel() < K_LITERAL_TENSOR_SIZE or force_data:
            values = t.flatten().tolist()
            if is_float:
                data = "[" + ", ".join(f"{v:.6f}" for v in values) + "]"
            else:
                data = "[" + ", ".join(f"{v}" for v in values) + "]"
        else:
            data = "None"
        lines.append(f"    data = {data}")
        if "buffers_running_var" in name:
            lines.append("    min_val = 0")
    return "\n".join(lines) + "\n"


def black_format(src):
    return black.format_str(src, mode=black.Mode())


def model_source(gm):
    """gm.code wrapped like upstream utils.apply_templates, then black-formatted."""
    code = gm.code.lstrip("\n")
    tab = "    "
    body = f"\n{tab}".join(code.split("\n"))
    imports = "import torch"
    if re.search(r"\bdevice\(", code):
        imports += "\n\nfrom torch import device"
    if re.search(r"\binf\b", code):
        imports += "\n\nfrom torch import inf"
    src = f"{imports}\n\nclass GraphModule(torch.nn.Module):\n{tab}{body}"
    return black_format(src)


def constraints_source(names, tensors):
    rows = sorted(zip(names, tensors), key=lambda item: item[0])
    lines = [
        "from sympy import Symbol",
        "",
        "dynamic_dim_constraint_symbols = []",
        "",
        "dynamic_dim_constraint_symbol2example_value = {}",
        "",
        "dynamic_dim_constraint_relations = []",
        "",
        "dynamic_dim_constraint_input_shapes = [",
    ]
    for name, t in rows:
        lines.append(f'    ({list(t.shape)}, "{name}"),')
    lines.append("]")
    return black_format("\n".join(lines) + "\n")


def count_ops(gm):
    return sum(
        1
        for node in gm.graph.nodes
        if node.op in ("call_function", "call_method", "call_module")
    )


def capture_sample(spec):
    seed = zlib.crc32(f"{spec['category']}/{spec['name']}".encode()) & 0x7FFFFFFF
    torch.manual_seed(seed)
    model, inputs = spec["builder"]()
    model.eval()
    torch._dynamo.reset()
    backend = Capture()
    compiled = torch.compile(model, backend=backend, fullgraph=True, dynamic=False)
    with torch.no_grad():
        compiled(*inputs)
    if backend.count != 1:
        raise RuntimeError(f"{spec['name']}: expected 1 graph, got {backend.count}")
    gm = backend.gm
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != len(backend.inputs):
        raise RuntimeError(f"{spec['name']}: placeholder/input count mismatch")
    names = [str(n.target) for n in placeholders]
    tensors = backend.inputs
    for name, t in zip(names, tensors):
        if not isinstance(t, torch.Tensor):
            raise RuntimeError(f"{spec['name']}: non-tensor graph input {name}")
    return gm, names, tensors


def write_sample(spec, out_root):
    gm, names, tensors = capture_sample(spec)
    category, name = spec["category"], spec["name"]
    model_py = model_source(gm)
    weight_meta = black_format(
        "\n\n".join(
            tensor_meta_source(n, t, force_data=n in spec["int_data"])
            for n, t in zip(names, tensors)
        )
    )
    constraints = constraints_source(names, tensors)
    meta = {
        "framework": "torch",
        "num_devices_required": 1,
        "num_nodes_required": 1,
        "dynamic": False,
        "model_name": name,
        "source": "graphnet-workbench",
        "heuristic_tag": CATEGORY_TAGS[category],
    }
    files = {
        "model.py": model_py.encode(),
        "weight_meta.py": weight_meta.encode(),
        "input_meta.py": b"",
        "input_tensor_constraints.py": constraints.encode(),
        "graph_net.json": json.dumps(meta, indent=4).encode(),
        "graph_hash.txt": hashlib.sha256(model_py.encode()).hexdigest().encode(),
    }
    sample_dir = os.path.join(out_root, category, name)
    if os.path.isdir(sample_dir):
        shutil.rmtree(sample_dir)
    os.makedirs(sample_dir)
    for fname, data in files.items():
        with open(os.path.join(sample_dir, fname), "wb") as f:
            f.write(data)
    return {
        "path": f"{category}/{name}",
        "tag": CATEGORY_TAGS[category],
        "ops": count_ops(gm),
        "params": len(names),
        "bytes": sum(len(d) for d in files.values()),
        "description": spec["description"],
    }


DOC_HEADER = """\
# Toy samples (the test suite's fast dataset)

`tests/data/toy_samples/` holds small GraphNet samples generated by `tools/generate_samples.py`, beside two
real upstream Paddle samples. The test suite runs them because each takes milliseconds and the fault-location
tests plant faults in their known op sequences; the dataset `./workbench run` opens is the curated slice of
real upstream GraphNet in `samples/` (docs/samples.md). They use exactly
upstream GraphNet's on-disk torch format (`model.py`, `weight_meta.py`, empty `input_meta.py`,
`input_tensor_constraints.py`, `graph_net.json`, `graph_hash.txt`; format reference:
`graphnet-format.md` sections 1, 2 and 4 in the shared project notes), so the workbench can be
tested without downloading the dataset. Each sample is a tiny model (well under 100 ms per forward on a CPU)
captured with TorchDynamo (`torch.compile(fullgraph=True, dynamic=False)`) on CPU, in eval mode.

Differences from upstream samples, all within the format: `source` is `"graphnet-workbench"`,
`model_name` is the sample name, no symbolic dimensions (`dynamic_dim_constraint_symbols = []`),
and `graph_hash.txt` is the SHA-256 of the written `model.py` (upstream hashes a re-traced,
placeholder-renamed graph; the hash is an opaque id either way).

"Ops" = FX `call_function`/`call_method` nodes in the captured graph (one per computing
statement of `forward`); "params" = forward parameters (weights, buffers and inputs), i.e. classes
in `weight_meta.py`.

| sample | category / heuristic_tag | ops | params | what it exercises |
|---|---|---:|---:|---|
"""

DOC_FOOTER = """
## Regenerating

```
.venv/bin/pip install black==23.12.1   # once; the black version upstream's formatting matches
.venv/bin/python tools/generate_samples.py
.venv/bin/python tools/check_samples.py
```

`generate_samples.py` rewrites every `tests/data/toy_samples/<category>/<name>/` it owns and this file
(`--out DIR --no-docs` writes elsewhere, `--only NAME` limits to samples, `--list` lists them).
Output is deterministic: seeds are derived from the sample path and torch runs single-threaded,
so a second run is byte-identical (torch 2.13 CPU, black 23.12.1; other torch versions may name
graph variables or lift parameters differently).

`check_samples.py` re-executes every sample's `model.py` with inputs synthesized from its
`weight_meta.py` the way upstream replays them (data literal; int64 `min_val`/`max_val` range;
otherwise `randn * std * 0.2 + mean` clamped at `min_val`), checks the outputs are finite, checks the
format invariants (meta classes in forward order, hash, empty `input_meta.py`, only Dynamo-style
statements and free names in `model.py`) and prints the time per sample (must be < 100 ms).
"""


def write_docs(rows, path):
    lines = [DOC_HEADER]
    for r in rows:
        cat = r["path"].split("/")[0]
        lines.append(
            f"| `{r['path']}` | {cat} / {r['tag']} | {r['ops']} | {r['params']} | {r['description']} |\n"
        )
    lines.append(DOC_FOOTER)
    with open(path, "w") as f:
        f.write("".join(lines))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--out",
        default=os.path.join(REPO_ROOT, "tests", "data", "toy_samples"),
        help="output root (default: samples/)",
    )
    parser.add_argument("--only", action="append", help="sample name (repeatable)")
    parser.add_argument(
        "--no-docs", action="store_true", help="do not rewrite docs/toy-samples.md"
    )
    parser.add_argument("--list", action="store_true", help="list samples and exit")
    args = parser.parse_args(argv)

    if args.list:
        for spec in SAMPLES:
            print(f"{spec['category']}/{spec['name']}")
        return 0
    if black is None:
        print(
            "error: black is required: .venv/bin/pip install black=="
            + BLACK_VERSION_WANTED,
            file=sys.stderr,
        )
        return 2
    if black.__version__ != BLACK_VERSION_WANTED:
        print(
            f"warning: black {black.__version__} found; upstream formatting matches "
            f"black {BLACK_VERSION_WANTED} (output will differ)",
            file=sys.stderr,
        )

    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    specs = [s for s in SAMPLES if not args.only or s["name"] in args.only]
    if args.only and len(specs) != len(args.only):
        known = {s["name"] for s in SAMPLES}
        print(
            f"error: unknown sample(s): {sorted(set(args.only) - known)}",
            file=sys.stderr,
        )
        return 2
    rows = []
    for spec in specs:
        row = write_sample(spec, args.out)
        rows.append(row)
        print(
            f"{row['path']:34s} ops={row['ops']:4d} params={row['params']:3d} bytes={row['bytes']}"
        )
    if not args.no_docs and not args.only:
        write_docs(rows, os.path.join(REPO_ROOT, "docs", "toy-samples.md"))
        print("wrote docs/toy-samples.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
