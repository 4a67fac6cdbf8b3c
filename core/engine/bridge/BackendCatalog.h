#pragma once
// Every backend a run can use, with availability and version in the chosen Python: the native ones
// (eager, nope, aot-inductor), the bridge's fixed ones (inductor, aot_eager, openvino, tvm) and every
// torch.compile backend of that Python as torch-compile:NAME. Asking starts the bridge once (a few
// seconds: it imports torch). Plain C++.
#include <string>
#include <vector>

namespace gnw::engine {

struct BackendInfo {
    std::string name;
    std::string kind; // "native" (timed in C++) or "bridge" (timed in Python)
    bool available = false;
    std::string version;
    std::string reason; // why not available: not installed, needs CUDA, the bridge's Python is broken
    std::string summary;
};

struct BackendCatalog {
    std::string python;       // the interpreter asked
    std::string torchVersion; // of that Python; empty when it could not be asked
    bool cuda = false;        // torch.cuda.is_available() there
    std::string problem;      // why the bridge could not be asked (then bridge backends are unavailable)
    std::vector<BackendInfo> backends;
};

// `python` "" = bridgePython()'s default.
BackendCatalog describeBackends(const std::string& python, double timeoutSeconds = 120);

// describeBackends() in two steps, for asking in the background: askBridgeForBackends() only runs the
// bridge (no engine state, so a thread may still be in it when the process exits); catalogFromAnswer()
// joins its answer with the registry.
struct BridgeBackendAnswer {
    std::string python;
    std::string problem; // why the bridge could not be asked
    std::string json;    // its answer when asked
};
BridgeBackendAnswer askBridgeForBackends(const std::string& python, double timeoutSeconds = 120);
BackendCatalog catalogFromAnswer(const BridgeBackendAnswer& answer);

} // namespace gnw::engine
