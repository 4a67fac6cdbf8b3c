"""Extracting a GraphNet sample from a researcher's own model (`graphnet-bench extract`, docs/extract.md).

The graph is captured as upstream's extractor captures it (graph_net/torch/extractor.py, GraphExtractor):
torch.compile with a backend that receives each dynamo graph, under the dynamo settings upstream's
extractor sets at import, and writes it out with upstream's serialisation (fx_graph_serialize_util.py) and
meta format (utils.py: every placeholder in weight_meta.py, an empty input_meta.py and
input_tensor_constraints.py, statistics to three decimals, tensors under 64 elements written out). A model
whose forward breaks into several graphs gives subgraph_0 .. subgraph_N, as upstream's does. Beyond what
upstream's extractor writes: graph_hash.txt (sha256 of the serialised graph, as upstream's
single_device_runner --dump-graph-hash-key computes it) and graph_net.json's source, heuristic_tag and the
generalisation fields its later passes add (docs/extract.md says how each is decided here).

Validation, as upstream's validate.py does it and more: the captured graphs must reproduce the model's own
outputs, and each written model.py, loaded back the way every run loads a sample, must reproduce its graph's
outputs on the very tensors it saw (the real weights, not the meta's statistics). The C++ side then checks
the written files as indexing does (core/dataset/SampleRules.h) and runs them from their meta.

Upstream GraphNet is MIT-licensed (samples/LICENSE); the formats below follow its code at the commit named
in samples/PROVENANCE.tsv.
"""

import copy
import hashlib
import importlib.util
import json
import math
import os
import re
import sys
import traceback

import torch

# Upstream's serialize_graph_module_to_str: unstable torch._C spellings replaced by their public names.
STABLE_SPELLINGS = [
    (r"torch\._C\._nn\.avg_pool2d\(", "torch.nn.functional.avg_pool2d("),
    (r"torch\._C\._fft\.fft_irfft\(", "torch.fft.irfft("),
    (r"torch\._C\._fft\.fft_rfft\(", "torch.fft.rfft("),
    (r"torch\._C\._fft\.fft_fftn\(", "torch.fft.fftn("),
    (r"torch\._C\._special\.special_logit\(", "torch.special.logit("),
    (r"torch\._C\._linalg\.linalg_vector_norm\(", "torch.linalg.vector_norm("),
    (r"torch\._C\._linalg\.linalg_norm\(", "torch.linalg.norm("),
    (r"torch\._C\._nn\.softplus\(", "torch.nn.functional.softplus("),
    (r"torch\._C\._nn\.one_hot\(", "torch.nn.functional.one_hot("),
    (r"torch\._C\._set_grad_enabled\(", "torch.set_grad_enabled("),
    (r"torch\._C\.set_grad_enabled\(", "torch.set_grad_enabled("),
    (r"torch\._C\._nn\.pad\(", "torch.nn.functional.pad("),
    (r"torch\._C\._nn\.gelu\(", "torch.nn.functional.gelu("),
    (r"torch\._C\._nn\.scaled_dot_product_attention\(", "torch.nn.functional.scaled_dot_product_attention("),
    (r"torch\._C\._nn\.linear\(", "torch.nn.functional.linear("),
]
LITERAL_TENSOR_SIZE = 64  # upstream's kLiteralTensorSize: smaller tensors are written out in full
INT_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64)
LOW_PRECISION = ("float16", "bfloat16")
REIFIER_OF_TAG = {"computer_vision": "naive_cv_sym_dim_reifier", "nlp": "naive_nlp_sym_dim_reifier"}


class UserCodeError(Exception):
    """A failure in the researcher's model file, located at its deepest frame in that file."""


def located(model_file, phase, fn):
    """Runs fn; an exception becomes UserCodeError naming model_file:line when a frame of it is there."""
    try:
        return fn()
    except BaseException as e:  # noqa: BLE001  whatever the user's code raises is reported, located
        frames = [f for f in traceback.extract_tb(e.__traceback__)
                  if os.path.abspath(f.filename) == os.path.abspath(model_file)]
        where = f"{model_file}:{frames[-1].lineno}: " if frames else ""
        raise UserCodeError(f"{phase}: {where}{type(e).__name__}: {e}".rstrip()) from e


def load_user_model(model_file, factory):
    """FACTORY() from model_file: a torch.nn.Module and its example inputs (a tensor or a tuple)."""
    spec = importlib.util.spec_from_file_location("gnw_user_model", model_file)
    module = importlib.util.module_from_spec(spec)
    located(model_file, "load", lambda: spec.loader.exec_module(module))
    if not hasattr(module, factory):
        raise UserCodeError(f"load: {model_file} defines no function {factory}() "
                            "(it must return a torch.nn.Module and its example inputs)")
    made = located(model_file, "load", getattr(module, factory))
    if not (isinstance(made, (tuple, list)) and len(made) == 2 and isinstance(made[0], torch.nn.Module)):
        raise UserCodeError(f"load: {model_file}: {factory}() returned {type(made).__name__}, not "
                            "(torch.nn.Module, example inputs)")
    model, inputs = made
    return model, tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)


def serialize(gm):
    code = gm.code
    for pattern, stable in STABLE_SPELLINGS:
        code = re.sub(pattern, stable, code)
    return code


def model_py_text(graph_code):
    """Upstream's apply_templates: the forward inside `class GraphModule`, with the imports it needs."""
    tab = "    "
    body = f"\n{tab}".join(graph_code.split("\n"))
    imports = "import torch"
    if "device" in body:
        imports += "\n\nfrom torch import device"
    if "inf" in body:
        imports += "\n\nfrom torch import inf"
    return f"{imports}\n\nclass GraphModule(torch.nn.Module):\n{tab}{body}"


def three_decimals(value):
    if not isinstance(value, float):
        return value
    if math.isnan(value):
        return "float('nan')"
    if math.isinf(value):
        return "float('inf')" if value > 0 else "float('-inf')"
    return f"{value:.3f}"


def written_data(tensor):
    def number(x):
        if isinstance(x, float):
            if math.isinf(x):
                return "float('inf')" if x > 0 else "float('-inf')"
            if math.isnan(x):
                return "float('nan')"
            return f"{x:.6f}"
        return f"{x}"
    return "[{}]".format(", ".join(number(x) for x in tensor.flatten().tolist()))


def meta_class(name, value):
    """One weight_meta.py class as upstream's save_converted_to_text writes it."""
    if not isinstance(value, torch.Tensor):
        return [f"class Program_weight_tensor_meta_{name}:", f'\tname = "{name}"', "\tshape = []",
                '\tdtype = "torch.float"', '\tdevice = "cpu"', "\tmean = 0.0", "\tstd = 1.0", ""]
    is_float = value.dtype.is_floating_point
    mean = float(value.mean().item()) if is_float else None
    std = (0.0 if value.numel() <= 1 else float(value.std().item())) if is_float else None
    lines = [f"class Program_weight_tensor_meta_{name}:", f'\tname = "{name}"', f"\tshape = {list(value.shape)}",
             f'\tdtype = "{value.dtype}"', f'\tdevice = "{value.device}"', f"\tmean = {three_decimals(mean)}",
             f"\tstd = {three_decimals(std)}"]
    if value.dtype in INT_DTYPES and value.numel() >= LITERAL_TENSOR_SIZE:
        lines += [f"\tmin_val = {value.min().item()}", f"\tmax_val = {value.max().item()}"]
    elif value.numel() < LITERAL_TENSOR_SIZE:
        lines.append(f"\tdata = {written_data(value.detach().cpu())}")
    else:
        lines.append("\tdata = None")
    return lines + [""]


class CapturedGraph:
    """One dynamo graph: its serialised code, its placeholders with the values dynamo handed over, and the
    first call's arguments and outputs (for validating the written model.py)."""

    def __init__(self, gm, example_inputs):
        self.placeholders = []
        values = iter(example_inputs)
        for node in list(gm.graph.nodes):
            if node.op == "placeholder":
                value = next(values)
                if isinstance(value, torch.SymInt):
                    # A symbolic size, written as a 0-d int64 tensor as upstream does, but holding the size
                    # the model ran with: upstream writes 4 whatever it was, and a graph that reshapes by it
                    # (a ViT's batch) then fails for any other batch (docs/extract.md).
                    value = torch.tensor(symbolic_size_hint(value))
                self.placeholders.append((node.target, value))
            elif node.op == "call_function" and getattr(node.target, "__name__", "") in ("_enter_autocast",
                                                                                            "_exit_autocast"):
                node.replace_all_uses_with(node.args[0])
                gm.graph.erase_node(node)
        gm.recompile()
        # The meta is written from the values as dynamo handed them over, before the graph runs: a run
        # changes a training-mode model's buffers (running statistics, num_batches_tracked) in place.
        self.meta_lines = [line for name, value in self.placeholders for line in meta_class(name, value)]
        self.gm = gm
        self.code = serialize(gm)
        self.call_args = None
        self.call_outputs = None

    def forward(self, *args):
        first = self.call_args is None
        if first:
            self.call_args = [a.detach().clone() if isinstance(a, torch.Tensor) else a for a in args]
        out = self.gm.forward(*args)
        if first:
            self.call_outputs = [o.detach().clone() for o in flat_tensors(out)]
        return out


def symbolic_size_hint(size):
    hint = getattr(size.node, "hint", None)
    return int(hint) if hint is not None else 4


def flat_tensors(out):
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in flat_tensors(o)]
    if isinstance(out, dict):
        return [t for o in out.values() for t in flat_tensors(o)]
    return [torch.tensor(out)] if isinstance(out, (int, float, bool)) else []


def max_difference(expected, actual):
    """(whether every pair has the same shape and dtype and is close, the largest absolute difference)."""
    if len(expected) != len(actual):
        return False, float("inf")
    close, worst = True, 0.0
    for e, a in zip(expected, actual):
        if e.shape != a.shape or e.dtype != a.dtype:
            return False, float("inf")
        if e.numel() == 0:
            continue
        if e.dtype.is_floating_point or e.dtype.is_complex:
            diff = (e.detach().double() - a.detach().double()).abs()
            worst = max(worst, float(torch.nan_to_num(diff, nan=0.0).max()))
            close = close and bool(torch.allclose(e, a, rtol=1e-5, atol=1e-6, equal_nan=True))
        else:
            same = bool(torch.equal(e, a))
            close = close and same
            worst = max(worst, 0.0 if same else float("inf"))
    return close, worst


def heuristic_tag(code):
    if re.search(r"torch\.conv[23]d|functional\.conv[23]d", code):
        return "computer_vision"
    if re.search(r"functional\.embedding|torch\.embedding", code):
        return "nlp"
    return "other"


def write_sample(directory, graph, info):
    os.makedirs(directory, exist_ok=True)
    for stale in ("model.py", "graph_net.json", "input_meta.py", "weight_meta.py", "input_tensor_constraints.py",
                  "graph_hash.txt"):
        if os.path.isfile(os.path.join(directory, stale)):
            os.remove(os.path.join(directory, stale))
    with open(os.path.join(directory, "weight_meta.py"), "w") as f:
        f.write("\n".join(graph.meta_lines))
    for empty in ("input_meta.py", "input_tensor_constraints.py"):
        open(os.path.join(directory, empty), "w").close()
    with open(os.path.join(directory, "model.py"), "w") as f:
        f.write(model_py_text(graph.code))
    with open(os.path.join(directory, "graph_hash.txt"), "w") as f:
        f.write(hashlib.sha256(graph.code.encode()).hexdigest())
    # graph_net.json last, as upstream: its presence says the other files are complete.
    with open(os.path.join(directory, "graph_net.json"), "w") as f:
        json.dump(info, f, indent=4)


def runs_in(dtype, sample_dir, graph, load_model):
    """Whether the written graph runs with its float32 tensors in `dtype` and gives finite outputs: the
    graphs upstream's dtype generalisation (dtype_generalizer.py) can derive a `dtype` variant of. (Upstream
    rewrites the graph to keep batch-norm statistics in float32 behind casts; the whole graph in `dtype` is
    the stricter test and needs no rewrite.)"""
    target = getattr(torch, dtype)

    def cast(value):
        return value.to(target) if isinstance(value, torch.Tensor) and value.dtype == torch.float32 else value
    try:
        model = load_model(sample_dir, "cpu")
        with torch.no_grad():
            out = model(**{arg: cast(v) for (arg, _), v in zip(graph.placeholders, graph.call_args)})
        return all(bool(torch.isfinite(t).all()) for t in flat_tensors(out)
                   if t.dtype.is_floating_point)
    except Exception as e:  # noqa: BLE001  a graph that does not run in `dtype` just does not get the pass
        print(f"{sample_dir}: does not run in {dtype}: {type(e).__name__}: {e}", file=sys.stderr)
        return False


def extract(req, load_model, dynamo_config):
    """The `extract` request: model_file, factory, out_dir, name, dynamic, source, tag, result. Returns the
    result object; a failure raises (UserCodeError located in the model file, or PhaseError)."""
    model_file = os.path.abspath(req["model_file"])
    name = req["name"]
    sample_root = os.path.join(req["out_dir"], name)
    for key, value in dynamo_config.items():
        setattr(torch._dynamo.config, key, value)
    model, inputs = load_user_model(model_file, req.get("factory") or "model_and_inputs")

    def cloned():
        return [i.clone() if isinstance(i, torch.Tensor) else i for i in inputs]
    # The reference runs on a copy: a training-mode model changes its buffers (batch norm's running
    # statistics, num_batches_tracked) on every call, and the captured graph must start from the same state.
    reference = flat_tensors(located(model_file, "eager", lambda: copy.deepcopy(model)(*cloned())))
    graphs = []

    def backend(gm, example_inputs):
        graph = CapturedGraph(gm, example_inputs)
        graphs.append(graph)
        return graph.forward
    compiled = torch.compile(model, backend=backend, dynamic=bool(req.get("dynamic", True)))
    captured = flat_tensors(located(model_file, "capture", lambda: compiled(*cloned())))
    if not graphs:
        raise UserCodeError(f"capture: {model_file}: dynamo captured no graph from the model's forward")
    model_close, model_diff = max_difference(reference, captured)

    written = []
    tag = req.get("tag") or heuristic_tag("\n".join(g.code for g in graphs))  # the model's, for every subgraph
    for i, graph in enumerate(graphs):
        directory = sample_root if len(graphs) == 1 else os.path.join(sample_root, f"subgraph_{i}")
        info = {"framework": "torch", "num_devices_required": 1, "num_nodes_required": 1,
                "dynamic": bool(req.get("dynamic", True)), "model_name": name,
                "source": req.get("source") or "user", "heuristic_tag": tag}
        if tag in REIFIER_OF_TAG:
            info["symbolic_dimension_reifier"] = REIFIER_OF_TAG[tag]
        write_sample(directory, graph, info)
        reloaded = load_model(directory, "cpu")
        outputs = flat_tensors(reloaded(**{arg: value for (arg, _), value in
                                           zip(graph.placeholders, graph.call_args)}))
        close, diff = max_difference(graph.call_outputs, outputs)
        passes = [f"dtype_generalization_pass_{d}" for d in LOW_PRECISION if runs_in(d, directory, graph, load_model)]
        if passes:
            info["data_type_generalization_passes"] = passes
            with open(os.path.join(directory, "graph_net.json"), "w") as f:
                json.dump(info, f, indent=4)
        written.append({"dir": directory, "graph_hash": hashlib.sha256(graph.code.encode()).hexdigest(),
                        "placeholders": len(graph.placeholders), "reproduces_graph": close,
                        "max_abs_diff": json_number(diff), "heuristic_tag": tag, "dtype_passes": passes})
    return {"ok": True, "samples": written, "graphs": len(graphs), "reproduces_model": model_close,
            "model_max_abs_diff": json_number(model_diff), "torch_version": torch.__version__,
            "python": sys.executable}


def json_number(x):
    """JSON has no infinity: outputs that differ in shape or dtype have no difference to report (null)."""
    return x if math.isfinite(x) else None
