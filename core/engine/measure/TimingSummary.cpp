#include "core/engine/measure/TimingSummary.h"

#include "core/engine/measure/PythonRepr.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace gnw::engine {

std::optional<TimingSummary> summarizeTimings(std::vector<double> samplesMs) {
    if (samplesMs.empty())
        return std::nullopt;
    std::sort(samplesMs.begin(), samplesMs.end());
    const double n = static_cast<double>(samplesMs.size());
    const double mean = std::accumulate(samplesMs.begin(), samplesMs.end(), 0.0) / n;
    double sq = 0;
    for (double v : samplesMs)
        sq += (v - mean) * (v - mean);
    TimingSummary s;
    s.median = roundSignificant(percentileOfSorted(samplesMs, 0.5), 6);
    s.iqr = roundSignificant(percentileOfSorted(samplesMs, 0.75) - percentileOfSorted(samplesMs, 0.25), 6);
    s.mean = roundSignificant(mean, 6);
    s.std = roundSignificant(std::sqrt(sq / n), 6);
    s.min = roundSignificant(samplesMs.front(), 6);
    s.max = roundSignificant(samplesMs.back(), 6);
    return s;
}

double relativeIqr(const std::vector<double>& samplesMs) {
    if (samplesMs.empty())
        return 0;
    std::vector<double> sorted = samplesMs;
    std::sort(sorted.begin(), sorted.end());
    const double median = percentileOfSorted(sorted, 0.5);
    return median > 0 ? (percentileOfSorted(sorted, 0.75) - percentileOfSorted(sorted, 0.25)) / median : 0;
}

std::optional<std::string> fluctuationProblem(const std::vector<double>& samplesMs, double threshold) {
    if (threshold <= 0)
        return std::nullopt;
    const double relIqr = relativeIqr(samplesMs);
    if (!(relIqr > threshold))
        return std::nullopt;
    // Python's f"{rel_iqr:.1%}", f"{threshold:.0%}" and the list's repr, as upstream prints them.
    char percent[64];
    std::snprintf(percent, sizeof percent, "%.1f%% (threshold: %.0f%%)", relIqr * 100, threshold * 100);
    std::string raw = "[";
    for (size_t i = 0; i < samplesMs.size(); ++i)
        raw += (i ? ", " : "") + pythonFloatRepr(samplesMs[i]);
    return "Environment fluctuation detected.\n  IQR/median = " + std::string(percent) +
           "\n  Raw times (ms): " + raw + "]\nPlease re-run evaluation.";
}

std::string timingSummaryJson(const TimingSummary& s) {
    return "{\"median\": " + pythonFloatRepr(s.median) + ", \"iqr\": " + pythonFloatRepr(s.iqr) +
           ", \"mean\": " + pythonFloatRepr(s.mean) + ", \"std\": " + pythonFloatRepr(s.std) +
           ", \"min\": " + pythonFloatRepr(s.min) + ", \"max\": " + pythonFloatRepr(s.max) + "}";
}

} // namespace gnw::engine
