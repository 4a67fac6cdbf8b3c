#include "core/engine/TimingSummary.h"

#include "core/engine/PythonRepr.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gnw::engine {

double percentileSorted(const std::vector<double>& sorted, double q) {
    if (sorted.empty())
        return 0;
    const double pos = q / 100.0 * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<size_t>(std::floor(pos));
    const auto hi = std::min(lo + 1, sorted.size() - 1);
    const double frac = pos - static_cast<double>(lo);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * frac;
}

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
    s.median = roundSignificant(percentileSorted(samplesMs, 50), 6);
    s.iqr = roundSignificant(percentileSorted(samplesMs, 75) - percentileSorted(samplesMs, 25), 6);
    s.mean = roundSignificant(mean, 6);
    s.std = roundSignificant(std::sqrt(sq / n), 6);
    s.min = roundSignificant(samplesMs.front(), 6);
    s.max = roundSignificant(samplesMs.back(), 6);
    return s;
}

std::string timingSummaryJson(const TimingSummary& s) {
    return "{\"median\": " + pythonFloatRepr(s.median) + ", \"iqr\": " + pythonFloatRepr(s.iqr) +
           ", \"mean\": " + pythonFloatRepr(s.mean) + ", \"std\": " + pythonFloatRepr(s.std) +
           ", \"min\": " + pythonFloatRepr(s.min) + ", \"max\": " + pythonFloatRepr(s.max) + "}";
}

} // namespace gnw::engine
