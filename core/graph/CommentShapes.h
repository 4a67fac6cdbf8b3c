#pragma once
// Shapes of a Paddle graph without running it: every statement of a Paddle model.py carries its op's result
// types in a `pd_op.*` comment (PaddleOpComment.h), and the inputs' shapes are in the meta files. The result
// is the same GraphShapes that meta-tensor inference gives a torch graph, so the graph view labels Paddle ops
// with shapes and the FLOP estimator applies its rules to them. Plain C++, no LibTorch.
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/graph/PaddleExtents.h"
#include "core/tensor/TensorMeta.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

// Inputs from `metas` (by name; without one, from the first reader's comment); each node from the comment of
// its statement: the statement's named results
// take the comment's results in order (`a, b, c = op(...)`, and the `operator.getitem` nodes of a
// `builtin.split`), a lone node without named results takes them all. A node the comment does not describe
// gets an error with its line (file "model.py", as inference errors). The comments' dynamic extents (-1) are
// then made concrete from the inputs' shapes as far as Paddle's shape rules go (PaddleExtents.h); `stats`,
// when given, adds what that resolution did.
GraphShapes shapesFromOpComments(const Graph& graph, const std::vector<TensorMeta>& metas,
                                 DynamicExtentStats* stats = nullptr);

// Op histogram of a graph. A Paddle statement counts once under its comment's op name, even when it lowered
// to several nodes (a `builtin.split` into one getitem per result); other nodes count under their target.
std::map<std::string, int> opHistogram(const Graph& graph);

} // namespace gnw
