#pragma once
// What the cost model learns from and predicts for: one sample's graph as node features (TpuGraphs' layout,
// core/costmodel/GraphFeatures.h), the analytical estimate per node on the machine, and the measured eager
// time when the store has one. Plain C++ interface.
#include "core/costmodel/GraphFeatures.h"
#include "core/store/MachinePeaks.h"
#include "core/store/ResultStore.h"
#include "core/util/Result.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace gnw::engine {

struct CostExample {
    std::string samplePath;
    Framework framework = Framework::Unknown;
    std::string graphHash;              // graph_hash.txt; empty when the sample has none
    GraphFeatures features;             // op codes index the set's vocabulary
    std::vector<double> nodeAnalytical; // seconds, one per feature row (0 for the graph's inputs)
    double analyticalSeconds = 0;
    double measuredSeconds = 0; // eager median; 0 when not measured
};

struct CostExampleSet {
    OpVocabulary vocabulary;
    std::vector<CostExample> examples;
    std::vector<Error> skipped; // samples whose graph or shapes could not be read
};

// The sample's example on `machine`; its op codes are added to `vocabulary`.
Result<CostExample> costExample(const std::filesystem::path& sampleDir, const MachinePeaks& machine,
                                OpVocabulary& vocabulary);

// Eager seconds per sample path over the store's results measured on `hardware` and `device`: the median of
// the results' eager medians (a sample run twice counts once). Only results with an eager time.
std::map<std::string, double> measuredEagerSeconds(ResultStore& results, const std::string& hardware,
                                                   const std::string& device);

// Progress: (done, total); false cancels.
using ExampleProgress = std::function<bool(int, int)>;

CostExampleSet costExamples(const std::map<std::string, double>& measured, const MachinePeaks& machine,
                            const ExampleProgress& progress = {});

} // namespace gnw::engine
