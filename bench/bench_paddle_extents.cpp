// How far the Paddle graphs' dynamic extents (-1 in the pd_op comments) are made concrete from the samples'
// input shapes (core/graph/PaddleExtents.h), over a dataset tree: extents filled and left per op, and the
// self-check (a rule's extent against the comment's wherever the comment is concrete; a disagreement means
// a wrong rule, and the node keeps the comment's shapes). Also the graphs' FLOPs with the extents filled.
//
// usage: bench_paddle_extents [DATASET_DIR [PD_OP]]   (default tests/data/upstream/graphnet-samples)
//   PD_OP (e.g. pd_op.reshape): also print where the first node of that op left at -1 is
//   e.g. build/bin/bench_paddle_extents .upstream/GraphNet/paddle_samples
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PirProgram.h"

#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

namespace {

void printTop(const char* title, const std::map<std::string, long long>& byOp) {
    std::vector<std::pair<long long, std::string>> sorted;
    for (const auto& [op, n] : byOp)
        sorted.emplace_back(n, op);
    std::sort(sorted.rbegin(), sorted.rend());
    std::printf("%s\n", title);
    for (std::size_t i = 0; i < sorted.size() && i < 15; ++i)
        std::printf("  %10lld  %s\n", sorted[i].first, sorted[i].second.c_str());
}

} // namespace

int main(int argc, char** argv) {
    const std::filesystem::path root = argc > 1 ? argv[1] : GNW_DEFAULT_BENCH_DATASET;
    gnw::ModelGraphLoader loader;
    gnw::DynamicExtentStats total;
    int samples = 0, dynamicSamples = 0, completeSamples = 0;
    double flops = 0;
    int examples = 0; // of PD_OP's nodes left at -1
    for (const auto& s : gnw::discoverSamples(root)) {
        auto graph = gnw::loadSampleGraph(loader, s.dir);
        if (!graph || graph->framework != gnw::Framework::Paddle)
            continue;
        auto metas = gnw::parseSampleMetas(s.dir);
        if (!metas)
            continue;
        gnw::DynamicExtentStats stats;
        const gnw::GraphShapes shapes = gnw::shapesFromOpComments(*graph, *metas, &stats);
        flops += gnw::estimateGraphCost(*graph, shapes).flops;
        ++samples;
        if (stats.dynamic > 0) {
            ++dynamicSamples;
            completeSamples += stats.resolved == stats.dynamic ? 1 : 0;
        }
        if (argc > 2 && examples < 8 && stats.rootLineByOp.count(argv[2])) {
            ++examples;
            std::printf("%s left at -1: %s/model.py:%d\n", argv[2], s.relPath.c_str(),
                        stats.rootLineByOp.at(argv[2]));
        }
        if (stats.mismatched > 0)
            std::printf("rule disagrees with the comment in %s (%lld node(s))\n", s.relPath.c_str(),
                        stats.mismatched);
        total += stats;
    }
    std::printf("dataset     %s\n", root.c_str());
    std::printf("samples     %d Paddle graphs, %d with dynamic extents, %d of those fully resolved\n",
                samples, dynamicSamples, completeSamples);
    std::printf("extents     %lld dynamic, %lld filled (%.1f%%), %lld left at -1 (counted as 1)\n",
                total.dynamic, total.resolved,
                total.dynamic
                    ? 100.0 * static_cast<double>(total.resolved) / static_cast<double>(total.dynamic)
                    : 100.0,
                total.dynamic - total.resolved);
    std::printf("self-check  %lld concrete comment extents recomputed by a rule, %lld node(s) disagree\n",
                total.checked, total.mismatched);
    std::printf("FLOPs       %.4g over the Paddle graphs\n", flops);
    printTop("extents left, by op:", total.unresolvedByOp);
    printTop(
        "nodes left with -1 although their operands are concrete (a rule missing or without answer), by op:",
        total.rootsByOp);
    printTop("nodes whose rule disagrees, by op:", total.mismatchedByOp);
    return total.mismatched == 0 ? 0 : 1;
}
