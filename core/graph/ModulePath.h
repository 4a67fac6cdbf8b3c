#pragma once
// Module paths ("layer1.0.conv1") recovered from Dynamo's flattened parameter names
// ("L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"). Rule in docs/graph-ir.md.
#include "core/graph/Graph.h"

#include <optional>
#include <string>
#include <string_view>

namespace gnw {

// The module owning a parameter or buffer named L_self_... / l_self_...: strip the prefix, cut at the first
// "_parameters_" / "_buffers_", split the rest on "_modules_". "" for the root module's own parameters;
// nullopt for names that do not follow the pattern (graph inputs like L_x_, SymInts, Paddle names).
std::optional<std::string> modulePathFromName(std::string_view name);

// Longest common dotted prefix: ("layer1.0.conv1", "layer1.0.bn1") -> "layer1.0".
std::string commonModulePrefix(std::string_view a, std::string_view b);

// The module a node belongs to, from what it consumes (earlier nodes must already have theirs):
// 1. the common prefix of the module paths of the L_self_... inputs it reads, if it reads any;
// 2. else the path in its own output's name, if that is an l_self_... name;
// 3. else the common prefix of the non-empty paths of the nodes producing its operands, or, when that is
//    the root (operands from unrelated top-level modules, like a residual add whose shortcut starts before
//    the block), the path of the nearest producer, i.e. the latest in program order;
// 4. else "" (unknown or root).
std::string inferredModulePath(const Graph& graph, const GraphNode& node);

} // namespace gnw
