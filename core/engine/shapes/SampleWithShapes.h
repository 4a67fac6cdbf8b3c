#pragma once
// A sample folder read as far as its shapes: the graph from model.py (or a Paddle program), the metas of
// weight_meta.py and input_meta.py, and every node's result shape (meta-device inference for torch, the
// program's own comments for Paddle). What export-graphs and the cost model start from. Plain C++ interface.
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/tensor/TensorMeta.h"
#include "core/util/Result.h"

#include <filesystem>
#include <vector>

namespace gnw::engine {

struct SampleWithShapes {
    Graph graph;
    std::vector<TensorMeta> metas;
    GraphShapes shapes;
};

Result<SampleWithShapes> loadSampleWithShapes(const std::filesystem::path& dir);

} // namespace gnw::engine
