#pragma once
// The engine's SampleAnalyzer (core/dataset/SampleAnalysis.h): shape inference on meta tensors, then the
// FLOP/byte estimator over the inferred shapes. Indexing (CLI and GUI) and `graphnet-bench inspect` use it.
// Plain C++ interface.
#include "core/dataset/SampleAnalysis.h"
#include "core/engine/shapes/ShapeInference.h"
#include "core/graph/FlopEstimator.h"

#include <functional>
#include <memory>
#include <optional>

namespace gnw::engine {

std::shared_ptr<const SampleAnalyzer> makeEngineAnalyzer();

// Meta-tensor shape inference as a plain function, for views that label nodes with shapes; nullopt when
// the graph cannot be prepared at all (per-node failures stay inside the GraphShapes).
std::function<std::optional<GraphShapes>(const Graph&, const std::vector<TensorMeta>&)> graphShapeProvider();

// The analyzer's part of `out` from a finished inference and its cost estimate.
void fillAnalysis(const ShapeInference& inference, const GraphCost& cost, SampleAnalysis& out);

} // namespace gnw::engine
