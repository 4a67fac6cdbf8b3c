#pragma once
// The 95% confidence interval of one sample's speedup, median(eager) / median(compiled), by a percentile
// bootstrap over the protocol's independent units. With the interleaved protocol trial i of both sides ran
// back to back, so pairs are resampled together (drift that hits a pair hits both sides); with the blocks
// protocol the unit is a block pair (a block of each side's calls, back to back), resampled whole (a block
// bootstrap), so that a machine whose speed changed between blocks gets a wider interval; with upstream's
// sequential protocol the series are independent and are resampled call by call, which covers the
// variation within the run only. Seeded: the same trials give the same interval.
#include <cstddef>
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
    // Paired units' calls per side: unit i is eager's calls [i*eagerUnitCalls, (i+1)*eagerUnitCalls) with
    // compiled's likewise (1 and 1: the interleaved protocol's pairs).
    std::size_t eagerUnitCalls = 1, compiledUnitCalls = 1;
    int resamples = 2000;
    double confidence = 0.95;
    std::uint64_t seed = 20251024;
};

// nullopt when a series is empty, a median is not positive, or `paired` with series that do not hold the
// same number of whole units.
std::optional<SpeedupInterval> speedupInterval(const std::vector<double>& eagerMs,
                                               const std::vector<double>& compiledMs,
                                               const SpeedupIntervalOptions& options = {});

} // namespace gnw
