#include "core/engine/costmodel/CostExamples.h"

#include "core/costmodel/AnalyticalCost.h"
#include "core/engine/shapes/SampleWithShapes.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <fstream>

namespace gnw::engine {

Result<CostExample> costExample(const std::filesystem::path& sampleDir, const MachinePeaks& machine,
                                OpVocabulary& vocabulary) {
    auto sample = loadSampleWithShapes(sampleDir);
    if (!sample)
        return sample.error();
    const GraphCost cost = estimateGraphCost(sample->graph, sample->shapes);
    const AnalyticalCost analytical = analyticalCost(cost, machine);
    CostExample e;
    e.samplePath = sampleDir.string();
    e.framework = sample->graph.framework;
    // Samples with one graph hash are the same graph: grouped folds keep them together.
    if (std::ifstream hash(sampleDir / "graph_hash.txt"); hash)
        hash >> e.graphHash;
    e.features = graphFeatures(sample->graph, sample->shapes, cost, vocabulary);
    const auto inputs = static_cast<std::size_t>(e.features.nodes) - analytical.nodeSeconds.size();
    e.nodeAnalytical.assign(inputs, 0.0);
    e.nodeAnalytical.insert(e.nodeAnalytical.end(), analytical.nodeSeconds.begin(),
                            analytical.nodeSeconds.end());
    e.analyticalSeconds = analytical.seconds;
    // One non-finite number makes the model's standardisation, and with it every prediction, NaN: such a
    // graph is skipped and named instead.
    const auto feature = std::find_if(e.features.nodeFeat.begin(), e.features.nodeFeat.end(),
                                      [](float v) { return !std::isfinite(v); });
    if (feature != e.features.nodeFeat.end() || !std::isfinite(e.analyticalSeconds)) {
        const auto at = feature - e.features.nodeFeat.begin();
        return Error{(sampleDir / "model.py").string(), 0, 0,
                     feature != e.features.nodeFeat.end()
                         ? "non-finite cost feature " + std::to_string(at % kNodeFeatures) + " of node " +
                               std::to_string(at / kNodeFeatures)
                         : "non-finite analytical estimate"};
    }
    return e;
}

std::map<std::string, double> measuredEagerSeconds(ResultStore& results, const std::string& hardware,
                                                   const std::string& device) {
    std::map<std::string, std::vector<double>> all;
    for (const auto& run : results.listRuns()) {
        if (run.hardware != hardware || run.device != device)
            continue;
        for (const auto& r : results.results(run.id))
            if (r.eagerE2e.median && *r.eagerE2e.median > 0)
                all[r.samplePath].push_back(*r.eagerE2e.median / 1000.0);
    }
    std::map<std::string, double> out;
    for (auto& [path, times] : all)
        out[path] = median(std::move(times));
    return out;
}

CostExampleSet costExamples(const std::map<std::string, double>& measured, const MachinePeaks& machine,
                            const ExampleProgress& progress) {
    CostExampleSet set;
    int done = 0;
    for (const auto& [path, seconds] : measured) {
        if (progress && !progress(done, static_cast<int>(measured.size())))
            break;
        ++done;
        auto e = costExample(path, machine, set.vocabulary);
        if (!e) {
            set.skipped.push_back(e.error());
            continue;
        }
        e->measuredSeconds = seconds;
        set.examples.push_back(std::move(*e));
    }
    return set;
}

} // namespace gnw::engine
