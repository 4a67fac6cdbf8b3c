"""The Paddle bridge of graphnet-bench-worker (docs/backends.md): runs one Paddle sample per process, in
the Paddle environment's Python (.venv-paddle, or --paddle-python), as upstream's
graph_net_bench/paddle/test_compiler.py loads and runs it:

    python paddle_bridge.py describe RESULT.json
    python paddle_bridge.py serve FD      (a `measure` request, its steps sent by the C++ scheduler)
    python paddle_bridge.py profile REQUEST.json   (dygraph time per statement: statement_profile.py)

REQUEST.json is the torch bridge's request (graphnet_bridge.py: backend, options, device, result) with "inputs_dir" and "outputs_dir" instead of torch.save
files: a folder of .npy files with an index.json ([{"name", "file", "dtype"}], in forward-parameter order),
the exact arrays the C++ engine synthesized from the metas. The bridge writes the outputs the same way into
outputs_dir/eager and outputs_dir/compiled.

Backends (each side a fresh GraphModule: paddle.jit.to_static decorates a Layer in place, so one instance
would make both sides the static graph, as it does in upstream's test_compiler):
    paddle-static   dygraph eager  vs  to_static(full_graph=True, backend=None)  (static graph, PIR);
                    option {"baseline": "static"}: a second static graph against the first, which is what
                    upstream's test_compiler times on a Paddle without CINN, for --compiler nope and cinn alike
    cinn            to_static(backend=None)  vs  to_static(build_strategy=BuildStrategy(), full_graph=True,
                    backend="CINN"), upstream's baseline; option {"baseline": "dygraph"} times dygraph instead
                    Both take {"serial_executor": true}: the static graph's executor runs its ops on the calling
                    thread (FLAGS_new_executor_serial_run) instead of its own worker threads, which on a
                    2-core machine compete with the kernels' OpenMP threads (docs/backends.md). Not upstream's
                    setting; the flags in effect, from the option or FLAGS_* in the environment, are recorded
                    in the result's semantics ("paddle_flags").
    paddle-nope     dygraph against itself (the identity check of the Paddle measurement)
"""

import ast
import importlib.util
import json
import os
import sys

import numpy as np
import paddle

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bridge_protocol import (GarbageRequested, PhaseError, Side, check_described, check_request_version,  # noqa: E402
                             execute_steps,
                             in_phase, serve)  # noqa: E402

BACKENDS = ("paddle-static", "cinn", "paddle-nope")
DEBUG_BACKENDS = ("paddle-debug-crash", "paddle-debug-compile-error", "paddle-debug-garbage")
check_described("paddle", BACKENDS, DEBUG_BACKENDS)


def unavailable(name):
    if name == "cinn" and not paddle.is_compiled_with_cinn():
        return (f"needs a Paddle built with CINN (paddle.is_compiled_with_cinn() is False for paddlepaddle "
                f"{paddle.__version__} in {sys.executable}; CINN comes with paddlepaddle-gpu: --paddle-python)")
    return None


def find_backend(name):
    if name in BACKENDS:
        return name
    if name in DEBUG_BACKENDS and os.environ.get("GNW_ENABLE_DEBUG_BACKENDS") == "1":
        return name
    return None


def paddle_device(device):
    """Our device names (cpu, cuda, cuda:N) as Paddle's (cpu, gpu:N)."""
    if device.startswith("cuda"):
        return "gpu:" + (device.split(":", 1)[1] if ":" in device else "0")
    return device


def load_model_class(sample_dir):
    """As upstream's load_class_from_file: model.py with `import paddle` prepended, executed as a module."""
    path = os.path.join(sample_dir, "model.py")
    with open(path, encoding="utf-8") as f:
        code = "import paddle\n" + f.read()
    spec = importlib.util.spec_from_loader("graphnet_paddle_model", loader=None)
    module = importlib.util.module_from_spec(spec)
    sys.modules["graphnet_paddle_model"] = module
    exec(compile(code, path, "exec"), module.__dict__)
    return module.GraphModule


def new_model(model_class):
    model = model_class()
    model.eval()  # as upstream's test_single_model
    return model


def read_arrays(folder):
    with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
        index = json.load(f)
    return {e["name"]: paddle.to_tensor(np.load(os.path.join(folder, e["file"]))) for e in index}


def input_spec(inputs):
    """upstream's get_input_spec: one InputSpec per forward parameter, shapes as synthesized."""
    return [paddle.static.InputSpec(list(t.shape), t.dtype, name=n) for n, t in inputs.items()]


def flatten_outputs(out):
    """upstream's _flatten_outputs_to_list (one level), non-tensors as 0-d tensors. A None output is no
    value and is left out on both sides: the exporter's `(out, None)` filler for an op's absent second
    result, which a few graphs return (PaddleX/BlazeFace/subgraph_5; upstream's check_outputs stops at it
    with a TypeError joining the dtypes)."""
    if isinstance(out, paddle.Tensor):
        out = [out]
    flat = [x for o in out for x in (o if isinstance(o, (tuple, list)) else (o,))]
    return [x if isinstance(x, paddle.Tensor) else paddle.to_tensor(x) for x in flat if x is not None]


def write_arrays(folder, tensors):
    """Each output as <i>.npy; bfloat16 (no numpy type) as float32, its dtype kept in the index."""
    os.makedirs(folder, exist_ok=True)
    index = []
    for i, t in enumerate(tensors):
        dtype = str(t.dtype).replace("paddle.", "")
        array = t.astype("float32").numpy() if dtype == "bfloat16" else t.numpy()
        np.save(os.path.join(folder, f"{i}.npy"), array)
        index.append({"name": f"output_{i}", "file": f"{i}.npy", "dtype": dtype})
    with open(os.path.join(folder, "index.json"), "w", encoding="utf-8") as f:
        json.dump(index, f)


class PaddleFramework:
    """What bridge_protocol.Side needs from Paddle: seeding, synchronisation, device events, output copies."""

    def __init__(self, device):
        self.gpu = device.startswith("cuda")

    def seed(self, n):
        paddle.seed(n)

    def sync(self):
        if self.gpu:
            paddle.device.synchronize()

    def device_events(self):
        if not self.gpu:
            return None
        return paddle.device.Event(enable_timing=True), paddle.device.Event(enable_timing=True)

    def elapsed(self, start, stop):
        return start.elapsed_time(stop)

    def snapshot(self, out):
        return [t.clone() for t in flatten_outputs(out)]


def static_of(model, spec, options, cinn):
    """paddle.jit.to_static as upstream's baseline (backend=None) or its cinn backend."""
    if cinn:
        return paddle.jit.to_static(model, input_spec=spec, build_strategy=paddle.static.BuildStrategy(),
                                    full_graph=True, backend="CINN")
    return paddle.jit.to_static(model, input_spec=spec, full_graph=True, backend=None)


def debug_drill(name):
    if name == "paddle-debug-crash":
        import signal
        os.kill(os.getpid(), signal.SIGSEGV)
    if name == "paddle-debug-garbage":
        raise GarbageRequested()
    raise RuntimeError("deliberate compile error")


def measure(req, steps):
    """One sample, timed as the C++ scheduler asks step by step (bridge_protocol.execute_steps)."""
    if steps is None:
        raise PhaseError("protocol", "measure runs under `serve FD`: its schedule comes step by step over the channel")
    check_request_version(req)
    device = req["device"]
    name = find_backend(req["backend"])
    if name is None:
        raise PhaseError("compile", f"unknown Paddle bridge backend '{req['backend']}'")
    why = unavailable(name)
    if why:
        raise PhaseError("compile", f"backend '{name}' is unavailable: {why}")
    options = dict(req.get("options") or {})
    static_options = {"baseline", "serial_executor"}
    known = {"cinn": static_options, "paddle-static": static_options}.get(name, set())
    if set(options) - known:
        raise PhaseError("compile", f"{name}: unknown option(s) {sorted(set(options) - known)}"
                                    f" (known: {', '.join(sorted(known)) or 'none'})")
    baseline = options.get("baseline", "static" if name == "cinn" else "dygraph")
    if baseline not in ("static", "dygraph"):
        raise PhaseError("compile", f"{name}: baseline must be static or dygraph, not {baseline!r}")
    serial = options.get("serial_executor", False)
    if not isinstance(serial, bool):
        raise PhaseError("compile", f"{name}: serial_executor must be true or false, not {serial!r}")
    # Paddle reads FLAGS_* from the environment at import; a result measured under any must say so.
    flags = {k: v for k, v in os.environ.items() if k.startswith("FLAGS_")}
    if serial:
        paddle.set_flags({"FLAGS_new_executor_serial_run": True})
        flags["FLAGS_new_executor_serial_run"] = "true"
    paddle.set_device(paddle_device(device))
    framework = PaddleFramework(device)
    model_class = in_phase("load", lambda: load_model_class(req["sample_dir"]))
    inputs = in_phase("load", lambda: read_arrays(req["inputs_dir"]))
    spec = input_spec(inputs)
    eager_model = in_phase("load", lambda: new_model(model_class))
    if baseline == "static":
        eager_model = in_phase("load", lambda: static_of(eager_model, spec, options, cinn=False))
    eager = Side(framework, eager_model, inputs)
    result = {"paddle_version": paddle.__version__, "backend_version": f"paddlepaddle {paddle.__version__}",
              "python": sys.executable, "cinn": paddle.is_compiled_with_cinn(),
              "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY", ""),
              "semantics": {"eager": "Paddle static graph" if baseline == "static" else "Paddle dygraph",
                            "grad_mode": "enabled", "model_mode": "eval"}}
    if flags:
        result["semantics"]["paddle_flags"] = flags

    def compile_side():
        # to_static converts in the first call, which the C++ side counts into the compile time
        model = new_model(model_class)
        if name.startswith("paddle-debug-"):
            debug_drill(name)
        if name != "paddle-nope":
            model = static_of(model, spec, options, cinn=name == "cinn")
        return Side(framework, model, inputs)

    compiled, _ = execute_steps(steps, eager, compile_side)
    write_arrays(os.path.join(req["outputs_dir"], "eager"), eager.outputs)
    write_arrays(os.path.join(req["outputs_dir"], "compiled"), compiled.outputs)
    return result


def profile(req, steps):
    """`graphnet-bench profile` of a Paddle sample: its dygraph call, timed alone, and each statement's time
    (statement_profile.py). The request: sample_dir, inputs_dir, device, warmup, trials, result."""
    from statement_profile import clocked_forward, profile_statements
    check_request_version(req)
    paddle.set_device(paddle_device(req["device"]))
    framework = PaddleFramework(req["device"])
    model_class = in_phase("load", lambda: load_model_class(req["sample_dir"]))

    def load_clocked():
        path = os.path.join(req["sample_dir"], "model.py")
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        lines, starts, clock = clocked_forward(tree, path, framework.sync)
        scope = {"paddle": paddle, "_gnw_clock": clock}
        exec(compile(tree, path, "exec"), scope)
        return scope["GraphModule"], lines, starts

    clocked_class, lines, starts = in_phase("load", load_clocked)
    inputs = in_phase("load", lambda: read_arrays(req["inputs_dir"]))
    plain, clocked = new_model(model_class), new_model(clocked_class)
    call_ms, statements = in_phase("eager", lambda: profile_statements(
        plain, clocked, lines, starts, inputs, framework.sync, int(req["warmup"]), int(req["trials"])))
    return {"baseline": f"Paddle dygraph (Python, paddlepaddle {paddle.__version__}, grad mode on)",
            "eager_call_ms": call_ms, "statements": statements}


def describe():
    out = []
    for name in BACKENDS:
        why = unavailable(name)
        out.append({"name": name, "available": why is None,
                    "version": f"paddlepaddle {paddle.__version__}" if why is None else "", "reason": why or ""})
    return {"python": sys.executable, "paddle_version": paddle.__version__,
            "cuda": paddle.device.is_compiled_with_cuda(), "cinn": paddle.is_compiled_with_cinn(),
            "backends": out}


if __name__ == "__main__":
    sys.exit(serve(sys.argv, __doc__, describe, {"measure": measure, "profile": profile}))
