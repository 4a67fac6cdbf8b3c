#pragma once
// Two runs side by side, sample by sample. Samples are matched by their path from the dataset's
// "samples/" (or "paddle_samples/") folder on, so logs written on machines with different checkouts
// still pair up; a path without such a folder is matched whole.
#include "core/analysis/LoadedRun.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct ComparedSample {
    std::string key;
    const SampleResult* a = nullptr; // null: absent from run A
    const SampleResult* b = nullptr;

    bool statusChanged() const { return !a || !b || a->status != b->status; }
};

struct RunComparison {
    std::shared_ptr<const LoadedRun> a, b;
    std::vector<ComparedSample> samples; // run A's order, then samples only in B

    int common() const;
    // Geometric mean of speedup B / speedup A over samples with a positive speedup in both; nullopt if none.
    std::optional<double> geomeanRatio(bool gpu = false) const;
};

std::string comparisonKey(const std::string& samplePath);
RunComparison compareRuns(std::shared_ptr<const LoadedRun> a, std::shared_ptr<const LoadedRun> b);

// The e2e (or gpu) speedup when positive and finite.
std::optional<double> usableSpeedup(const SampleResult& result, bool gpu = false);

} // namespace gnw
