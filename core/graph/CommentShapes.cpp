#include "core/graph/CommentShapes.h"

#include "core/graph/PaddleExtents.h"
#include "core/graph/PaddleOpComment.h"

#include <optional>
#include <unordered_map>

namespace gnw {

namespace {

ValueShape metaShape(const TensorMeta& m) {
    return ValueShape::tensor(m.shape, std::string(dtypeName(m.dtype)));
}

ValueShape resultOf(const std::vector<ValueShape>& results) {
    if (results.size() == 1)
        return results.front();
    ValueShape v;
    v.kind = ValueShape::Kind::Sequence;
    v.items = results;
    return v;
}

void unknown(NodeShapes& n, const GraphNode& node, const std::string& why) {
    n.inferred = false;
    n.outputs.clear();
    n.error = Error{"model.py", node.span.line, node.span.column, node.target + ": " + why};
}

// Nodes [first, last) come from one statement, whose comment is `comment`.
void shapeStatement(const Graph& graph, std::size_t first, std::size_t last, GraphShapes& out) {
    const GraphNode& head = graph.nodes[first];
    std::string error;
    const std::optional<PaddleOpComment> comment =
        head.comment.empty() ? std::nullopt : parsePaddleOpComment(head.comment, &error);
    if (!comment) {
        for (std::size_t i = first; i < last; ++i)
            unknown(out.nodes[i], graph.nodes[i],
                    head.comment.empty() ? "no shapes: no pd_op comment above the statement"
                                         : "no shapes: the pd_op comment does not parse (" + error + ")");
        return;
    }
    // The statement's named results, in program order: what the comment's results describe.
    std::vector<std::pair<std::size_t, std::size_t>> named; // (node, output position)
    for (std::size_t i = first; i < last; ++i)
        for (std::size_t k = 0; k < graph.nodes[i].outputs.size(); ++k)
            if (!graph.value(graph.nodes[i].outputs[k]).name.empty())
                named.emplace_back(i, k);
    const std::vector<ValueShape>& results = comment->outputs;
    if (last - first == 1 && (named.empty() || named.size() != results.size())) {
        // One node: positionally, as far as both go (an expression statement has no named result).
        const GraphNode& node = graph.nodes[first];
        NodeShapes& n = out.nodes[first];
        if (!node.outputs.empty() && node.outputs.size() > results.size())
            return unknown(n, node,
                           "no shapes: expected " + std::to_string(node.outputs.size()) +
                               " results in the pd_op comment but found " + std::to_string(results.size()));
        n.inferred = true;
        n.result = resultOf(results);
        n.outputs.assign(results.begin(), results.begin() + static_cast<std::ptrdiff_t>(node.outputs.size()));
        return;
    }
    if (named.size() != results.size()) {
        for (std::size_t i = first; i < last; ++i)
            unknown(out.nodes[i], graph.nodes[i],
                    "no shapes: expected " + std::to_string(named.size()) +
                        " results in the pd_op comment but found " + std::to_string(results.size()));
        return;
    }
    for (std::size_t j = 0; j < named.size(); ++j) {
        NodeShapes& n = out.nodes[named[j].first];
        n.inferred = true;
        n.outputs.resize(graph.nodes[named[j].first].outputs.size());
        n.outputs[named[j].second] = results[j];
    }
    for (std::size_t i = first; i < last; ++i) {
        NodeShapes& n = out.nodes[i];
        if (!n.inferred) {
            unknown(n, graph.nodes[i], "no shapes: an intermediate the pd_op comment does not describe");
            continue;
        }
        n.result = resultOf(n.outputs);
    }
}

} // namespace

GraphShapes shapesFromOpComments(const Graph& graph, const std::vector<TensorMeta>& metas,
                                 DynamicExtentStats* stats) {
    GraphShapes out;
    std::unordered_map<std::string_view, const TensorMeta*> byName;
    for (const TensorMeta& m : metas)
        byName.emplace(m.name, &m);
    for (const GraphInput& in : graph.inputs) {
        const auto it = byName.find(in.name);
        ValueShape v;
        if (it != byName.end())
            v = metaShape(*it->second);
        else
            v.other = "no meta";
        out.inputs.push_back(std::move(v));
    }
    // An input without a meta (a PIR program's parameters) takes the type its first reader's comment gives
    // that operand: comments describe operands in argument order.
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const GraphNode& node = graph.nodes[i];
        std::optional<PaddleOpComment> comment;
        for (std::size_t k = 0; k < node.args.size(); ++k) {
            const GraphArg& a = node.args[k];
            if (!a.isRef() || !graph.value(a.ref).isInput())
                continue;
            ValueShape& in = out.inputs[static_cast<std::size_t>(graph.value(a.ref).position)];
            if (in.kind != ValueShape::Kind::Other)
                continue;
            if (!comment)
                comment = parsePaddleOpComment(node.comment);
            if (comment && k < comment->inputs.size() && comment->inputs[k].isTensor())
                in = comment->inputs[k];
        }
    }
    out.nodes.resize(graph.nodes.size());
    PaddleExtentResolver extents(graph, out);
    extents.knowInputValues(metas);
    for (std::size_t first = 0; first < graph.nodes.size();) {
        std::size_t last = first + 1;
        while (last < graph.nodes.size() && graph.nodes[last].span == graph.nodes[first].span)
            ++last;
        shapeStatement(graph, first, last, out);
        for (std::size_t i = first; i < last; ++i)
            extents.resolve(i);
        first = last;
    }
    if (stats)
        *stats += extents.stats();
    for (const GraphArg& o : graph.outputs) {
        const ValueShape* v = out.argument(graph, o);
        out.outputs.push_back(v ? std::optional<ValueShape>(*v) : std::nullopt);
    }
    return out;
}

std::map<std::string, int> opHistogram(const Graph& graph) {
    std::map<std::string, int> out;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const GraphNode& node = graph.nodes[i];
        const std::string_view op = paddleOpName(node.comment);
        // Nodes of one commented statement are one Paddle op.
        if (!op.empty() && i > 0 && graph.nodes[i - 1].span == node.span &&
            graph.nodes[i - 1].comment == node.comment)
            continue;
        ++out[std::string(op.empty() ? std::string_view(node.target) : op)];
    }
    return out;
}

} // namespace gnw
