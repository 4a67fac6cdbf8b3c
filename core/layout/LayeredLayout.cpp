#include "core/layout/LayeredLayout.h"

#include "core/layout/CycleBreaker.h"
#include "core/layout/ProperGraph.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gnw::layout {

namespace {

// Where each real node's edges attach: neighbours (real or dummy) in the adjacent layer get evenly spaced
// ports over the middle of the side, in their left-to-right order, so edges leave without crossing.
struct AutoPorts {
    std::vector<std::vector<std::pair<int, double>>> bottom, top; // (neighbour, x offset) per real node

    // Sorted by neighbour id, for nodes with thousands of users.
    static double lookup(const std::vector<std::pair<int, double>>& ports, int neighbour) {
        const auto it =
            std::lower_bound(ports.begin(), ports.end(), std::pair<int, double>{neighbour, -1e300});
        return it != ports.end() && it->first == neighbour ? it->second : 0;
    }
};

AutoPorts computePorts(const ProperGraph& g, const std::vector<double>& x) {
    AutoPorts ports;
    ports.bottom.resize(g.realCount);
    ports.top.resize(g.realCount);
    std::vector<int> nbrs;
    const auto spread = [&](int v, std::span<const int> adj, std::vector<std::pair<int, double>>& out) {
        nbrs.assign(adj.begin(), adj.end());
        std::sort(nbrs.begin(), nbrs.end(), [&](int a, int b) { return x[a] < x[b]; });
        const double k = double(nbrs.size());
        for (int i = 0; i < int(nbrs.size()); ++i)
            out.push_back({nbrs[i], g.width[v] * 0.6 * ((i + 0.5) / k - 0.5)});
        std::sort(out.begin(), out.end());
    };
    for (int v = 0; v < g.realCount; ++v) {
        spread(v, g.downOf(v), ports.bottom[v]);
        spread(v, g.upOf(v), ports.top[v]);
    }
    return ports;
}

void dropStraightRuns(Polyline& line) {
    std::size_t out = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const bool middleOfRun =
            out >= 1 && i + 1 < line.size() && line[out - 1].x == line[i].x && line[i + 1].x == line[i].x;
        if (!middleOfRun)
            line[out++] = line[i];
    }
    line.resize(out);
}

double portAt(const std::vector<double>& ports, std::size_t edge) {
    return edge < ports.size() ? ports[edge] : std::numeric_limits<double>::quiet_NaN();
}

} // namespace

std::optional<LayeredLayout> layoutLayered(const LayeredGraph& graph, const LayoutOptions& options,
                                           std::stop_token stop) {
    const int n = int(graph.nodes.size());
    LayeredLayout out;
    out.reversed = findBackEdges(n, graph.edges);
    std::vector<Edge> oriented(graph.edges.size());
    for (std::size_t e = 0; e < graph.edges.size(); ++e) {
        const Edge& edge = graph.edges[e];
        const bool selfLoop = edge.from == edge.to;
        if (selfLoop)
            out.reversed[e] = 0;
        oriented[e] = out.reversed[e] ? Edge{edge.to, edge.from} : edge;
    }
    std::vector<Edge> layeringEdges;
    layeringEdges.reserve(oriented.size());
    for (const Edge& e : oriented)
        if (e.from != e.to)
            layeringEdges.push_back(e);
    out.layers = assignLayers(n, layeringEdges, graph.pins);

    ProperGraph g = buildProperGraph(out.layers, graph.nodes, oriented, graph.bundles);
    out.layerCount = int(g.layers.size());
    out.dummyCount = g.nodeCount() - n;
    if (stop.stop_requested())
        return std::nullopt;
    out.crossings = reduceCrossings(g, options.crossings, stop);
    if (stop.stop_requested())
        return std::nullopt;
    std::vector<double> x = assignCoordinates(g, options.spacing);

    double left = std::numeric_limits<double>::infinity(), right = 0;
    for (int v = 0; v < g.nodeCount(); ++v)
        left = std::min(left, x[v] - g.width[v] / 2);
    for (int v = 0; v < g.nodeCount(); ++v) {
        x[v] -= left;
        right = std::max(right, x[v] + g.width[v] / 2);
    }

    std::vector<double> layerTop(out.layerCount + 1, 0), layerHeight(out.layerCount, 0);
    for (int v = 0; v < n; ++v)
        layerHeight[out.layers[v]] = std::max(layerHeight[out.layers[v]], graph.nodes[v].height);
    for (int l = 0; l < out.layerCount; ++l)
        layerTop[l + 1] = layerTop[l] + layerHeight[l] + options.rankSep;
    out.size = {n > 0 ? right : 0, out.layerCount > 0 ? layerTop[out.layerCount] - options.rankSep : 0};
    out.centers.resize(n);
    for (int v = 0; v < n; ++v)
        out.centers[v] = {x[v], layerTop[out.layers[v]] + layerHeight[out.layers[v]] / 2};

    const AutoPorts ports = computePorts(g, x);
    out.edgePaths.resize(graph.edges.size());
    for (std::size_t e = 0; e < graph.edges.size(); ++e) {
        const auto path = g.pathOf(int(e));
        if (path.size() < 2)
            continue;
        const int upper = path.front(), lower = path.back();
        const bool rev = out.reversed[e];
        double upperPort = portAt(rev ? graph.targetPorts : graph.sourcePorts, e);
        double lowerPort = portAt(rev ? graph.sourcePorts : graph.targetPorts, e);
        if (rev || std::isnan(upperPort))
            upperPort = AutoPorts::lookup(ports.bottom[upper], path[1]);
        if (rev || std::isnan(lowerPort))
            lowerPort = AutoPorts::lookup(ports.top[lower], path[path.size() - 2]);
        Polyline& line = out.edgePaths[e];
        line.reserve(2 * path.size());
        line.push_back({x[upper] + upperPort, out.centers[upper].y + graph.nodes[upper].height / 2});
        for (std::size_t i = 1; i + 1 < path.size(); ++i) {
            const int l = g.layerOf[path[i]];
            line.push_back({x[path[i]], layerTop[l]});
            line.push_back({x[path[i]], layerTop[l] + layerHeight[l]});
        }
        line.push_back({x[lower] + lowerPort, out.centers[lower].y - graph.nodes[lower].height / 2});
        dropStraightRuns(line);
        if (rev)
            std::reverse(line.begin(), line.end());
    }
    return out;
}

} // namespace gnw::layout
