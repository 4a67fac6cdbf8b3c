#pragma once
// Longest-path layering: every edge points from a lower to a higher layer (data flows top to bottom).
#include "core/layout/Geometry.h"

#include <cstdint>
#include <span>
#include <vector>

namespace gnw::layout {

enum class LayerPin : std::uint8_t {
    Free,
    First, // top layer (a group's input ports)
    Last,  // a layer of its own below everything else (a group's output ports)
};

// `edges` must be acyclic. Each node sits one layer below its deepest predecessor; then, bottom-up, a node
// with fewer inputs than outputs (constants, masks, position ids) moves down to just above its first
// consumer, which shortens long edges without lengthening others. Returns one layer per node, starting at 0.
std::vector<int> assignLayers(int nodeCount, std::span<const Edge> edges, std::span<const LayerPin> pins);

} // namespace gnw::layout
