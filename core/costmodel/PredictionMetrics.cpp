#include "core/costmodel/PredictionMetrics.h"

#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>

namespace gnw {

double kendallTau(const std::vector<double>& a, const std::vector<double>& b) {
    const std::size_t n = std::min(a.size(), b.size());
    // O(n^2): evaluation sets are hundreds of samples.
    double concordant = 0, discordant = 0, tiesA = 0, tiesB = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const double da = a[i] - a[j], db = b[i] - b[j];
            if (da == 0 && db == 0)
                continue;
            if (da == 0)
                ++tiesA;
            else if (db == 0)
                ++tiesB;
            else if ((da > 0) == (db > 0))
                ++concordant;
            else
                ++discordant;
        }
    const double norm = std::sqrt((concordant + discordant + tiesA) * (concordant + discordant + tiesB));
    return norm > 0 ? (concordant - discordant) / norm : 0;
}

PredictionMetrics predictionMetrics(const std::vector<double>& predicted,
                                    const std::vector<double>& measured) {
    PredictionMetrics m;
    m.count = static_cast<int>(std::min(predicted.size(), measured.size()));
    if (m.count == 0)
        return m;
    std::vector<double> ape;
    for (int i = 0; i < m.count; ++i)
        ape.push_back(std::abs(predicted[i] - measured[i]) / measured[i]);
    double sum = 0;
    for (double x : ape)
        sum += x;
    m.mape = sum / m.count;
    m.medianApe = median(std::move(ape));
    m.kendallTau = kendallTau(predicted, measured);
    return m;
}

} // namespace gnw
