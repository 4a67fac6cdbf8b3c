#include "core/fault/CutPoints.h"

#include "core/fault/RangeCut.h"

namespace gnw::fault {

bool canCutAt(const ForwardBody& body, const Graph& graph, const ValueTrace& trace, std::size_t unit) {
    if (unit == 0 || unit >= body.opCount())
        return true;
    const CutPlan before = planCut(body, 0, unit);
    return trace.canCross(body, graph, before.endStatement, before.outputs);
}

std::vector<UnitRange> chainableParts(const ForwardBody& body, const Graph& graph, const ValueTrace& trace,
                                      int parts) {
    const std::size_t units = body.opCount();
    parts = std::max(1, parts);
    std::vector<std::size_t> bounds{0};
    for (int i = 1; i < parts; ++i) {
        const std::size_t want = units * static_cast<std::size_t>(i) / static_cast<std::size_t>(parts);
        const std::size_t limit = units * static_cast<std::size_t>(i + 1) / static_cast<std::size_t>(parts);
        for (std::size_t u = std::max(want, bounds.back() + 1); u < limit; ++u)
            if (canCutAt(body, graph, trace, u)) {
                bounds.push_back(u);
                break;
            }
    }
    bounds.push_back(units);
    std::vector<UnitRange> out;
    for (std::size_t i = 0; i + 1 < bounds.size(); ++i)
        if (bounds[i + 1] > bounds[i])
            out.push_back({bounds[i], bounds[i + 1]});
    return out;
}

std::optional<std::size_t> splitPoint(const ForwardBody& body, const Graph& graph, const ValueTrace& trace,
                                      UnitRange range) {
    if (range.size() < 2)
        return std::nullopt;
    const std::size_t mid = range.first + range.size() / 2;
    // Outwards from the middle; a long stretch without a cut point (a chain of size arithmetic) is rare.
    for (std::size_t d = 0; d < range.size(); ++d) {
        for (std::size_t u : {mid + d, mid - d}) {
            if (u > range.first && u < range.end && canCutAt(body, graph, trace, u))
                return u;
        }
        if (mid - d <= range.first + 1 && mid + d + 1 >= range.end)
            break;
    }
    return std::nullopt;
}

std::vector<std::string> tensorNames(const ForwardBody& body, const Graph& graph, const ValueTrace& trace,
                                     std::size_t statement, const std::vector<std::string>& names) {
    std::vector<std::string> out;
    for (const auto& name : names) {
        const auto origin = trace.originBefore(body, graph, statement, name);
        if (!origin.param.empty() || (origin.traced && origin.traced->kind == TracedKind::Tensor))
            out.push_back(name);
    }
    return out;
}

} // namespace gnw::fault
