#pragma once
// Base -> new, sample by sample: which speedups moved beyond both runs' intervals (a regression or an
// improvement), which stayed inside them, and which samples started or stopped passing; per category the
// geomean ratio over the samples passing in both. Runs measured under different settings are compared
// all the same, with the settings that differ named: a cross-protocol speedup change is not a compiler's.
#include "core/analysis/LoadedRun.h"

#include <optional>
#include <string>
#include <vector>

namespace gnw {

enum class SpeedupChange {
    Regression,      // both pass; the new interval lies wholly below the base interval
    Improvement,     // both pass; the new interval lies wholly above the base interval
    WithinIntervals, // both pass; the intervals overlap
    NoInterval,      // both pass, but a run has no interval (an imported log): not judged
    NowFails,        // passed in the base run, not in the new one (or absent from it)
    NowPasses,       // failed in the base run (or absent from it), passes in the new one
    BothFail,
};

std::string_view changeName(SpeedupChange change); // "regression", "improvement", ...

struct SampleChange {
    std::string key;      // comparisonKey
    std::string category; // categoryOf
    const SampleResult* base = nullptr;
    const SampleResult* next = nullptr;
    std::optional<double> baseSpeedup, newSpeedup, ratio; // ratio = new / base
    SpeedupChange change = SpeedupChange::BothFail;
};

struct CategoryChange {
    std::string category;
    int common = 0; // passing in both with a speedup
    std::optional<double> geomeanRatio;
    int regressions = 0, improvements = 0, nowFails = 0, nowPasses = 0;
};

struct RegressionReport {
    std::vector<SampleChange> samples;      // base's order, then samples only in the new run
    std::vector<CategoryChange> categories; // sorted by name, then "" for all samples
    // "protocol: upstream -> interleaved", ... for each setting that differs between the runs.
    std::vector<std::string> settingsDiffer;
};

RegressionReport compareAgainst(const LoadedRun& base, const LoadedRun& next);

} // namespace gnw
