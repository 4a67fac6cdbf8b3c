#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gnw {

double percentileOfSorted(const std::vector<double>& sorted, double fraction) {
    if (sorted.empty())
        return std::numeric_limits<double>::quiet_NaN();
    const double pos = fraction * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const auto hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - static_cast<double>(lo));
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return percentileOfSorted(values, 0.5);
}

double geometricMean(const std::vector<double>& values) {
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0;
    for (double v : values)
        sum += std::log(v);
    return std::exp(sum / static_cast<double>(values.size()));
}

} // namespace gnw
