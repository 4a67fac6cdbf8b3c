#pragma once
// The test a located fault is sent to a compiler's authors with: one Python file, plain torch (or paddle)
// and the compiler, no workbench import. It holds the reproducer's forward as written, builds its inputs
// from the metas the way upstream replays them (seeded), and has two tests: eager against itself (passes)
// and the compiler against eager at the tolerance the fault was found at (fails while the fault is there).
// Runs under pytest or as `python FILE` (exit 1 on a failure).
#include "core/tensor/TensorMeta.h"
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gnw::fault {

struct StandaloneTestSpec {
    Framework framework = Framework::Torch;
    std::string modelPy;            // the reproducer's model.py
    std::vector<TensorMeta> inputs; // its forward parameters, in order
    std::string backend;        // the workbench's name ("inductor", "torch-compile:NAME", "paddle-static")
    std::string backendOptions; // the run's JSON options ("" = none)
    std::vector<std::string> plugins; // files that register the backend (GNW_BRIDGE_PLUGINS), run first
    int tolerance = 0;
    std::map<std::string, std::pair<double, double>> atolRtol; // per floating dtype at that tolerance
    std::string description;                                   // what was found, for the docstring
};

// The compile call a workbench backend stands for in plain Python, e.g. `torch.compile(model,
// backend="inductor")`; nullopt for backends that are not one call (tvm, the native ones).
std::optional<std::string> compileExpression(Framework framework, const std::string& backend,
                                             const std::string& backendOptions);
// `def compile_model(model): ...` for the test: the expression above, or for tvm the bridge's pipeline
// (torch.export on the test's inputs, Relax, the VM); nullopt for the native backends.
std::optional<std::string> compileFunction(Framework framework, const std::string& backend,
                                           const std::string& backendOptions);

Result<std::string> standaloneTestText(const StandaloneTestSpec& spec);

} // namespace gnw::fault
