#pragma once
// Generated graphs for layout tests and benchmarks, shaped like the dataset's (program order, module
// scopes, long edges from shared inputs). Deterministic for a seed.
#include "core/layout/Geometry.h"

#include <string>
#include <vector>

namespace gnw::layout {

struct SyntheticGraph {
    std::vector<std::string> scopes; // per node; "" for graph inputs and outputs and for unscoped ops
    std::vector<char> inferable;     // per node: an op without a module of its own
    std::vector<Edge> edges;
    std::vector<Size> sizes;
};

// About `nodeCount` nodes of a decoder-only transformer as dynamo writes it: embeddings, blocks
// model.layers.<i> (norms, q/k/v/o projections, the reshapes and score ops between them without a module,
// a mask input read by every block, residual adds, an MLP), a final norm and head. 29 nodes per block.
SyntheticGraph makeTransformerGraph(int nodeCount, unsigned seed);

// A random DAG in program order: every node reads 1..maxInputs earlier nodes, mostly from the `window`
// nodes before it, sometimes from anywhere before (skip connections). No scopes.
SyntheticGraph makeRandomDag(int nodeCount, int maxInputs, int window, unsigned seed);

} // namespace gnw::layout
