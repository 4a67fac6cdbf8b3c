#pragma once
// Horizontal coordinates for an ordered layered graph: Brandes and Köpf, "Fast and Simple Horizontal
// Coordinate Assignment" (GD 2001), with the class-shift correction of Brandes, Walter and Zink (2020).
#include "core/layout/ProperGraph.h"

#include <vector>

namespace gnw::layout {

struct Spacing {
    double nodeSep = 24; // between two real nodes of a layer
    double edgeSep = 10; // between two dummies (parallel edges)
};

// Centre x of every node (real and dummy). Four alignments (up/down × left/right) place each block of
// vertically aligned nodes (a real node with its median neighbours, long edges kept straight) as far to one
// side as the ordering allows; the result is the average median of the four, narrowest one as reference.
// Neighbours in a layer are always at least their half widths plus the separation apart. O(V + E).
std::vector<double> assignCoordinates(const ProperGraph& g, const Spacing& spacing);

} // namespace gnw::layout
