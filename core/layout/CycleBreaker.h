#pragma once
// Makes a directed graph acyclic for layering by choosing edges to draw reversed.
#include "core/layout/Geometry.h"

#include <span>
#include <vector>

namespace gnw::layout {

// Flags (1 = reverse) the back edges of a depth-first search started from the nodes in index order. Model
// graphs list nodes in program order, so only true cycles of a lifted graph (a module used twice, tied
// weights) get reversed. Self-loops are flagged too; callers drop them.
std::vector<char> findBackEdges(int nodeCount, std::span<const Edge> edges);

} // namespace gnw::layout
