#include "core/engine/registry/detail/BridgeBackend.h"

#include <string>

namespace gnw::engine {

namespace {

class BridgeBackend final : public Backend {
public:
    BridgeBackend(std::string name, std::string summary, Framework framework = Framework::Torch,
                  std::string environment = {}, bool identity = false)
        : m_name(std::move(name)), m_summary(std::move(summary)), m_framework(framework),
          m_environment(std::move(environment)), m_identity(identity) {}
    std::string_view name() const override { return m_name; }
    std::string_view summary() const override { return m_summary; }
    bool compiles() const override { return true; }
    bool viaBridge() const override { return true; }
    Framework framework() const override { return m_framework; }
    std::string_view environment() const override { return m_environment; }
    bool identity() const override { return m_identity; }
    std::string version() const override { return "see `graphnet-bench backends` (the bridge's Python)"; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph&, const PrepareContext&) const override {
        // SampleRunner sends bridge backends to the bridge; reaching this is a programming error.
        return Error{"", 0, 0, "backend '" + m_name + "' runs in the Python bridge, not in C++"};
    }

private:
    std::string m_name, m_summary;
    Framework m_framework;
    std::string m_environment;
    bool m_identity;
};

} // namespace

std::vector<std::unique_ptr<Backend>> makeBridgeBackends() {
    std::vector<std::unique_ptr<Backend>> out;
    out.push_back(std::make_unique<BridgeBackend>(
        "inductor", "torch.compile(backend=\"inductor\") in the Python bridge vs Python eager (options: mode, "
                    "options, fullgraph, dynamic)"));
    out.push_back(std::make_unique<BridgeBackend>(
        "aot_eager", "torch.compile(backend=\"aot_eager\"): dynamo + AOTAutograd without a compiler"));
    out.push_back(std::make_unique<BridgeBackend>(
        "openvino", "torch.compile(backend=\"openvino\") (pip install openvino)"));
    out.push_back(std::make_unique<BridgeBackend>(
        "tvm", "Apache TVM Relax: torch.export, from_exported_program, tvm.compile (option: target)"));
    out.push_back(std::make_unique<BridgeBackend>(
        "onnxruntime",
        "ONNX Runtime: torch.onnx.export (dynamo exporter), then an InferenceSession (options: "
        "graph_optimization_level, providers); in its own environment (./workbench env onnxruntime)",
        Framework::Torch, "onnxruntime"));
    out.push_back(std::make_unique<BridgeBackend>(
        "iree",
        "IREE: torch.compile(backend=\"turbine_cpu\") of iree-turbine, CPU only; in its own environment "
        "(./workbench env iree)",
        Framework::Torch, "iree"));
    out.push_back(std::make_unique<BridgeBackend>(
        "xla",
        "PyTorch/XLA: torch.compile(backend=\"openxla\") on the XLA device, inputs moved there once; in its own "
        "environment with the torch it pins (./workbench env xla)",
        Framework::Torch, "xla"));
    out.push_back(std::make_unique<BridgeBackend>(
        "tensorrt",
        "torch-tensorrt: torch.compile(backend=\"tensorrt\"), needs CUDA; in its own environment "
        "(./workbench env tensorrt)",
        Framework::Torch, "tensorrt"));
    out.push_back(std::make_unique<BridgeBackend>(
        "bladedisc", "BladeDISC: torch_blade.optimize (allow_tracing), in a Python that has torch_blade (--python)"));
    out.push_back(std::make_unique<BridgeBackend>(
        "bridge-nope",
        "Python eager against itself in the bridge (identity check of the bridge's measurement)",
        Framework::Torch, "", true));
    out.push_back(std::make_unique<BridgeBackend>(
        "paddle-static",
        "Paddle: paddle.jit.to_static(full_graph=True, backend=None), the static graph (PIR), vs dygraph eager "
        "(option: baseline dygraph|static)",
        Framework::Paddle));
    out.push_back(std::make_unique<BridgeBackend>(
        "cinn",
        "Paddle: to_static with the CINN backend vs the static graph, upstream's baseline (option: baseline "
        "static|dygraph); needs a Paddle built with CINN",
        Framework::Paddle));
    out.push_back(std::make_unique<BridgeBackend>(
        "paddle-nope", "Paddle dygraph against itself (identity check of the Paddle measurement)",
        Framework::Paddle, "", true));
    return out;
}

std::unique_ptr<Backend> makeTorchCompileBackend(std::string name) {
    const std::string dynamo = name.substr(name.find(':') + 1);
    return std::make_unique<BridgeBackend>(std::move(name),
                                           "torch.compile(backend=\"" + dynamo + "\") in the Python bridge");
}

std::vector<std::unique_ptr<Backend>> makeDebugBridgeBackends() {
    std::vector<std::unique_ptr<Backend>> out;
    out.push_back(std::make_unique<BridgeBackend>("bridge-debug-crash", "test backend: the bridge segfaults"));
    out.push_back(std::make_unique<BridgeBackend>(
        "bridge-debug-oom-kill", "test backend: the bridge is SIGKILLed as by the OOM killer"));
    out.push_back(std::make_unique<BridgeBackend>("bridge-debug-hang", "test backend: the bridge never returns"));
    out.push_back(
        std::make_unique<BridgeBackend>("bridge-debug-garbage", "test backend: the bridge answers garbage"));
    out.push_back(std::make_unique<BridgeBackend>("bridge-debug-compile-error",
                                                  "test backend: the bridge's compile step raises"));
    out.push_back(std::make_unique<BridgeBackend>("paddle-debug-crash", "test backend: the Paddle bridge segfaults",
                                                  Framework::Paddle));
    out.push_back(std::make_unique<BridgeBackend>(
        "paddle-debug-compile-error", "test backend: the Paddle bridge's compile step raises", Framework::Paddle));
    out.push_back(std::make_unique<BridgeBackend>(
        "paddle-debug-garbage", "test backend: the Paddle bridge answers garbage", Framework::Paddle));
    return out;
}

} // namespace gnw::engine
