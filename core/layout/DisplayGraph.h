#pragma once
// What the graph view draws of a Graph IR: one node per op in program order, one per graph input that
// carries data (weights and buffers are shown as arguments of the ops that read them, not as nodes; unused
// SymInts are left out), one for the returned values; data edges between them; and the scope each node
// is grouped under.
#include "core/graph/Graph.h"
#include "core/layout/Geometry.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::layout {

enum class DisplayKind : std::uint8_t { Input, Op, Output };

struct DisplayNode {
    DisplayKind kind = DisplayKind::Op;
    int source = -1;   // Graph::nodes index (Op) or Graph::inputs index (Input); -1 for the output
    std::string title; // short op name ("conv2d", "view", "add"), the input's name, "output"
    std::string name;  // the values it defines, comma separated; empty for a discarded result
    std::string scope; // grouping scope: the module of the weights it reads, else inferred (ScopeInference)
    int line = 0;      // first source line, 1-based; 0 when unknown (the output)
    int endLine = 0;
};

struct DisplayGraph {
    std::vector<DisplayNode> nodes; // inputs, then ops in program order, then the output
    std::vector<Edge> edges;        // one per connected pair
    std::vector<int> nodeOfOp;      // Graph::nodes index -> display node
    std::vector<int> nodeOfInput;   // Graph::inputs index -> display node, -1 when not drawn
};

DisplayGraph makeDisplayGraph(const Graph& graph);

// "torch._C._nn.linear" -> "linear", "Tensor.view" -> "view", "operator.getitem" -> "getitem".
std::string_view shortTargetName(std::string_view target);

// Inputs that are model state rather than data: module parameters and buffers (torch) and Paddle's
// parameter_<i>.
bool isWeightInput(const GraphInput& input);

} // namespace gnw::layout
