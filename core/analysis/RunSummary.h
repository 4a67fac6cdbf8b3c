#pragma once
// Per-run summaries for papers, in the shape of PyTorch's torch.compile dashboard: per run (and per
// category) the pass rate, the geomean speedup over every passing sample and over the samples that pass in
// every compared run (a geomean over different pass sets misleads), compile time, graph breaks, and the
// share of results whose timings were noisy or measured under contention.
#include "core/analysis/LoadedRun.h"

#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct SummaryRow {
    std::string run; // the run's label (runLabel)
    std::int64_t runId = 0;
    std::string category; // "" for the whole run
    int samples = 0;
    int passed = 0;      // status correct
    double passRate = 0; // passed / samples
    // Geometric mean of the e2e speedup over the passing samples with a positive speedup, and over those
    // that pass in every compared run (commonSamples of them).
    std::optional<double> geomeanSpeedup, geomeanSpeedupCommon;
    int speedupSamples = 0, commonSamples = 0;
    std::optional<double> compileSecondsMedian, compileSecondsMean; // over the results with a compile time
    std::optional<int> graphBreaks; // summed over the results that recorded them
    double noisyShare = 0;          // of the results: noisy timings kept (flagged) after re-measuring
    double contendedShare = 0;      // of the results: measured with >= kContendedCores busy beside them
    // Peak memory eager / compiled; the store records no memory yet, so always empty.
    std::optional<double> memoryCompression;
};

// The rows of `runs`, one per run, or with `byCategory` one per run and category (categoryOf) after the
// run's own row. "Common" means passing in every run of `runs`, matched by comparisonKey.
std::vector<SummaryRow> summarizeRuns(const LoadedRuns& runs, bool byCategory);

} // namespace gnw
