#include "core/fault/ValueTrace.h"

#include <algorithm>

namespace gnw::fault {

ValueTrace::Origin ValueTrace::originBefore(const ForwardBody& body, const Graph& graph,
                                            std::size_t statement, const std::string& name) const {
    for (std::size_t s = statement; s-- > 0;) {
        const BodyStatement& st = body.statements[s];
        if (std::find(st.writes.begin(), st.writes.end(), name) == st.writes.end())
            continue;
        // The node output that bears the name (the outermost call comes last).
        for (auto n = st.nodes.rbegin(); n != st.nodes.rend(); ++n) {
            const GraphNode& node = graph.nodes[static_cast<std::size_t>(*n)];
            for (std::size_t k = 0; k < node.outputs.size(); ++k)
                if (graph.value(node.outputs[k]).name == name &&
                    static_cast<std::size_t>(*n) < nodeOutputs.size() &&
                    k < nodeOutputs[static_cast<std::size_t>(*n)].size())
                    return {&nodeOutputs[static_cast<std::size_t>(*n)][k], {}};
        }
        // `a = b` binds without a node: a is what b was; `x[i] = v` and `del x` are followed further back.
        if (st.nodes.empty() && st.reads.size() == 1 && st.writes.size() == 1)
            return originBefore(body, graph, s, st.reads[0]);
        if (std::find(st.reads.begin(), st.reads.end(), name) == st.reads.end())
            return {}; // rebound by something the trace does not know (`x = None`)
    }
    const bool param = std::any_of(body.params.begin(), body.params.end(),
                                   [&](const ForwardParam& p) { return p.name == name; });
    return param ? Origin{nullptr, name} : Origin{};
}

bool ValueTrace::canCross(const ForwardBody& body, const Graph& graph, std::size_t statement,
                          const std::vector<std::string>& names) const {
    for (const auto& name : names) {
        const Origin o = originBefore(body, graph, statement, name);
        if (!o.param.empty())
            continue;
        if (!o.traced || (o.traced->kind != TracedKind::Tensor && o.traced->kind != TracedKind::Scalar))
            return false;
    }
    return true;
}

} // namespace gnw::fault
