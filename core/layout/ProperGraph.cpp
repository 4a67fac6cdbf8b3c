#include "core/layout/ProperGraph.h"

#include <algorithm>
#include <numeric>

namespace gnw::layout {

void ProperGraph::renumberPositions() {
    for (const auto& l : layers)
        for (int i = 0; i < int(l.size()); ++i)
            pos[l[i]] = i;
}

namespace {

// Compressed adjacency from (a, b) pairs, keyed by a.
void compress(int nodeCount, const std::vector<std::pair<int, int>>& pairs, std::vector<int>& start,
              std::vector<int>& target) {
    start.assign(nodeCount + 1, 0);
    for (const auto& [a, b] : pairs)
        ++start[a + 1];
    for (int v = 0; v < nodeCount; ++v)
        start[v + 1] += start[v];
    target.resize(pairs.size());
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (const auto& [a, b] : pairs)
        target[fill[a]++] = b;
}

} // namespace

ProperGraph buildProperGraph(std::span<const int> layer, std::span<const Size> sizes,
                             std::span<const Edge> edges, std::span<const int> bundles) {
    ProperGraph g;
    g.realCount = int(layer.size());
    g.layerOf.assign(layer.begin(), layer.end());
    g.width.resize(layer.size());
    for (std::size_t v = 0; v < layer.size(); ++v)
        g.width[v] = sizes[v].width;
    g.chainSource.resize(layer.size());
    std::iota(g.chainSource.begin(), g.chainSource.end(), 0);

    // Visit edges grouped by (source, bundle) with the deepest target last, extending one chain per group.
    std::vector<int> byChain(edges.size());
    std::iota(byChain.begin(), byChain.end(), 0);
    const auto bundleOf = [&](int e) { return e < int(bundles.size()) ? bundles[e] : 0; };
    std::sort(byChain.begin(), byChain.end(), [&](int a, int b) {
        if (edges[a].from != edges[b].from)
            return edges[a].from < edges[b].from;
        if (bundleOf(a) != bundleOf(b))
            return bundleOf(a) < bundleOf(b);
        if (layer[edges[a].to] != layer[edges[b].to])
            return layer[edges[a].to] < layer[edges[b].to];
        return a < b;
    });

    std::vector<std::pair<int, int>> links; // (upper, lower)
    std::vector<std::vector<int>> paths(edges.size());
    std::vector<int> chain; // chain[k] = node at layer layer[source] + k
    for (std::size_t i = 0; i < byChain.size(); ++i) {
        const int e = byChain[i];
        const Edge& edge = edges[e];
        const bool newChain =
            i == 0 || edges[byChain[i - 1]].from != edge.from || bundleOf(byChain[i - 1]) != bundleOf(e);
        if (newChain)
            chain.assign(1, edge.from);
        const int top = layer[edge.from];
        const int span = layer[edge.to] - top;
        if (span <= 0)
            continue;
        while (int(chain.size()) < span) {
            const int d = int(g.layerOf.size());
            g.layerOf.push_back(top + int(chain.size()));
            g.width.push_back(0);
            g.chainSource.push_back(edge.from);
            links.push_back({chain.back(), d});
            chain.push_back(d);
        }
        links.push_back({chain[span - 1], edge.to});
        paths[e].assign(chain.begin(), chain.begin() + span);
        paths[e].push_back(edge.to);
    }
    std::sort(links.begin(), links.end());
    links.erase(std::unique(links.begin(), links.end()), links.end());

    const int n = g.nodeCount();
    compress(n, links, g.downStart, g.down);
    for (auto& [a, b] : links)
        std::swap(a, b);
    std::sort(links.begin(), links.end());
    compress(n, links, g.upStart, g.up);

    g.pathStart.assign(edges.size() + 1, 0);
    for (std::size_t e = 0; e < edges.size(); ++e)
        g.pathStart[e + 1] = g.pathStart[e] + int(paths[e].size());
    g.pathNodes.reserve(g.pathStart.back());
    for (const auto& p : paths)
        g.pathNodes.insert(g.pathNodes.end(), p.begin(), p.end());

    // Initial order: real nodes in index (program) order and dummies next to the nodes of their chain's
    // source; program order is close to a depth-first order, a good start for the sweeps.
    int layerCount = 0;
    for (int v = 0; v < n; ++v)
        layerCount = std::max(layerCount, g.layerOf[v] + 1);
    g.layers.assign(layerCount, {});
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return g.chainSource[a] < g.chainSource[b]; });
    for (int v : order)
        g.layers[g.layerOf[v]].push_back(v);
    g.pos.assign(n, 0);
    g.renumberPositions();
    return g;
}

} // namespace gnw::layout
