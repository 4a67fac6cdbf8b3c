#pragma once
// The module hierarchy a graph view groups nodes by: one group per dotted scope ("layer1.0.conv1" under
// "layer1.0" under "layer1") and per call (a module whose nodes are interrupted by other modules' nodes in
// program order was called again: shared blocks, tied weights), made readable for drawing: a group
// holding a single node dissolves into its parent, a group whose only content is one subgroup merges with
// it ("encoder.layer"), and a group with more members than a box should show is split into chunks.
#include <span>
#include <string>
#include <vector>

namespace gnw::layout {

struct ModuleTreeOptions {
    int maxMembers = 48; // child groups + nodes directly in a group before it is split
    int chunkSize = 32;  // members per chunk of a split group
};

struct ModuleGroup {
    std::string label; // what the box shows: "layer1.0", "conv1", "nodes 33–64" for a chunk
    std::string path;  // dotted scope; a chunk has its parent's
    int parent = -1;
    int depth = 0;           // root 0
    std::vector<int> groups; // child groups, in program order
    std::vector<int> nodes;  // nodes directly inside, in program order
    int nodeCount = 0;       // in the whole subtree
    int firstNode = 0;       // smallest node index in the subtree
    bool chunk = false;
};

class ModuleTree {
public:
    // One scope per node (as from inferScopes), nodes in program order.
    static ModuleTree build(std::span<const std::string> scopes, const ModuleTreeOptions& options = {});

    const std::vector<ModuleGroup>& groups() const { return m_groups; }
    const ModuleGroup& group(int g) const { return m_groups[g]; }
    int groupCount() const { return int(m_groups.size()); }
    int nodeCount() const { return int(m_groupOf.size()); }
    // The group directly holding a node (0 = root).
    int groupOf(int node) const { return m_groupOf[node]; }

private:
    std::vector<ModuleGroup> m_groups; // 0 is the root; parents come before their children
    std::vector<int> m_groupOf;
};

// Which groups are open (1) per group; the root is always open.
using Expansion = std::vector<char>;

// Items a layout would place: nodes and closed groups directly inside open groups.
int visibleItemCount(const ModuleTree& tree, const Expansion& expanded);
// Opens groups breadth-first, in program order, while the visible items stay within `budget`; small
// graphs open completely, large ones show their top modules.
Expansion initialExpansion(const ModuleTree& tree, int budget);
Expansion fullExpansion(const ModuleTree& tree);
// Opens every ancestor of a node so that it becomes visible; returns whether anything changed.
bool revealNode(const ModuleTree& tree, Expansion& expanded, int node);

} // namespace gnw::layout
