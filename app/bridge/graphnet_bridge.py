"""The Python bridge of graphnet-bench-worker (docs/backends.md).

torch.compile needs Python (dynamo), so compiler backends that live in Python run here, one process per
sample (fault localisation's probes: one for all of a search's probes), started by the C++ worker:

    python graphnet_bridge.py describe RESULT.json
    python graphnet_bridge.py package REQUEST.json      (aot-inductor: build the .pt2 the C++ side loads)
    python graphnet_bridge.py profile REQUEST.json      (Python eager time per statement: statement_profile.py)
    python graphnet_bridge.py extract REQUEST.json      (a sample from a user's model: sample_extractor.py)
    python graphnet_bridge.py serve FD                  (requests read from socket FD: serve_requests)

A measurement is a `measure` request served on the channel: the C++ scheduler then sends its steps
(bridge_protocol.execute_steps), so the bridge runs exactly the calls it is asked for.

REQUEST.json: {"sample_dir", "inputs" (a torch.save file with group "inputs": the exact tensors the C++
engine synthesized), "outputs" (where to save the outputs), "result" (where to write the result JSON),
"backend", "options" (JSON object), "device", "clone_inputs" (the inputs the graph writes into: each side
gets its own copy of those),
"semantics" ({"grad_mode": "enabled|no_grad|inference_mode", "dynamo_config": "upstream|default",
"default_device": true|false}: how Python runs the model, upstream's test_compiler by default; see
measurement_semantics())}.

The result file holds one JSON object, written once at the end: {"ok": true, ...timings...} or
{"ok": false, "phase": "load|eager|compile|compiled", "error": "..."}. A bridge that dies, hangs or
writes anything else is classified by the C++ side (crash, timeout, protocol error).
"""

import ast
import gc
import importlib.util
import os
import runpy
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bridge_backends  # noqa: E402
from bridge_protocol import PhaseError, Side, check_request_version, execute_steps, in_phase, serve  # noqa: E402

# A researcher's own compiler as a dynamo backend: the files listed in GNW_BRIDGE_PLUGINS (os.pathsep
# separated) run first and register it (torch._dynamo.register_backend), and it runs as torch-compile:NAME.
for _plugin in filter(None, os.environ.get("GNW_BRIDGE_PLUGINS", "").split(os.pathsep)):
    runpy.run_path(_plugin, run_name="gnw_bridge_plugin")


# What upstream's test_compiler does besides timing, each of which moves its speedups (docs/backends.md,
# "Agreement with upstream"). Its defaults are these; each is a run option recorded with every result.
UPSTREAM_SEMANTICS = {"grad_mode": "enabled", "dynamo_config": "upstream", "default_device": True}
# test_compiler imports graph_net.torch, whose extractor.py sets these at import time: every upstream
# torch.compile number is taken with them (capture_scalar_outputs alone halves inductor's time on
# yolov8n-cls, which otherwise breaks its graph on .item()).
UPSTREAM_DYNAMO_CONFIG = {"capture_scalar_outputs": True, "capture_dynamic_output_shape_ops": True,
                          "capture_sparse_compute": True, "raise_on_ctx_manager_usage": False, "allow_rnn": True}
GRAD_MODES = {"enabled": torch.enable_grad, "no_grad": torch.no_grad, "inference_mode": torch.inference_mode}


def measurement_semantics(req):
    """The request's semantics over upstream's defaults, checked; unknown keys or values are an error."""
    semantics = dict(UPSTREAM_SEMANTICS)
    given = req.get("semantics") or {}
    unknown = set(given) - set(semantics)
    if unknown:
        raise PhaseError("load", f"unknown semantics key(s) {sorted(unknown)} (known: {sorted(semantics)})")
    semantics.update(given)
    if semantics["grad_mode"] not in GRAD_MODES:
        raise PhaseError("load", f"grad_mode must be one of {sorted(GRAD_MODES)}, not {semantics['grad_mode']!r}")
    if semantics["dynamo_config"] not in ("upstream", "default"):
        raise PhaseError("load", f"dynamo_config must be upstream or default, not {semantics['dynamo_config']!r}")
    if not isinstance(semantics["default_device"], bool):
        raise PhaseError("load", "default_device must be true or false")
    return semantics


def apply_semantics(semantics, device):
    """Process-wide settings, applied before the model is loaded as upstream's main() does. Returns the
    dynamo flags set, for the result."""
    applied = {}
    if semantics["dynamo_config"] == "upstream":
        import torch._dynamo.config as dynamo_config
        for key, value in UPSTREAM_DYNAMO_CONFIG.items():
            if hasattr(dynamo_config, key):  # a flag a later torch dropped is reported as not set
                setattr(dynamo_config, key, value)
                applied[key] = value
    if semantics["default_device"]:
        # upstream's main() calls torch.set_default_device(args.device): a TorchFunctionMode that every
        # torch call in eager passes through (+9 us per call of wide-and-deep's 24 us on CPU), which
        # compiled code mostly skips
        torch.set_default_device(device)
    return applied


def rewrite_devices(code, device):
    """Device literals in model.py name the run device instead (upstream's modify_code_by_device):
    device(type='cuda', index=0) and device(type='cpu') (upstream rewrites every device(type=...), so a
    sample extracted on a CPU creates its aranges and masks on the GPU it runs on), device='cuda',
    device='cuda:0'."""
    target_type = device.split(":")[0]
    target_index = int(device.split(":")[1]) if ":" in device else None

    class Rewriter(ast.NodeTransformer):
        def visit_Call(self, node):
            self.generic_visit(node)
            if isinstance(node.func, ast.Name) and node.func.id == "device" or (
                    isinstance(node.func, ast.Attribute) and node.func.attr == "device"):
                for arg in node.args[:1]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and "cuda" in arg.value:
                        arg.value = device
                retyped = False
                for kw in node.keywords:
                    if kw.arg == "type" and isinstance(kw.value, ast.Constant) and kw.value.value in ("cuda", "cpu"):
                        kw.value.value = target_type
                        retyped = True
                    if kw.arg == "index" and target_type == "cpu":
                        kw.value = ast.Constant(None)
                # device(type='cpu') on "xla:0" names the indexed device: dynamo's fake tensors take "xla"
                # and "xla:0" for two devices
                if retyped and target_index is not None and not any(kw.arg == "index" for kw in node.keywords):
                    node.keywords.append(ast.keyword(arg="index", value=ast.Constant(target_index)))
            for kw in node.keywords:
                if kw.arg == "device" and isinstance(kw.value, ast.Constant) and isinstance(
                        kw.value.value, str) and "cuda" in kw.value.value:
                    kw.value.value = device
            return node

    tree = Rewriter().visit(ast.parse(code))
    ast.fix_missing_locations(tree)
    return tree


def load_model(sample_dir, device, instrument=None):
    """The sample's GraphModule on `device`; `instrument(tree, path)`, when given, changes the parsed source
    first and returns names to define beside it (the profile's clock)."""
    path = os.path.join(sample_dir, "model.py")
    with open(path, encoding="utf-8") as f:
        tree = rewrite_devices(f.read(), device)
    spec = importlib.util.spec_from_loader("graphnet_model", loader=None)
    module = importlib.util.module_from_spec(spec)
    sys.modules["graphnet_model"] = module
    if instrument:
        module.__dict__.update(instrument(tree, path))
    exec(compile(tree, path, "exec"), module.__dict__)
    # In training mode, as upstream constructs it: no GraphNet model.py reads self.training (dropout and
    # batch norm get their mode as literal arguments), so eval() would change nothing but the difference.
    model = module.GraphModule().to(torch.device(device))
    # A backend that runs on another device than the run's (xla) loads the sample again with the device
    # literals naming its own, as upstream's get_model(device="xla") does.
    model.gnw_load_on = lambda other: load_model(sample_dir, other)
    return model


def flatten_outputs(out):
    """Upstream's convention: a tuple of outputs; non-tensors become 0-d tensors as on the C++ side."""
    if not isinstance(out, (tuple, list)):
        out = (out,)
    flat = []
    for o in out:
        if isinstance(o, (tuple, list)):
            flat.extend(flatten_outputs(o))
        elif isinstance(o, torch.Tensor):
            flat.append(o)
        else:
            flat.append(torch.tensor(o))
    return flat


class TorchFramework:
    """What bridge_protocol.Side needs from torch: seeding, synchronisation, CUDA events, output copies."""

    def __init__(self, device):
        self.cuda = device.startswith("cuda")

    def seed(self, n):
        torch.manual_seed(n)

    def sync(self):
        if self.cuda:
            torch.cuda.synchronize()

    def device_events(self):
        if not self.cuda:
            return None
        return torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)

    def elapsed(self, start, stop):
        return start.elapsed_time(stop)

    def snapshot(self, out):
        return [t.detach().clone() for t in flatten_outputs(out)]


def kernel_time(side, calls):
    """GPU only: the device time of the kernels alone, per call, as upstream's --kernel-time measures it
    (torch.profiler's self device time summed over `calls` calls, divided by them); None on CPU."""
    if not side.framework.cuda or calls <= 0:
        return None
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            side.call(**side.inputs)
        side.framework.sync()
    return sum(e.self_device_time_total for e in prof.key_averages()) / 1000.0 / calls


def dynamo_counters():
    from torch._dynamo.utils import counters
    return {
        "graph_breaks": sum(counters["graph_break"].values()),
        "frames": counters["frames"].get("total", 0),
        "graphs": counters["stats"].get("unique_graphs", 0),
        "break_reasons": [r.split("\n", 1)[0] for r in counters["graph_break"]][:10],
    }


def measure(req, steps):
    """One sample, timed as the C++ scheduler asks step by step (bridge_protocol.execute_steps)."""
    if steps is None:
        raise PhaseError("protocol", "measure runs under `serve FD`: its schedule comes step by step over the channel")
    check_request_version(req)
    device = req["device"]
    framework = TorchFramework(device)
    backend = bridge_backends.find_backend(req["backend"])
    if backend is None:
        raise PhaseError("compile", f"unknown bridge backend '{req['backend']}'")
    why = backend.unavailable()
    if why:
        raise PhaseError("compile", f"backend '{req['backend']}' is unavailable: {why}")
    options = req.get("options") or {}
    semantics = measurement_semantics(req)
    dynamo_flags = apply_semantics(semantics, device)
    model = in_phase("load", lambda: load_model(req["sample_dir"], device))
    inputs = in_phase("load", lambda: {k: v.to(device) for k, v in
                                        torch.load(req["inputs"], weights_only=True)["inputs"].items()})
    # the inputs the graph writes into (C++ mutatedInputs) get a copy of their own for the compiled side
    written = set(req.get("clone_inputs") or [])
    compiled_inputs = {k: v.clone() if k in written else v for k, v in inputs.items()}
    eager = Side(framework, model, inputs)
    result = {"torch_version": torch.__version__, "backend_version": backend.version(),
              "python": sys.executable, "threads": torch.get_num_threads(),
              "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY", ""),
              "semantics": dict(semantics, dynamo_flags=dynamo_flags)}

    def compile_side():
        from torch._dynamo.utils import counters
        counters.clear()
        call = backend.compile(model, compiled_inputs, options, device)
        # dynamo compiles in the first call: its counters are read after it
        return Side(framework, call, compiled_inputs, after_first=lambda: result.update(dynamo=dynamo_counters()))

    with GRAD_MODES[semantics["grad_mode"]]():
        compiled, finish = execute_steps(steps, eager, compile_side)
        # after the timed trials, so that the profiler's own cost is in none of them
        for name, side in (("eager", eager), ("compiled", compiled)):
            kernel_ms = in_phase(name, lambda: kernel_time(side, finish.get("kernel_calls", 0)))
            if kernel_ms is not None:
                result[f"{name}_kernel_ms"] = kernel_ms
    frames_after_first = result["dynamo"]["frames"]
    result["dynamo"]["recompiles"] = max(0, dynamo_counters()["frames"] - frames_after_first)
    torch.save({"eager": {f"output_{i}": t.detach().cpu() for i, t in enumerate(eager.outputs)},
                "compiled": {f"output_{i}": t.detach().cpu() for i, t in enumerate(compiled.outputs)}},
               req["outputs"])
    return result


def package(req, _steps=None):
    """aot-inductor: export and compile to a .pt2 package at req["package"]."""
    device = req["device"]
    backend = bridge_backends.BACKENDS["aot-inductor"]
    model = in_phase("load", lambda: load_model(req["sample_dir"], device))
    inputs = in_phase("load", lambda: {k: v.to(device) for k, v in
                                        torch.load(req["inputs"], weights_only=True)["inputs"].items()})
    t0 = time.perf_counter()
    tmp = req["package"] + f".tmp{os.getpid()}.pt2"
    in_phase("compile", lambda: backend.package(model, inputs, req.get("options") or {}, tmp))
    os.replace(tmp, req["package"])  # a cache entry appears whole or not at all
    return {"ok": True, "compile_ms": (time.perf_counter() - t0) * 1e3, "torch_version": torch.__version__,
            "backend_version": backend.version(), "package": req["package"]}


def profile(req, _steps=None):
    """`graphnet-bench profile --backend B` for a bridge backend B: Python eager, B's baseline, with the
    request's semantics (upstream's by default: grad mode on), timed alone and statement by statement
    (statement_profile.py). The request: sample_dir, inputs, device, semantics, warmup, trials, result."""
    from statement_profile import clocked_forward, profile_statements
    check_request_version(req)
    device = req["device"]
    framework = TorchFramework(device)
    semantics = measurement_semantics(req)
    apply_semantics(semantics, device)
    clocks = {}

    def instrument(tree, path):
        clocks["lines"], clocks["starts"], clock = clocked_forward(tree, path, framework.sync)
        return {"_gnw_clock": clock}

    plain = in_phase("load", lambda: load_model(req["sample_dir"], device))
    clocked = in_phase("load", lambda: load_model(req["sample_dir"], device, instrument))
    inputs = in_phase("load", lambda: {k: v.to(device) for k, v in
                                        torch.load(req["inputs"], weights_only=True)["inputs"].items()})
    with GRAD_MODES[semantics["grad_mode"]]():
        call_ms, statements = in_phase("eager", lambda: profile_statements(
            plain, clocked, clocks["lines"], clocks["starts"], inputs, framework.sync, int(req["warmup"]),
            int(req["trials"])))
    return {"baseline": f"Python eager (torch {torch.__version__}, grad mode {semantics['grad_mode']})",
            "eager_call_ms": call_ms, "statements": statements}


def extract(req, _steps=None):
    """`graphnet-bench extract`: capture a user's model into a sample and check it reproduces the model
    (sample_extractor.py); a failure in the user's file is reported with its file:line."""
    import sample_extractor
    check_request_version(req)
    try:
        with torch.enable_grad():  # as upstream extracts and runs: grad mode on
            return sample_extractor.extract(req, load_model, UPSTREAM_DYNAMO_CONFIG)
    except sample_extractor.UserCodeError as e:
        phase, _, message = str(e).partition(": ")
        raise PhaseError(phase, message) from e
    except Exception as e:  # noqa: BLE001  e.g. an unwritable folder: the request fails, explained
        raise PhaseError("write", f"{type(e).__name__}: {e}") from e


def describe():
    return {"python": sys.executable, "torch_version": torch.__version__, "cuda": torch.cuda.is_available(),
            "backends": bridge_backends.describe()}


def reset():
    """Between the requests of one `serve` process: what a request leaves behind that the next one must
    not see (dynamo's compiled frames and guards, the default device, the loaded model module)."""
    import torch._dynamo
    torch._dynamo.reset()
    torch.set_default_device(None)
    sys.modules.pop("graphnet_model", None)
    gc.collect()


if __name__ == "__main__":
    sys.exit(serve(sys.argv, __doc__, describe, {"measure": measure, "package": package, "profile": profile,
                                                 "extract": extract},
                   reset))
