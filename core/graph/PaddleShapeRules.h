#pragma once
// Paddle's shape rules for the common ops of GraphNet's Paddle graphs: the result shapes of one `pd_op.*`
// node from its operands' shapes and its integer arguments, as Paddle's InferMeta computes them (conv2d and
// pool2d windows under the padding algorithms, matmul with transposes and batch broadcast, reshape with 0 and
// -1, slice, split, concat, reductions, interpolation, ...). What PaddleExtents.h fills the comments' dynamic
// extents with. An extent a rule cannot know is -1. Plain C++.
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace gnw {

using PaddleDims = std::vector<std::int64_t>;

// What a rule reads of one node: its operands' shapes (concrete as far as resolution got) and the values of
// its integer arguments (literals, or integer tensors whose values the graph computes from shapes).
struct PaddleOpView {
    const GraphNode& node;
    std::function<const ValueShape*(const GraphArg&)> shape;
    std::function<std::optional<PaddleDims>(const GraphArg&)> values;
    const ValueShape* first = nullptr; // operand 0
    PaddleDims x;                      // its shape when it is a tensor

    PaddleOpView(const GraphNode& node, std::function<const ValueShape*(const GraphArg&)> shape,
                 std::function<std::optional<PaddleDims>(const GraphArg&)> values);
    bool hasX() const { return first && first->isTensor(); }
    const ValueShape* operand(std::size_t k) const;
    std::optional<PaddleDims> ints(std::size_t k) const;
    std::optional<std::int64_t> integer(std::size_t k) const; // a one-element ints(k)
    std::string_view text(std::size_t k) const;               // a string literal, else empty
    bool flag(std::size_t k) const;                           // a True literal
};

// The shapes of the node's results in the pd_op comment's order (a vector result's items one by one), as far
// as the rule for `op` (the `paddle._C_ops.<op>` name; "getitem" for builtin.split's results) goes; empty
// when there is no rule or it has no answer.
std::vector<PaddleDims> paddleResultShapes(const PaddleOpView& in, std::string_view op);

// The number of elements of dims[from, end); -1 when one of them is dynamic.
std::int64_t paddleNumel(const PaddleDims& dims, std::size_t from = 0);

} // namespace gnw
