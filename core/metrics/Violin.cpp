#include "core/metrics/Violin.h"

#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gnw {

ViolinData violinOf(std::vector<double> values, int points) {
    ViolinData v;
    std::sort(values.begin(), values.end());
    v.values = std::move(values);
    const auto& x = v.values;
    if (x.empty())
        return v;
    v.q1 = percentileOfSorted(x, 0.25);
    v.median = percentileOfSorted(x, 0.5);
    v.q3 = percentileOfSorted(x, 0.75);
    const double n = static_cast<double>(x.size());
    double mean = 0.0;
    for (double e : x)
        mean += e;
    mean /= n;
    double var = 0.0;
    for (double e : x)
        var += (e - mean) * (e - mean);
    const double sigma = x.size() > 1 ? std::sqrt(var / (n - 1.0)) : 0.0;
    if (!(sigma > 0.0) || points < 2)
        return v;
    v.bandwidth = sigma * std::pow(n * 3.0 / 4.0, -0.2);
    const double h = v.bandwidth, lo = x.front(), hi = x.back();
    const double norm = 1.0 / (n * h * std::sqrt(2.0 * std::numbers::pi));
    for (int i = 0; i < points; ++i) {
        const double at = lo + (hi - lo) * i / (points - 1);
        double sum = 0.0;
        for (double e : x) {
            const double z = (at - e) / h;
            sum += std::exp(-0.5 * z * z);
        }
        v.grid.push_back(at);
        v.density.push_back(sum * norm);
    }
    return v;
}

std::vector<ViolinData> violinsByGroup(const std::vector<SampleResult>& results, const ViolinOptions& options,
                                       const GroupKey& key) {
    std::vector<ViolinData> out;
    for (const auto& [group, indices] : groupResults(results, key)) {
        std::vector<double> values;
        for (auto i : indices) {
            const auto& r = results[i];
            const auto& s = options.kind == SpeedupKind::E2e ? r.speedupE2e : r.speedupGpu;
            if (s && *s > 0 && std::isfinite(*s) &&
                (!options.correctOnly || r.status == SampleStatus::Correct))
                values.push_back(std::log2(*s));
        }
        if (values.empty())
            continue;
        auto v = violinOf(std::move(values), options.points);
        v.group = group;
        out.push_back(std::move(v));
    }
    return out;
}

} // namespace gnw
