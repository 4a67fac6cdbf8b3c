#pragma once
// Every backend a run can use, with availability and version in the chosen Pythons: the native ones
// (eager, nope, aot-inductor), the torch bridge's fixed ones (inductor, aot_eager, openvino, tvm), every
// torch.compile backend of that Python as torch-compile:NAME, and the Paddle bridge's (paddle-static,
// cinn, paddle-nope) in the Paddle environment. Asking starts each bridge once (a few seconds: they import
// torch and Paddle). Plain C++.
#include "core/graph/Graph.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

struct BackendInfo {
    std::string name;
    std::string kind;      // "native" (timed in C++) or "bridge" (timed in Python)
    std::string framework; // the samples it runs: "torch" or "paddle"
    bool available = false;
    std::string version;
    std::string reason; // why not available: not installed, needs CUDA, the bridge's Python is broken
    std::string summary;
    std::string environment; // the backend environment it runs in (Backend::environment()), if any
};

struct BackendCatalog {
    std::string python;       // the interpreter asked
    std::string torchVersion; // of that Python; empty when it could not be asked
    bool cuda = false;        // torch.cuda.is_available() there
    std::string problem;      // why the bridge could not be asked (then bridge backends are unavailable)
    std::string paddlePython;  // the Paddle bridge's interpreter
    std::string paddleVersion; // its paddlepaddle; empty when it could not be asked
    std::string paddleProblem; // why the Paddle bridge could not be asked (then its backends are unavailable)
    std::vector<BackendInfo> backends;
};

// `python`, `paddlePython` "" = bridgePython()'s defaults.
BackendCatalog describeBackends(const std::string& python, const std::string& paddlePython = {},
                                double timeoutSeconds = 120);

// Whether a run may start with `backend`: nothing when it can, else why not (unknown, unavailable and the
// reason, not offered by that Python). Native backends and the failure drills need no catalog: `catalog`
// is called only for the others (it starts the bridges).
std::optional<std::string> backendUnavailable(const std::string& backend, const std::function<BackendCatalog()>& catalog);

// describeBackends() in two steps, for asking in the background: askBridgeForBackends() only runs the
// bridge (no engine state, so a thread may still be in it when the process exits); catalogFromAnswer()
// joins its answer with the registry.
struct BridgeBackendAnswer {
    struct One {
        std::string python;
        std::string problem; // why the bridge could not be asked
        std::string json;    // its answer when asked
    } torch, paddle;
    // Backend environments (Backend::environment()) that exist, each asked in its own Python; absent when
    // not created or when a Python was configured explicitly (then that one answers for every backend).
    std::map<std::string, One> environments;
};
// One bridge's answer alone (the Paddle one for a Paddle run's framework version).
BridgeBackendAnswer::One askOneBridge(const std::string& python, Framework framework, double timeoutSeconds = 120);
BridgeBackendAnswer askBridgeForBackends(const std::string& python, const std::string& paddlePython = {},
                                         double timeoutSeconds = 120);
BackendCatalog catalogFromAnswer(const BridgeBackendAnswer& answer);

} // namespace gnw::engine
