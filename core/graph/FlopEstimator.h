#pragma once
// Per-node FLOP and memory-traffic estimates from inferred shapes (the basis for a roofline view). One FLOP
// is one multiply or add (a multiply-accumulate is 2). Bytes are what a node reads (each distinct tensor it
// takes, once) plus what it writes, from the dtypes' element sizes; views cost nothing. The formulas per
// op class are in OpCostTable.h and docs/shape-inference.md. Plain C++: testable without LibTorch.
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/graph/OpCostTable.h"

#include <string_view>
#include <vector>

namespace gnw {

struct OpCost {
    double flops = 0;
    double bytes = 0;
    CostKind kind = CostKind::Unknown;
    bool estimated = false; // false when the node's shapes are unknown (then flops = bytes = 0)
};

struct GraphCost {
    std::vector<OpCost> nodes; // one per Graph::nodes entry
    double flops = 0;
    double bytes = 0;
    int estimated = 0;   // nodes with known shapes
    int withoutRule = 0; // of those, nodes whose target has no cost rule (counted with 0 FLOPs)
};

OpCost estimateNodeCost(const Graph& graph, const GraphShapes& shapes, std::size_t node);
GraphCost estimateGraphCost(const Graph& graph, const GraphShapes& shapes);

// Bytes per element of a dtype as upstream spells it ("float32" 4, "bfloat16" 2, "bool" 1, "complex64" 8).
double elementBytes(std::string_view dtype);

} // namespace gnw
