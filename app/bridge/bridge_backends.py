"""Compiler backends the Python bridge offers (docs/backends.md).

A backend turns a loaded GraphNet ``GraphModule`` and its input dict into a callable taking the same
keyword arguments. ``compile`` may compile eagerly (tvm) or lazily on the first call (torch.compile);
the bridge times the first call apart from the steady state either way.

Adding a backend: write a class with ``name``, ``version()``, ``unavailable()`` (None when usable, else
why not) and ``compile(model, inputs, options, device)``, and list it in ``BACKENDS``.
"""

import importlib.metadata
import importlib.util
import os
import signal
import sys
import time

import torch

from bridge_protocol import GarbageRequested


# import name -> distribution name, where they differ
_DISTRIBUTIONS = {"tvm": "apache-tvm", "torch_xla": "torch-xla", "torch_tensorrt": "torch-tensorrt"}


def _package_version(name):
    try:
        return importlib.metadata.version(_DISTRIBUTIONS.get(name, name))
    except importlib.metadata.PackageNotFoundError:
        return None


class TorchCompile:
    """``torch.compile(model, backend=NAME, mode=..., options=..., fullgraph=..., dynamic=...)``."""

    def __init__(self, name, dynamo_name, package=None):
        self.name = name
        self.dynamo_name = dynamo_name
        self.package = package or _NEEDS_PACKAGE.get(dynamo_name)

    def version(self):
        if self.package:
            return f"{_DISTRIBUTIONS.get(self.package, self.package)} {_package_version(self.package)}"
        return f"torch {torch.__version__}"

    def unavailable(self):
        if self.package and importlib.util.find_spec(self.package) is None:
            return f"the Python package '{self.package}' is not installed in {sys.executable}"
        if self.dynamo_name not in _dynamo_backends():
            return f"'{self.dynamo_name}' is not in torch._dynamo.list_backends() of {sys.executable}"
        if self.dynamo_name in _CUDA_ONLY and not torch.cuda.is_available():
            return "needs CUDA (torch.cuda.is_available() is False)"
        return None

    def compile(self, model, inputs, options, device):
        if self.dynamo_name == "openvino":
            import openvino.torch  # noqa: F401  registers the dynamo backend
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
        if importlib.util.find_spec("tvm") is None:
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
        if self.name == "bridge-debug-hang":
            while True:
                time.sleep(1)
        if self.name == "bridge-debug-garbage":
            raise GarbageRequested()
        if self.name == "bridge-debug-compile-error":
            raise RuntimeError("deliberate compile error")
        return model


class _Positional(torch.nn.Module):
    """Calls the GraphModule with keyword arguments from positional ones, so that export sees the
    forward parameters in signature order (the order the C++ side passes them in)."""

    def __init__(self, model, names):
        super().__init__()
        self.model = model
        self.names = names

    def forward(self, *args):
        return self.model(**dict(zip(self.names, args)))


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
_NEEDS_PACKAGE = {"openxla": "torch_xla", "openxla_eval": "torch_xla", "openvino": "openvino", "tvm": "tvm",
                  "tensorrt": "torch_tensorrt", "torch_tensorrt": "torch_tensorrt", "onnxrt": "onnxruntime"}


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
        AotInductorPackage(),
        Identity(),
    )
}
DEBUG_BACKENDS = ("bridge-debug-crash", "bridge-debug-hang", "bridge-debug-garbage",
                  "bridge-debug-compile-error")


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
