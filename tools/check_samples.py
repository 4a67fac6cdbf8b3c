#!/usr/bin/env python3
"""Validate and re-execute GraphNet torch samples (default: the bundled samples/).

For every sample directory (one holding both graph_net.json and model.py):

* format checks: the six files, empty input_meta.py, graph_hash.txt = sha256(model.py)
  (64 lowercase hex, no newline), graph_net.json keys, weight_meta classes named
  Program_weight_tensor_meta_<name> in forward-parameter order, input_tensor_constraints
  listing every parameter with the weight_meta shape;
* model.py only uses what Dynamo emits (straight-line assignments, torch.* calls, tensor
  methods, operators, subscripts, slice(), device(...); free names torch/slice/device/
  Ellipsis/inf);
* synthesizes inputs from weight_meta.py like upstream replay (data literal; int range
  min_val..max_val; bool U(0,1) > 0.5; otherwise randn * std * 0.2 + mean, clamped at
  min_val/max_val and to [-100, 100]), runs GraphModule().forward under no_grad, requires
  finite float outputs and a median forward time below --max-ms (default 100).

    .venv/bin/python tools/check_samples.py [ROOT_OR_SAMPLE ...]
"""

import argparse
import ast
import hashlib
import importlib.util
import json
import os
import re
import statistics
import sys
import time

import torch

sys.dont_write_bytecode = True  # keep sample dirs free of __pycache__

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE_FILES = {
    "model.py",
    "weight_meta.py",
    "input_meta.py",
    "input_tensor_constraints.py",
    "graph_net.json",
    "graph_hash.txt",
}
FREE_NAMES = {"torch", "slice", "device", "Ellipsis", "inf"}
ANNOTATIONS = {"torch.Tensor", "torch.nn.parameter.Parameter", "torch.SymInt"}
INT_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64)


class CheckError(Exception):
    pass


def find_samples(path):
    if os.path.isfile(os.path.join(path, "graph_net.json")) and os.path.isfile(
        os.path.join(path, "model.py")
    ):
        return [path]
    found = []
    for entry in sorted(os.listdir(path)):
        sub = os.path.join(path, entry)
        if os.path.isdir(sub):
            found.extend(find_samples(sub))
    return found


def load_module(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def dotted(node):
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def call_root(func):
    while isinstance(func, ast.Attribute):
        func = func.value
    return func


ALLOWED_EXPR = (
    ast.Name,
    ast.Constant,
    ast.Tuple,
    ast.List,
    ast.Call,
    ast.Attribute,
    ast.BinOp,
    ast.UnaryOp,
    ast.Compare,
    ast.Subscript,
    ast.keyword,
    ast.Load,
    ast.Store,
    ast.operator,
    ast.unaryop,
    ast.cmpop,
)


def check_model_ast(source):
    """Return the forward parameter names; raise CheckError on non-Dynamo constructs."""
    tree = ast.parse(source)
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    for node in tree.body:
        if isinstance(node, ast.Import):
            if [a.name for a in node.names] != ["torch"]:
                raise CheckError("model.py: unexpected import")
        elif isinstance(node, ast.ImportFrom):
            if node.module != "torch" or any(
                a.name not in ("device", "inf") for a in node.names
            ):
                raise CheckError("model.py: unexpected from-import")
        elif not isinstance(node, ast.ClassDef):
            raise CheckError(f"model.py: unexpected top-level {type(node).__name__}")
    if len(classes) != 1 or classes[0].name != "GraphModule":
        raise CheckError("model.py: expected exactly one class GraphModule")
    cls = classes[0]
    if [dotted(b) for b in cls.bases] != ["torch.nn.Module"] or cls.decorator_list:
        raise CheckError("model.py: GraphModule must derive from torch.nn.Module")
    if len(cls.body) != 1 or not isinstance(cls.body[0], ast.FunctionDef):
        raise CheckError("model.py: GraphModule must hold only forward()")
    fn = cls.body[0]
    if fn.name != "forward" or fn.decorator_list:
        raise CheckError("model.py: method must be forward")
    args = fn.args
    if (
        args.vararg
        or args.kwarg
        or args.defaults
        or args.kwonlyargs
        or args.posonlyargs
    ):
        raise CheckError("model.py: forward must have plain positional parameters")
    if not args.args or args.args[0].arg != "self":
        raise CheckError("model.py: forward must start with self")
    params = []
    for a in args.args[1:]:
        if dotted(a.annotation) not in ANNOTATIONS:
            raise CheckError(
                f"model.py: parameter {a.arg} has annotation {ast.unparse(a.annotation) if a.annotation else None}"
            )
        params.append(a.arg)

    known = set(params) | FREE_NAMES
    body = fn.body
    if not body or not isinstance(body[-1], ast.Return):
        raise CheckError("model.py: forward must end with return")

    def check_expr(expr):
        for node in ast.walk(expr):
            if not isinstance(node, ALLOWED_EXPR):
                raise CheckError(
                    f"model.py line {getattr(node, 'lineno', '?')}: {type(node).__name__} not allowed"
                )
            if (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Load)
                and node.id not in known
            ):
                raise CheckError(f"model.py line {node.lineno}: unknown name {node.id}")
            if isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Name):
                    if func.id not in ("slice", "device"):
                        raise CheckError(
                            f"model.py line {node.lineno}: call to builtin {func.id}"
                        )
                elif isinstance(func, ast.Attribute):
                    root = call_root(func)
                    if isinstance(root, ast.Name):
                        if root.id in ("slice", "device", "Ellipsis", "inf"):
                            raise CheckError(
                                f"model.py line {node.lineno}: bad call root"
                            )
                    elif not isinstance(root, ast.Call):
                        raise CheckError(
                            f"model.py line {node.lineno}: bad call target"
                        )
                else:
                    raise CheckError(f"model.py line {node.lineno}: bad call target")

    for stmt in body[:-1]:
        if isinstance(stmt, ast.Assign):
            check_expr(stmt.value)
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    pass
                elif isinstance(target, ast.Subscript):
                    check_expr(target)
                else:
                    raise CheckError(
                        f"model.py line {stmt.lineno}: tuple unpacking not allowed"
                    )
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    known.add(target.id)
        elif isinstance(stmt, ast.AugAssign):
            if not isinstance(stmt.target, ast.Name) or stmt.target.id not in known:
                raise CheckError(
                    f"model.py line {stmt.lineno}: bad augmented assignment"
                )
            check_expr(stmt.value)
        else:
            raise CheckError(
                f"model.py line {stmt.lineno}: {type(stmt).__name__} not allowed"
            )
    ret = body[-1].value
    if not isinstance(ret, ast.Tuple) or not all(
        isinstance(e, ast.Name) for e in ret.elts
    ):
        raise CheckError("model.py: return must be a tuple of names")
    check_expr(ret)
    return params


def meta_classes_in_file_order(path):
    tree = ast.parse(open(path).read())
    return [n.name for n in tree.body if isinstance(n, ast.ClassDef)]


def meta_attrs(cls):
    return {
        k: v for k, v in vars(cls).items() if not k.startswith("__") and not callable(v)
    }


def replay(metas, generator):
    """Synthesize tensors from meta attribute dicts (keyed by name)."""
    tensors = {}
    for name in sorted(metas):
        attrs = metas[name]
        dtype = getattr(torch, attrs.get("dtype", "torch.float").split(".")[-1])
        shape = attrs.get("shape", [])
        data = attrs.get("data")
        if dtype in INT_DTYPES and "min_val" in attrs and "max_val" in attrs:
            t = torch.randint(
                int(attrs["min_val"]),
                int(attrs["max_val"]) + 1,
                shape,
                dtype=dtype,
                generator=generator,
            )
        elif data is not None:
            t = torch.tensor(data, dtype=dtype).reshape(shape)
        elif dtype is torch.bool:
            t = torch.rand(shape, generator=generator) > 0.5
        else:
            mean = attrs.get("mean", 0.0)
            std = attrs.get("std", 1.0)
            mean = 0.0 if mean is None else mean
            std = 0.1 if std is None else std
            t = (
                torch.randn(shape, dtype=torch.float64, generator=generator) * std * 0.2
                + mean
            )
            if "min_val" in attrs:
                t = t.clamp(min=attrs["min_val"])
            if "max_val" in attrs:
                t = t.clamp(max=attrs["max_val"])
            t = t.to(dtype)
            if dtype.is_floating_point:
                bad = ~torch.isfinite(t)
                if bad.any():
                    t[bad] = (torch.randn(shape, generator=generator) * 0.01).to(dtype)[
                        bad
                    ]
                t = t.clamp(-100, 100)
        tensors[name] = t
    return tensors


def check_sample(sample_dir, max_ms, runs, hash_is_model_sha=True):
    files = set(os.listdir(sample_dir)) - {"__pycache__"}
    if files != SAMPLE_FILES:
        raise CheckError(
            f"files differ: extra {sorted(files - SAMPLE_FILES)} missing {sorted(SAMPLE_FILES - files)}"
        )
    model_bytes = open(os.path.join(sample_dir, "model.py"), "rb").read()
    if os.path.getsize(os.path.join(sample_dir, "input_meta.py")) != 0:
        raise CheckError("input_meta.py is not empty")
    graph_hash = open(os.path.join(sample_dir, "graph_hash.txt"), "rb").read()
    if not re.fullmatch(rb"[0-9a-f]{64}", graph_hash):
        raise CheckError("graph_hash.txt is not 64 lowercase hex chars without newline")
    if (
        hash_is_model_sha
        and graph_hash.decode() != hashlib.sha256(model_bytes).hexdigest()
    ):
        raise CheckError("graph_hash.txt != sha256(model.py)")
    meta = json.load(open(os.path.join(sample_dir, "graph_net.json")))
    for key, value in (
        ("framework", "torch"),
        ("num_devices_required", 1),
        ("num_nodes_required", 1),
    ):
        if meta.get(key) != value:
            raise CheckError(f"graph_net.json: {key} = {meta.get(key)!r}")

    params = check_model_ast(model_bytes.decode())

    wm_path = os.path.join(sample_dir, "weight_meta.py")
    class_order = meta_classes_in_file_order(wm_path)
    wm = load_module(wm_path, "weight_meta")
    metas = {}
    for cls_name in class_order:
        attrs = meta_attrs(getattr(wm, cls_name))
        if cls_name != "Program_weight_tensor_meta_" + attrs.get("name", ""):
            raise CheckError(
                f"weight_meta: class {cls_name} has name {attrs.get('name')!r}"
            )
        data = attrs.get("data")
        if data is not None and len(data) != _numel(attrs.get("shape", [])):
            raise CheckError(
                f"weight_meta: {attrs['name']} data length != product(shape)"
            )
        metas[attrs["name"]] = attrs
    if list(metas) != params:
        raise CheckError(
            "weight_meta classes are not the forward parameters in forward order"
        )

    constraints = load_module(
        os.path.join(sample_dir, "input_tensor_constraints.py"), "constraints"
    )
    subs = constraints.dynamic_dim_constraint_symbol2example_value
    shapes = {}
    for shape, name in constraints.dynamic_dim_constraint_input_shapes:
        shapes[name] = [
            int(subs.get(d, d)) if not isinstance(d, int) else d for d in shape
        ]
    if set(shapes) != set(params):
        raise CheckError(
            "input_tensor_constraints does not list exactly the forward parameters"
        )
    for name in params:
        if shapes[name] != list(metas[name]["shape"]):
            raise CheckError(
                f"input_tensor_constraints shape of {name} != weight_meta shape"
            )

    generator = torch.Generator().manual_seed(123)
    tensors = replay(metas, generator)
    args = [tensors[name] for name in params]
    model_module = load_module(os.path.join(sample_dir, "model.py"), "graphnet_model")
    module = model_module.GraphModule()
    times = []
    with torch.no_grad():
        for _ in range(runs + 1):
            start = time.perf_counter()
            outputs = module(*args)
            times.append((time.perf_counter() - start) * 1000.0)
    if not isinstance(outputs, tuple) or not outputs:
        raise CheckError("forward did not return a non-empty tuple")
    for i, out in enumerate(outputs):
        if isinstance(out, torch.Tensor) and out.dtype.is_floating_point:
            if not torch.isfinite(out).all():
                raise CheckError(f"output {i} has non-finite values")
    first = times[0]
    median = statistics.median(times[1:])
    if median >= max_ms:
        raise CheckError(f"forward median {median:.2f} ms >= {max_ms} ms")
    return {
        "params": len(params),
        "outputs": len(outputs),
        "first_ms": first,
        "median_ms": median,
        "model_kb": len(model_bytes) / 1024.0,
        "dir_kb": sum(
            os.path.getsize(os.path.join(sample_dir, f)) for f in SAMPLE_FILES
        )
        / 1024.0,
    }


def _numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "paths", nargs="*", default=[os.path.join(REPO_ROOT, "samples")]
    )
    parser.add_argument(
        "--max-ms", type=float, default=100.0, help="limit on the median forward time"
    )
    parser.add_argument(
        "--runs", type=int, default=5, help="timed runs after the first one"
    )
    parser.add_argument(
        "--upstream",
        action="store_true",
        help="samples from upstream GraphNet: graph_hash.txt is not sha256(model.py)",
    )
    args = parser.parse_args(argv)

    torch.set_num_threads(1)
    sample_dirs = []
    for path in args.paths:
        sample_dirs.extend(find_samples(path))
    if not sample_dirs:
        print("no samples found", file=sys.stderr)
        return 1
    failures = 0
    print(
        f"{'sample':40s} {'params':>6s} {'outs':>4s} {'first ms':>9s} {'median ms':>9s} {'dir KB':>7s}  status"
    )
    for sample_dir in sample_dirs:
        rel = os.path.relpath(
            sample_dir,
            os.path.commonpath(args.paths) if len(args.paths) > 1 else args.paths[0],
        )
        if rel == ".":
            rel = os.path.basename(sample_dir)
        try:
            r = check_sample(sample_dir, args.max_ms, args.runs, not args.upstream)
            print(
                f"{rel:40s} {r['params']:6d} {r['outputs']:4d} {r['first_ms']:9.2f} "
                f"{r['median_ms']:9.2f} {r['dir_kb']:7.1f}  ok"
            )
        except Exception as exc:  # report every sample, fail at the end
            failures += 1
            print(f"{rel:40s} FAILED: {type(exc).__name__}: {exc}")
    print(f"{len(sample_dirs) - failures}/{len(sample_dirs)} samples ok")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
