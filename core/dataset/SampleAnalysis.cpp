#include "core/dataset/SampleAnalysis.h"

#include "core/graph/CommentShapes.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PirProgram.h"

#include <algorithm>
#include <chrono>

namespace gnw {

void countOps(const Graph& graph, SampleAnalysis& out) {
    out.parsed = true;
    out.nodes = static_cast<int>(graph.nodes.size());
    out.ops = opHistogram(graph);
}

OutputShape outputShapeOf(const std::optional<ValueShape>& v) {
    OutputShape o;
    if (!v)
        return o;
    o.known = true;
    switch (v->kind) {
    case ValueShape::Kind::Tensor:
        o.shape = v->shape;
        o.dtype = v->dtype;
        break;
    case ValueShape::Kind::Int:
        o.dtype = "int";
        break;
    case ValueShape::Kind::Float:
        o.dtype = "float";
        break;
    case ValueShape::Kind::Bool:
        o.dtype = "bool";
        break;
    default:
        o.dtype = v->toString();
        break;
    }
    return o;
}

void fillAnalysisFromShapes(const GraphShapes& shapes, const GraphCost& cost, SampleAnalysis& out) {
    out.analyzed = true;
    out.inferredNodes = shapes.inferredCount();
    out.flops = cost.flops;
    out.bytes = cost.bytes;
    out.outputs.clear();
    for (const auto& o : shapes.outputs)
        out.outputs.push_back(outputShapeOf(o));
    const auto errors = shapes.errors();
    out.errors.insert(out.errors.end(), errors.begin(), errors.end());
    out.errorCount = static_cast<int>(out.errors.size());
}

SampleAnalysis analyzeSample(const std::filesystem::path& modelPy, const std::vector<TensorMeta>& metas,
                             const SampleAnalyzer* analyzer) {
    SampleAnalysis out;
    // One loader per indexing thread: it keeps its arenas between files, so parsing stops allocating.
    thread_local ModelGraphLoader loader;
    auto graph = loadSampleGraph(loader, modelPy.parent_path()); // or graph_net.json's PIR program
    if (!graph) {
        out.errors.push_back(graph.error());
        out.errorCount = 1;
        return out;
    }
    countOps(*graph, out);
    const auto start = std::chrono::steady_clock::now();
    if (graph->framework == Framework::Paddle) {
        // Paddle graphs cannot run on LibTorch, but their comments carry every op's shapes.
        const GraphShapes shapes = shapesFromOpComments(*graph, metas);
        fillAnalysisFromShapes(shapes, estimateGraphCost(*graph, shapes), out);
    } else if (analyzer) {
        analyzer->analyze(*graph, metas, out);
    } else {
        return out;
    }
    out.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    out.errorCount = std::max(out.errorCount, static_cast<int>(out.errors.size()));
    return out;
}

} // namespace gnw
