#pragma once
// What forward()'s values were in one eager run of a sample: per graph node and output, whether it was a
// tensor, a Python scalar or something else (a size, a list, None), with the statistics of a tensor in
// meta form. Filled by the engine (core/engine/fault/EagerTrace.h); read here to decide where a sample can
// be cut and which metas an inner range's inputs get, as upstream records them from eager intermediates.
#include "core/tensor/TensorMeta.h"
#include "core/fault/ForwardBody.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gnw::fault {

enum class TracedKind : std::uint8_t {
    Unknown, // not run (the node failed or was skipped)
    Tensor,
    Scalar, // a Python int, float or bool: passed across a cut as a 0-d tensor
    Other,  // a size, list, tuple, dtype, None...: cannot cross a cut
};

struct TracedValue {
    TracedKind kind = TracedKind::Unknown;
    TensorMeta meta; // Tensor and Scalar: shape, dtype, mean/std/min/max, data when small
};

struct ValueTrace {
    std::vector<std::vector<TracedValue>> nodeOutputs; // [GraphNode::id][output position]

    // Where the value `name` holds just before body statement `statement` runs comes from: a traced node
    // output, or a forward parameter (through aliases such as `l_x_ = L_x_`); neither when the trace cannot
    // follow it.
    struct Origin {
        const TracedValue* traced = nullptr;
        std::string param;
    };
    Origin originBefore(const ForwardBody& body, const Graph& graph, std::size_t statement,
                        const std::string& name) const;
    // Whether every name in `names` is a tensor or a scalar just before `statement` (parameters are).
    bool canCross(const ForwardBody& body, const Graph& graph, std::size_t statement,
                  const std::vector<std::string>& names) const;
};

} // namespace gnw::fault
