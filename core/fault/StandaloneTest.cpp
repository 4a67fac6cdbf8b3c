#include "core/fault/StandaloneTest.h"

#include "core/tensor/DType.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace gnw::fault {

namespace {

// A Python literal for a JSON text: json.loads of the text itself, so that nothing is re-encoded.
std::string pyJson(const std::string& json) {
    return "json.loads(" + nlohmann::json(json).dump() + ")";
}

nlohmann::json metaJson(const TensorMeta& m) {
    auto num = [](const std::optional<double>& v) -> nlohmann::json {
        if (!v || !std::isfinite(*v))
            return nullptr;
        return *v;
    };
    nlohmann::json data = nullptr;
    if (m.hasData) {
        data = nlohmann::json::array();
        if (isFloating(m.dtype))
            for (double v : m.floatData)
                data.push_back(std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(std::to_string(v)));
        else
            for (auto v : m.intData)
                data.push_back(v);
    }
    return {{"name", m.name},       {"shape", m.shape},  {"dtype", std::string(dtypeName(m.dtype))},
            {"mean", num(m.mean)},  {"std", num(m.std)}, {"min", num(m.minVal)},
            {"max", num(m.maxVal)}, {"data", data}};
}

const char* kTorchHelpers = R"PY(
def make_inputs(seed=0):
    """Tensors from the metas as GraphNet replays them: data as given, floats normal(mean, 0.2 std)
    clamped to [min, max], integers uniform in [min, max]."""
    g = torch.Generator().manual_seed(seed)
    out = {}
    for m in INPUTS:
        dtype = getattr(torch, m["dtype"])
        shape = m["shape"]
        if m["data"] is not None:
            values = [float(v) for v in m["data"]]
            t = torch.tensor(values, dtype=torch.float64).reshape(shape).to(dtype)
        elif dtype.is_floating_point:
            mean, std = m["mean"] or 0.0, m["std"] or 0.0
            t = torch.randn(shape, generator=g, dtype=torch.float64) * (std * 0.2) + mean
            if m["min"] is not None or m["max"] is not None:
                t = t.clamp(m["min"], m["max"])
            t = t.to(dtype)
        elif dtype == torch.bool:
            t = torch.randint(0, 2, shape, generator=g).to(torch.bool)
        else:
            lo = int(m["min"] if m["min"] is not None else 0)
            hi = int(m["max"] if m["max"] is not None else lo)
            t = torch.randint(lo, hi + 1, shape, generator=g, dtype=torch.int64).to(dtype)
        out[m["name"]] = t
    return out


def compare(expected, actual):
    expected, actual = outputs_of(expected), outputs_of(actual)
    assert len(actual) == len(expected), f"{len(actual)} outputs, eager has {len(expected)}"
    for i, (e, a) in enumerate(zip(expected, actual)):
        assert a.dtype == e.dtype, f"output {i}: dtype {a.dtype}, eager {e.dtype}"
        assert a.shape == e.shape, f"output {i}: shape {tuple(a.shape)}, eager {tuple(e.shape)}"
        name = str(e.dtype).split(".")[-1]
        if name in TOLERANCE:
            atol, rtol = TOLERANCE[name]
            a32, e32 = a.detach().float(), e.detach().float()
            if not torch.allclose(a32, e32, atol=atol, rtol=rtol, equal_nan=True):
                diff = (a32 - e32).abs().nan_to_num(float("inf")).max().item()
                raise AssertionError(f"output {i}: max |diff| {diff:.4g} beyond atol {atol:g}, rtol {rtol:g}")
        else:
            assert torch.equal(a, e), f"output {i} ({name}) differs from eager"


def run(compiled):
    # grad mode on, as GraphNet's test_compiler and the workbench's bridge run samples
    expected = GraphModule().eval()(**make_inputs())
    model = GraphModule().eval()
    fn = compile_model(model) if compiled else model
    actual = fn(**make_inputs())
    return expected, actual

)PY";

const char* kPaddleHelpers = R"PY(
def make_inputs(seed=0):
    """Tensors from the metas as GraphNet replays them: data as given, floats normal(mean, 0.2 std)
    clamped to [min, max], integers uniform in [min, max]."""
    rng = np.random.default_rng(seed)
    out = {}
    for m in INPUTS:
        shape = m["shape"]
        if m["data"] is not None:
            a = np.array([float(v) for v in m["data"]], dtype=np.float64).reshape(shape)
        elif m["dtype"].startswith(("float", "bfloat")):
            a = rng.standard_normal(shape) * ((m["std"] or 0.0) * 0.2) + (m["mean"] or 0.0)
            if m["min"] is not None or m["max"] is not None:
                a = np.clip(a, m["min"], m["max"])
        elif m["dtype"] == "bool":
            a = rng.integers(0, 2, shape)
        else:
            lo = int(m["min"] if m["min"] is not None else 0)
            hi = int(m["max"] if m["max"] is not None else lo)
            a = rng.integers(lo, hi + 1, shape)
        out[m["name"]] = paddle.to_tensor(a).astype(m["dtype"])
    return out


def compare(expected, actual):
    expected, actual = outputs_of(expected), outputs_of(actual)
    assert len(actual) == len(expected), f"{len(actual)} outputs, eager has {len(expected)}"
    for i, (e, a) in enumerate(zip(expected, actual)):
        assert a.dtype == e.dtype, f"output {i}: dtype {a.dtype}, eager {e.dtype}"
        assert list(a.shape) == list(e.shape), f"output {i}: shape {a.shape}, eager {e.shape}"
        name = str(e.dtype).split(".")[-1]
        if name in TOLERANCE:
            atol, rtol = TOLERANCE[name]
            a32, e32 = a.astype("float32"), e.astype("float32")
            if not bool(paddle.allclose(a32, e32, atol=atol, rtol=rtol, equal_nan=True)):
                diff = float((a32 - e32).abs().max())
                raise AssertionError(f"output {i}: max |diff| {diff:.4g} beyond atol {atol:g}, rtol {rtol:g}")
        else:
            assert bool(paddle.equal_all(a, e)), f"output {i} ({name}) differs from eager"


def run(compiled):
    expected = GraphModule()(**make_inputs())
    model = GraphModule()
    fn = compile_model(model) if compiled else model
    actual = fn(**make_inputs())
    return expected, actual

)PY";

// Shared by both frameworks: the outputs as a list, and the two tests.
const char* kTests = R"PY(
def outputs_of(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


def test_eager_matches_eager():
    compare(*run(compiled=False))


def test_compiled_matches_eager():
    compare(*run(compiled=True))
)PY";

// tvm as the bridge runs it (app/bridge/bridge_backends.py, Tvm): torch.export on the test's inputs, the
// Relax frontend, tvm.compile and the Relax VM; {target} is replaced.
const char* kTvmCompile = R"PY(
def compile_model(model):
    import tvm
    from tvm import relax
    from tvm.relax.frontend.torch import from_exported_program

    example = make_inputs()
    names = list(example)

    class Positional(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, *args):
            return self.inner(**dict(zip(names, args)))

    with torch.no_grad():
        program = torch.export.export(Positional(model), tuple(example[n] for n in names))
    mod = from_exported_program(program, keep_params_as_input=False)
    vm = relax.VirtualMachine(tvm.compile(mod, target={target}), tvm.cpu(0))

    def to_torch(result):
        if isinstance(result, (list, tuple)) or type(result).__name__ == "Array":
            return tuple(to_torch(r) for r in result)
        return torch.from_dlpack(result)

    def run(**inputs):
        return to_torch(vm["main"](*(tvm.runtime.from_dlpack(inputs[n].contiguous()) for n in names)))

    return run
)PY";

const char* kMain = R"PY(

if __name__ == "__main__":
    failed = 0
    for test in (test_eager_matches_eager, test_compiled_matches_eager):
        try:
            test()
            print("PASS", test.__name__)
        except Exception as e:  # a failing check or the compiler's own error
            failed += 1
            print("FAIL", test.__name__, f"{type(e).__name__}: {e}")
    sys.exit(1 if failed else 0)
)PY";

} // namespace

std::optional<std::string> compileFunction(Framework framework, const std::string& backend,
                                           const std::string& backendOptions) {
    if (framework != Framework::Paddle && backend == "tvm") {
        const auto options =
            nlohmann::json::parse(backendOptions.empty() ? "{}" : backendOptions, nullptr, false);
        const std::string target =
            options.is_object() ? options.value("target", std::string("llvm")) : "llvm";
        std::string text = kTvmCompile;
        text.replace(text.find("{target}"), 8, nlohmann::json(target).dump());
        return text;
    }
    const auto expression = compileExpression(framework, backend, backendOptions);
    if (!expression)
        return std::nullopt;
    return "\ndef compile_model(model):\n    return " + *expression + "\n";
}

std::optional<std::string> compileExpression(Framework framework, const std::string& backend,
                                             const std::string& backendOptions) {
    if (framework == Framework::Paddle) {
        if (backend == "paddle-static")
            return std::string("paddle.jit.to_static(model, full_graph=True, backend=None)");
        if (backend == "cinn")
            return std::string("paddle.jit.to_static(model, build_strategy=paddle.static.BuildStrategy(), "
                               "full_graph=True, backend=\"CINN\")");
        return std::nullopt;
    }
    std::string dynamo;
    if (backend == "inductor" || backend == "aot_eager" || backend == "openvino")
        dynamo = backend;
    else if (backend.starts_with("torch-compile:"))
        dynamo = backend.substr(backend.find(':') + 1);
    else
        return std::nullopt;
    std::string expression = "torch.compile(model, backend=" + nlohmann::json(dynamo).dump();
    if (!backendOptions.empty() && backendOptions != "{}")
        expression += ", **" + pyJson(backendOptions);
    return expression + ")";
}

Result<std::string> standaloneTestText(const StandaloneTestSpec& spec) {
    const auto compile = compileFunction(spec.framework, spec.backend, spec.backendOptions);
    if (!compile)
        return Error{"", 0, 0, "backend '" + spec.backend + "' has no standalone Python form"};
    const bool paddle = spec.framework == Framework::Paddle;
    std::string doc = spec.description;
    for (std::size_t p = 0; (p = doc.find("\"\"\"", p)) != std::string::npos;)
        doc.replace(p, 3, "'''");
    std::string out = "\"\"\"" + doc + "\n\nPasses with eager, fails with " + spec.backend +
                      " while the fault is there. Run: python -m pytest THIS_FILE, or python THIS_FILE.\n"
                      "Written by GraphNet Workbench (graphnet-bench locate).\n\"\"\"\n";
    out += "import json\nimport runpy\nimport sys\n\n";
    out += paddle ? "import numpy as np\nimport paddle\n" : "import torch\n";
    if (spec.backend == "openvino")
        out += "import openvino.torch  # registers the dynamo backend\n";
    for (const auto& plugin : spec.plugins)
        out += "runpy.run_path(" + nlohmann::json(plugin).dump() + ")  # registers the backend\n";
    out += "\n# The reproducer's model.py, as the workbench cut it out of the sample\n";
    out += spec.modelPy;
    out += "\n\n";
    nlohmann::json inputs = nlohmann::json::array();
    for (const auto& m : spec.inputs)
        inputs.push_back(metaJson(m));
    out += "INPUTS = " + pyJson(inputs.dump()) + "\n";
    nlohmann::json tolerance = nlohmann::json::object();
    for (const auto& [dtype, pair] : spec.atolRtol)
        tolerance[dtype] = {pair.first, pair.second};
    out += "# (atol, rtol) per floating dtype at tolerance level t = " + std::to_string(spec.tolerance) +
           " (GraphNet's ladder); other dtypes must be equal\n";
    out += "TOLERANCE = {k: tuple(v) for k, v in " + pyJson(tolerance.dump()) + ".items()}\n\n\n";
    out += *compile + "\n";
    out += paddle ? kPaddleHelpers : kTorchHelpers;
    out += kTests;
    out += kMain;
    return out;
}

} // namespace gnw::fault
