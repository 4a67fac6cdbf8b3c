#pragma once
// What shape inference knows about a graph: for every input and node the shape and dtype of what it holds
// or returned, or why that is unknown. Plain C++ (the engine fills it by running the graph on ATen's
// `meta` device; core code such as the FLOP estimator and the index reads it without ATen).
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

// One runtime value: a tensor (shape + dtype), a Python number, None, or a tuple/list of those.
struct ValueShape {
    enum class Kind : std::uint8_t { Tensor, Int, Float, Bool, None, Sequence, Other };
    Kind kind = Kind::Other;
    std::vector<std::int64_t> shape; // Tensor
    std::string dtype;               // Tensor: upstream spelling ("float32", "int64", "bool")
    std::int64_t integer = 0;        // Int / Bool: the value (sizes are exact on meta tensors)
    std::vector<ValueShape> items;   // Sequence
    std::string other;               // Other: what it is ("dtype", "device", "str", ...)

    static ValueShape tensor(std::vector<std::int64_t> shape, std::string dtype);
    bool isTensor() const { return kind == Kind::Tensor; }
    std::int64_t numel() const;
    // "float32[2, 3]", "int 4", "None", "(float32[2], int 1)".
    std::string toString() const;
    bool operator==(const ValueShape&) const = default;
};

// Ends the error of a node skipped because one of its inputs failed ("...comes from line N, which failed"):
// a consequence, which reports may fold into the count after the root causes.
inline constexpr std::string_view kInputFailedSuffix = ", which failed";

struct NodeShapes {
    bool inferred = false;
    ValueShape result;               // what the call returned (a tuple for `a, b = op(...)`)
    std::vector<ValueShape> outputs; // one per GraphNode::outputs entry
    Error error;                     // when !inferred: line, column and message (file = "model.py")
};

struct GraphShapes {
    std::vector<ValueShape> inputs; // one per Graph::inputs entry
    std::vector<NodeShapes> nodes;  // one per Graph::nodes entry
    // Graph::outputs in order; nullopt where it could not be inferred.
    std::vector<std::optional<ValueShape>> outputs;

    int inferredCount() const;
    bool complete() const { return inferredCount() == static_cast<int>(nodes.size()); }
    // The node errors in program order (nodes skipped because an input failed included).
    std::vector<Error> errors() const;
    // What value `id` holds: an input, a node output; nullptr when unknown.
    const ValueShape* value(const Graph& graph, ValueId id) const;
    // The shape of an argument that is a reference, else nullptr.
    const ValueShape* argument(const Graph& graph, const GraphArg& arg) const;
};

} // namespace gnw
