#pragma once
// Data behind a speedup violin plot (upstream graph_net_visual/plot_violin): log2 of every positive
// speedup, its quartiles, and a Gaussian kernel density estimate. Bandwidth: Silverman's rule as in
// scipy.stats.gaussian_kde(bw_method="silverman"): h = sigma * (3n/4)^(-1/5), sigma the sample standard
// deviation (n - 1). The density is evaluated on `points` evenly spaced values from the smallest to the
// largest observation, as matplotlib's violinplot does.
#include "core/metrics/Breakdown.h"
#include "core/metrics/ScoredSample.h"

#include <string>
#include <vector>

namespace gnw {

struct ViolinData {
    std::string group;
    std::vector<double> values; // log2(speedup), ascending
    double q1 = 0, median = 0, q3 = 0;
    double bandwidth = 0; // 0 when fewer than two distinct values (no density then)
    std::vector<double> grid, density;
};

struct ViolinOptions {
    bool correctOnly = false; // upstream takes every sample with a positive speedup, status ignored
    SpeedupKind kind = SpeedupKind::E2e;
    int points = 100;
};

ViolinData violinOf(std::vector<double> log2Speedups, int points = 100);

// One violin per group (categoryOf by default), groups sorted; groups without a positive speedup are left
// out.
std::vector<ViolinData> violinsByGroup(const std::vector<SampleResult>& results,
                                       const ViolinOptions& options = {}, const GroupKey& key = categoryOf);

} // namespace gnw
