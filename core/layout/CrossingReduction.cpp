#include "core/layout/CrossingReduction.h"

#include <algorithm>
#include <span>

namespace gnw::layout {

long long countCrossings(const ProperGraph& g, int upper) {
    const auto& top = g.layers[upper];
    const int width = int(g.layers[upper + 1].size());
    if (width < 2)
        return 0;
    // Lower end positions in the order of (upper position, lower position); crossings are its inversions.
    std::vector<int> ends;
    std::vector<int> scratch;
    for (int u : top) {
        scratch.clear();
        for (int w : g.downOf(u))
            scratch.push_back(g.pos[w]);
        std::sort(scratch.begin(), scratch.end());
        ends.insert(ends.end(), scratch.begin(), scratch.end());
    }
    // Fenwick tree over lower positions, counting ends already seen to the right of each new one.
    std::vector<int> tree(width + 1, 0);
    long long crossings = 0;
    for (std::size_t i = 0; i < ends.size(); ++i) {
        int atOrLeft = 0;
        for (int k = ends[i] + 1; k > 0; k -= k & -k)
            atOrLeft += tree[k];
        crossings += static_cast<long long>(i) - atOrLeft;
        for (int k = ends[i] + 1; k <= width; k += k & -k)
            ++tree[k];
    }
    return crossings;
}

long long countCrossings(const ProperGraph& g) {
    long long total = 0;
    for (int l = 0; l + 1 < int(g.layers.size()); ++l)
        total += countCrossings(g, l);
    return total;
}

namespace {

void sortByBarycenter(ProperGraph& g, int l, bool downward, std::vector<std::pair<double, int>>& keys) {
    auto& layer = g.layers[l];
    keys.clear();
    for (int v : layer) {
        const auto nbrs = downward ? g.upOf(v) : g.downOf(v);
        double key = g.pos[v]; // nodes without neighbours there keep their place
        if (!nbrs.empty()) {
            double sum = 0;
            for (int u : nbrs)
                sum += g.pos[u];
            key = sum / double(nbrs.size());
        }
        keys.push_back({key, v});
    }
    std::stable_sort(keys.begin(), keys.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (int i = 0; i < int(layer.size()); ++i) {
        layer[i] = keys[i].second;
        g.pos[layer[i]] = i;
    }
}

void neighbourPositions(const ProperGraph& g, std::span<const int> nbrs, std::vector<int>& out) {
    out.clear();
    for (int n : nbrs)
        out.push_back(g.pos[n]);
    std::sort(out.begin(), out.end());
}

// Crossings among the edges of u and v into one neighbouring layer when u stands left of v: pairs of
// neighbour positions a (of u) > b (of v). Both lists sorted.
long long pairCrossings(const std::vector<int>& ofU, const std::vector<int>& ofV) {
    long long crossings = 0;
    std::size_t i = 0;
    for (int b : ofV) {
        while (i < ofU.size() && ofU[i] <= b)
            ++i;
        crossings += static_cast<long long>(ofU.size() - i);
    }
    return crossings;
}

// Swaps neighbours in a layer where that removes crossings with both adjacent layers (dot's transpose).
bool transpose(ProperGraph& g) {
    std::vector<int> upU, upV, downU, downV;
    bool improved = false;
    for (auto& layer : g.layers) {
        for (int i = 0; i + 1 < int(layer.size()); ++i) {
            const int u = layer[i], v = layer[i + 1];
            neighbourPositions(g, g.upOf(u), upU);
            neighbourPositions(g, g.upOf(v), upV);
            neighbourPositions(g, g.downOf(u), downU);
            neighbourPositions(g, g.downOf(v), downV);
            const long long kept = pairCrossings(upU, upV) + pairCrossings(downU, downV);
            const long long swapped = pairCrossings(upV, upU) + pairCrossings(downV, downU);
            if (swapped < kept) {
                std::swap(layer[i], layer[i + 1]);
                g.pos[u] = i + 1;
                g.pos[v] = i;
                improved = true;
            }
        }
    }
    return improved;
}

} // namespace

CrossingReport reduceCrossings(ProperGraph& g, const CrossingOptions& options, std::stop_token stop) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + options.budget;
    CrossingReport report;
    report.before = countCrossings(g);
    report.after = report.before;
    auto best = g.layers;
    std::vector<std::pair<double, int>> keys;
    int sinceBest = 0;
    const int layerCount = int(g.layers.size());
    for (int sweep = 0; sweep < options.maxSweeps && report.after > 0 && sinceBest < 4; ++sweep) {
        if (stop.stop_requested() || Clock::now() > deadline)
            break;
        const bool downward = sweep % 2 == 0;
        if (downward)
            for (int l = 1; l < layerCount; ++l)
                sortByBarycenter(g, l, true, keys);
        else
            for (int l = layerCount - 2; l >= 0; --l)
                sortByBarycenter(g, l, false, keys);
        for (int pass = 0; pass < 4 && Clock::now() < deadline && transpose(g); ++pass) {
        }
        ++report.sweeps;
        const long long crossings = countCrossings(g);
        if (crossings < report.after) {
            report.after = crossings;
            best = g.layers;
            sinceBest = 0;
        } else {
            ++sinceBest;
        }
    }
    g.layers = std::move(best);
    g.renumberPositions();
    return report;
}

} // namespace gnw::layout
