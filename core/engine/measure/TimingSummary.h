#pragma once
// Summary statistics of a timing series exactly as upstream computes them (graphnet-format.md 3.2 step 6).
#include "core/store/RunSettings.h"
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

struct TimingSummary {
    double median = 0;
    double iqr = 0; // q75 - q25, linearly interpolated percentiles (NumPy's default)
    double mean = 0;
    double std = 0; // population standard deviation
    double min = 0;
    double max = 0;
};

// Each statistic rounded to 6 significant digits; nullopt for an empty series.
std::optional<TimingSummary> summarizeTimings(std::vector<double> samplesMs);

// Upstream's fluctuation guard (get_timing_stats in graph_net_bench/test_compiler_util.py): a series whose
// IQR/median exceeds `threshold` makes the phase fail with this message ("Environment fluctuation
// detected. ..."), computed on the unrounded statistics; nullopt when the series is steady enough, when the
// median is not positive, or when `threshold` <= 0 (our spelling of "guard off").
std::optional<std::string> fluctuationProblem(const std::vector<double>& samplesMs, double threshold);
// The IQR/median the guard compares with its threshold; 0 for no trials or a median that is not positive.
double relativeIqr(const std::vector<double>& samplesMs);

// Upstream's default threshold (core/store/RunSettings.h), and the environment variable that overrides it
// there.
using gnw::kDefaultFluctuationThreshold;
inline constexpr const char* kFluctuationThresholdEnv = "GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD";

// {"median": 3.17, "iqr": 0.02, "mean": 3.27, "std": 0.13, "min": 3.16, "max": 3.51} in Python's
// json.dumps spelling.
std::string timingSummaryJson(const TimingSummary& stats);

} // namespace gnw::engine
