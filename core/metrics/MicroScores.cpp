#include "core/metrics/EsScores.h"

#include <cmath>
#include <limits>

namespace gnw {

MicroScores microScores(const std::vector<ScoredSample>& samples, const ScoreParams& params) {
    const int tMax = maxScoredTolerance(params.interpretation);
    const int levels = tMax - kMinTolerance + 1;
    MicroScores out;
    const double n = static_cast<double>(samples.size());
    if (samples.empty()) {
        out.s.assign(levels, std::numeric_limits<double>::quiet_NaN());
        out.es = out.s;
        return out;
    }
    const double logB = std::log(params.b);
    const int atOne = 1 - kMinTolerance;
    std::vector<double> sumS(levels, 0.0);
    double correctAtOne = 0.0; // sum of log rect(s) over samples correct at t = 1
    // untoleratedFrom[j]: failed-at-1 samples the micro rule still penalises at level index j (t >= 1).
    std::vector<int> untolerated(levels, 0);
    const FailTypeCodes codes(params.interpretation);
    for (const auto& sample : samples) {
        double logRect = 0.0;
        if (sample.hasUsableSpeedup()) {
            const double l = std::log(sample.speedup);
            logRect = sample.speedup < 1.0 ? (params.p + 1.0) * l : l;
        }
        const unsigned mask = sample.correctMask;
        for (int j = 0; j < levels; ++j)
            sumS[j] += ((mask >> j) & 1u) ? logRect : logB;
        if ((mask >> atOne) & 1u) {
            correctAtOne += logRect;
        } else {
            const int from = codes.microFrom[sample.failTypeIndexAt(1)];
            for (int t = 1; t <= tMax; ++t)
                untolerated[t - kMinTolerance] += t < from;
        }
    }
    out.s.resize(levels);
    out.es.resize(levels);
    for (int j = 0; j < levels; ++j) {
        out.s[j] = std::exp(sumS[j] / n);
        const int t = j + kMinTolerance;
        out.es[j] = t <= 0 ? out.s[j] : std::exp((correctAtOne + untolerated[j] * logB) / n);
    }
    return out;
}

} // namespace gnw
