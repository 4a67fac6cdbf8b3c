#include "core/metrics/AggregateScore.h"

#include <cmath>

namespace gnw {

const std::array<double, 15>& aggregateWeights() {
    static const std::array<double, 15> weights = [] {
        std::array<double, 15> w{0.001, 0.001, 0.001, 0.13, 0.40, 0.48, 0.48, 0.48,
                                 0.48,  0.48,  0.48,  0.48, 0.48, 0.48, 0.48};
        double sum = 0.0;
        for (double v : w)
            sum += v;
        for (double& v : w)
            v /= sum;
        return w;
    }();
    return weights;
}

std::optional<double> aggregateScore(const ScoreCurve& curve) {
    const auto& weights = aggregateWeights();
    double score = 0.0;
    for (int i = 0; i < static_cast<int>(weights.size()); ++i) {
        const auto es = curve.esAt(i - 10);
        if (!es || !(*es > 0.0))
            return std::nullopt;
        score += weights[i] * std::log(*es) / std::log(10.0);
    }
    return score;
}

} // namespace gnw
