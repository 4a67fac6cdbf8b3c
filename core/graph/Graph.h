#pragma once
// Graph IR of one model.py forward(): inputs, op nodes in program order, the values flowing between them and
// the returned outputs. Plain value types (copyable, comparable), built by GraphBuilder; see docs/graph-ir.md
// for the target normalisation, the module-path rule and how constants are represented.
#include "core/graph/GraphArg.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

enum class Framework : std::uint8_t { Unknown, Torch, Paddle };
// "torch", "paddle" (as graph_net.json spells them), "unknown".
std::string_view frameworkName(Framework framework);

// From the forward parameter's annotation.
enum class InputKind : std::uint8_t {
    Unannotated, // Paddle samples and decomposed torch subgraphs
    Parameter,   // torch.nn.parameter.Parameter
    Tensor,      // torch.Tensor
    SymInt,      // torch.SymInt (a 0-d int64 tensor at run time)
    Other,       // any other annotation
};

// 1-based; columns count bytes; endColumn is one past the statement's last byte.
struct SourceSpan {
    int line = 0;
    int column = 0;
    int endLine = 0;
    int endColumn = 0;

    bool operator==(const SourceSpan&) const = default;
};

struct GraphValue {
    std::string name;           // variable name in model.py; empty for intermediates of nested expressions
    std::int32_t producer = -1; // index in Graph::nodes; -1 for a graph input
    std::int32_t position = 0;  // index in the producer's outputs, or in Graph::inputs

    bool isInput() const { return producer < 0; }
    bool operator==(const GraphValue&) const = default;
};

struct GraphInput {
    ValueId value;
    std::string name;
    InputKind kind = InputKind::Unannotated;
    std::string annotation;                // dotted as written ("torch.nn.parameter.Parameter"), else empty
    std::optional<std::string> modulePath; // for L_self_..._parameters_/_buffers_ names ("" = root module)
    SourceSpan span;

    bool operator==(const GraphInput&) const = default;
};

struct KeywordArg {
    std::string name;
    GraphArg value;

    bool operator==(const KeywordArg&) const = default;
};

struct GraphNode {
    std::int32_t id = 0;        // index in Graph::nodes, which is program order
    std::string target;         // normalised, e.g. "torch.conv2d", "F.relu", "Tensor.view", "operator.add"
    std::vector<GraphArg> args; // positional; a method's receiver is args[0]
    std::vector<KeywordArg> kwargs; // in source order
    std::vector<ValueId> outputs;   // empty for statements whose result is discarded (setitem, bare calls)
    SourceSpan span;                // of the whole statement the node comes from
    std::string modulePath;         // "layer1.0.conv1"; empty when unknown or at the root
    std::string comment;            // Paddle's "pd_op.conv2d: (...) <- (...)" line above the statement

    const GraphArg* keyword(std::string_view name) const;
    bool operator==(const GraphNode&) const = default;
};

struct Graph {
    std::string fileName;
    Framework framework = Framework::Unknown;
    std::string className; // "GraphModule"
    std::vector<GraphValue> values;
    std::vector<GraphInput> inputs;
    std::vector<GraphNode> nodes;
    std::vector<GraphArg> outputs; // the returned expression; a tuple's elements when returnsTuple
    bool returnsTuple = false;

    const GraphValue& value(ValueId id) const { return values[static_cast<std::size_t>(id.index)]; }
    // Sorted, each target once: what an op resolver has to know about.
    std::vector<std::string> distinctTargets() const;
    // Value name, or "%<id>" for an unnamed intermediate.
    std::string displayName(ValueId id) const;
    // One line per input, node and the return; stable, for tests and debugging:
    //   %3 conv2d = torch.conv2d(%0 L_x_, ...)  @5:9-9:10 [layer1.0.conv1]
    std::string toText() const;

    bool operator==(const Graph&) const = default;
};

} // namespace gnw
