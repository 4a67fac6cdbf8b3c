// The registry: `eager`, the interpreter that is every run's baseline, `nope`, which runs the same
// interpreter through the compiled path (upstream's identity check of the measurement itself),
// `aot-inductor` (compiled by the bridge, timed in C++), the bridge's torch.compile / TVM backends and the
// Paddle bridge's backends.
#include "core/engine/backends/Backend.h"

#include "core/engine/registry/detail/AotInductorBackend.h"
#include "core/engine/registry/detail/BridgeBackend.h"
#include "core/engine/registry/detail/DebugBackends.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"

#include <c10/core/Device.h>


#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace gnw::engine {

namespace {

Result<std::unique_ptr<PreparedGraph>> interpret(const Graph& graph, const PrepareContext& context) {
    c10::Device d(c10::kCPU);
    try {
        d = c10::Device(context.device);
    } catch (const std::exception&) {
        return Error{"", 0, 0, "'" + context.device + "' is not a device (expected cpu, cuda or cuda:N)"};
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
                                                   const PrepareContext& context) const override {
        return interpret(graph, context);
    }
};

class NopeBackend final : public Backend {
public:
    std::string_view name() const override { return "nope"; }
    std::string_view summary() const override {
        return "eager through the compiled path (identity check: must be correct at t = -10)";
    }
    bool compiles() const override { return true; }
    bool identity() const override { return true; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                   const PrepareContext& context) const override {
        return interpret(graph, context);
    }
};

std::vector<std::unique_ptr<Backend>> makeBackends() {
    std::vector<std::unique_ptr<Backend>> out;
    out.push_back(std::make_unique<EagerBackend>());
    out.push_back(std::make_unique<NopeBackend>());
    out.push_back(makeAotInductorBackend());
    for (auto& b : makeBridgeBackends())
        out.push_back(std::move(b));
    const char* debug = std::getenv("GNW_ENABLE_DEBUG_BACKENDS");
    if (debug && std::strcmp(debug, "1") == 0) {
        for (auto& b : makeDebugBackends())
            out.push_back(std::move(b));
        for (auto& b : makeDebugBridgeBackends())
            out.push_back(std::move(b));
    }
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
    // torch-compile:NAME: made on first use and kept, so the pointer stays valid.
    constexpr std::string_view prefix = "torch-compile:";
    if (!name.starts_with(prefix) || name.size() == prefix.size())
        return nullptr;
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<Backend>, std::less<>> dynamic;
    std::lock_guard lock(mutex);
    auto it = dynamic.find(name);
    if (it == dynamic.end())
        it = dynamic.emplace(std::string(name), makeTorchCompileBackend(std::string(name))).first;
    return it->second.get();
}

std::string Backend::version() const { return "torch " + libtorchVersion(); }

std::string frameworkMismatch(const Backend& backend, Framework sampleFramework) {
    if (sampleFramework == backend.framework())
        return {};
    const std::string sample = sampleFramework == Framework::Paddle ? "a Paddle sample"
                               : sampleFramework == Framework::Torch ? "a torch sample"
                                                                      : "a sample of unknown framework";
    const std::string runs = backend.framework() == Framework::Paddle ? "Paddle samples" : "torch samples";
    const std::string instead = backend.framework() == Framework::Paddle
                                    ? "eager, inductor or another torch backend"
                                    : "paddle-static, cinn or paddle-nope";
    return "backend '" + std::string(backend.name()) + "' runs " + runs + "; this is " + sample +
           (sampleFramework == Framework::Unknown ? "" : " (run it with " + instead + ")");
}

std::filesystem::path compileCacheDir() {
    if (const char* dir = std::getenv("GNW_CACHE_DIR"); dir && *dir)
        return dir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "graphnet-workbench";
    const char* home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : "/tmp") / ".cache/graphnet-workbench";
}

std::vector<const Backend*> availableBackends() {
    std::vector<const Backend*> out;
    for (const auto& b : registry())
        out.push_back(b.get());
    return out;
}

} // namespace gnw::engine
