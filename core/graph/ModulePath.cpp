#include "core/graph/ModulePath.h"

#include <algorithm>

namespace gnw {

std::optional<std::string> modulePathFromName(std::string_view name) {
    constexpr std::string_view kUpper = "L_self_", kLower = "l_self_";
    if (!name.starts_with(kUpper) && !name.starts_with(kLower))
        return std::nullopt;
    // Re-add the separator the prefix swallowed, so "_parameters_" at the very start marks the root.
    const std::string rest = "_" + std::string(name.substr(kUpper.size()));
    const std::size_t parameters = rest.find("_parameters_");
    const std::size_t buffers = rest.find("_buffers_");
    const std::size_t cut = std::min(parameters, buffers);
    if (cut == std::string::npos)
        return std::nullopt;
    if (cut == 0)
        return std::string();
    constexpr std::string_view kModules = "_modules_";
    std::string_view owner = std::string_view(rest).substr(0, cut);
    if (!owner.starts_with(kModules))
        return std::nullopt;
    owner.remove_prefix(kModules.size());
    std::string path;
    for (;;) {
        const std::size_t next = owner.find(kModules);
        path += owner.substr(0, next);
        if (next == std::string_view::npos)
            break;
        path += '.';
        owner.remove_prefix(next + kModules.size());
    }
    return path;
}

std::string commonModulePrefix(std::string_view a, std::string_view b) {
    std::size_t common = 0; // length of the shared prefix that ends at a component boundary
    for (std::size_t i = 0;; ++i) {
        const bool endA = i == a.size(), endB = i == b.size();
        if ((endA || a[i] == '.') && (endB || b[i] == '.'))
            common = i;
        if (endA || endB || a[i] != b[i])
            break;
    }
    return std::string(a.substr(0, common));
}

std::string inferredModulePath(const Graph& graph, const GraphNode& node) {
    std::optional<std::string> fromInputs, fromProducers;
    std::int32_t nearestProducer = -1;
    const auto merge = [](std::optional<std::string>& into, const std::string& path) {
        into = into ? commonModulePrefix(*into, path) : path;
    };
    const auto visit = [&](ValueId id) {
        const GraphValue& v = graph.value(id);
        if (!v.isInput()) {
            const std::string& path = graph.nodes[static_cast<std::size_t>(v.producer)].modulePath;
            if (!path.empty()) {
                merge(fromProducers, path);
                nearestProducer = std::max(nearestProducer, v.producer);
            }
        } else if (const std::optional<std::string>& path =
                       graph.inputs[static_cast<std::size_t>(v.position)].modulePath) {
            merge(fromInputs, *path);
        }
    };
    for (const GraphArg& a : node.args)
        a.forEachRef(visit);
    for (const KeywordArg& k : node.kwargs)
        k.value.forEachRef(visit);
    if (fromInputs)
        return *fromInputs;
    for (const ValueId out : node.outputs)
        if (std::optional<std::string> path = modulePathFromName(graph.value(out).name))
            return *path;
    if (fromProducers && fromProducers->empty())
        return graph.nodes[static_cast<std::size_t>(nearestProducer)].modulePath;
    return fromProducers.value_or(std::string());
}

} // namespace gnw
