#pragma once
// Reading one sample for a run: graph_net.json (Paddle samples are refused), the metas and model.py, and
// the inputs synthesized from the metas. Shared by the native and the bridge runner.
#include "core/dataset/SampleDiscovery.h"
#include "core/dataset/TensorMeta.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/tensors/TensorList.h"
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <vector>

namespace gnw::engine::detail {

struct LoadedSample {
    Graph graph;
    std::vector<TensorMeta> metas;
};

Result<LoadedSample> loadSample(const SampleLocation& sample);
Result<TensorList> inputsFor(const LoadedSample& s, const SampleRunOptions& options);

// Graphs that write into their inputs (x += y, setitem, in-place methods, inplace=True) would hand the
// compiled side different inputs than the eager side saw.
bool mayMutateInputs(const Graph& graph);

} // namespace gnw::engine::detail
