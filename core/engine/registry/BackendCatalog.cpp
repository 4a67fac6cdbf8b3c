#include "core/engine/registry/BackendCatalog.h"

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

BridgeBackendAnswer::One askOneBridge(const std::string& python, Framework framework, double timeoutSeconds) {
    BridgeBackendAnswer::One out;
    out.python = bridgePython(python, framework);
    try {
        BridgeScratch scratch;
        const BridgeReply reply = runBridge(out.python, "describe", scratch.file("describe.json"),
                                            scratch.file("describe.json"), timeoutSeconds, framework);
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

BridgeBackendAnswer askBridgeForBackends(const std::string& python, const std::string& paddlePython,
                                         double timeoutSeconds) {
    BridgeBackendAnswer answer{askOneBridge(python, Framework::Torch, timeoutSeconds),
                               askOneBridge(paddlePython, Framework::Paddle, timeoutSeconds),
                               {}};
    for (const Backend* b : availableBackends()) {
        const std::string environment(b->environment());
        if (environment.empty() || !python.empty() || answer.environments.count(environment))
            continue;
        const std::string envPython = bridgePython({}, b->framework(), environment);
        if (envPython != answer.torch.python) // the environment exists
            answer.environments[environment] = askOneBridge(envPython, b->framework(), timeoutSeconds);
    }
    return answer;
}

BackendCatalog describeBackends(const std::string& python, const std::string& paddlePython, double timeoutSeconds) {
    return catalogFromAnswer(askBridgeForBackends(python, paddlePython, timeoutSeconds));
}

BackendCatalog catalogFromAnswer(const BridgeBackendAnswer& asked) {
    BackendCatalog catalog;
    catalog.python = asked.torch.python;
    catalog.problem = asked.torch.problem;
    catalog.paddlePython = asked.paddle.python;
    catalog.paddleProblem = asked.paddle.problem;
    const auto parsed = [](const std::string& json) {
        nlohmann::json j = nlohmann::json::parse(json, nullptr, false);
        return j.is_object() ? j : nlohmann::json::object();
    };
    const nlohmann::json torchAnswer = parsed(asked.torch.json);
    const nlohmann::json paddleAnswer = parsed(asked.paddle.json);
    catalog.torchVersion = torchAnswer.value("torch_version", std::string());
    catalog.paddleVersion = paddleAnswer.value("paddle_version", std::string());
    catalog.cuda = torchAnswer.value("cuda", false);
    const bool compiler = hasCxxCompiler();
    std::map<std::string, nlohmann::json> environmentAnswers;
    for (const auto& [environment, one] : asked.environments)
        environmentAnswers[environment] = parsed(one.json);

    std::set<std::string> listed;
    for (const Backend* b : availableBackends()) {
        BackendInfo info;
        info.name = std::string(b->name());
        info.summary = std::string(b->summary());
        info.kind = b->viaBridge() ? "bridge" : "native";
        info.framework = std::string(frameworkName(b->framework()));
        info.environment = std::string(b->environment());
        listed.insert(info.name);
        const bool paddle = b->framework() == Framework::Paddle;
        // A backend with its own environment is described by that environment's bridge where it exists.
        const auto env = asked.environments.find(std::string(b->environment()));
        const bool inEnvironment = env != asked.environments.end();
        const nlohmann::json& answer = inEnvironment ? environmentAnswers.at(env->first)
                                       : paddle      ? paddleAnswer
                                                     : torchAnswer;
        const std::string& problem = inEnvironment ? env->second.problem
                                     : paddle      ? catalog.paddleProblem
                                                   : catalog.problem;
        if (!b->preparedByBridge()) {
            info.available = true;
            info.version = b->version();
        } else if (!problem.empty()) {
            info.reason = inEnvironment ? "its environment (" + env->second.python + ") is not usable: " + problem +
                                              " (`./workbench env " + std::string(b->environment()) +
                                              "` re-creates it)"
                          : paddle ? "the Paddle environment (" + catalog.paddlePython + ") is not usable: " +
                                         problem + " (`./workbench paddle` creates .venv-paddle; or --paddle-python PATH)"
                                   : "the Python bridge (" + catalog.python + ") is not usable: " + problem;
        } else {
            info.available = true;
            info.version = paddle ? "paddlepaddle " + catalog.paddleVersion : "torch " + catalog.torchVersion;
            for (const auto& entry : answer.value("backends", nlohmann::json::array()))
                if (entry.value("name", std::string()) == info.name) {
                    info.available = entry.value("available", false);
                    info.version = entry.value("version", std::string());
                    info.reason = entry.value("reason", std::string());
                }
            if (info.available && b->needsCxxCompiler() && !compiler) {
                info.available = false;
                info.reason = "Inductor compiles C++ on CPU: no g++ or c++ on PATH";
            }
        }
        catalog.backends.push_back(std::move(info));
    }
    for (const auto& entry : torchAnswer.value("backends", nlohmann::json::array())) {
        const std::string name = entry.value("name", std::string());
        if (listed.count(name) || !name.starts_with("torch-compile:"))
            continue;
        BackendInfo info;
        info.name = name;
        info.kind = "bridge";
        info.framework = "torch";
        info.available = entry.value("available", false);
        info.version = entry.value("version", std::string());
        info.reason = entry.value("reason", std::string());
        info.summary = "torch.compile(backend=\"" + name.substr(name.find(':') + 1) + "\") in the Python bridge";
        catalog.backends.push_back(std::move(info));
    }
    return catalog;
}

std::optional<std::string> backendUnavailable(const std::string& name, const std::function<BackendCatalog()>& catalog) {
    const Backend* backend = findBackend(name);
    if (!backend)
        return "unknown backend '" + name + "'";
    if (!backend->preparedByBridge() || backend->drill()) // a drill: the bridge must not be asked first
        return std::nullopt;
    const BackendCatalog c = catalog();
    for (const auto& b : c.backends)
        if (b.name == name)
            return b.available ? std::nullopt
                               : std::optional<std::string>("backend '" + b.name + "' is unavailable: " + b.reason);
    return "backend '" + name + "' is not offered by " + c.python +
           (c.problem.empty() ? " (see `graphnet-bench backends`)" : ": " + c.problem);
}

} // namespace gnw::engine
