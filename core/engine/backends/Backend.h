#pragma once
// The one interface every way of running a graph implements: prepare a graph for a device (for a compiler
// backend this is the compilation), then call the prepared graph as often as needed. Backends are looked up
// by name (`graphnet-bench backends` lists them).
#include "core/engine/tensors/TensorList.h"
#include "core/graph/Graph.h"
#include "core/util/Result.h"

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
};

class Backend {
public:
    virtual ~Backend() = default;
    virtual std::string_view name() const = 0;
    virtual std::string_view summary() const = 0;
    // True when prepare() is a compilation whose time is reported separately (everything but `eager`).
    virtual bool compiles() const = 0;
    // `device` is "cpu", "cuda" or "cuda:N". Errors are compile errors.
    virtual Result<std::unique_ptr<PreparedGraph>> prepare(const Graph& graph,
                                                           const std::string& device) const = 0;
};

// nullptr when unknown. The debug backends (debug-abort, debug-hang, debug-alloc) exist only when the
// environment has GNW_ENABLE_DEBUG_BACKENDS=1.
const Backend* findBackend(std::string_view name);
std::vector<const Backend*> availableBackends();

} // namespace gnw::engine
