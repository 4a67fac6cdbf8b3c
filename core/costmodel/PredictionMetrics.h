#pragma once
// How good a runtime prediction is over a set of samples, as TpuGraphs and the cost-model literature report
// it: Kendall's tau between predicted and measured times (does it order samples right? what planning and
// sharding need) and the mean absolute percentage error (is it right in seconds? what an ETA needs).
#include <vector>

namespace gnw {

struct PredictionMetrics {
    int count = 0;
    double kendallTau = 0; // tau-b, in [-1, 1]
    double mape = 0;       // mean |predicted - measured| / measured, as a fraction
    double medianApe = 0;  // the median of the same ratios
};

// `predicted` and `measured` are parallel, measured > 0.
PredictionMetrics predictionMetrics(const std::vector<double>& predicted,
                                    const std::vector<double>& measured);

// Kendall's tau-b (ties in either list count as neither concordant nor discordant, and shrink the norm).
double kendallTau(const std::vector<double>& a, const std::vector<double>& b);

} // namespace gnw
