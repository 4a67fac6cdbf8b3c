#include "core/engine/bridge/BackendCatalog.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/bridge/BridgeProcess.h"

#include <cstdlib>
#include <set>

namespace gnw::engine {

namespace {

// Inductor's CPU code generation compiles C++ at run time.
bool hasCxxCompiler() {
    return std::system("command -v g++ >/dev/null 2>&1 || command -v c++ >/dev/null 2>&1") == 0;
}

} // namespace

BridgeBackendAnswer askBridgeForBackends(const std::string& python, double timeoutSeconds) {
    BridgeBackendAnswer out;
    out.python = bridgePython(python);
    try {
        BridgeScratch scratch;
        const BridgeReply reply =
            runBridge(out.python, "describe", scratch.file("describe.json"), scratch.file("describe.json"),
                      timeoutSeconds);
        if (reply.kind == BridgeReply::Kind::Answered && reply.json.value("ok", false))
            out.json = reply.json.dump();
        else
            out.problem = reply.kind == BridgeReply::Kind::Answered ? "the bridge could not describe its backends"
                                                                    : reply.message;
    } catch (const std::exception& e) {
        out.problem = e.what();
    }
    return out;
}

BackendCatalog describeBackends(const std::string& python, double timeoutSeconds) {
    return catalogFromAnswer(askBridgeForBackends(python, timeoutSeconds));
}

BackendCatalog catalogFromAnswer(const BridgeBackendAnswer& asked) {
    BackendCatalog catalog;
    catalog.python = asked.python;
    catalog.problem = asked.problem;
    nlohmann::json answer = asked.json.empty() ? nlohmann::json::object() : nlohmann::json::parse(asked.json);
    catalog.torchVersion = answer.value("torch_version", std::string());
    catalog.cuda = answer.value("cuda", false);
    const bool compiler = hasCxxCompiler();

    std::set<std::string> listed;
    for (const Backend* b : availableBackends()) {
        BackendInfo info;
        info.name = std::string(b->name());
        info.summary = std::string(b->summary());
        info.kind = b->viaBridge() ? "bridge" : "native";
        listed.insert(info.name);
        if (!b->viaBridge() && info.name != "aot-inductor") {
            info.available = true;
            info.version = b->version();
        } else if (!catalog.problem.empty()) {
            info.reason = "the Python bridge (" + catalog.python + ") is not usable: " + catalog.problem;
        } else {
            info.available = true;
            info.version = "torch " + catalog.torchVersion;
            for (const auto& entry : answer.value("backends", nlohmann::json::array()))
                if (entry.value("name", std::string()) == info.name) {
                    info.available = entry.value("available", false);
                    info.version = entry.value("version", std::string());
                    info.reason = entry.value("reason", std::string());
                }
            if (info.available && (info.name == "inductor" || info.name == "aot-inductor") && !compiler) {
                info.available = false;
                info.reason = "Inductor compiles C++ on CPU: no g++ or c++ on PATH";
            }
        }
        catalog.backends.push_back(std::move(info));
    }
    for (const auto& entry : answer.value("backends", nlohmann::json::array())) {
        const std::string name = entry.value("name", std::string());
        if (listed.count(name) || !name.starts_with("torch-compile:"))
            continue;
        BackendInfo info;
        info.name = name;
        info.kind = "bridge";
        info.available = entry.value("available", false);
        info.version = entry.value("version", std::string());
        info.reason = entry.value("reason", std::string());
        info.summary = "torch.compile(backend=\"" + name.substr(name.find(':') + 1) + "\") in the Python bridge";
        catalog.backends.push_back(std::move(info));
    }
    return catalog;
}

} // namespace gnw::engine
