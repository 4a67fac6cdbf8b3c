"""The Python bridge of graphnet-bench-worker (docs/backends.md).

torch.compile needs Python (dynamo), so compiler backends that live in Python run here, one process per
sample, started by the C++ worker:

    python graphnet_bridge.py describe RESULT.json
    python graphnet_bridge.py measure REQUEST.json
    python graphnet_bridge.py package REQUEST.json      (aot-inductor: build the .pt2 the C++ side loads)

REQUEST.json: {"sample_dir", "inputs" (a torch.save file with group "inputs": the exact tensors the C++
engine synthesized), "outputs" (where to save the outputs), "result" (where to write the result JSON),
"backend", "options" (JSON object), "device", "warmup", "trials", "min_time_s", "max_trials",
"protocol" ("interleaved" or "upstream"), "seed", "clone_inputs" (the inputs the graph writes into: each side
gets its own copy of those),
"semantics" ({"grad_mode": "enabled|no_grad|inference_mode", "dynamo_config": "upstream|default",
"default_device": true|false}: how Python runs the model, upstream's test_compiler by default; see
measurement_semantics()), "noise" ({"threshold", "policy": "remeasure|fail|off", "max_remeasures"}: see
remeasure_while_noisy())}.

The result file holds one JSON object, written once at the end: {"ok": true, ...timings...} or
{"ok": false, "phase": "load|eager|compile|compiled", "error": "..."}. A bridge that dies, hangs or
writes anything else is classified by the C++ side (crash, timeout, protocol error).
"""

import ast
import copy
import importlib.util
import json
import os
import sys
import time
import traceback

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bridge_backends  # noqa: E402

RUNTIME_SEED = 1024  # both sides' first calls start from it, as the C++ engine does
# glibc's malloc thresholds, as the C++ worker fixes them (core/engine/run/MallocThresholds.h)
MALLOC_MMAP_THRESHOLD = 32 << 20
MALLOC_TRIM_THRESHOLD = 64 << 20


def fix_malloc_thresholds():
    """Fixes glibc's mmap and trim thresholds where the C library is glibc. Left to glibc's heuristic, they
    depend on what the process freed before: with inputs from torch.load, vgg11_bn's 12.8 MB activations
    were mmap'ed and faulted in afresh on every call (9,400 page faults, 12% slower) where upstream's
    test_compiler, which draws its inputs in-process, and the C++ worker saw none."""
    import ctypes
    import ctypes.util
    if not hasattr(os, "confstr") or "glibc" not in (os.confstr("CS_GNU_LIBC_VERSION") or ""):
        return
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    m_trim_threshold, m_mmap_threshold = -1, -3  # <malloc.h>
    libc.mallopt(m_mmap_threshold, MALLOC_MMAP_THRESHOLD)
    libc.mallopt(m_trim_threshold, MALLOC_TRIM_THRESHOLD)


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
    """CUDA device literals in model.py name the run device instead (upstream's modify_code_by_device):
    device(type='cuda', index=0), device='cuda', device='cuda:0'."""
    target_type = device.split(":")[0]

    class Rewriter(ast.NodeTransformer):
        def visit_Call(self, node):
            self.generic_visit(node)
            if isinstance(node.func, ast.Name) and node.func.id == "device" or (
                    isinstance(node.func, ast.Attribute) and node.func.attr == "device"):
                for arg in node.args[:1]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and "cuda" in arg.value:
                        arg.value = device
                for kw in node.keywords:
                    if kw.arg == "type" and isinstance(kw.value, ast.Constant) and kw.value.value == "cuda":
                        kw.value.value = target_type
                    if kw.arg == "index" and target_type == "cpu":
                        kw.value = ast.Constant(None)
            for kw in node.keywords:
                if kw.arg == "device" and isinstance(kw.value, ast.Constant) and isinstance(
                        kw.value.value, str) and "cuda" in kw.value.value:
                    kw.value.value = device
            return node

    tree = Rewriter().visit(ast.parse(code))
    ast.fix_missing_locations(tree)
    return tree


def load_model(sample_dir, device):
    path = os.path.join(sample_dir, "model.py")
    with open(path, encoding="utf-8") as f:
        tree = rewrite_devices(f.read(), device)
    spec = importlib.util.spec_from_loader("graphnet_model", loader=None)
    module = importlib.util.module_from_spec(spec)
    sys.modules["graphnet_model"] = module
    exec(compile(tree, path, "exec"), module.__dict__)
    # In training mode, as upstream constructs it: no GraphNet model.py reads self.training (dropout and
    # batch norm get their mode as literal arguments), so eval() would change nothing but the difference.
    return module.GraphModule().to(torch.device(device))


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


class Clock:
    def __init__(self, device):
        self.cuda = device.startswith("cuda")

    def sync(self):
        if self.cuda:
            torch.cuda.synchronize()

    def time(self, fn):
        """Runs fn between two synchronisations: (result, e2e ms, device ms)."""
        self.sync()
        if not self.cuda:
            t0 = time.perf_counter()
            out = fn()
            ms = (time.perf_counter() - t0) * 1e3
            return out, ms, ms
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        t0 = time.perf_counter()
        start.record()
        out = fn()
        stop.record()
        self.sync()
        return out, (time.perf_counter() - t0) * 1e3, start.elapsed_time(stop)


class Side:
    """One side of the comparison: its callable, its inputs, its first outputs and trial times."""

    def __init__(self, call, inputs):
        self.call = call
        self.inputs = inputs
        self.first_call_ms = None
        self.outputs = None
        self.e2e = []
        self.device = []
        self.kernel_ms = None

    def first(self, clock):
        torch.manual_seed(RUNTIME_SEED)
        out, ms, _ = clock.time(lambda: self.call(**self.inputs))
        self.first_call_ms = ms
        # later calls may write into what the first one returned
        self.outputs = [t.detach().clone() for t in flatten_outputs(out)]

    def untimed(self):
        self.call(**self.inputs)

    def trial(self, clock):
        _, e2e, dev = clock.time(lambda: self.call(**self.inputs))
        self.e2e.append(e2e)
        self.device.append(dev)

    def kernel_time(self, clock, calls):
        """GPU only: the device time of the kernels alone, per call, as upstream's --kernel-time measures it
        (torch.profiler's self device time summed over `calls` calls, divided by them)."""
        if not clock.cuda:
            return
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
            for _ in range(calls):
                self.call(**self.inputs)
            clock.sync()
        self.kernel_ms = sum(e.self_device_time_total for e in prof.key_averages()) / 1000.0 / calls

    def report(self):
        out = {"first_call_ms": self.first_call_ms, "e2e_ms": self.e2e, "device_ms": self.device}
        if self.kernel_ms is not None:
            out["kernel_ms"] = self.kernel_ms
        return out


class PhaseError(Exception):
    def __init__(self, phase, error):
        super().__init__(error)
        self.phase = phase


def in_phase(phase, fn):
    try:
        return fn()
    except bridge_backends.GarbageRequested:
        raise
    except BaseException as e:  # noqa: BLE001  every failure is the sample's, with its phase
        text = f"{type(e).__name__}: {e}".strip()
        tb = traceback.format_exc(limit=-3)
        raise PhaseError(phase, text if len(text) > 0 else tb) from e


def dynamo_counters():
    from torch._dynamo.utils import counters
    return {
        "graph_breaks": sum(counters["graph_break"].values()),
        "frames": counters["frames"].get("total", 0),
        "graphs": counters["stats"].get("unique_graphs", 0),
        "break_reasons": [r.split("\n", 1)[0] for r in counters["graph_break"]][:10],
    }


def rel_iqr(series):
    """IQR/median as upstream's guard computes it (numpy's linear percentiles), 0 for an empty series."""
    xs = sorted(series)
    if not xs:
        return 0.0

    def pct(q):
        pos = q / 100 * (len(xs) - 1)
        lo = int(pos)
        hi = min(lo + 1, len(xs) - 1)
        return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)

    median = pct(50)
    return (pct(75) - pct(25)) / median if median > 0 else 0.0


def remeasure_while_noisy(noise, sides, measure_trials):
    """The noise policy: while a side's trials spread more than the threshold (IQR/median, upstream's
    guard), its trials are taken again, at most max_remeasures times; the C++ side then keeps the result
    with a noisy flag or, under policy "fail", fails it as upstream does. Returns the re-measure count."""
    threshold = noise.get("threshold", 0.0)
    if threshold <= 0 or noise.get("policy", "remeasure") != "remeasure":
        return 0
    count = 0
    while count < noise.get("max_remeasures", 0):
        noisy = [side for side in sides if rel_iqr(side.e2e) > threshold]
        if not noisy:
            break
        for side in noisy:
            side.e2e.clear()
            side.device.clear()
        measure_trials(noisy)
        count += 1
    return count


def measure(req):
    device = req["device"]
    clock = Clock(device)
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
    eager = Side(model, inputs)
    result = {"torch_version": torch.__version__, "backend_version": backend.version(),
              "python": sys.executable, "threads": torch.get_num_threads(),
              "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY", ""),
              "semantics": dict(semantics, dynamo_flags=dynamo_flags)}

    compiled = None

    def compile_and_first_call():
        # Lazily compiling backends (torch.compile) compile inside the first call: compile time is the
        # preparation plus the first call, the steady state is measured apart.
        nonlocal compiled
        from torch._dynamo.utils import counters
        counters.clear()
        t0 = time.perf_counter()
        call = backend.compile(model, compiled_inputs, options, device)
        compiled = Side(call, compiled_inputs)
        compiled.first(clock)
        result["compile_ms"] = (time.perf_counter() - t0) * 1e3
        result["dynamo"] = dynamo_counters()

    def phase_of(side):
        return "eager" if side is eager else "compiled"

    warmup, trials = req["warmup"], req["trials"]
    noise = req.get("noise") or {}
    with GRAD_MODES[semantics["grad_mode"]]():
        if req.get("protocol", "upstream") == "upstream":
            def sequential_trials(sides):
                # each side: `trials` calls and more until they add up to half of min_time_s (at most
                # max_trials): SampleRunOptions::wantsAnotherTrial in the C++ engine
                half_ms = 1e3 * req.get("min_time_s", 0.0) / 2
                max_trials = req.get("max_trials", trials)
                for side in sides:
                    i, timed_ms = 0, 0.0
                    while i < trials or (timed_ms < half_ms and i < max_trials):
                        in_phase(phase_of(side), lambda s=side: s.trial(clock))
                        timed_ms += side.e2e[-1]
                        i += 1

            # upstream's order: eager first call, warm-up, trials; then compile and the same again
            in_phase("eager", lambda: eager.first(clock))
            in_phase("eager", lambda: [eager.untimed() for _ in range(warmup)])
            sequential_trials([eager])
            result["remeasures"] = remeasure_while_noisy(noise, [eager], sequential_trials)
            in_phase("compile", compile_and_first_call)
            in_phase("compiled", lambda: [compiled.untimed() for _ in range(warmup)])
            sequential_trials([compiled])
            result["remeasures"] += remeasure_while_noisy(noise, [compiled], sequential_trials)
        else:
            def interleaved_trials(sides):
                # after `trials` pairs, more until the timed calls add up to min_time_s (at most
                # max_trials pairs): SampleRunOptions::wantsAnotherPair in the C++ engine. A re-measure
                # times both sides again, so that the pairs stay pairs.
                min_time_ms = 1e3 * req.get("min_time_s", 0.0)
                max_trials = req.get("max_trials", trials)
                for side in (eager, compiled):
                    side.e2e.clear()
                    side.device.clear()
                i, timed_ms = 0, 0.0
                while i < trials or (timed_ms < min_time_ms and i < max_trials):
                    order = (eager, compiled) if i % 2 == 0 else (compiled, eager)
                    for side in order:
                        in_phase(phase_of(side), lambda s=side: s.trial(clock))
                        timed_ms += side.e2e[-1]
                    i += 1

            # interleaved: both warmed up, then trials alternate A B B A A B ... so drift hits both sides
            in_phase("eager", lambda: eager.first(clock))
            in_phase("compile", compile_and_first_call)
            for _ in range(warmup):
                in_phase("eager", eager.untimed)
                in_phase("compiled", compiled.untimed)
            interleaved_trials([eager, compiled])
            result["remeasures"] = remeasure_while_noisy(noise, [eager, compiled], interleaved_trials)
        # after the timed trials, so that the profiler's own cost is in none of them
        in_phase("eager", lambda: eager.kernel_time(clock, trials))
        in_phase("compiled", lambda: compiled.kernel_time(clock, trials))
    frames_after_first = result["dynamo"]["frames"]
    result["dynamo"]["recompiles"] = max(0, dynamo_counters()["frames"] - frames_after_first)
    torch.save({"eager": {f"output_{i}": t.detach().cpu() for i, t in enumerate(eager.outputs)},
                "compiled": {f"output_{i}": t.detach().cpu() for i, t in enumerate(compiled.outputs)}},
               req["outputs"])
    result["eager"] = eager.report()
    result["compiled"] = compiled.report()
    return result


def package(req):
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


def write_result(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    os.replace(tmp, path)


def main(argv):
    if len(argv) != 3 or argv[1] not in ("describe", "measure", "package"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[1] == "describe":
        write_result(argv[2], {"ok": True, "python": sys.executable, "torch_version": torch.__version__,
                               "cuda": torch.cuda.is_available(), "backends": bridge_backends.describe()})
        return 0
    with open(argv[2], encoding="utf-8") as f:
        req = json.load(f)
    fix_malloc_thresholds()
    try:
        result = measure(req) if argv[1] == "measure" else package(req)
        result["ok"] = True
    except bridge_backends.GarbageRequested:
        with open(req["result"], "w", encoding="utf-8") as f:
            f.write("<<this is not JSON: the bridge's garbage drill>>\n")
        return 0
    except PhaseError as e:
        result = {"ok": False, "phase": e.phase, "error": str(e)}
    write_result(req["result"], result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
