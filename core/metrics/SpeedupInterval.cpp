#include "core/metrics/SpeedupInterval.h"

#include "core/util/Percentile.h"

#include <algorithm>
#include <random>

namespace gnw {

namespace {

// The median as upstream computes it (NumPy: mean of the two middle values for even counts).
double medianOf(std::vector<double>& v) {
    std::sort(v.begin(), v.end());
    return percentileOfSorted(v, 0.5);
}

} // namespace

std::optional<SpeedupInterval> speedupInterval(const std::vector<double>& eagerMs,
                                               const std::vector<double>& compiledMs,
                                               const SpeedupIntervalOptions& options) {
    if (eagerMs.empty() || compiledMs.empty() || options.resamples < 1)
        return std::nullopt;
    const std::size_t ke = options.eagerUnitCalls, kc = options.compiledUnitCalls;
    if (options.paired && (ke == 0 || kc == 0 || eagerMs.size() % ke || compiledMs.size() % kc ||
                           eagerMs.size() / ke != compiledMs.size() / kc))
        return std::nullopt;
    std::mt19937_64 rng(options.seed);
    std::uniform_int_distribution<std::size_t> pickEager(0, eagerMs.size() - 1);
    std::uniform_int_distribution<std::size_t> pickCompiled(0, compiledMs.size() - 1);
    std::vector<double> e(eagerMs.size()), c(compiledMs.size()), ratios;
    ratios.reserve(static_cast<std::size_t>(options.resamples));
    for (int r = 0; r < options.resamples; ++r) {
        if (options.paired && ke == 1 && kc == 1) {
            for (std::size_t i = 0; i < e.size(); ++i) {
                const std::size_t k = pickEager(rng);
                e[i] = eagerMs[k];
                c[i] = compiledMs[k];
            }
        } else if (options.paired) {
            std::uniform_int_distribution<std::size_t> pickUnit(0, eagerMs.size() / ke - 1);
            for (std::size_t u = 0; u < eagerMs.size() / ke; ++u) {
                const std::size_t k = pickUnit(rng);
                std::copy_n(eagerMs.begin() + std::ptrdiff_t(k * ke), ke, e.begin() + std::ptrdiff_t(u * ke));
                std::copy_n(compiledMs.begin() + std::ptrdiff_t(k * kc), kc,
                            c.begin() + std::ptrdiff_t(u * kc));
            }
        } else {
            for (double& x : e)
                x = eagerMs[pickEager(rng)];
            for (double& x : c)
                x = compiledMs[pickCompiled(rng)];
        }
        const double ce = medianOf(c);
        if (ce <= 0)
            return std::nullopt;
        ratios.push_back(medianOf(e) / ce);
    }
    std::sort(ratios.begin(), ratios.end());
    const double tail = (1 - options.confidence) / 2;
    return SpeedupInterval{percentileOfSorted(ratios, tail), percentileOfSorted(ratios, 1 - tail)};
}

} // namespace gnw
