#pragma once
// Layout of a graph grouped by a ModuleTree with some groups open: every open group is laid out on its
// own (innermost first) with its members (nodes, closed group boxes, open groups of known size) and ports
// for the values crossing its border, then placed as one box in its parent. No single layered layout has
// to place the whole graph, and edges entering a group run to their node through the group's own layout.
#include "core/layout/LayeredLayout.h"
#include "core/layout/ModuleTree.h"

#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace gnw::layout {

struct GroupStyle {
    double padding = 14; // inside an open group's frame, left, right and bottom
    double header = 26;  // above an open group's content, for its title
};

struct HierarchyInput {
    const ModuleTree* tree = nullptr;
    const Expansion* expanded = nullptr;
    std::span<const Size> nodeSizes; // per node
    std::span<const Size>
        closedGroupSizes;        // per group: its box when closed; an open frame is at least as wide
    std::span<const Edge> edges; // between nodes
};

enum class ItemKind : std::uint8_t { Node, ClosedGroup, OpenGroup };

struct PlacedItem {
    ItemKind kind = ItemKind::Node;
    int index = 0; // node or group
    Rect rect;
};

struct VisibleEdge {
    int from = 0; // items
    int to = 0;
    int count = 0; // node edges it stands for
    bool reversed = false;
    std::vector<Polyline> pieces; // usually one; a cycle through a group border can leave a gap
};

struct HierarchyLayout {
    std::vector<PlacedItem> items; // open group frames first, parents before children
    std::vector<VisibleEdge> edges;
    std::vector<int> itemOfNode;  // per node: the item showing it (itself or its closed group)
    std::vector<int> itemOfGroup; // per group: its item, -1 for the root and for groups inside closed ones
    Size size;
    int layoutsRun = 0;
    int dummyCount = 0;
    long long crossings = 0;
};

// nullopt when `stop` was requested.
std::optional<HierarchyLayout> layoutHierarchy(const HierarchyInput& input, const LayoutOptions& options,
                                               const GroupStyle& style = {}, std::stop_token stop = {});

} // namespace gnw::layout
