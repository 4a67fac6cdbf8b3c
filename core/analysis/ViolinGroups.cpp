#include "core/analysis/ViolinGroups.h"

#include <algorithm>
#include <cmath>

namespace gnw {

std::vector<ViolinGroup> violinGroups(const CurveSet& set, bool correctOnly, int points) {
    std::vector<ViolinGroup> out;
    for (const auto& curve : set.curves) {
        ViolinGroup group;
        std::vector<double> values;
        for (const auto ref : curve.members) {
            const auto& r = set.result(ref);
            const auto& s = set.speedup == SpeedupKind::E2e ? r.speedupE2e : r.speedupGpu;
            if (!s || !(*s > 0) || !std::isfinite(*s) || (correctOnly && r.status != SampleStatus::Correct))
                continue;
            values.push_back(std::log2(*s));
            group.members.push_back(ref);
        }
        if (values.empty())
            continue;
        group.violin = violinOf(std::move(values), points);
        group.violin.group = curve.name;
        out.push_back(std::move(group));
    }
    return out;
}

void orderViolins(std::vector<ViolinGroup>& groups, ViolinOrder order,
                  const std::vector<std::string>& custom) {
    const auto byName = [](const ViolinGroup& a, const ViolinGroup& b) {
        return a.violin.group < b.violin.group;
    };
    switch (order) {
    case ViolinOrder::Name:
        std::stable_sort(groups.begin(), groups.end(), byName);
        break;
    case ViolinOrder::Median:
        std::stable_sort(groups.begin(), groups.end(), [](const ViolinGroup& a, const ViolinGroup& b) {
            return a.violin.median > b.violin.median;
        });
        break;
    case ViolinOrder::Custom: {
        const auto rank = [&](const ViolinGroup& g) {
            return std::find(custom.begin(), custom.end(), g.violin.group) - custom.begin();
        };
        std::stable_sort(groups.begin(), groups.end(), [&](const ViolinGroup& a, const ViolinGroup& b) {
            const auto ra = rank(a), rb = rank(b);
            return ra != rb ? ra < rb : byName(a, b);
        });
        break;
    }
    }
}

std::pair<double, double> whiskerRange(const ViolinData& violin) {
    const auto& x = violin.values;
    if (x.empty())
        return {0, 0};
    const double reach = 1.5 * (violin.q3 - violin.q1);
    const auto lo = std::lower_bound(x.begin(), x.end(), violin.q1 - reach);
    const auto hi = std::upper_bound(x.begin(), x.end(), violin.q3 + reach);
    return {lo == x.end() ? violin.q1 : std::min(*lo, violin.q1),
            hi == x.begin() ? violin.q3 : std::max(*(hi - 1), violin.q3)};
}

} // namespace gnw
