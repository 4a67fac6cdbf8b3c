#include "core/graph/Graph.h"

#include <algorithm>

namespace gnw {

const GraphArg* GraphNode::keyword(std::string_view name) const {
    for (const KeywordArg& k : kwargs)
        if (k.name == name)
            return &k.value;
    return nullptr;
}

std::vector<std::string> Graph::distinctTargets() const {
    std::vector<std::string> targets;
    targets.reserve(nodes.size());
    for (const GraphNode& n : nodes)
        targets.push_back(n.target);
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    return targets;
}

std::string Graph::displayName(ValueId id) const {
    const GraphValue& v = value(id);
    return v.name.empty() ? "%" + std::to_string(id.index) : v.name;
}

namespace {

std::string_view inputKindName(InputKind kind) {
    switch (kind) {
    case InputKind::Unannotated:
        return "";
    case InputKind::Parameter:
        return "Parameter";
    case InputKind::Tensor:
        return "Tensor";
    case InputKind::SymInt:
        return "SymInt";
    case InputKind::Other:
        return "Other";
    }
    return "";
}

} // namespace

std::string_view frameworkName(Framework f) {
    switch (f) {
    case Framework::Unknown:
        return "unknown";
    case Framework::Torch:
        return "torch";
    case Framework::Paddle:
        return "paddle";
    }
    return "unknown";
}

std::string Graph::toText() const {
    const auto name = [this](ValueId id) { return displayName(id); };
    std::string out = "graph " + className + " (" + std::string(frameworkName(framework)) + ")\n";
    for (const GraphInput& in : inputs) {
        out += "input " + in.name;
        if (in.kind != InputKind::Unannotated)
            out += ": " + std::string(inputKindName(in.kind));
        if (in.modulePath)
            out += " [" + *in.modulePath + "]";
        out += '\n';
    }
    for (const GraphNode& n : nodes) {
        std::string line;
        for (std::size_t i = 0; i < n.outputs.size(); ++i)
            line += (i ? ", " : "") + name(n.outputs[i]);
        if (!n.outputs.empty())
            line += " = ";
        line += n.target + "(";
        for (std::size_t i = 0; i < n.args.size(); ++i)
            line += (i ? ", " : "") + n.args[i].toString(name);
        for (std::size_t i = 0; i < n.kwargs.size(); ++i)
            line += (i || !n.args.empty() ? ", " : "") + n.kwargs[i].name + "=" +
                    n.kwargs[i].value.toString(name);
        line += ")";
        if (!n.modulePath.empty())
            line += " [" + n.modulePath + "]";
        out += line + '\n';
    }
    std::string ret = "return ";
    if (returnsTuple)
        ret += GraphArg::tuple(outputs).toString(name);
    else if (!outputs.empty())
        ret += outputs.front().toString(name);
    else
        ret += "None";
    return out + ret + '\n';
}

} // namespace gnw
