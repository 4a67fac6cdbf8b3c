// The built-in backends: `eager`, the interpreter that is every run's baseline, and `nope`, which runs the
// same interpreter through the compiled path (upstream's identity check of the measurement itself).
#include "core/engine/backends/Backend.h"

#include "core/engine/backends/detail/DebugBackends.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"

#include <c10/core/Device.h>

#include <cstdlib>
#include <cstring>

namespace gnw::engine {

namespace {

Result<std::unique_ptr<PreparedGraph>> interpret(const Graph& graph, const std::string& device) {
    c10::Device d(c10::kCPU);
    try {
        d = c10::Device(device);
    } catch (const std::exception&) {
        return Error{"", 0, 0, "'" + device + "' is not a device (expected cpu, cuda or cuda:N)"};
    }
    auto interp = GraphInterpreter::create(graph, d);
    if (!interp)
        return interp.error();
    return std::unique_ptr<PreparedGraph>(std::move(*interp));
}

class EagerBackend final : public Backend {
public:
    std::string_view name() const override { return "eager"; }
    std::string_view summary() const override { return "the graph interpreter on ATen (the baseline)"; }
    bool compiles() const override { return false; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                   const std::string& device) const override {
        return interpret(graph, device);
    }
};

class NopeBackend final : public Backend {
public:
    std::string_view name() const override { return "nope"; }
    std::string_view summary() const override {
        return "eager through the compiled path (identity check: must be correct at t = -10)";
    }
    bool compiles() const override { return true; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                   const std::string& device) const override {
        return interpret(graph, device);
    }
};

std::vector<std::unique_ptr<Backend>> makeBackends() {
    std::vector<std::unique_ptr<Backend>> out;
    out.push_back(std::make_unique<EagerBackend>());
    out.push_back(std::make_unique<NopeBackend>());
    const char* debug = std::getenv("GNW_ENABLE_DEBUG_BACKENDS");
    if (debug && std::strcmp(debug, "1") == 0)
        for (auto& b : makeDebugBackends())
            out.push_back(std::move(b));
    return out;
}

const std::vector<std::unique_ptr<Backend>>& registry() {
    static const auto backends = makeBackends();
    return backends;
}

} // namespace

const Backend* findBackend(std::string_view name) {
    for (const auto& b : registry())
        if (b->name() == name)
            return b.get();
    return nullptr;
}

std::vector<const Backend*> availableBackends() {
    std::vector<const Backend*> out;
    for (const auto& b : registry())
        out.push_back(b.get());
    return out;
}

} // namespace gnw::engine
