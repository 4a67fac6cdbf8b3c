#include "core/layout/HierarchicalLayout.h"

#include <array>
#include <cmath>
#include <map>
#include <unordered_map>

namespace gnw::layout {

namespace {

constexpr double kPortWidth = 8;

// One open group's layout problem and, once solved, its drawing in content coordinates (the root's
// content coordinates are the scene's).
struct GroupLayout {
    std::vector<int> members;  // entities: node n, or group g as nodeCount + g
    std::vector<int> portKeys; // per port; local index = members.size() + i
    std::vector<char> portIsInput;
    std::unordered_map<int, int> inPort, outPort; // key (the source entity of the value) -> local index
    std::vector<Edge> edges;
    std::vector<int> edgeKeys; // per edge: the value's source entity, when it uses ports
    std::map<std::array<int, 3>, int> edgeIndex;
    std::vector<Polyline> paths; // per edge, border to border, in content coordinates
    std::vector<char> reversed;
    std::vector<Point> centers; // per local node
    Size box;
    Point contentOffset; // content origin inside the box
    Point origin;        // content origin in the scene
};

class HierarchyBuilder {
public:
    HierarchyBuilder(const HierarchyInput& in, const LayoutOptions& options, const GroupStyle& style)
        : in(in), tree(*in.tree), options(options), style(style), n(tree.nodeCount()) {}

    std::optional<HierarchyLayout> run(std::stop_token stop) {
        findVisibleGroups();
        collectEdges();
        for (int g = tree.groupCount() - 1; g >= 0; --g) {
            if (!isOpen(g))
                continue;
            if (stop.stop_requested() || !layoutGroup(g, stop))
                return std::nullopt;
        }
        placeItems();
        composeEdges();
        out.size = groups[0].box;
        return std::move(out);
    }

private:
    bool isOpen(int g) const { return shown[g] && (g == 0 || (*in.expanded)[g]); }
    bool isOpenEntity(int e) const { return e >= n && isOpen(e - n); }
    int containerOf(int e) const { return e < n ? tree.groupOf(e) : tree.group(e - n).parent; }

    void findVisibleGroups() {
        const int count = tree.groupCount();
        shown.assign(count, 0);
        closedAncestor.assign(count, -1);
        groups.resize(count);
        for (int g = 0; g < count; ++g) {
            const int parent = tree.group(g).parent;
            shown[g] = g == 0 || isOpen(parent);
            if (g > 0 && closedAncestor[parent] >= 0)
                closedAncestor[g] = closedAncestor[parent];
            else if (g > 0 && !(*in.expanded)[g])
                closedAncestor[g] = g;
        }
        localIndex.assign(n + count, -1);
        for (int g = 0; g < count; ++g) {
            if (!isOpen(g))
                continue;
            auto& members = groups[g].members;
            for (int node : tree.group(g).nodes)
                members.push_back(node);
            for (int child : tree.group(g).groups)
                members.push_back(n + child);
            for (int i = 0; i < int(members.size()); ++i)
                localIndex[members[i]] = i;
        }
    }

    int representative(int node) const {
        const int closed = closedAncestor[tree.groupOf(node)];
        return closed >= 0 ? n + closed : node;
    }

    int port(int g, int key, bool input) {
        auto& layout = groups[g];
        auto& ports = input ? layout.inPort : layout.outPort;
        const auto [it, added] = ports.emplace(key, int(layout.members.size() + layout.portKeys.size()));
        if (added) {
            layout.portKeys.push_back(key);
            layout.portIsInput.push_back(input);
        }
        return it->second;
    }

    int edge(int g, int from, int to, int key) {
        auto& layout = groups[g];
        const auto [it, added] =
            layout.edgeIndex.emplace(std::array<int, 3>{from, to, key}, int(layout.edges.size()));
        if (added) {
            layout.edges.push_back({from, to});
            layout.edgeKeys.push_back(key);
        }
        return it->second;
    }

    // Each visible edge becomes a chain of local edges: up through the open groups around its source to
    // an output port, across the innermost group holding both ends, down through input ports to its target.
    void collectEdges() {
        std::unordered_map<std::uint64_t, int> byEnds;
        for (const Edge& e : in.edges) {
            const int a = representative(e.from), b = representative(e.to);
            if (a == b)
                continue;
            const auto key = (std::uint64_t(std::uint32_t(a)) << 32) | std::uint32_t(b);
            const auto [it, added] = byEnds.emplace(key, int(visible.size()));
            if (!added) {
                ++visible[it->second].count;
                continue;
            }
            visible.push_back({a, b, 1, {}});
            auto& pieces = visible.back().pieces;
            int ca = containerOf(a), cb = containerOf(b), xa = a, xb = b;
            std::vector<std::pair<int, int>> targetSide;
            while (ca != cb) {
                if (tree.group(ca).depth >= tree.group(cb).depth) {
                    pieces.push_back({ca, edge(ca, localIndex[xa], port(ca, a, false), a)});
                    xa = n + ca;
                    ca = tree.group(ca).parent;
                } else {
                    targetSide.push_back({cb, edge(cb, port(cb, a, true), localIndex[xb], a)});
                    xb = n + cb;
                    cb = tree.group(cb).parent;
                }
            }
            const bool viaPorts = isOpenEntity(xa) || isOpenEntity(xb);
            pieces.push_back({ca, edge(ca, localIndex[xa], localIndex[xb], viaPorts ? a : -1)});
            pieces.insert(pieces.end(), targetSide.rbegin(), targetSide.rend());
        }
    }

    Size sizeOf(int entity) const {
        if (entity < n)
            return in.nodeSizes[entity];
        return isOpen(entity - n) ? groups[entity - n].box : in.closedGroupSizes[entity - n];
    }

    // x of a child group's port relative to the child's centre.
    double portOffset(int childEntity, int key, bool input) const {
        const auto& child = groups[childEntity - n];
        const auto& ports = input ? child.inPort : child.outPort;
        return child.centers[ports.at(key)].x + child.contentOffset.x - child.box.width / 2;
    }

    bool layoutGroup(int g, std::stop_token stop) {
        auto& layout = groups[g];
        const int memberCount = int(layout.members.size());
        LayeredGraph graph;
        for (int e : layout.members)
            graph.nodes.push_back(sizeOf(e));
        for (std::size_t p = 0; p < layout.portKeys.size(); ++p) {
            graph.nodes.push_back({kPortWidth, 0});
            graph.pins.resize(graph.nodes.size(), LayerPin::Free);
            graph.pins.back() = layout.portIsInput[p] ? LayerPin::First : LayerPin::Last;
        }
        graph.edges = layout.edges;
        const double nan = std::nan("");
        for (std::size_t i = 0; i < layout.edges.size(); ++i) {
            const Edge& e = layout.edges[i];
            const int key = layout.edgeKeys[i];
            const bool fromChild = e.from < memberCount && isOpenEntity(layout.members[e.from]);
            const bool toChild = e.to < memberCount && isOpenEntity(layout.members[e.to]);
            // Edges meet a port in one point, where the parent's edge ends.
            const bool fromPort = e.from >= memberCount, toPort = e.to >= memberCount;
            graph.sourcePorts.push_back(fromChild  ? portOffset(layout.members[e.from], key, false)
                                        : fromPort ? 0
                                                   : nan);
            graph.targetPorts.push_back(toChild  ? portOffset(layout.members[e.to], key, true)
                                        : toPort ? 0
                                                 : nan);
            graph.bundles.push_back(fromChild ? key + 1 : 0);
        }
        auto result = layoutLayered(graph, options, stop);
        if (!result)
            return false;
        ++out.layoutsRun;
        out.dummyCount += result->dummyCount;
        out.crossings += result->crossings.after;

        const Size content = result->size;
        if (g == 0) {
            layout.box = content;
        } else {
            const double width = std::max(content.width + 2 * style.padding, in.closedGroupSizes[g].width);
            layout.box = {width, style.header + content.height + style.padding};
            layout.contentOffset = {(width - content.width) / 2, style.header};
        }
        layout.centers = std::move(result->centers);
        layout.paths = std::move(result->edgePaths);
        layout.reversed = std::move(result->reversed);
        // Ports sit on the frame: stretch the edges that use them to its top and bottom border.
        for (std::size_t i = 0; i < layout.edges.size(); ++i) {
            auto& path = layout.paths[i];
            if (path.empty())
                continue;
            const Edge& e = layout.edges[i];
            if (e.from >= memberCount && layout.portIsInput[e.from - memberCount])
                path.insert(path.begin(), {path.front().x, -layout.contentOffset.y});
            if (e.to >= memberCount && !layout.portIsInput[e.to - memberCount])
                path.push_back({path.back().x, layout.box.height - layout.contentOffset.y});
        }
        return true;
    }

    void placeItems() {
        out.itemOfGroup.assign(tree.groupCount(), -1);
        out.itemOfNode.assign(n, -1);
        const auto topLeftOf = [&](int entity) {
            const auto& parent = groups[containerOf(entity)];
            const Point c = parent.centers[localIndex[entity]];
            const Size s = sizeOf(entity);
            return Point{parent.origin.x + c.x - s.width / 2, parent.origin.y + c.y - s.height / 2};
        };
        for (int g = 1; g < tree.groupCount(); ++g) {
            if (!isOpen(g))
                continue;
            const Point tl = topLeftOf(n + g);
            groups[g].origin = {tl.x + groups[g].contentOffset.x, tl.y + groups[g].contentOffset.y};
            out.itemOfGroup[g] = int(out.items.size());
            out.items.push_back(
                {ItemKind::OpenGroup, g, {tl.x, tl.y, groups[g].box.width, groups[g].box.height}});
        }
        for (int entity = 0; entity < n + tree.groupCount(); ++entity) {
            if (localIndex[entity] < 0 || isOpenEntity(entity))
                continue;
            const Point tl = topLeftOf(entity);
            const Size s = sizeOf(entity);
            const bool isNode = entity < n;
            (isNode ? out.itemOfNode[entity] : out.itemOfGroup[entity - n]) = int(out.items.size());
            out.items.push_back({isNode ? ItemKind::Node : ItemKind::ClosedGroup,
                                 isNode ? entity : entity - n,
                                 {tl.x, tl.y, s.width, s.height}});
        }
        for (int node = 0; node < n; ++node) {
            const int rep = representative(node);
            out.itemOfNode[node] = rep < n ? out.itemOfNode[rep] : out.itemOfGroup[rep - n];
        }
    }

    void composeEdges() {
        out.edges.reserve(visible.size());
        for (const VisibleChain& chain : visible) {
            VisibleEdge edge;
            const auto itemOf = [&](int e) { return e < n ? out.itemOfNode[e] : out.itemOfGroup[e - n]; };
            edge.from = itemOf(chain.from);
            edge.to = itemOf(chain.to);
            edge.count = chain.count;
            for (const auto& [g, local] : chain.pieces) {
                const auto& layout = groups[g];
                edge.reversed |= bool(layout.reversed[local]);
                const Polyline& path = layout.paths[local];
                if (path.empty())
                    continue;
                const auto shifted = [&](Point p) {
                    return Point{p.x + layout.origin.x, p.y + layout.origin.y};
                };
                const Point first = shifted(path.front());
                const bool joins = !edge.pieces.empty() &&
                                   std::abs(edge.pieces.back().back().x - first.x) < 0.5 &&
                                   std::abs(edge.pieces.back().back().y - first.y) < 0.5;
                if (!joins)
                    edge.pieces.emplace_back();
                for (std::size_t i = joins ? 1 : 0; i < path.size(); ++i)
                    edge.pieces.back().push_back(shifted(path[i]));
            }
            out.edges.push_back(std::move(edge));
        }
    }

    struct VisibleChain {
        int from, to, count;
        std::vector<std::pair<int, int>> pieces; // (open group, local edge), source to target
    };

    const HierarchyInput& in;
    const ModuleTree& tree;
    const LayoutOptions& options;
    const GroupStyle& style;
    const int n;
    std::vector<char> shown;
    std::vector<int> closedAncestor;
    std::vector<int> localIndex; // per entity, inside its container's layout
    std::vector<GroupLayout> groups;
    std::vector<VisibleChain> visible;
    HierarchyLayout out;
};

} // namespace

std::optional<HierarchyLayout> layoutHierarchy(const HierarchyInput& input, const LayoutOptions& options,
                                               const GroupStyle& style, std::stop_token stop) {
    return HierarchyBuilder(input, options, style).run(stop);
}

} // namespace gnw::layout
