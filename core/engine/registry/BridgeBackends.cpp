#include "core/engine/registry/detail/BridgeBackend.h"

#include "core/engine/bridge/BridgeProcess.h"
#include "core/util/FileIO.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <string>

namespace gnw::engine {

namespace {

// A bridge backend as backends.json describes it.
struct BridgeBackendDescription {
    std::string name, summary;
    Framework framework = Framework::Torch;
    std::string environment;
    bool identity = false, needsCxxCompiler = false, drill = false;
};

class BridgeBackend final : public Backend {
public:
    explicit BridgeBackend(BridgeBackendDescription d) : m_d(std::move(d)) {}
    std::string_view name() const override { return m_d.name; }
    std::string_view summary() const override { return m_d.summary; }
    bool compiles() const override { return true; }
    bool viaBridge() const override { return true; }
    Framework framework() const override { return m_d.framework; }
    std::string_view environment() const override { return m_d.environment; }
    bool identity() const override { return m_d.identity; }
    bool needsCxxCompiler() const override { return m_d.needsCxxCompiler; }
    bool drill() const override { return m_d.drill; }
    std::string version() const override { return "see `graphnet-bench backends` (the bridge's Python)"; }
    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph&, const PrepareContext&) const override {
        // SampleRunner sends bridge backends to the bridge; reaching this is a programming error.
        return Error{"", 0, 0, "backend '" + m_d.name + "' runs in the Python bridge, not in C++"};
    }

private:
    BridgeBackendDescription m_d;
};

} // namespace

namespace {

// The bridge backends as the bridges describe them (app/bridge/backends.json), read once; nothing (with a
// message naming the file) when it cannot be read, so that a broken checkout says why inductor is unknown.
const nlohmann::json& describedBackends() {
    static const nlohmann::json described = [] {
        const std::filesystem::path file = bridgeBackendsFile();
        auto text = readFile(file);
        auto j = text ? nlohmann::json::parse(*text, nullptr, false) : nlohmann::json();
        if (!j.is_object() || !j.contains("backends") || !j["backends"].is_array()) {
            std::fprintf(stderr, "graphnet-bench: cannot read the bridge backends' description %s: %s\n",
                         file.string().c_str(),
                         text ? "not a JSON object with \"backends\"" : text.error().toString().c_str());
            return nlohmann::json::array();
        }
        return j["backends"];
    }();
    return described;
}

std::vector<std::unique_ptr<Backend>> describedBridgeBackends(bool debug) {
    std::vector<std::unique_ptr<Backend>> out;
    for (const auto& e : describedBackends()) {
        if (!e.is_object() || e.value("native", false) || e.value("debug", false) != debug)
            continue;
        BridgeBackendDescription d;
        d.name = e.value("name", std::string());
        d.summary = e.value("summary", std::string());
        d.framework =
            e.value("framework", std::string("torch")) == "paddle" ? Framework::Paddle : Framework::Torch;
        d.environment = e.value("environment", std::string());
        d.identity = e.value("identity", false);
        d.needsCxxCompiler = e.value("cxx_compiler", false);
        d.drill = debug;
        out.push_back(std::make_unique<BridgeBackend>(std::move(d)));
    }
    return out;
}

} // namespace

std::vector<std::unique_ptr<Backend>> makeBridgeBackends() {
    return describedBridgeBackends(false);
}

std::unique_ptr<Backend> makeTorchCompileBackend(std::string name) {
    const std::string dynamo = name.substr(name.find(':') + 1);
    BridgeBackendDescription d;
    d.summary = "torch.compile(backend=\"" + dynamo + "\") in the Python bridge";
    d.name = std::move(name);
    return std::make_unique<BridgeBackend>(std::move(d));
}

std::vector<std::unique_ptr<Backend>> makeDebugBridgeBackends() {
    return describedBridgeBackends(true);
}

} // namespace gnw::engine
