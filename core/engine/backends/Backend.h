#pragma once
// The one interface every way of running a graph implements: prepare a graph for a device (for a compiler
// backend this is the compilation), then call the prepared graph as often as needed. Backends are looked up
// by name (`graphnet-bench backends` lists them). Two kinds exist (docs/backends.md):
//  * native: prepare() returns a PreparedGraph the C++ worker times against the C++ interpreter's eager
//    (eager, nope, aot-inductor);
//  * bridge: the whole sample is measured by the Python bridge (torch.compile needs Python): Python eager
//    against the compiled model in one process; the C++ side compares and classifies (inductor, aot_eager,
//    openvino, tvm, torch-compile:NAME); Paddle samples likewise by the Paddle bridge in the Paddle
//    environment's Python (paddle-static, cinn, paddle-nope).
#include "core/engine/tensors/TensorList.h"
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::engine {

class PreparedGraph {
public:
    virtual ~PreparedGraph() = default;
    // Runs once on inputs named after the graph's forward parameters; returns the outputs in return order.
    // Throws std::exception on failure (the message names the failing node).
    virtual TensorList run(const TensorList& inputs) = 0;
    // A line for the result's message, e.g. where a compiled artifact came from; empty when nothing to say.
    virtual std::string note() const { return {}; }
};

// What a backend may need besides the graph: ahead-of-time compilers trace with the sample's inputs.
struct PrepareContext {
    std::string device = "cpu";       // "cpu", "cuda" or "cuda:N"
    std::filesystem::path sampleDir;  // the sample's folder (model.py, metas)
    const TensorList* inputs = nullptr; // the synthesized inputs, in the order the worker passes them
    std::string optionsJson;          // backend options, a JSON object ("" = none)
    std::string python;               // the bridge's interpreter ("" = the default, see bridgePython())
    std::filesystem::path cacheDir;   // compiled artifacts ("" = the default, see compileCacheDir())
    double timeoutSeconds = 0;        // for a compiler process started by prepare(); <= 0 = none
};

// An identity backend's speedup outside [1 / kIdentityBand, kIdentityBand] is the measurement's own error,
// large enough to flag the result (the machine, not a compiler): docs/engine.md, "Contention".
inline constexpr double kIdentityBand = 1.10;

class Backend {
public:
    virtual ~Backend() = default;
    virtual std::string_view name() const = 0;
    virtual std::string_view summary() const = 0;
    // True when prepare() is a compilation whose time is reported separately (everything but `eager`).
    virtual bool compiles() const = 0;
    // True for backends measured whole by the Python bridge; prepare() is then not used.
    virtual bool viaBridge() const { return false; }
    // The samples it runs: torch (native and torch bridge backends) or Paddle (the Paddle bridge's). A
    // sample of the other framework is refused (frameworkMismatch()).
    virtual Framework framework() const { return Framework::Torch; }
    // The backend environment its bridge runs in (tools/envs/NAME.txt, created by `./workbench env NAME`
    // into .venvs/NAME), for compilers whose packages do not belong in the project venv; empty: the
    // framework's own Python.
    virtual std::string_view environment() const { return {}; }
    // True for an identity check (nope, bridge-nope, paddle-nope): eager against itself, so its speedup is 1
    // but for the measurement's own error, and one outside kIdentityBand is a measurement problem.
    virtual bool identity() const { return false; }
    // True when the Python bridge prepares it (every bridge backend, and aot-inductor, whose package the
    // bridge builds): whether it is available is the bridge's answer.
    virtual bool preparedByBridge() const { return viaBridge(); }
    // True when it compiles C++ on the CPU (inductor, aot-inductor): unavailable without a C++ compiler.
    virtual bool needsCxxCompiler() const { return false; }
    // A failure drill (GNW_ENABLE_DEBUG_BACKENDS=1): nothing to ask the bridge about beforehand.
    virtual bool drill() const { return false; }
    // "torch 2.13.0" or the compiler's own version, as far as known without starting Python.
    virtual std::string version() const;
    // Errors are compile errors.
    virtual Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                           const PrepareContext& context) const = 0;
};

// Why `backend` cannot run a sample of `sampleFramework`, or "" when it can.
std::string frameworkMismatch(const Backend& backend, Framework sampleFramework);

// nullptr when unknown. `torch-compile:NAME` names any torch.compile backend of the bridge's Python. The
// debug backends (debug-abort, debug-hang, debug-alloc, bridge-debug-*) exist only when the environment
// has GNW_ENABLE_DEBUG_BACKENDS=1.
const Backend* findBackend(std::string_view name);
// The fixed list (without torch-compile:NAME forms, which depend on the Python; see describeBackends()).
std::vector<const Backend*> availableBackends();

// Where compiled artifacts (AOTInductor packages) are cached: $GNW_CACHE_DIR, else
// $XDG_CACHE_HOME/graphnet-workbench, else ~/.cache/graphnet-workbench.
std::filesystem::path compileCacheDir();

} // namespace gnw::engine
