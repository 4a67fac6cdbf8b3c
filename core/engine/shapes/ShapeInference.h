#pragma once
// Shape and dtype inference: the graph interpreter runs the graph once on ATen's `meta` device, where
// tensors have shapes and dtypes but no storage and operators compute nothing, and every node's result is
// recorded. A node that cannot run there (an op with no meta kernel, a data-dependent op such as nonzero,
// .item() or tolist() on a meta tensor, an unresolved target) gets a per-node error with its line and
// column; nodes that read its outputs are reported as skipped, everything else is still inferred.
// Plain C++ interface: includes no ATen.
#include "core/tensor/TensorMeta.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/util/Result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gnw::engine {

struct ShapeInferenceOptions {
    // "meta": no memory, no compute (0-d inputs such as SymInts are real CPU scalars, so their values
    // are known). "cpu" or "cuda": a real run on synthesized inputs, recording the same way (what the
    // tests compare the meta run with).
    std::string device = "meta";
    std::uint64_t seed = 123;
    std::int64_t maxInputBytes = kDefaultMaxInputBytes; // real runs only
};

struct ShapeInference {
    GraphShapes shapes;
    std::vector<std::string> unresolved; // distinct targets with no stand-in and no ATen operator, sorted
    double milliseconds = 0;             // the run, preparation included
    int computedOnCpu = 0; // data-dependent nodes computed on real CPU tensors (detail/CpuCone.h)
};

// Fails as a whole only when the graph cannot be prepared at all (a Paddle graph, an unsupported
// constant, a forward parameter without a meta, inputs over budget); node failures are in `shapes`.
Result<ShapeInference> inferShapes(const Graph& graph, const std::vector<TensorMeta>& metas,
                                   const ShapeInferenceOptions& options = {});

} // namespace gnw::engine
