#include "core/graph/LoweringContext.h"

namespace gnw {

GraphArg LoweringContext::addNode(std::string target, std::vector<GraphArg> args,
                                  std::vector<KeywordArg> kwargs, bool hasOutput) {
    GraphNode n;
    n.id = static_cast<std::int32_t>(graph.nodes.size());
    n.target = std::move(target);
    n.args = std::move(args);
    n.kwargs = std::move(kwargs);
    n.span = statementSpan;
    GraphArg result;
    if (hasOutput) {
        n.outputs.push_back(ValueId{static_cast<std::int32_t>(graph.values.size())});
        graph.values.push_back(GraphValue{{}, n.id, 0});
        result = GraphArg::reference(n.outputs.back());
    }
    graph.nodes.push_back(std::move(n));
    return result;
}

bool LoweringContext::isAnonymousResult(const GraphArg& a) const {
    return a.isRef() && !graph.value(a.ref).isInput() && graph.value(a.ref).name.empty();
}

void LoweringContext::nameIfAnonymous(const GraphArg& a, std::string_view name) {
    if (isAnonymousResult(a))
        graph.values[static_cast<std::size_t>(a.ref.index)].name = std::string(name);
}

GraphArg LoweringContext::lookupLocal(const pyast::Expr& name) const {
    const auto it = locals.find(name.text);
    if (it == locals.end())
        fail(name, "expected a defined name but found '" + std::string(name.text) +
                       "' (not a forward parameter, an earlier local or an import)");
    return it->second;
}

std::string LoweringContext::describe(const GraphArg& a) const {
    return a.isRef() ? "value '" + graph.displayName(a.ref) + "'" : "the constant " + a.toString();
}

} // namespace gnw
