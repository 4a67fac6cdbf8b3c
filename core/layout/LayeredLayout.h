#pragma once
// Layered (Sugiyama) drawing of a directed graph, data flowing top to bottom: cycle breaking, longest-path
// layering, dummy chains for long edges, barycentric crossing reduction, Brandes–Köpf coordinates, and edge
// polylines through the dummies. Plain C++, safe to run on a worker thread and cancellable.
#include "core/layout/CoordinateAssignment.h"
#include "core/layout/CrossingReduction.h"
#include "core/layout/Geometry.h"
#include "core/layout/Layering.h"

#include <optional>
#include <stop_token>
#include <vector>

namespace gnw::layout {

struct LayeredGraph {
    std::vector<Size> nodes;
    std::vector<Edge> edges;
    std::vector<LayerPin> pins; // optional, per node
    std::vector<int> bundles; // optional, per edge: a node's out-edges with equal keys share one dummy chain
    // Optional, per edge: x offset from the centre of the source (target) where the edge leaves (enters);
    // NaN or absent spreads the node's edges over its bottom (top) side in the order of their neighbours.
    std::vector<double> sourcePorts;
    std::vector<double> targetPorts;
};

struct LayoutOptions {
    Spacing spacing;
    double rankSep = 40; // vertical gap between layers
    CrossingOptions crossings;
};

struct LayeredLayout {
    std::vector<Point> centers;      // per node; the drawing's top-left corner is (0, 0)
    std::vector<int> layers;         // per node
    std::vector<Polyline> edgePaths; // per edge, source border to target border; empty for self-loops
    std::vector<char> reversed;      // per edge: drawn against the flow to break a cycle
    Size size;
    CrossingReport crossings;
    int layerCount = 0;
    int dummyCount = 0;
};

// nullopt when `stop` was requested before the layout finished.
std::optional<LayeredLayout> layoutLayered(const LayeredGraph& graph, const LayoutOptions& options,
                                           std::stop_token stop = {});

} // namespace gnw::layout
