#include "core/layout/Layering.h"

#include <algorithm>
#include <limits>

namespace gnw::layout {

std::vector<int> assignLayers(int nodeCount, std::span<const Edge> edges, std::span<const LayerPin> pins) {
    const auto pinOf = [&](int v) { return v < int(pins.size()) ? pins[v] : LayerPin::Free; };
    std::vector<int> outStart(nodeCount + 1, 0), inDegree(nodeCount, 0);
    for (const Edge& e : edges) {
        ++outStart[e.from + 1];
        ++inDegree[e.to];
    }
    for (int v = 0; v < nodeCount; ++v)
        outStart[v + 1] += outStart[v];
    std::vector<int> succ(edges.size());
    {
        std::vector<int> fill(outStart.begin(), outStart.end() - 1);
        for (const Edge& e : edges)
            succ[fill[e.from]++] = e.to;
    }

    // Kahn's order; nodes of a cycle (a caller error) are appended in index order so layering still ends.
    std::vector<int> order;
    order.reserve(nodeCount);
    std::vector<int> remaining = inDegree;
    for (int v = 0; v < nodeCount; ++v)
        if (remaining[v] == 0)
            order.push_back(v);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (int s = outStart[order[i]]; s < outStart[order[i] + 1]; ++s)
            if (--remaining[succ[s]] == 0)
                order.push_back(succ[s]);
    if (int(order.size()) < nodeCount)
        for (int v = 0; v < nodeCount; ++v)
            if (remaining[v] > 0)
                order.push_back(v);

    std::vector<int> layer(nodeCount, 0);
    for (int v : order)
        for (int s = outStart[v]; s < outStart[v + 1]; ++s)
            layer[succ[s]] = std::max(layer[succ[s]], layer[v] + 1);

    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const int v = *it;
        const int outDegree = outStart[v + 1] - outStart[v];
        if (pinOf(v) != LayerPin::Free || outDegree == 0 || inDegree[v] >= outDegree)
            continue;
        int lowest = std::numeric_limits<int>::max();
        for (int s = outStart[v]; s < outStart[v + 1]; ++s)
            lowest = std::min(lowest, layer[succ[s]]);
        layer[v] = std::max(layer[v], lowest - 1);
    }

    int deepest = -1;
    for (int v = 0; v < nodeCount; ++v) {
        if (pinOf(v) == LayerPin::First)
            layer[v] = 0;
        if (pinOf(v) != LayerPin::Last)
            deepest = std::max(deepest, layer[v]);
    }
    for (int v = 0; v < nodeCount; ++v)
        if (pinOf(v) == LayerPin::Last)
            layer[v] = deepest + 1;
    return layer;
}

} // namespace gnw::layout
