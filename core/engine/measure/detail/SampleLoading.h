#pragma once
// Reading one sample for a run: its framework (graph_net.json), the metas and model.py, and the inputs
// synthesized from the metas. Shared by the native and the bridge runners.
#include "core/dataset/SampleDiscovery.h"
#include "core/tensor/TensorMeta.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/tensors/TensorList.h"
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <set>
#include <string>
#include <vector>

namespace gnw::engine::detail {

struct LoadedSample {
    Graph graph;
    std::vector<TensorMeta> metas;
};

// From graph_net.json (which the discovery and the indexer already required); Unknown when unreadable.
Framework sampleFramework(const SampleLocation& sample);
Result<LoadedSample> loadSample(const SampleLocation& sample);
// The inputs synthesized from the metas; with `only`, just those named there (the same values: each
// tensor's random stream depends on the seed and its name alone).
Result<TensorList> inputsFor(const LoadedSample& s, const SampleRunOptions& options,
                             const std::set<std::string>* only = nullptr);

// The forward parameters a graph may write into: the target of an in-place op (x += y, setitem, X_
// methods, inplace=True) that is an input or may be a view of one. Each side then needs its own copy of
// those, or the compiled side would start from what eager left; the others are shared. Views follow
// PyTorch's view ops and the conversions that may return their receiver (to, contiguous, type, ...);
// every other op allocates its result, so an intermediate written in place (mask.masked_fill_ in
// KoboldAI_fairseq-dense-1.3B) copies nothing: that graph's 5.2 GB of weights used to be synthesized twice.
std::set<std::string> mutatedInputs(const Graph& graph);

} // namespace gnw::engine::detail
