#pragma once
// The 95% confidence interval of one sample's speedup, median(eager) / median(compiled), by a percentile
// bootstrap. With the interleaved protocol trial i of both sides ran back to back, so pairs are resampled
// together (drift that hits a pair hits both sides); with upstream's sequential protocol the series are
// independent and are resampled independently. Seeded: the same trials give the same interval.
#include <cstdint>
#include <optional>
#include <vector>

namespace gnw {

struct SpeedupInterval {
    double low = 0;
    double high = 0;
};

struct SpeedupIntervalOptions {
    bool paired = true;
    int resamples = 2000;
    double confidence = 0.95;
    std::uint64_t seed = 20251024;
};

// nullopt when a series is empty, a median is not positive, or `paired` with series of different lengths.
std::optional<SpeedupInterval> speedupInterval(const std::vector<double>& eagerMs,
                                               const std::vector<double>& compiledMs,
                                               const SpeedupIntervalOptions& options = {});

} // namespace gnw
