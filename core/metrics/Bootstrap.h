#pragma once
// Percentile bootstrap confidence bands of the micro S(t) and ES(t) over samples: resample the sample
// set with replacement (seeded, so a band is reproducible) and take the quantiles of the resampled curves.
#include "core/metrics/EsScores.h"

#include <cstdint>
#include <vector>

namespace gnw {

struct BootstrapOptions {
    int resamples = 1000;
    std::uint64_t seed = 123;
    double confidence = 0.95; // central interval
};

struct BootstrapBand {
    std::vector<int> t;
    std::vector<double> sLow, sHigh, esLow, esHigh;
};

BootstrapBand bootstrapScores(const std::vector<ScoredSample>& samples, const ScoreParams& params,
                              const BootstrapOptions& options = {});

} // namespace gnw
