#include "core/metrics/Bootstrap.h"

#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace gnw {

BootstrapBand bootstrapScores(const std::vector<ScoredSample>& samples, const ScoreParams& params,
                              const BootstrapOptions& options) {
    BootstrapBand band;
    const int tMax = maxScoredTolerance(params.interpretation);
    for (int t = kMinTolerance; t <= tMax; ++t)
        band.t.push_back(t);
    const std::size_t levels = band.t.size(), n = samples.size();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (n == 0 || options.resamples <= 0) {
        band.sLow.assign(levels, nan);
        band.sHigh = band.esLow = band.esHigh = band.sLow;
        return band;
    }
    // A sample's log contribution to S(t) and ES(t) does not depend on which other samples are drawn, so
    // it is computed once: a resample is a sum over drawn rows.
    std::vector<double> contribS(n * levels), contribES(n * levels);
    for (std::size_t i = 0; i < n; ++i) {
        const auto one = microScores({samples[i]}, params);
        for (std::size_t j = 0; j < levels; ++j) {
            contribS[i * levels + j] = std::log(one.s[j]);
            contribES[i * levels + j] = std::log(one.es[j]);
        }
    }
    std::mt19937_64 rng(options.seed);
    std::vector<std::vector<double>> s(levels), es(levels);
    std::vector<double> sumS(levels), sumES(levels);
    for (int r = 0; r < options.resamples; ++r) {
        std::fill(sumS.begin(), sumS.end(), 0.0);
        std::fill(sumES.begin(), sumES.end(), 0.0);
        for (std::size_t k = 0; k < n; ++k) {
            const std::size_t i = rng() % n; // modulo bias ~ n / 2^64: negligible
            for (std::size_t j = 0; j < levels; ++j) {
                sumS[j] += contribS[i * levels + j];
                sumES[j] += contribES[i * levels + j];
            }
        }
        for (std::size_t j = 0; j < levels; ++j) {
            s[j].push_back(std::exp(sumS[j] / static_cast<double>(n)));
            es[j].push_back(std::exp(sumES[j] / static_cast<double>(n)));
        }
    }
    const double tail = (1.0 - options.confidence) / 2.0;
    for (std::size_t j = 0; j < levels; ++j) {
        std::sort(s[j].begin(), s[j].end());
        std::sort(es[j].begin(), es[j].end());
        band.sLow.push_back(percentileOfSorted(s[j], tail));
        band.sHigh.push_back(percentileOfSorted(s[j], 1.0 - tail));
        band.esLow.push_back(percentileOfSorted(es[j], tail));
        band.esHigh.push_back(percentileOfSorted(es[j], 1.0 - tail));
    }
    return band;
}

} // namespace gnw
