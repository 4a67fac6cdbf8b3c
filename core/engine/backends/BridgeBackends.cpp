#include "core/engine/backends/detail/BridgeBackend.h"

#include <string>

namespace gnw::engine {

namespace {

class BridgeBackend final : public Backend {
public:
    BridgeBackend(std::string name, std::string summary) : m_name(std::move(name)), m_summary(std::move(summary)) {}
    std::string_view name() const override { return m_name; }
    std::string_view summary() const override { return m_summary; }
    bool compiles() const override { return true; }
    bool viaBridge() const override { return true; }
    std::string version() const override { return "see `graphnet-bench backends` (the bridge's Python)"; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph&, const PrepareContext&) const override {
        // SampleRunner sends bridge backends to the bridge; reaching this is a programming error.
        return Error{"", 0, 0, "backend '" + m_name + "' runs in the Python bridge, not in C++"};
    }

private:
    std::string m_name, m_summary;
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
        "bridge-nope", "Python eager against itself in the bridge (identity check of the bridge's measurement)"));
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
    out.push_back(std::make_unique<BridgeBackend>("bridge-debug-hang", "test backend: the bridge never returns"));
    out.push_back(
        std::make_unique<BridgeBackend>("bridge-debug-garbage", "test backend: the bridge answers garbage"));
    out.push_back(std::make_unique<BridgeBackend>("bridge-debug-compile-error",
                                                  "test backend: the bridge's compile step raises"));
    return out;
}

} // namespace gnw::engine
