"""Compiler backends the Python bridge offers (docs/backends.md).

A backend turns a loaded GraphNet ``GraphModule`` and its input dict into a callable taking the same
keyword arguments. ``compile`` may compile eagerly (tvm) or lazily on the first call (torch.compile);
the bridge times the first call apart from the steady state either way.

Adding a backend: write a class with ``name``, ``version()``, ``unavailable()`` (None when usable, else
why not) and ``compile(model, inputs, options, device)``, and list it in ``BACKENDS``.
"""

import hashlib
import importlib.metadata
import importlib.util
import os
import signal
import sys
import threading
import time

import numpy
import torch

from bridge_protocol import GarbageRequested, check_described


# import name -> distribution name, where they differ
_DISTRIBUTIONS = {"tvm": "apache-tvm", "torch_xla": "torch-xla", "torch_tensorrt": "torch-tensorrt",
                  "iree.turbine": "iree-turbine"}


def _has_package(name):
    """Whether NAME imports; for a dotted name, find_spec imports the parent and raises without it."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def _not_installed(package, environment=None):
    """Why a backend is unavailable when `package` is missing; names the environment that provides it."""
    hint = f" (`./workbench env {environment}` creates an environment with it)" if environment else ""
    return f"the Python package '{package}' is not installed in {sys.executable}{hint}"


def _package_version(name):
    try:
        return importlib.metadata.version(_DISTRIBUTIONS.get(name, name))
    except importlib.metadata.PackageNotFoundError:
        return None


class TorchCompile:
    """``torch.compile(model, backend=NAME, mode=..., options=..., fullgraph=..., dynamic=...)``."""

    def __init__(self, name, dynamo_name, package=None, environment=None):
        self.name = name
        self.dynamo_name = dynamo_name
        self.package = package or _NEEDS_PACKAGE.get(dynamo_name)
        self.environment = environment  # the backend environment that provides the package (tools/envs/)

    def version(self):
        if self.package:
            return f"{_DISTRIBUTIONS.get(self.package, self.package)} {_package_version(self.package)}"
        return f"torch {torch.__version__}"

    def unavailable(self):
        if self.dynamo_name in _CUDA_ONLY and not torch.cuda.is_available():
            return "needs CUDA (torch.cuda.is_available() is False)"
        if self.package and not _has_package(self.package):
            return _not_installed(self.package, self.environment)
        if self.dynamo_name not in _dynamo_backends():
            return f"'{self.dynamo_name}' is not in torch._dynamo.list_backends() of {sys.executable}"
        return None

    def compile(self, model, inputs, options, device):
        if self.dynamo_name in _CPU_ONLY and device != "cpu":
            raise ValueError(f"{self.name}: torch.compile(backend=\"{self.dynamo_name}\") compiles for the CPU only")
        if self.dynamo_name == "openvino":
            import openvino.torch  # noqa: F401  registers the dynamo backend
        if self.dynamo_name in ("tensorrt", "torch_tensorrt"):
            import torch_tensorrt  # noqa: F401  registers the dynamo backend
        kwargs = {}
        for key in ("mode", "options", "fullgraph", "dynamic"):
            if key in options:
                kwargs[key] = options[key]
        if "mode" in kwargs and "options" in kwargs and self.dynamo_name == "inductor":
            raise ValueError("inductor: 'mode' and 'options' are mutually exclusive")
        unknown = set(options) - {"mode", "options", "fullgraph", "dynamic"}
        if unknown:
            raise ValueError(f"{self.name}: unknown option(s) {sorted(unknown)} "
                             "(known: mode, options, fullgraph, dynamic)")
        return torch.compile(model, backend=self.dynamo_name, **kwargs)


class Tvm:
    """Apache TVM Relax: torch.export, then relax.frontend.torch.from_exported_program, tvm.compile and
    the Relax VM. Options: ``target`` (default "llvm" on CPU, "cuda" on a GPU)."""

    name = "tvm"

    def version(self):
        return f"apache-tvm {_package_version('tvm')}"

    def unavailable(self):
        if not _has_package("tvm"):
            return f"the Python package 'apache-tvm' is not installed in {sys.executable}"
        return None

    def compile(self, model, inputs, options, device):
        import tvm
        from tvm import relax
        from tvm.relax.frontend.torch import from_exported_program

        unknown = set(options) - {"target"}
        if unknown:
            raise ValueError(f"tvm: unknown option(s) {sorted(unknown)} (known: target)")
        names = list(inputs)
        args = tuple(inputs[n] for n in names)
        with torch.no_grad():
            program = torch.export.export(_Positional(model, names), args)
        mod = from_exported_program(program, keep_params_as_input=False)
        target = options.get("target", "cuda" if device.startswith("cuda") else "llvm")
        executable = tvm.compile(mod, target=target)
        dev = tvm.cuda(0) if device.startswith("cuda") else tvm.cpu(0)
        vm = relax.VirtualMachine(executable, dev)
        main = vm["main"]

        def run(**kw):
            # DLPack shares memory both ways: no copies in the timed call.
            result = main(*(tvm.runtime.from_dlpack(kw[n].contiguous()) for n in names))
            return _to_torch(result)

        return run


class OnnxRuntime:
    """ONNX Runtime: ``torch.onnx.export`` with the dynamo exporter (torch.export underneath) to an ONNX file,
    then an ``InferenceSession``. Runs in its own environment (``./workbench env onnxruntime``: onnx,
    onnxscript and onnxruntime over the project's torch). Options: ``graph_optimization_level`` (disable,
    basic, extended, all; ONNX Runtime's default all) and ``providers`` (default: CUDAExecutionProvider
    first on a GPU, where the installed package has it, then CPUExecutionProvider). The timed call binds the
    torch tensors' memory as the session's inputs (no copies in) and wraps its outputs as tensors (no copies
    out)."""

    name = "onnxruntime"
    PACKAGES = ("onnxruntime", "onnx", "onnxscript")
    LEVELS = ("disable", "basic", "extended", "all")

    def version(self):
        return f"onnxruntime {_package_version('onnxruntime')}"

    def unavailable(self):
        for package in self.PACKAGES:
            if not _has_package(package):
                return _not_installed(package, "onnxruntime")
        return None

    def compile(self, model, inputs, options, device):
        import atexit
        import shutil
        import tempfile

        import onnxruntime as ort

        unknown = set(options) - {"graph_optimization_level", "providers"}
        if unknown:
            raise ValueError(f"onnxruntime: unknown option(s) {sorted(unknown)} "
                             "(known: graph_optimization_level, providers)")
        level = options.get("graph_optimization_level", "all")
        if level not in self.LEVELS:
            raise ValueError(f"onnxruntime: graph_optimization_level must be one of {self.LEVELS}, not {level!r}")
        names = list(inputs)
        for n in names:
            if inputs[n].dtype not in _NUMPY_DTYPES:
                raise ValueError(f"onnxruntime: input {n} is {inputs[n].dtype}, which ONNX Runtime's binding "
                                 "cannot name (numpy has no such dtype)")
        args = tuple(inputs[n] for n in names)
        with torch.no_grad():
            program = torch.onnx.export(_Positional(model, names), args, input_names=names, dynamo=True,
                                        verbose=False)
        folder = tempfile.mkdtemp(prefix="gnw-onnx-")
        atexit.register(shutil.rmtree, folder, True)  # a copy of the weights: gone with the bridge
        path = os.path.join(folder, "model.onnx")
        program.save(path, external_data=True)  # weights beside it: ONNX's protobuf stops at 2 GB
        session_options = ort.SessionOptions()
        session_options.graph_optimization_level = {
            "disable": ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
            "basic": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
            "extended": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
            "all": ort.GraphOptimizationLevel.ORT_ENABLE_ALL}[level]
        cuda = device.startswith("cuda")
        providers = options.get("providers") or (
            ["CUDAExecutionProvider"] if cuda and "CUDAExecutionProvider" in ort.get_available_providers() else []
        ) + ["CPUExecutionProvider"]
        session = ort.InferenceSession(path, session_options, providers=providers)
        # The exporter drops inputs the graph never reads; they are not bound.
        feeds = [i.name for i in session.get_inputs()]
        outputs = [o.name for o in session.get_outputs()]
        ort_device = "cuda" if cuda and session.get_providers()[0] == "CUDAExecutionProvider" else "cpu"
        device_index = torch.device(device).index or 0 if ort_device == "cuda" else 0

        def run(**kw):
            binding = session.io_binding()
            for n in feeds:
                t = kw[n].contiguous()
                if ort_device == "cpu":
                    t = t.cpu()
                binding.bind_input(n, ort_device, device_index, _NUMPY_DTYPES[t.dtype], tuple(t.shape),
                                   t.data_ptr())
            for n in outputs:
                binding.bind_output(n, ort_device, device_index)
            session.run_with_iobinding(binding)
            return tuple(torch.from_dlpack(v) for v in binding.get_outputs())

        return run


class Xla:
    """PyTorch/XLA: ``torch.compile(model, backend="openxla")`` on the XLA device (PJRT: the CPU here, the
    GPU where torch_xla has one), in its own environment (``./workbench env xla``: torch_xla pins its torch).
    As upstream's xla backend: the inputs are moved to the XLA device once, at compile time, and every call
    runs on those; the eager side is Python eager on the run device. Each call ends with ``torch_xla.sync()``
    and waits for the device (``wait_device_ops``), so that its time includes the computation; upstream's
    synchronize is ``torch_xla.sync()`` alone, which returns once the graph is dispatched. No options."""

    name = "xla"

    def version(self):
        return f"torch-xla {_package_version('torch_xla')}"

    def unavailable(self):
        if not _has_package("torch_xla"):
            return _not_installed("torch_xla", "xla")
        return None

    def compile(self, model, inputs, options, device):
        import torch_xla
        import torch_xla.core.xla_model as xm

        if options:
            raise ValueError(f"xla takes no options, got {sorted(options)}")
        xla = torch_xla.device()
        on_device = {k: v.to(xla) for k, v in inputs.items()}
        # model.py's device literals (aranges, masks made on the CPU or CUDA) name the XLA device instead
        on_xla = model.gnw_load_on(str(xla)) if hasattr(model, "gnw_load_on") else model.to(xla)
        compiled = torch.compile(on_xla, backend="openxla")

        def run(**_):
            out = compiled(**on_device)
            torch_xla.sync()
            xm.wait_device_ops()
            return out

        return run


class BladeDisc:
    """Alibaba's BladeDISC: ``torch_blade.optimize(model, allow_tracing=True, model_inputs=...)``, as
    upstream's bladedisc backend calls it. No registry reachable here has torch_blade for torch 2.x (its
    published builds are images on torch 1.12, GraphNet issue #242), so there is no environment for it: it
    runs in a Python that has it (``--python``), and is listed unavailable elsewhere."""

    name = "bladedisc"

    def version(self):
        return f"torch-blade {_package_version('torch_blade')}"

    def unavailable(self):
        if not _has_package("torch_blade"):
            return ("the Python package 'torch_blade' is not installed in " + sys.executable +
                    "; BladeDISC publishes no package for torch 2.x (its builds are images on torch 1.12): "
                    "point --python at a Python that has it")
        return None

    def compile(self, model, inputs, options, device):
        import torch_blade

        if options:
            raise ValueError(f"bladedisc takes no options, got {sorted(options)}")
        names = list(inputs)
        with torch.no_grad():
            optimized = torch_blade.optimize(_Positional(model, names), allow_tracing=True,
                                             model_inputs=tuple(inputs[n] for n in names))
        return lambda **kw: optimized(*(kw[n] for n in names))


class AotInductorPackage:
    """Builds the ``.pt2`` package that the C++ worker loads with AOTIModelPackageLoader (``aot-inductor``
    is timed in C++; the bridge only compiles). Options go to ``torch._inductor.aoti_compile_and_package``
    as ``inductor_configs``."""

    name = "aot-inductor"

    def version(self):
        return f"torch {torch.__version__}"

    def unavailable(self):
        return None

    def package(self, model, inputs, options, path):
        names = list(inputs)
        args = tuple(inputs[n] for n in names)
        with torch.no_grad():
            program = torch.export.export(_Positional(model, names), args)
            return torch._inductor.aoti_compile_and_package(
                program, package_path=path, inductor_configs=dict(options) or None)


class Identity:
    """``bridge-nope``: Python eager against itself, the bridge's identity check of its own measurement
    (upstream's ``nope`` on the Python side): correct at the tightest rung, speedup about 1."""

    name = "bridge-nope"

    def version(self):
        return f"torch {torch.__version__}"

    def unavailable(self):
        return None

    def compile(self, model, inputs, options, device):
        if options:
            raise ValueError(f"bridge-nope takes no options, got {sorted(options)}")
        return model


class Debug:
    """Failure drills for the isolation tests (only with GNW_ENABLE_DEBUG_BACKENDS=1)."""

    def __init__(self, name):
        self.name = name

    def version(self):
        return "debug"

    def unavailable(self):
        return None

    def compile(self, model, inputs, options, device):
        if self.name == "bridge-debug-crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        if self.name == "bridge-debug-oom-kill":  # what the kernel's OOM killer does to a process
            os.kill(os.getpid(), signal.SIGKILL)
        if self.name == "bridge-debug-hang":
            while True:
                time.sleep(1)
        if self.name == "bridge-debug-garbage":
            raise GarbageRequested()
        if self.name == "bridge-debug-compile-error":
            raise RuntimeError("deliberate compile error")
        if self.name == "bridge-debug-spinning-pool":
            return _SpinningAfterEachCall(model)
        return model


class _SpinningAfterEachCall:
    """The spinning-pool drill: the model, and after each call a thread that keeps a core busy for 50 ms, as
    ONNX Runtime's pool does after a run (the settling test, tst_call_schedule). It spins in native code
    without the GIL (hashing), as a runtime's own threads do: a spinner in Python bytecode would hand the
    GIL back and forth with the settling thread, and be seen by a coarser measurement than a native one.
    With $GNW_SETTLE_TRACE set, each spin appends "spin <start> <end>" (time.monotonic seconds)."""

    SPIN_S = 0.05

    def __init__(self, model):
        self.model = model
        self.block = bytes(1 << 16)

    def __call__(self, *args, **kwargs):
        out = self.model(*args, **kwargs)

        def spin():
            start = time.monotonic()
            while time.monotonic() < start + self.SPIN_S:
                hashlib.sha256(self.block)  # releases the GIL for inputs over 2 KiB
            path = os.environ.get("GNW_SETTLE_TRACE")
            if path:
                with open(path, "a", encoding="utf-8") as f:
                    f.write(f"spin {start:.6f} {time.monotonic():.6f}\n")
        threading.Thread(target=spin, daemon=True).start()
        return out


class _Positional(torch.nn.Module):
    """Calls the GraphModule with keyword arguments from positional ones, so that export sees the
    forward parameters in signature order (the order the C++ side passes them in)."""

    def __init__(self, model, names):
        super().__init__()
        self.model = model
        self.names = names

    def forward(self, *args):
        return self.model(**dict(zip(self.names, args)))


# torch dtype -> the numpy dtype ONNX Runtime's io binding takes for it (numpy has no bfloat16)
_NUMPY_DTYPES = {torch.float32: numpy.float32, torch.float64: numpy.float64, torch.float16: numpy.float16,
                 torch.int64: numpy.int64, torch.int32: numpy.int32, torch.int16: numpy.int16,
                 torch.int8: numpy.int8, torch.uint8: numpy.uint8, torch.bool: numpy.bool_}


def _to_torch(result):
    import tvm

    if isinstance(result, (list, tuple)) or type(result).__name__ == "Array":
        return tuple(_to_torch(r) for r in result)
    if isinstance(result, tvm.runtime.Tensor if hasattr(tvm.runtime, "Tensor") else tvm.nd.NDArray):
        return torch.from_dlpack(result)
    return result


_DYNAMO_BACKENDS = None
# dynamo backends that exist everywhere but work only on a GPU, or only with another package
_CUDA_ONLY = {"cudagraphs", "tensorrt", "torch_tensorrt"}
_CPU_ONLY = {"turbine_cpu"}
_NEEDS_PACKAGE = {"openxla": "torch_xla", "openxla_eval": "torch_xla", "openvino": "openvino", "tvm": "tvm",
                  "tensorrt": "torch_tensorrt", "torch_tensorrt": "torch_tensorrt", "onnxrt": "onnxruntime",
                  "turbine_cpu": "iree.turbine", "iree_turbine": "iree.turbine"}


def _dynamo_backends():
    global _DYNAMO_BACKENDS
    if _DYNAMO_BACKENDS is None:
        _DYNAMO_BACKENDS = set(torch._dynamo.list_backends(exclude_tags=()))
    return _DYNAMO_BACKENDS


BACKENDS = {
    b.name: b
    for b in (
        TorchCompile("inductor", "inductor"),
        TorchCompile("aot_eager", "aot_eager"),
        TorchCompile("openvino", "openvino", package="openvino"),
        Tvm(),
        OnnxRuntime(),
        TorchCompile("iree", "turbine_cpu", environment="iree"),
        Xla(),
        TorchCompile("tensorrt", "tensorrt", package="torch_tensorrt", environment="tensorrt"),
        BladeDisc(),
        AotInductorPackage(),
        Identity(),
    )
}
DEBUG_BACKENDS = ("bridge-debug-crash", "bridge-debug-oom-kill", "bridge-debug-hang",
                  "bridge-debug-garbage", "bridge-debug-compile-error", "bridge-debug-spinning-pool")
check_described("torch", BACKENDS, DEBUG_BACKENDS)


def find_backend(name):
    """The backend called NAME, ``torch-compile:NAME`` for any dynamo backend, or None."""
    if name in BACKENDS:
        return BACKENDS[name]
    if name.startswith("torch-compile:"):
        return TorchCompile(name, name.split(":", 1)[1])
    if name in DEBUG_BACKENDS and os.environ.get("GNW_ENABLE_DEBUG_BACKENDS") == "1":
        return Debug(name)
    return None


def describe():
    """Every backend with availability and version, plus the dynamo backends as torch-compile:NAME."""
    out = []
    for b in BACKENDS.values():
        why = b.unavailable()
        out.append({"name": b.name, "available": why is None, "version": b.version() if why is None else "",
                    "reason": why or ""})
    # torch._dynamo.list_backends() without its debug/experimental tags; any other registered name still
    # runs when asked for as torch-compile:NAME
    for name in sorted(torch._dynamo.list_backends()):
        b = TorchCompile("torch-compile:" + name, name)
        why = b.unavailable()
        out.append({"name": b.name, "available": why is None, "version": b.version() if why is None else "",
                    "reason": why or ""})
    return out
