#pragma once
// The engine's SampleAnalyzer (core/dataset/SampleAnalysis.h): shape inference on meta tensors, then the
// FLOP/byte estimator over the inferred shapes. Indexing (CLI and GUI) and `graphnet-bench inspect` use it.
// Plain C++ interface.
#include "core/dataset/SampleAnalysis.h"
#include "core/engine/ShapeInference.h"
#include "core/graph/FlopEstimator.h"

#include <memory>

namespace gnw::engine {

std::shared_ptr<const SampleAnalyzer> makeEngineAnalyzer();

// The analyzer's part of `out` from a finished inference and its cost estimate.
void fillAnalysis(const ShapeInference& inference, const GraphCost& cost, SampleAnalysis& out);

} // namespace gnw::engine
