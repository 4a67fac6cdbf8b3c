#pragma once
// A layered graph whose edges all join adjacent layers: long edges run through dummy nodes. Out-edges of
// one node that share a bundle key share one dummy chain down to their deepest target, so a value used by
// every block (attention mask, position ids) costs one chain instead of one per use.
#include "core/layout/Geometry.h"

#include <span>
#include <vector>

namespace gnw::layout {

struct ProperGraph {
    int realCount = 0;
    std::vector<int> layerOf;             // per node, real ones first, then dummies
    std::vector<double> width;            // dummies: 0
    std::vector<int> chainSource;         // dummies: the real node whose chain they belong to; real: itself
    std::vector<std::vector<int>> layers; // node ids in left-to-right order
    std::vector<int> pos;                 // index of each node inside its layer

    // Adjacency between neighbouring layers, compressed (offsets have nodeCount()+1 entries).
    std::vector<int> upStart, up, downStart, down;

    // Per input edge: the nodes it passes from its upper to its lower end (both real ends included).
    std::vector<int> pathStart, pathNodes;

    int nodeCount() const { return int(layerOf.size()); }
    bool isDummy(int v) const { return v >= realCount; }
    std::span<const int> upOf(int v) const { return {up.data() + upStart[v], up.data() + upStart[v + 1]}; }
    std::span<const int> downOf(int v) const {
        return {down.data() + downStart[v], down.data() + downStart[v + 1]};
    }
    std::span<const int> pathOf(int edge) const {
        return {pathNodes.data() + pathStart[edge], pathNodes.data() + pathStart[edge + 1]};
    }
    void renumberPositions();
};

// `edges` are oriented downwards (layer[from] < layer[to]); same-layer edges get an empty path.
// `bundles` (optional, per edge) separates chains of the same source that must not be shared.
ProperGraph buildProperGraph(std::span<const int> layer, std::span<const Size> sizes,
                             std::span<const Edge> edges, std::span<const int> bundles);

} // namespace gnw::layout
