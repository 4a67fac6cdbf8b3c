#pragma once
// Concrete extents for the dynamic dims of a Paddle graph. The pd_op comments were written when the graph was
// captured with dynamic batch and image sizes: 517 of upstream's 981 Paddle graphs have `-1` extents
// (`pd_op.conv2d: (-1x40x-1x-1xf32) <- (-1x3x-1x-1xf32, ...)`), while the sample's inputs are concrete
// (input_meta.py: 250x3x160x160) and a run uses them. Counted as 1, such a graph's FLOPs and bytes were off
// by up to four orders of magnitude. The resolver recomputes each op's result shapes from its operands'
// (already concrete) shapes and integer arguments with Paddle's shape rules (PaddleShapeRules.h) and fills
// the comment's `-1`s with them; where a rule has no answer (a data-dependent extent, an op without a rule)
// the `-1` stays. Plain C++, no Paddle, no LibTorch.
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/graph/PaddleShapeRules.h"
#include "core/tensor/TensorMeta.h"

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace gnw {

// What the resolver did over a graph (or, summed, a dataset): the measure of its coverage, and a self-check:
// where the comment has a concrete extent and a rule computed it too, they must agree.
struct DynamicExtentStats {
    long long dynamic = 0;    // -1 extents in the comments' tensor results
    long long resolved = 0;   // of those, filled by a rule
    long long checked = 0;    // concrete comment extents a rule also computed
    long long mismatched = 0; // of those, where the rule disagreed (the node then keeps the comment's shapes)
    std::map<std::string, long long> unresolvedByOp; // pd_op name -> extents left at -1
    std::map<std::string, long long> mismatchedByOp; // pd_op name -> nodes whose rule disagreed
    // pd_op name -> nodes left with -1 extents although every operand is concrete: where a rule is missing
    // or has no answer (the others only inherit an unknown extent from such a node).
    std::map<std::string, long long> rootsByOp;
    std::map<std::string, int> rootLineByOp; // pd_op name -> model.py line of the graph's first such node

    DynamicExtentStats& operator+=(const DynamicExtentStats& other);
};

class PaddleExtentResolver {
public:
    PaddleExtentResolver(const Graph& graph, GraphShapes& shapes) : m_graph(graph), m_shapes(shapes) {}

    // The integer inputs whose values the metas give (`data = [140]`): a dynamic reshape or arange reads
    // them.
    void knowInputValues(const std::vector<TensorMeta>& metas);

    // Node `index`'s comment shapes are set and its operands' extents resolved as far as they go: fill the
    // node's -1 extents. Call in program order.
    void resolve(std::size_t index);

    const DynamicExtentStats& stats() const { return m_stats; }

private:
    PaddleOpView view(const GraphNode& node) const;
    // An argument's integer values: a literal, a list of them (Paddle's builtin.combine included), or a
    // tracked tensor.
    std::optional<PaddleDims> valuesOf(const GraphArg& arg) const;
    void trackValues(const GraphNode& node, const std::string& op);

    const Graph& m_graph;
    GraphShapes& m_shapes;
    DynamicExtentStats m_stats;
    // The contents of small integer tensors whose values the graph computes from shapes (pd_op.shape64,
    // full, slice, stack, ...), by value index: what a dynamic reshape, expand or tile reads its shape from.
    std::unordered_map<std::int32_t, PaddleDims> m_known;
};

} // namespace gnw
