#include "core/layout/DisplayGraph.h"

#include "core/layout/ScopeInference.h"

#include <algorithm>

namespace gnw::layout {

std::string_view shortTargetName(std::string_view target) {
    const auto dot = target.rfind('.');
    return dot == std::string_view::npos ? target : target.substr(dot + 1);
}

bool isWeightInput(const GraphInput& input) {
    return input.modulePath.has_value() || input.kind == InputKind::Parameter ||
           input.name.starts_with("parameter_");
}

namespace {

void collectRefs(const GraphArg& arg, std::vector<ValueId>& refs) {
    arg.forEachRef([&](ValueId id) { refs.push_back(id); });
}

} // namespace

DisplayGraph makeDisplayGraph(const Graph& graph) {
    DisplayGraph out;
    out.nodeOfInput.assign(graph.inputs.size(), -1);
    out.nodeOfOp.assign(graph.nodes.size(), -1);

    std::vector<std::vector<ValueId>> reads(graph.nodes.size());
    std::vector<char> inputUsed(graph.inputs.size(), 0);
    for (const GraphNode& node : graph.nodes) {
        auto& refs = reads[std::size_t(node.id)];
        for (const GraphArg& a : node.args)
            collectRefs(a, refs);
        for (const KeywordArg& k : node.kwargs)
            collectRefs(k.value, refs);
    }
    std::vector<ValueId> returned;
    for (const GraphArg& a : graph.outputs)
        collectRefs(a, returned);
    const auto markInputs = [&](const std::vector<ValueId>& refs) {
        for (ValueId id : refs)
            if (graph.value(id).isInput())
                inputUsed[std::size_t(graph.value(id).position)] = 1;
    };
    for (const auto& refs : reads)
        markInputs(refs);
    markInputs(returned);

    for (std::size_t i = 0; i < graph.inputs.size(); ++i) {
        const GraphInput& in = graph.inputs[i];
        if (!inputUsed[i] || isWeightInput(in))
            continue;
        out.nodeOfInput[i] = int(out.nodes.size());
        out.nodes.push_back(
            {DisplayKind::Input, int(i), in.name, in.name, "", in.span.line, in.span.endLine});
    }
    std::vector<char> inferable(out.nodes.size(), 0);
    for (const GraphNode& node : graph.nodes) {
        out.nodeOfOp[std::size_t(node.id)] = int(out.nodes.size());
        DisplayNode d{DisplayKind::Op, node.id,          std::string(shortTargetName(node.target)), {}, {},
                      node.span.line,  node.span.endLine};
        for (std::size_t k = 0; k < node.outputs.size(); ++k)
            d.name += (k ? ", " : "") + graph.displayName(node.outputs[k]);
        const bool readsWeights = std::any_of(
            reads[std::size_t(node.id)].begin(), reads[std::size_t(node.id)].end(), [&](ValueId id) {
                const GraphValue& v = graph.value(id);
                return v.isInput() && graph.inputs[std::size_t(v.position)].modulePath;
            });
        if (readsWeights)
            d.scope = node.modulePath;
        inferable.push_back(!readsWeights);
        out.nodes.push_back(std::move(d));
    }
    const int output = int(out.nodes.size());
    out.nodes.push_back({DisplayKind::Output, -1, "output", {}, "", 0, 0}); // the IR keeps no return span
    inferable.push_back(0);

    const auto producerNode = [&](ValueId id) {
        const GraphValue& v = graph.value(id);
        return v.isInput() ? out.nodeOfInput[std::size_t(v.position)] : out.nodeOfOp[std::size_t(v.producer)];
    };
    for (const GraphNode& node : graph.nodes)
        for (ValueId id : reads[std::size_t(node.id)])
            if (const int from = producerNode(id); from >= 0)
                out.edges.push_back({from, out.nodeOfOp[std::size_t(node.id)]});
    for (ValueId id : returned)
        if (const int from = producerNode(id); from >= 0)
            out.edges.push_back({from, output});
    std::sort(out.edges.begin(), out.edges.end(),
              [](const Edge& a, const Edge& b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
    out.edges.erase(
        std::unique(out.edges.begin(), out.edges.end(),
                    [](const Edge& a, const Edge& b) { return a.from == b.from && a.to == b.to; }),
        out.edges.end());

    std::vector<std::string> scopes;
    scopes.reserve(out.nodes.size());
    for (const DisplayNode& d : out.nodes)
        scopes.push_back(d.scope);
    inferScopes(scopes, inferable);
    for (std::size_t i = 0; i < scopes.size(); ++i)
        out.nodes[i].scope = std::move(scopes[i]);
    return out;
}

} // namespace gnw::layout
