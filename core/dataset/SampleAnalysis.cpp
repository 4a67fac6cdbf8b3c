#include "core/dataset/SampleAnalysis.h"

#include "core/graph/ModelGraphLoader.h"

#include <algorithm>
#include <chrono>

namespace gnw {

void countOps(const Graph& graph, SampleAnalysis& out) {
    out.parsed = true;
    out.nodes = static_cast<int>(graph.nodes.size());
    out.ops.clear();
    for (const auto& node : graph.nodes)
        ++out.ops[node.target];
}

SampleAnalysis analyzeSample(const std::filesystem::path& modelPy, const std::vector<TensorMeta>& metas,
                             const SampleAnalyzer* analyzer) {
    SampleAnalysis out;
    // One loader per indexing thread: it keeps its arenas between files, so parsing stops allocating.
    thread_local ModelGraphLoader loader;
    auto graph = loader.fromFile(modelPy);
    if (!graph) {
        out.errors.push_back(graph.error());
        out.errorCount = 1;
        return out;
    }
    countOps(*graph, out);
    if (!analyzer || graph->framework == Framework::Paddle)
        return out;
    const auto start = std::chrono::steady_clock::now();
    analyzer->analyze(*graph, metas, out);
    out.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    out.errorCount = std::max(out.errorCount, static_cast<int>(out.errors.size()));
    return out;
}

} // namespace gnw
