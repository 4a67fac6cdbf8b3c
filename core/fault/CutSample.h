#pragma once
// Writes a cut (RangeCut.h) as a GraphNet sample folder that every runner accepts: model.py, the metas of
// its forward parameters (torch: all in weight_meta.py; Paddle: parameters in weight_meta.py, the rest in
// input_meta.py), the parent's graph_net.json with a `lineage` object, and upstream's
// subgraph_sources.json (graphnet-format.md 1.3).
#include "core/dataset/SampleDiscovery.h"
#include "core/tensor/TensorMeta.h"
#include "core/fault/RangeCut.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace gnw::fault {

struct CutSampleSpec {
    SampleLocation parent;
    CutPlan plan;
    std::vector<std::string> outputs; // plan.outputs or the subset that can leave a forward
    std::vector<TensorMeta> metas;    // one per plan.inputs, named as the input
    std::string kind;                 // "prefix", "range", "reproducer"
};

// Replaces whatever `dir` held. Returns the lines map written, for callers that show the cut.
Result<CutSource> writeCutSample(const std::filesystem::path& dir, const ForwardBody& body,
                                 const CutSampleSpec& spec);

} // namespace gnw::fault
